// Repeated searches of one name with different birth dates (issue 20, finding 2; ADR 191). Knowing only a name,
// another hotel could try birth dates until one of them matched; the search and the New report form's count share
// this allowance of distinct birth dates per member and name per day. Like the per-member limits (limits.ts), the
// tries of the last day are read back from the audit the first time a member searches after a start.
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import { findAuditEntries } from '~/modules/audit/public'
import type { GuestForm } from './guest'
import { nameForm } from './normalize'

/** Distinct birth dates one member may search for one name within a day (a typo and its correction fit easily). */
export const BIRTH_DATES_PER_NAME = 4
/** The audit action of a member's first refused birth date for a name in a day (the admin's search-burst tile). */
export const BIRTH_DATE_PROBE_ACTION = 'search.birth_date_probe'
const DAY = 86_400_000
const ACTIONS = ['search.query', 'search.count'] as const
/** The most audited searches read back per member and action (the daily search limit is far below). */
const READ_BACK = 2000

/** One key per person's name whatever the spelling details: the names' cores, in either order. */
export const nameKeyOf = (query: Pick<GuestForm, 'first' | 'last'>) =>
  [query.last.core, query.first.core].sort().join('|')

type Tries = Map<string, Map<string, number>>

export function createBirthDateProbes(clock: Clock, perName = BIRTH_DATES_PER_NAME) {
  /** Per member: name key → birth date → when it was last tried (ms). */
  const members = new Map<string, Tries>()
  /** Refusals already audited, `member \n name \n day`: the admin sees one entry per name and day, not every try. */
  const reported = new Set<string>()

  function readBack(db: DbOrTx, userId: string, since: number, actorType: 'user' | 'api_key'): Tries {
    const tries: Tries = new Map()
    const from = new Date(since).toISOString().slice(0, 10)
    for (const action of ACTIONS) {
      const { entries } = findAuditEntries({ db }, { actorType, actorId: userId, action, from }, { limit: READ_BACK })
      for (const entry of entries) {
        const at = Date.parse(entry.at)
        if (at <= since) continue
        const criteria = (JSON.parse(entry.details) as { criteria?: Record<string, string> }).criteria ?? {}
        if (!criteria.birth_date || !criteria.last_name) continue
        const key = nameKeyOf({ last: nameForm(criteria.last_name), first: nameForm(criteria.first_name ?? '') })
        remember(tries, key, criteria.birth_date, at)
      }
    }
    return tries
  }

  function remember(tries: Tries, key: string, date: string, at: number) {
    let dates = tries.get(key)
    if (!dates) {
      dates = new Map()
      tries.set(key, dates)
    }
    dates.set(date, Math.max(at, dates.get(date) ?? 0))
  }

  function triesOf(db: DbOrTx, userId: string, now: number, actorType: 'user' | 'api_key'): Tries {
    let tries = members.get(`${actorType}\n${userId}`)
    if (!tries) {
      tries = readBack(db, userId, now - DAY, actorType)
      members.set(`${actorType}\n${userId}`, tries)
    }
    for (const [key, dates] of tries) {
      for (const [date, at] of dates) if (at <= now - DAY) dates.delete(date)
      if (dates.size === 0) tries.delete(key)
    }
    return tries
  }

  return {
    /**
     * Counts the query's birth date for its name; 429 when the member already tried `perName` other dates for it
     * today (a date tried before is always allowed again). `onFirstRefusal` runs once per member, name and day, to
     * audit the probing for the admin's search-burst tile. A refused try is not counted.
     */
    check(
      deps: { db: DbOrTx },
      userId: string,
      query: GuestForm,
      onFirstRefusal: (tried: number) => void,
      actorType: 'user' | 'api_key' = 'user',
    ): void {
      if (!query.d || !query.last.core) return
      const now = clock.now().getTime()
      const tries = triesOf(deps.db, userId, now, actorType)
      const key = nameKeyOf(query)
      const dates = tries.get(key)
      if (dates && !dates.has(query.d) && dates.size >= perName) {
        const day = new Date(now).toISOString().slice(0, 10)
        const flag = `${userId}\n${key}\n${day}`
        if (!reported.has(flag)) {
          if (reported.size > 10_000) reported.clear()
          reported.add(flag)
          onFirstRefusal(dates.size)
        }
        const freesAt = Math.min(...dates.values()) + DAY
        throw new AppError('RATE_LIMITED', 'search.errors.tooManyBirthDates', {
          retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)),
        })
      }
      remember(tries, key, query.d, now)
    },
  }
}
