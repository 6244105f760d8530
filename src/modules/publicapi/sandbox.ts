// The sandbox of a hotel (issue 33 item 10, ADR 291): what a test key (`kyg_test_…`) does instead of the live calls.
// Its arrivals are kept in their own table, matched against the fictitious reports of ./sandbox-reports.ts, never
// counted against the hotel's allowances or the birth-date allowance (no search runs), never shown to the live hotel
// (the web, its alerts, live keys); a flagged one queues `arrival.match` for the hotel's test webhooks only, marked
// `livemode: false`. The rules of a request are the live ones: the same schemas, the same checks of the dates.
import { and, asc, count, eq, gt, gte, inArray, lt, lte, or } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, notFound } from '~/kernel/errors'
import { ARRIVAL_MSG } from '~/lib/arrival-fields'
import { zurichDay } from '~/lib/dates'
import { isMatchGroup, type MatchGroup } from '~/lib/match-groups'
import type { TranslationKey } from '~/lib/translate-key'
import type { ApiCaller } from '~/modules/apikeys/public'
import { checkArrival } from '~/modules/arrivals/public'
import { queueArrivalMatch } from '~/modules/webhooks/public'
import { type ArrivalsQuery, cursorOf, listWindow } from './arrivals'
import type { ArrivalDetail, ArrivalsBatch, ArrivalsPageV1, BatchResult, SearchAnswerV1, SearchRequest } from './model'
import { sandboxGroup, sandboxSearch } from './sandbox-reports'
import { sandboxArrivals } from './schema'

export type SandboxDeps = { db: DbOrTx; clock: Clock; baseUrl: string }

/**
 * The most arrivals one hotel's sandbox holds (twice a live day's default allowance): a test key counts against no
 * allowance, so without this bound it could store rows without end (check-out has no upper bound).
 */
export const MAX_SANDBOX_ARRIVALS = 1000

/** Refuses a batch that would take the hotel's sandbox over MAX_SANDBOX_ARRIVALS (in the send's transaction). */
function refuseOverfullSandbox(tx: DbOrTx, companyId: string, refs: string[]) {
  const mine = eq(sandboxArrivals.companyId, companyId)
  const held = tx.select({ n: count() }).from(sandboxArrivals).where(mine).get()?.n ?? 0
  const known =
    tx
      .select({ n: count() })
      .from(sandboxArrivals)
      .where(and(mine, inArray(sandboxArrivals.reservationRef, refs)))
      .get()?.n ?? 0
  if (held + refs.length - known > MAX_SANDBOX_ARRIVALS)
    throw new AppError('RATE_LIMITED', 'api.errors.sandboxFull', {
      params: { max: MAX_SANDBOX_ARRIVALS },
      retryAfterSeconds: 3600,
    })
}

export function sandboxSend(deps: SandboxDeps, caller: ApiCaller, body: ArrivalsBatch): BatchResult {
  const today = zurichDay(deps.clock.now())
  const seen = new Set<string>()
  for (const r of body.reservations) {
    const refused = (field: string, message: TranslationKey) =>
      new AppError('VALIDATION', message, { field, reservationRef: r.reservation_ref })
    if (seen.has(r.reservation_ref)) throw refused('reservation_ref', ARRIVAL_MSG.duplicateRef)
    seen.add(r.reservation_ref)
    const checked = checkArrival(r, today)
    if (!checked.ok) throw refused(checked.field, checked.message)
  }
  const now = deps.clock.now().toISOString()
  return deps.db.transaction((tx) => {
    // A sandbox keeps nothing past its stays: the arrivals already gone are dropped on each send.
    tx.delete(sandboxArrivals)
      .where(and(eq(sandboxArrivals.companyId, caller.companyId), lt(sandboxArrivals.checkOut, today)))
      .run()
    refuseOverfullSandbox(
      tx,
      caller.companyId,
      body.reservations.map((r) => r.reservation_ref),
    )
    return {
      arrivals: body.reservations.map((r) => {
        const fields = JSON.stringify(r)
        const group = sandboxGroup(r)
        const where = and(
          eq(sandboxArrivals.companyId, caller.companyId),
          eq(sandboxArrivals.reservationRef, r.reservation_ref),
        )
        const known = tx.select().from(sandboxArrivals).where(where).get()
        if (known?.fields === fields) return { reservation_ref: r.reservation_ref, status: 'unchanged' as const, group }
        const row = { fields, group, checkIn: r.check_in, checkOut: r.check_out }
        let id = known?.id
        if (known) tx.update(sandboxArrivals).set(row).where(eq(sandboxArrivals.id, known.id)).run()
        else {
          id = newId()
          tx.insert(sandboxArrivals)
            .values({ id, companyId: caller.companyId, reservationRef: r.reservation_ref, createdAt: now, ...row })
            .run()
        }
        if (isMatchGroup(group) && id)
          queueArrivalMatch(
            { db: tx, clock: deps.clock },
            caller.companyId,
            {
              alert_id: `sandbox_${id}`,
              arrival_id: `sandbox_${id}`,
              reservation_ref: r.reservation_ref,
              group: group as MatchGroup,
              url: `${deps.baseUrl}/api/v1/guide#test-keys-and-the-sandbox`,
            },
            'test',
          )
        return { reservation_ref: r.reservation_ref, status: known ? ('updated' as const) : ('added' as const), group }
      }),
    }
  })
}

export function sandboxList(deps: SandboxDeps, caller: ApiCaller, query: ArrivalsQuery): ArrivalsPageV1 {
  const { from, to, after, limit } = listWindow(deps.clock, query)
  const range = and(
    eq(sandboxArrivals.companyId, caller.companyId),
    lte(sandboxArrivals.checkIn, to),
    gte(sandboxArrivals.checkOut, from),
  )
  const total = deps.db.select({ n: count() }).from(sandboxArrivals).where(range).get()?.n ?? 0
  const rows = deps.db
    .select()
    .from(sandboxArrivals)
    .where(
      after
        ? and(
            range,
            or(
              gt(sandboxArrivals.checkIn, after.checkIn),
              and(eq(sandboxArrivals.checkIn, after.checkIn), gt(sandboxArrivals.seq, after.seq)),
            ),
          )
        : range,
    )
    .orderBy(asc(sandboxArrivals.checkIn), asc(sandboxArrivals.seq))
    .limit(limit + 1)
    .all()
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    from,
    to,
    total,
    next_cursor: rows.length > limit && last ? cursorOf({ checkIn: last.checkIn, seq: last.seq }) : null,
    arrivals: page.map((a) => ({
      reservation_ref: a.reservationRef,
      check_in: a.checkIn,
      check_out: a.checkOut,
      group: a.group as ArrivalDetail['group'],
      alert: isMatchGroup(a.group),
    })),
  }
}

function ownArrival(deps: SandboxDeps, caller: ApiCaller, reference: string) {
  const row = deps.db
    .select()
    .from(sandboxArrivals)
    .where(and(eq(sandboxArrivals.companyId, caller.companyId), eq(sandboxArrivals.reservationRef, reference)))
    .get()
  if (!row) throw notFound('errors.notFound')
  return row
}

export function sandboxArrival(deps: SandboxDeps, caller: ApiCaller, reference: string): ArrivalDetail {
  const row = ownArrival(deps, caller, reference)
  const found = isMatchGroup(row.group) ? sandboxSearch(JSON.parse(row.fields) as SearchRequest) : undefined
  const matchOf = (group: MatchGroup, r: SearchAnswerV1['exact'][number]) => {
    const { report_id: _, status: __, ...shown } = r
    return { group, ...shown }
  }
  return {
    reservation_ref: row.reservationRef,
    check_in: row.checkIn,
    check_out: row.checkOut,
    group: row.group as ArrivalDetail['group'],
    alert: isMatchGroup(row.group),
    matches: found
      ? [...found.exact.map((r) => matchOf('exact', r)), ...found.close.map((r) => matchOf('close', r))]
      : [],
  }
}

export function sandboxForget(deps: SandboxDeps, caller: ApiCaller, reference: string) {
  const row = ownArrival(deps, caller, reference)
  deps.db.delete(sandboxArrivals).where(eq(sandboxArrivals.id, row.id)).run()
  return { reservation_ref: reference, deleted: true as const }
}

/** A search of the sandbox: the live minimum input, the fictitious reports only; no limit, count or audit entry. */
export function sandboxSearchOf(body: SearchRequest): SearchAnswerV1 {
  const identifier = body.document_number || body.email || body.phone
  if (!identifier && !(body.first_name?.trim() && body.last_name?.trim()))
    throw new AppError('VALIDATION', 'search.errors.minimumInput')
  return sandboxSearch(body)
}
