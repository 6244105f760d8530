import type { Db, DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import { record } from '~/modules/audit/public'
import type { MemberActing } from '~/modules/auth/public'
import { BIRTH_DATE_PROBE_ACTION, type BirthDatePlan } from './birth-date-probes'
import { type Match, matchGuest } from './engine'
import { type GuestFields, type GuestForm, guestForm, hasMinimumInput, storedGuest } from './guest'
import type { createSearchLimiter } from './limits'
import type { CountAnswer, CountInput, ReportSummary, SearchAnswer, SearchInput, SearchResult } from './model'
import type { ReportDatePlan } from './report-probes'

export type SearchDeps = {
  db: Db
  clock: Clock
  /** The audit chain's HMAC key (ADR 165). */
  chainKey: string
  /** Display fields of reports (the reports service's reportSummaries). */
  summaries: (deps: { db: DbOrTx }, reportIds: string[]) => ReportSummary[]
  /** Key for the audit's keyed hashes of document numbers, e-mails and phones. */
  auditKey: string
  limiter: ReturnType<typeof createSearchLimiter>
}

/**
 * Who searches: a hotel's person (`user`), or one of its API keys (`api_key`, /api/v1). Limits and the audit count
 * each searcher apart.
 */
export type Searcher = MemberActing

const viaKey = (searcher: Searcher) => (searcher.keyName ? { apiKey: searcher.keyName } : {})

const guestFieldsOf = (input: SearchInput): GuestFields => ({
  firstName: input.first_name,
  lastName: input.last_name,
  birthDate: input.birth_date,
  nationality: input.nationality,
  phone: input.phone,
  email: input.email,
  streetName: input.street_name,
  buildingNo: input.building_no,
  apartmentNo: input.apartment_no,
  zipCode: input.zip_code,
  city: input.city,
  country: input.country,
  documentType: input.document_type,
  documentNumber: input.document_number,
})

function queryOf(fields: GuestFields, today: Date): GuestForm {
  const query = guestForm(storedGuest(fields, today))
  if (!hasMinimumInput(query)) throw new AppError('VALIDATION', 'search.errors.minimumInput')
  return query
}

/** The criteria as the audit keeps them: names and birth date as typed, identifiers only as keyed hashes. */
function auditCriteria(query: GuestForm, auditKey: string): Record<string, string> {
  const hmac = (value: string) => new Bun.CryptoHasher('sha256', auditKey).update(value).digest('hex').slice(0, 32)
  const criteria: Record<string, string> = {}
  if (query.f) criteria.first_name = query.f
  if (query.l) criteria.last_name = query.l
  if (query.d) criteria.birth_date = query.d
  if (query.doc) criteria.doc_hmac = hmac(`doc:${query.doc}`)
  if (query.e) criteria.email_hmac = hmac(`email:${query.e}`)
  if (query.p) criteria.phone_hmac = hmac(`phone:${query.p}`)
  if (query.s || query.z || query.c) criteria.address = 'given'
  if (query.n) criteria.nationality = query.n
  return criteria
}

/**
 * A screening's birth-date allowance, decided from the questions alone before any match: per name (ADR 242), then,
 * for the questions answered, per report they could reach whatever the spelling (ADR 326).
 */
export type ScreeningPlan = {
  /** Per question, in order: whether its birth date is withheld (nothing of other hotels' reports). */
  withheld: boolean[]
  /** Per question: the other hotels' reports left out of its answer. */
  hidden: ReadonlySet<string>[]
  names: BirthDatePlan
  reports: ReportDatePlan
}

function planAsks(deps: SearchDeps, companyId: string, asks: GuestForm[]): ScreeningPlan {
  const names = deps.limiter.birthDates.plan(deps, companyId, asks)
  const reports = deps.limiter.reportDates.plan(
    deps,
    companyId,
    asks.map((ask, i) => (names.withheld[i] ? null : ask)),
  )
  return { withheld: names.withheld, hidden: reports.hidden, names, reports }
}

/**
 * Keeps the plan's answered dates and audits its withheld dates and left-out reports (once per hotel, name or report
 * and day), in the caller's transaction: the console's search-burst tile and the audit log show the pattern, with
 * the name and the report only as keyed hashes.
 */
function keepPlan(
  deps: Omit<SearchDeps, 'db'> & { db: DbOrTx },
  searcher: Searcher,
  planned: ScreeningPlan,
  channel: 'search' | 'count' | 'arrivals',
): void {
  const { birthDates, reportDates } = deps.limiter
  birthDates.keep(deps.db, searcher.companyId, planned.names)
  reportDates.keep(deps.db, searcher.companyId, planned.reports)
  const probe = (details: Record<string, unknown>) =>
    record(deps, {
      actor: searcher.actor,
      action: BIRTH_DATE_PROBE_ACTION,
      target: { type: 'company', id: searcher.companyId },
      details: { channel, ...details, ...viaKey(searcher) },
    })
  for (const p of birthDates.toReport(deps.db, searcher.companyId, planned.names))
    probe({ name: p.nameKey, birthDatesAnswered: p.answered, birthDatesWithheld: p.withheld })
  for (const p of reportDates.toReport(deps.db, searcher.companyId, planned.reports))
    probe({ report: p.reportKey, reportDatesAnswered: p.answered, reportDatesLeftOut: p.suppressed })
}

/**
 * The birth-date allowance for one question, then `answer` (the match, with the plan's verdict: withheld, and the
 * reports left out), then, in one transaction, the dates kept, the probes audited and the caller's audit entry.
 */
function withBirthDates<T>(
  deps: SearchDeps,
  searcher: Searcher,
  query: GuestForm,
  channel: 'search' | 'count',
  answer: (withheld: boolean, hidden: ReadonlySet<string>) => { result: T; audit: (db: DbOrTx) => void },
): T {
  const planned = planAsks(deps, searcher.companyId, [query])
  const { result, audit } = answer(planned.withheld[0] === true, planned.hidden[0] ?? new Set())
  deps.db.transaction((tx) => {
    keepPlan({ ...deps, db: tx }, searcher, planned, channel)
    audit(tx)
  })
  return result
}

function present(matches: Match[], summaries: Map<string, ReportSummary>, own: boolean): SearchResult[] {
  return matches.flatMap((m) => {
    const s = summaries.get(m.reportId)
    if (!s) return []
    const result: SearchResult = {
      reportId: m.reportId,
      matched: m.matched,
      publishedBy: { hotelName: s.hotel.name, city: s.hotel.city },
      publishedAt: s.publishedAt,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      category: s.category,
      amountOwed: s.amountOwed,
      message: s.message,
    }
    if (own) result.status = s.status
    return [result]
  })
}

/**
 * A guest search by a member: minimum input, per-member limits, the indexed match, display fields, and one audit
 * entry with the criteria (identifiers hashed) and the number of results.
 */
export function searchGuests(deps: SearchDeps, searcher: Searcher, input: SearchInput): SearchAnswer {
  const query = queryOf(guestFieldsOf(input), deps.clock.now())
  deps.limiter.search(deps, searcher.userId, searcher.actor.type, searcher.companyId)
  return withBirthDates(deps, searcher, query, 'search', (withheld, hidden) => {
    const groups = matchGuest(deps, query, { companyId: searcher.companyId })
    // Withheld: nothing of another hotel's reports, the same answer whether one exists or not (ADR 242). A report
    // left out: as if it did not match (ADR 326).
    const shown = (m: Match) => !withheld && !hidden.has(m.reportId)
    const exact = groups.exact.filter(shown)
    const close = groups.close.filter(shown)
    const ids = [...exact, ...close, ...groups.sameCompany].map((m) => m.reportId)
    const summaries = new Map(deps.summaries(deps, ids).map((s) => [s.reportId, s]))
    const answer: SearchAnswer = {
      exact: present(exact, summaries, false),
      close: present(close, summaries, false),
      sameCompany: present(groups.sameCompany, summaries, true),
      ...(withheld ? { withheld: true } : {}),
    }
    const results = { exact: answer.exact.length, close: answer.close.length, sameCompany: answer.sameCompany.length }
    const audit = (db: DbOrTx) =>
      record(
        { ...deps, db },
        {
          actor: searcher.actor,
          action: 'search.query',
          target: { type: 'company', id: searcher.companyId },
          details: {
            ...viaKey(searcher),
            criteria: auditCriteria(query, deps.auditKey),
            results,
            ...(withheld ? { withheld: true } : {}),
          },
        },
      )
    return { result: answer, audit }
  })
}

/**
 * How many approved reports of other hotels name this person (100 % or possible match): a number only, for the
 * New report form. Rate-limited and audited like a search.
 */
export function countReports(deps: SearchDeps, searcher: Searcher, input: CountInput): CountAnswer {
  const query = queryOf(
    { firstName: input.first_name, lastName: input.last_name, birthDate: input.birth_date },
    deps.clock.now(),
  )
  deps.limiter.count(deps, searcher.userId, searcher.actor.type, searcher.companyId)
  return withBirthDates(deps, searcher, query, 'count', (withheld, hidden) => {
    const groups = withheld ? null : matchGuest(deps, query, { companyId: searcher.companyId })
    const count = groups ? [...groups.exact, ...groups.close].filter((m) => !hidden.has(m.reportId)).length : 0
    const audit = (db: DbOrTx) =>
      record(
        { ...deps, db },
        {
          actor: searcher.actor,
          action: 'search.count',
          target: { type: 'company', id: searcher.companyId },
          details: { criteria: auditCriteria(query, deps.auditKey), count, ...(withheld ? { withheld: true } : {}) },
        },
      )
    return { result: withheld ? { count, withheld: true } : { count }, audit }
  })
}

/**
 * The birth-date allowance of a batch of arrival screenings (ADRs 242, 326), decided in the batch's order before any
 * match: per guest, whether its birth date is withheld and which reports are left out of its screening.
 * keepScreenings stores it in the caller's transaction.
 */
export function planScreenings(deps: SearchDeps, companyId: string, guests: GuestFields[]): ScreeningPlan {
  const today = deps.clock.now()
  return planAsks(
    deps,
    companyId,
    guests.map((g) => guestForm(storedGuest(g, today))),
  )
}

/** Keeps a batch's answered birth dates and audits its probes (in the caller's transaction). */
export function keepScreenings(deps: SearchDeps, tx: DbOrTx, searcher: Searcher, planned: ScreeningPlan): void {
  keepPlan({ ...deps, db: tx }, searcher, planned, 'arrivals')
}
