import { Elysia } from 'elysia'
import * as v from 'valibot'
import { AppError, notFound, parseInput, validation } from '~/kernel/errors'
import { requestLocale, translateForRequest } from '~/kernel/i18n'
import { type ClientServer, clientIp } from '~/kernel/rate-limit'
import { BODY, KB, MB, parseJsonBody, readBodyBytes } from '~/kernel/routes'
import { ARRIVAL_FILE_MAX_BYTES, ARRIVAL_FILE_MAX_ROWS, ARRIVAL_MSG } from '~/lib/arrival-fields'
import { dateExamples, zurichDay } from '~/lib/dates'
import { type AuthGuard, getCompany, memberActing } from '~/modules/auth/public'
import { addedOn, dailyLimitOf, savedMapping, saveMapping, setDailyLimit } from './limits'
import {
  alertsAnswer,
  arrivalBody,
  batchAnswer,
  companyParams,
  idParams,
  limitAnswer,
  limitBody,
  listAnswer,
  listQuery,
  looksAnswer,
  mappingSchema,
  matchesAnswer,
  okAnswer,
  oneAnswer,
  type RowResult,
  seenBody,
  sheetPreview,
  unseenAnswer,
} from './model'
import { looksAt, markAlertsSeen, unseenAlerts } from './reads'
import {
  type ArrivalDeps,
  addArrivals,
  arrivalMatches,
  deleteArrival,
  getArrival,
  listArrivals,
  NOT_FOUND,
} from './service'
import { namingSheet, readingSheet, rememberedMapping, rowsOf, SHEET_MSG, type SheetSource } from './sheet'
import { guessMapping, templateCsv } from './sheet-headers'
import { type ArrivalsConfig, sheetLimits } from './sheet-limits'
import { createSheetParser } from './sheet-parser'
import { listAlerts } from './watch'

type Person = { id: string; role: string; companyId: string | null }

/** A multipart request's body is read here, never past this: the file's 2 MB and room for the other parts. */
const SHEET_REQUEST_BYTES = ARRIVAL_FILE_MAX_BYTES + 64 * KB
const sheetForm = v.object({
  file: v.instance(Blob),
  mapping: v.optional(v.pipe(v.string(), v.maxLength(4 * KB))),
  source: v.optional(v.picklist(['csv', 'paste'])),
})

/** The multipart body (a file or pasted text, and the mapping), refused past the limit as its bytes arrive. */
async function readSheetForm(request: Request) {
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', SHEET_MSG.tooLarge, { params: { mb: ARRIVAL_FILE_MAX_BYTES / MB } })
  const bytes = await readBodyBytes(request, SHEET_REQUEST_BYTES, tooLarge)
  let form: FormData
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    throw new AppError('VALIDATION', SHEET_MSG.unreadable)
  }
  const parsed = parseInput(sheetForm, Object.fromEntries(form.entries()))
  // From here on, a refusal names the file (or says "the pasted rows"), as evidence uploads do (ADR 230, 235).
  const sheet: SheetSource = {
    source: parsed.source ?? 'csv',
    name: parsed.file instanceof File ? parsed.file.name : '',
  }
  readingSheet(sheet, () => {
    if (parsed.file.size > ARRIVAL_FILE_MAX_BYTES) throw tooLarge()
  })
  return { ...parsed, sheet, bytes: new Uint8Array(await parsed.file.arrayBuffer()) }
}

/**
 * The arrivals API (issue 22): a hotel's coming guests under /api/arrivals (active members), and one hotel's daily
 * limit under /api/admin/arrivals. Every answer is the hotel's own; another hotel's arrival answers 404.
 */
/** What the arrivals module needs (ADR 341): its service's dependencies and the sheet limits. */
export type ArrivalsNeeds = ArrivalDeps & { config: ArrivalsConfig }

export function arrivalsPlugin(deps: ArrivalsNeeds, guard: AuthGuard) {
  const actor = (user: Person, request: Request, server: ClientServer) =>
    memberActing(deps.config, user, request, server)
  // Sheets are parsed on worker threads, and a person and a hotel may send so many an hour (finding 3, ADR 245).
  const parser = createSheetParser()
  const sheetLimit = sheetLimits(deps)
  const parsed = (form: Awaited<ReturnType<typeof readSheetForm>>) =>
    parser.parse(form.bytes).catch((error: unknown) => {
      throw namingSheet(error, form.sheet)
    })
  // A row's date that is no day is answered with the examples of the date inputs, from the clock (ADR 303).
  const rowMessage = (request: Request, message: string) =>
    message === ARRIVAL_MSG.date
      ? translateForRequest(request, 'arrivals.errors.dateExample', dateExamples(zurichDay(deps.clock.now())))
      : translateForRequest(request, message)
  const translated = (request: Request, results: RowResult[]): RowResult[] =>
    results.map((r) => (r.status === 'refused' ? { ...r, message: rowMessage(request, r.message) } : r))

  return new Elysia({ name: 'arrivals' })
    .use(guard)
    .get(
      '/api/arrivals',
      ({ query, currentUser, request, server }) => listArrivals(deps, actor(currentUser, request, server), query),
      { auth: 'member', bodyLimit: BODY.none, query: listQuery, response: listAnswer },
    )
    .post(
      '/api/arrivals',
      ({ body, currentUser, request, server, set }) => {
        const { source, ...fields } = body
        const by = actor(currentUser, request, server)
        const [result] = addArrivals(deps, by, [{ row: 1, fields }], source ?? 'form').results
        if (!result) throw validation('row', 'validation.invalidRequest')
        if (result.status === 'refused') throw validation(result.field, result.message)
        if (result.status === 'added') set.status = 201
        return { arrival: getArrival(deps, by, result.id) }
      },
      { auth: 'member', bodyLimit: BODY.json, body: arrivalBody, response: { 200: oneAnswer, 201: oneAnswer } },
    )
    .get(
      '/api/arrivals/template',
      ({ set, request }) => {
        set.headers['content-type'] = 'text/csv; charset=utf-8'
        set.headers['content-disposition'] = 'attachment; filename="arrivals-template.csv"'
        return templateCsv(requestLocale(request))
      },
      { auth: 'member', bodyLimit: BODY.none, sends: 'file' },
    )
    .post(
      '/api/arrivals/sheet/preview',
      async ({ request, server, currentUser }) => {
        const by = actor(currentUser, request, server)
        sheetLimit(by)
        const form = await readSheetForm(request)
        const sheet = await parsed(form)
        const remembered = rememberedMapping(sheet.header, savedMapping(deps.db, by.companyId))
        return {
          encoding: sheet.encoding,
          delimiter: sheet.delimiter,
          headers: sheet.header,
          sample: sheet.rows.slice(0, 3),
          rows: sheet.rows.length,
          mapping: remembered ?? guessMapping(sheet.header),
          remembered: Boolean(remembered),
        }
      },
      {
        auth: 'member',
        bodyLimit: { bytes: SHEET_REQUEST_BYTES, parse: 'stream' },
        response: sheetPreview,
        detail: { description: `A CSV or pasted rows, at most ${ARRIVAL_FILE_MAX_ROWS} rows and 2 MB.` },
      },
    )
    .post(
      '/api/arrivals/sheet/import',
      async ({ request, server, currentUser }) => {
        const by = actor(currentUser, request, server)
        sheetLimit(by)
        const form = await readSheetForm(request)
        const mapping = parseInput(mappingSchema, parseJsonBody(form.mapping ?? '{}'))
        const rows = rowsOf(await parsed(form), mapping)
        const answer = addArrivals(deps, by, rows, form.source ?? 'csv')
        saveMapping(deps.db, by.companyId, mapping, deps.clock.now().toISOString())
        return { ...answer, results: translated(request, answer.results) }
      },
      { auth: 'member', bodyLimit: { bytes: SHEET_REQUEST_BYTES, parse: 'stream' }, response: batchAnswer },
    )
    .get(
      '/api/arrivals/alerts',
      ({ currentUser, request, server }) => listAlerts(deps, actor(currentUser, request, server)),
      { auth: 'member', bodyLimit: BODY.none, response: alertsAnswer },
    )
    .get(
      '/api/arrivals/alerts/unseen',
      ({ currentUser, request, server }) => ({ unseen: unseenAlerts(deps, actor(currentUser, request, server)) }),
      { auth: 'member', bodyLimit: BODY.none, response: unseenAnswer },
    )
    .post(
      '/api/arrivals/alerts/seen',
      ({ body, currentUser, request, server }) => {
        const by = actor(currentUser, request, server)
        markAlertsSeen(deps, by, { ids: body.ids })
        return { unseen: unseenAlerts(deps, by) }
      },
      { auth: 'member', bodyLimit: BODY.json, body: seenBody, response: unseenAnswer },
    )
    .get(
      '/api/arrivals/:id',
      ({ params, currentUser, request, server }) => ({
        arrival: getArrival(deps, actor(currentUser, request, server), params.id),
      }),
      { auth: 'member', bodyLimit: BODY.none, params: idParams, response: oneAnswer },
    )
    .get(
      '/api/arrivals/:id/looks',
      ({ params, currentUser, request, server }) =>
        looksAt(deps, getArrival(deps, actor(currentUser, request, server), params.id).id),
      { auth: 'member', bodyLimit: BODY.none, params: idParams, response: looksAnswer },
    )
    .post(
      '/api/arrivals/:id/matches',
      ({ params, currentUser, request, server }) =>
        arrivalMatches(deps, actor(currentUser, request, server), params.id),
      { auth: 'member', bodyLimit: BODY.none, params: idParams, response: matchesAnswer },
    )
    .delete(
      '/api/arrivals/:id',
      ({ params, currentUser, request, server }) => {
        deleteArrival(deps, actor(currentUser, request, server), params.id)
        return { ok: true as const }
      },
      { auth: 'member', bodyLimit: BODY.none, params: idParams, response: okAnswer },
    )
    .get(
      '/api/admin/arrivals/limits/:companyId',
      ({ params }) => {
        if (!getCompany(deps, params.companyId)) throw notFound(NOT_FOUND)
        return limitOf(deps, params.companyId)
      },
      { auth: 'admin', bodyLimit: BODY.none, params: companyParams, response: limitAnswer },
    )
    .put(
      '/api/admin/arrivals/limits/:companyId',
      ({ params, body, currentUser, request, server }) => {
        const admin = { id: currentUser.id, ip: clientIp(request, server, deps.config.TRUST_PROXY) }
        setDailyLimit(deps, admin, params.companyId, body.daily_limit)
        return limitOf(deps, params.companyId)
      },
      { auth: 'admin', bodyLimit: BODY.json, params: companyParams, body: limitBody, response: limitAnswer },
    )
}

function limitOf(deps: ArrivalDeps, companyId: string) {
  const limit = dailyLimitOf(deps, companyId)
  return {
    companyId,
    daily_limit: limit,
    default: limit === deps.config.ARRIVALS_DAILY_LIMIT,
    default_limit: deps.config.ARRIVALS_DAILY_LIMIT,
    used_today: addedOn(deps.db, companyId, zurichDay(deps.clock.now())),
  }
}
