import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import type { TranslationKey } from '~/lib/translate-key'
import { findAuditEntries } from '~/modules/audit/public'
import { createBirthDateProbes } from './birth-date-probes'
import { createReportProbes } from './report-probes'

// Search limits per person (or API key) and per hotel (ADR 082, issue 21): a sliding log of each searcher's and each
// hotel's searches of the last day. The first time one searches after a start, its log is read back from the audit
// (every search is audited as search.query or search.count, by the searcher, on the hotel), so a restart or a
// deployment forgets no search and gives no one a fresh allowance. Ten people of one hotel share the hotel's.

export type SearchLimits = { perHour: number; perDay: number; countPerHour: number }

const HOUR = 3_600_000
const DAY = 86_400_000
type Action = 'search.query' | 'search.count'
/** A searcher is a person, or an API key of a hotel (/api/v1): each has its own allowance. */
export type SearcherType = 'user' | 'api_key'

type Who = { type: SearcherType | 'hotel'; id: string }

/** Times (ms) of the searcher's (or the hotel's) audited searches of this kind since `since`, oldest first. */
function auditedTimes(db: DbOrTx, action: Action, who: Who, since: number, limit: number): number[] {
  const from = new Date(since).toISOString().slice(0, 10)
  const filter =
    who.type === 'hotel'
      ? { targetType: 'company', targetId: who.id, action, from }
      : { actorType: who.type, actorId: who.id, action, from }
  const { entries } = findAuditEntries({ db }, filter, { limit })
  return entries
    .map((e) => Date.parse(e.at))
    .filter((t) => t > since)
    .sort((a, b) => a - b)
}

export function createSearchLimiter(limits: SearchLimits, clock: Clock, hotel?: SearchLimits) {
  const logs = new Map<string, number[]>()
  let lastSweep = clock.now().getTime()

  function logOf(db: DbOrTx, action: Action, who: Who, now: number, most: number): number[] {
    if (now - lastSweep > HOUR) {
      for (const [key, log] of logs) if ((log.at(-1) ?? 0) <= now - DAY) logs.delete(key)
      lastSweep = now
    }
    const key = `${action}\n${who.type}\n${who.id}`
    let log = logs.get(key)
    if (!log) {
      log = auditedTimes(db, action, who, now - DAY, most + 1)
      logs.set(key, log)
    }
    let old = 0
    while (old < log.length && (log[old] as number) <= now - DAY) old++
    if (old > 0) log.splice(0, old)
    return log
  }

  /** Throws 429 when the log already holds `limit` searches within `window` before `now`. */
  function check(log: number[], now: number, window: number, limit: number, message: TranslationKey) {
    let inWindow = 0
    for (let i = log.length - 1; i >= 0 && (log[i] as number) > now - window; i--) inWindow++
    if (inWindow < limit) return
    // Allowed again when the oldest of the last `limit` searches leaves the window.
    const freesAt = (log[log.length - limit] as number) + window
    throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) })
  }

  const searcherMost = Math.max(limits.perDay, limits.countPerHour)
  const hotelMost = hotel ? Math.max(hotel.perDay, hotel.countPerHour) : 0
  const hotelLog = (db: DbOrTx, action: Action, companyId: string | undefined, now: number) =>
    hotel && companyId ? logOf(db, action, { type: 'hotel', id: companyId }, now, hotelMost) : null

  return {
    /**
     * Counts one search; 429 over 60 an hour or 300 a day for the searcher, or over the hotel's allowance for all its
     * people and keys together (configurable). A refused search is counted nowhere.
     */
    search(deps: { db: DbOrTx }, userId: string, type: SearcherType = 'user', companyId?: string) {
      const now = clock.now().getTime()
      const log = logOf(deps.db, 'search.query', { type, id: userId }, now, searcherMost)
      check(log, now, HOUR, limits.perHour, 'search.errors.tooManySearches')
      check(log, now, DAY, limits.perDay, 'search.errors.tooManySearchesToday')
      const shared = hotelLog(deps.db, 'search.query', companyId, now)
      if (hotel && shared) {
        check(shared, now, HOUR, hotel.perHour, 'search.errors.tooManyHotelSearches')
        check(shared, now, DAY, hotel.perDay, 'search.errors.tooManyHotelSearchesToday')
        shared.push(now)
      }
      log.push(now)
    },
    /** Counts one count (New report form); 429 over 300 an hour for the searcher, or the hotel's allowance. */
    count(deps: { db: DbOrTx }, userId: string, type: SearcherType = 'user', companyId?: string) {
      const now = clock.now().getTime()
      const log = logOf(deps.db, 'search.count', { type, id: userId }, now, searcherMost)
      check(log, now, HOUR, limits.countPerHour, 'search.errors.tooManySearches')
      const shared = hotelLog(deps.db, 'search.count', companyId, now)
      if (hotel && shared) {
        check(shared, now, HOUR, hotel.countPerHour, 'search.errors.tooManyHotelSearches')
        shared.push(now)
      }
      log.push(now)
    },
    /**
     * Distinct birth dates per hotel and name within 30 days, shared by searches, counts and arrival screenings of
     * all the hotel's people and keys (birth-date-probes.ts): further dates are withheld.
     */
    birthDates: createBirthDateProbes(clock),
    /**
     * Distinct birth dates per hotel and reachable report within 30 days, whatever the name's spelling
     * (report-probes.ts): a report further dates reach is left out of the answer.
     */
    reportDates: createReportProbes(clock),
  }
}
