import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import { findAuditEntries } from '~/modules/audit/public'
import { createBirthDateProbes } from './birth-date-probes'

// Per-member search limits (ADR 082): a sliding log of each member's searches of the last day. The first time a
// member searches after a start, the log is read back from the audit (every search is audited as search.query or
// search.count), so a restart or a deployment forgets no search and gives no member a fresh allowance.

export type SearchLimits = { perHour: number; perDay: number; countPerHour: number }

const HOUR = 3_600_000
const DAY = 86_400_000
type Action = 'search.query' | 'search.count'
/** A searcher is a person, or an API key of a hotel (/api/v1): each has its own allowance. */
export type SearcherType = 'user' | 'api_key'

/** Times (ms) of the member's audited searches of this kind since `since`, oldest first. */
function auditedTimes(
  db: DbOrTx,
  action: Action,
  who: { type: SearcherType; id: string },
  since: number,
  limit: number,
): number[] {
  const from = new Date(since).toISOString().slice(0, 10)
  const filter = { actorType: who.type, actorId: who.id, action, from }
  const { entries } = findAuditEntries({ db }, filter, { limit })
  return entries
    .map((e) => Date.parse(e.at))
    .filter((t) => t > since)
    .sort((a, b) => a - b)
}

export function createSearchLimiter(limits: SearchLimits, clock: Clock) {
  const logs = new Map<string, number[]>()
  let lastSweep = clock.now().getTime()

  function logOf(db: DbOrTx, action: Action, userId: string, now: number, type: SearcherType = 'user'): number[] {
    if (now - lastSweep > HOUR) {
      for (const [key, log] of logs) if ((log.at(-1) ?? 0) <= now - DAY) logs.delete(key)
      lastSweep = now
    }
    const key = `${action}\n${type}\n${userId}`
    let log = logs.get(key)
    if (!log) {
      const who = { type, id: userId }
      log = auditedTimes(db, action, who, now - DAY, Math.max(limits.perDay, limits.countPerHour) + 1)
      logs.set(key, log)
    }
    let old = 0
    while (old < log.length && (log[old] as number) <= now - DAY) old++
    if (old > 0) log.splice(0, old)
    return log
  }

  /** Throws 429 when the log already holds `limit` searches within `window` before `now`. */
  function check(log: number[], now: number, window: number, limit: number, message: string) {
    let inWindow = 0
    for (let i = log.length - 1; i >= 0 && (log[i] as number) > now - window; i--) inWindow++
    if (inWindow < limit) return
    // Allowed again when the oldest of the last `limit` searches leaves the window.
    const freesAt = (log[log.length - limit] as number) + window
    throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) })
  }

  return {
    /** Counts one search; 429 over 60 an hour or 300 a day (configurable). A refused search is not counted. */
    search(deps: { db: DbOrTx }, userId: string, type?: SearcherType) {
      const now = clock.now().getTime()
      const log = logOf(deps.db, 'search.query', userId, now, type)
      check(log, now, HOUR, limits.perHour, 'search.errors.tooManySearches')
      check(log, now, DAY, limits.perDay, 'search.errors.tooManySearchesToday')
      log.push(now)
    },
    /** Counts one count (New report form); 429 over 300 an hour. */
    count(deps: { db: DbOrTx }, userId: string, type?: SearcherType) {
      const now = clock.now().getTime()
      const log = logOf(deps.db, 'search.count', userId, now, type)
      check(log, now, HOUR, limits.countPerHour, 'search.errors.tooManySearches')
      log.push(now)
    },
    /** Distinct birth dates per name and day, shared by searches and counts (birth-date-probes.ts). */
    birthDates: createBirthDateProbes(clock).check,
  }
}
