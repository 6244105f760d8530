// No birth-date oracle, whatever the channel (issue 20 finding 2, ADR 191; issue 31 findings 1 and 2, ADR 242).
// Knowing only a name, a hotel could try birth dates until one of them matched: one search after another, or one
// batch of arrivals with a date per day of a year. So one hotel — all its people and API keys together — is answered
// for at most BIRTH_DATES_PER_NAME different birth dates per name within BIRTH_DATE_WINDOW_DAYS: searches, the New
// report form's count and every arrival screening (typed, pasted, imported, sent through /api/v1, re-sent with
// changed fields) share this allowance. A further date is `withheld`: the screening is answered (and an arrival
// kept) but nothing of another hotel's reports is said for it. The allowance is decided from the questions alone,
// before any match, so a withheld answer is the same whether a report exists or not.
//
// The dates asked live in birth_date_tries as keyed hashes only (HMAC with the audit key): the hotel, a hash of the
// name key and a hash of name key and date, and when it was last asked.
import { lte } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { datedTries, firstAuditToday, forgetAuditedProbes, keyedHash as hmac } from './dated-tries'
import { givenNameGroups } from './equivalents'
import type { GuestForm } from './guest'
import { colognePhonetic } from './phonetic'
import { forgetReportDateTries } from './report-probes'
import { birthDateTries } from './schema'

/** Different birth dates one hotel is answered for per name within the window (a typo and its correction fit). */
const BIRTH_DATES_PER_NAME = 3
/** The window, in days: a date asked counts from the last time it was asked. */
const BIRTH_DATE_WINDOW_DAYS = 30
/** The audit action of a hotel's withheld birth dates for a name (the console's search-burst tile counts them). */
export const BIRTH_DATE_PROBE_ACTION = 'search.birth_date_probe'
const DAY = 86_400_000
const WINDOW = BIRTH_DATE_WINDOW_DAYS * DAY

/**
 * How a name sounds, as the search compares names: its core (folded, particles dropped, glued) in its first given-name
 * equivalence group (Hans, Johann, Giovanni meet), else its Cologne phonetic code (Müller, Mueller, Miller meet),
 * else the core itself (a name without a Latin sound code).
 */
function soundOf(core: string): string {
  if (!core) return ''
  const groups = givenNameGroups(core)
  if (groups.length > 0) return `g${Math.min(...groups)}`
  const code = colognePhonetic(core)
  return code ? `c${code}` : `w${core}`
}

/**
 * One key per name whatever the spelling: both names' sounds, in either order. Names the search could take for one
 * another share one allowance, so spelling variants and equivalent given names buy no further dates.
 */
const nameKeyOf = (query: Pick<GuestForm, 'first' | 'last'>) =>
  [soundOf(query.last.core), soundOf(query.first.core)].sort().join('|')

/** What the allowance needs of a screening: the normalised names and birth date (the search's form). */
export type BirthDateAsk = Pick<GuestForm, 'first' | 'last' | 'd'>

/** A withheld name in a plan: its hashed key, the dates the hotel was answered for, the dates withheld now. */
export type BirthDateProbe = { nameKey: string; answered: number; withheld: number }

export type BirthDatePlan = {
  /** Per ask, in order: whether its birth date is withheld. */
  withheld: boolean[]
  /** The (name, date) hashes to keep as asked when the screening is answered (keepBirthDates). */
  keep: { nameKey: string; dateKey: string }[]
  /** The names with a withheld date, for the audit (never the name itself). */
  probes: BirthDateProbe[]
}

const tries = datedTries('birth_date_tries')

export function createBirthDateProbes(clock: Clock, perName = BIRTH_DATES_PER_NAME) {
  /**
   * Decides, in order, which asks are answered: a date the hotel asked for this name within the window is always
   * answered again; a new one while the name has fewer than `perName` dates; any further one is withheld. Reads
   * only; keepBirthDates stores what was answered (in the caller's transaction).
   */
  function plan(deps: { db: DbOrTx; auditKey: string }, companyId: string, asks: BirthDateAsk[]): BirthDatePlan {
    const since = new Date(clock.now().getTime() - WINDOW).toISOString()
    const hashed = asks.map((ask) => {
      if (!ask.d || !ask.last.core) return null
      const name = nameKeyOf(ask)
      return { nameKey: hmac(deps.auditKey, `name\n${name}`), dateKey: hmac(deps.auditKey, `date\n${name}\n${ask.d}`) }
    })
    const names = [...new Set(hashed.flatMap((h) => (h ? [h.nameKey] : [])))]
    const known = tries.known(deps.db, companyId, names, since)
    const withheldPer = new Map<string, number>()
    const keep: BirthDatePlan['keep'] = []
    const withheld = hashed.map((h) => {
      if (!h) return false
      const dates = known.get(h.nameKey) as Set<string>
      if (dates.has(h.dateKey) || dates.size < perName) {
        dates.add(h.dateKey)
        keep.push(h)
        return false
      }
      withheldPer.set(h.nameKey, (withheldPer.get(h.nameKey) ?? 0) + 1)
      return true
    })
    const probes = [...withheldPer].map(([nameKey, n]) => ({
      nameKey,
      answered: known.get(nameKey)?.size ?? 0,
      withheld: n,
    }))
    return { withheld, keep, probes }
  }

  /** Stores the plan's answered dates as asked now (the window runs from the last time each was asked). */
  function keep(db: DbOrTx, companyId: string, planned: BirthDatePlan): void {
    tries.keep(
      db,
      companyId,
      planned.keep.map((k) => ({ bucket: k.nameKey, date: k.dateKey })),
      clock.now().toISOString(),
    )
  }

  /**
   * The plan's probes not yet audited today for this hotel, by any process (each is audited once per hotel, name and
   * day; the memory is in the database, written in the caller's transaction).
   */
  function toReport(db: DbOrTx, companyId: string, planned: BirthDatePlan): BirthDateProbe[] {
    const day = clock.now().toISOString().slice(0, 10)
    return planned.probes.filter((p) => firstAuditToday(db, companyId, `name:${p.nameKey}`, day))
  }

  return { plan, keep, toReport }
}

/**
 * Forgets the dates asked longer ago than the window, per name and per report (the retention job); how many rows went.
 * The probes audited before today go too (not counted).
 */
export function forgetBirthDateTries(db: DbOrTx, now: Date): number {
  const names = db
    .delete(birthDateTries)
    .where(lte(birthDateTries.lastAt, new Date(now.getTime() - WINDOW).toISOString()))
    .returning({ at: birthDateTries.lastAt })
    .all().length
  forgetAuditedProbes(db, now.toISOString().slice(0, 10))
  return names + forgetReportDateTries(db, now)
}
