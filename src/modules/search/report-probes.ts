// The birth-date allowance per report (ADR 326; the per-name allowance is birth-date-probes.ts, ADR 242).
// The per-name allowance keys a name by its sounds, but the search matches a report on much less than the whole name:
// the last name and the birth date make a possible match, so do a typo in the last name, another first name, an empty
// one or the names swapped. "Xaver Müller", "Müller" and "Hans Müllek" each had their own three dates, and each still
// listed a "Hans Müller" report when the date was right. So each question is also counted against every report of
// another hotel it could list were its birth date that report's own ("reachable without the date"): the search's own
// scorer with the report's date put in the question, over every entry a question with any date could meet (keys.ts
// anyDateKeys). A report is listed for a question only if the hotel asked this date of a question reaching it within
// the window, or fewer than DATES_PER_REPORT_YEAR different dates of the year asked and fewer than DATES_PER_REPORT
// in all reached it; otherwise it is left out of that answer, as if it did not match. (Per report alone, a hotel's
// ordinary guests of one surname used up each of its reports' dates: bench:probes.) The decision reads only the dates asked, never whether one is the report's: a wrong date counts
// as much as the right one, and the answer for a left-out report is the answer for a wrong date.
//
// The dates live in report_date_tries as keyed hashes only (HMAC with the audit key): the hotel, a hash of the report
// id (or of report id and birth year), a hash of report id and date, and when it was last asked.
import { lte } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { datedTries, firstAuditToday, keyedHash as hmac } from './dated-tries'
import { type GuestForm, hasMinimumInput } from './guest'
import { reachableReports } from './reach'
import { reportDateTries } from './schema'

/** Different birth dates (of one birth year) one hotel's questions may bring to one report in the window (ADR 326). */
export const DATES_PER_REPORT_YEAR = 5
/** Different birth dates of any years one hotel's questions may bring to one report in the window (ADR 326). */
export const DATES_PER_REPORT = 30
const WINDOW = 30 * 86_400_000

/** A report with a left-out date in a plan: its hashed id, the dates the hotel was answered for, those left out now. */
export type ReportProbe = { reportKey: string; answered: number; suppressed: number }

export type ReportDatePlan = {
  /** Per question, in order: the reports of other hotels left out of its answer (by id). */
  hidden: ReadonlySet<string>[]
  /** The (report, date) hashes to keep as asked when the screening is answered. */
  keep: { reportKey: string; dateKey: string }[]
  /** The reports with a left-out date, for the audit (hashed). */
  probes: ReportProbe[]
}

const tries = datedTries('report_date_tries')

/** How many different dates a report answers a hotel for in the window: per birth year asked, and in all. */
export type ReportAllowance = { perYear: number; perReport: number }

export function createReportProbes(
  clock: Clock,
  allowance: ReportAllowance = { perYear: DATES_PER_REPORT_YEAR, perReport: DATES_PER_REPORT },
) {
  /** The reports of other hotels each question could list whatever its date (none without a date). */
  const reachOf = (db: DbOrTx, companyId: string, asks: (GuestForm | null)[]) =>
    asks.map((ask) => (ask?.d && hasMinimumInput(ask) ? reachableReports({ db, clock }, companyId, ask) : []))

  /**
   * Decides, in order, which reachable reports each question may list: a report whose buckets (the report, and the
   * report with the birth year asked) all answer the date — asked of it before, or the bucket still under its
   * allowance. A question is null when nothing of other hotels is answered for it anyway (withheld by the per-name
   * allowance); one without a birth date asks no date. Reads only; keep stores what was answered (in the caller's
   * transaction). `reach` for the benchmark, which decides one day's questions under several allowances.
   */
  function plan(
    deps: { db: DbOrTx; auditKey: string },
    companyId: string,
    asks: (GuestForm | null)[],
    reach = reachOf(deps.db, companyId, asks),
  ): ReportDatePlan {
    const since = new Date(clock.now().getTime() - WINDOW).toISOString()
    const hashes = new Map<string, string>()
    const hashOf = (text: string) => {
      let h = hashes.get(text)
      if (!h) {
        h = hmac(deps.auditKey, text)
        hashes.set(text, h)
      }
      return h
    }
    const buckets = (id: string, date: string) => [
      { key: hashOf(`report\n${id}`), most: allowance.perReport },
      { key: hashOf(`report\n${id}\n${date.slice(0, 4)}`), most: allowance.perYear },
    ]
    const keysAsked = [
      ...new Set(reach.flatMap((ids, i) => ids.flatMap((id) => buckets(id, asks[i]?.d ?? '').map((b) => b.key)))),
    ]
    const known = tries.known(deps.db, companyId, keysAsked, since)
    const suppressedPer = new Map<string, { answered: number; suppressed: number }>()
    const keep: ReportDatePlan['keep'] = []
    const hidden = reach.map((ids, i) => {
      const out = new Set<string>()
      const date = asks[i]?.d ?? ''
      for (const id of ids) {
        const dateKey = hashOf(`date\n${id}\n${date}`)
        const mine = buckets(id, date).map((b) => ({ ...b, dates: known.get(b.key) as Set<string> }))
        const full = mine.find((b) => !b.dates.has(dateKey) && b.dates.size >= b.most)
        if (!full) {
          for (const b of mine) {
            b.dates.add(dateKey)
            keep.push({ reportKey: b.key, dateKey })
          }
          continue
        }
        out.add(id)
        const report = mine[0]?.key as string
        const seen = suppressedPer.get(report) ?? { answered: full.dates.size, suppressed: 0 }
        suppressedPer.set(report, { ...seen, suppressed: seen.suppressed + 1 })
      }
      return out
    })
    const probes = [...suppressedPer].map(([reportKey, n]) => ({ reportKey, ...n }))
    return { hidden, keep, probes }
  }

  /** Stores the plan's answered dates as asked now (the window runs from the last time each was asked). */
  function keep(db: DbOrTx, companyId: string, planned: ReportDatePlan): void {
    tries.keep(
      db,
      companyId,
      planned.keep.map((k) => ({ bucket: k.reportKey, date: k.dateKey })),
      clock.now().toISOString(),
    )
  }

  /**
   * The plan's probes not yet audited today for this hotel, by any process (each is audited once per hotel, report and
   * day; the memory is in the database, written in the caller's transaction).
   */
  function toReport(db: DbOrTx, companyId: string, planned: ReportDatePlan): ReportProbe[] {
    const day = clock.now().toISOString().slice(0, 10)
    return planned.probes.filter((p) => firstAuditToday(db, companyId, `report:${p.reportKey}`, day))
  }

  return { plan, reachOf, keep, toReport }
}

/** Forgets the dates asked longer ago than the window (the retention job, with birth_date_tries); how many rows went. */
export const forgetReportDateTries = (db: DbOrTx, now: Date) =>
  db
    .delete(reportDateTries)
    .where(lte(reportDateTries.lastAt, new Date(now.getTime() - WINDOW).toISOString()))
    .returning({ at: reportDateTries.lastAt })
    .all().length
