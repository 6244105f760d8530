// The per-report birth-date allowance on the alert path (ADR 326): a report approved later is re-matched against the
// watched arrivals (arrivals' watch.ts), and an alert tells the hotel which arrival's date is the guest's. So the
// hotel's watched arrivals that reach the report without the date count against the report like any other question:
// the dates already kept for it, then each reaching arrival's date in the arrivals' order, right or wrong; an arrival
// over the allowance is not alerted, silently, and the probe is audited like the other channels.
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { record, SYSTEM } from '~/modules/audit/public'
import { BIRTH_DATE_PROBE_ACTION } from './birth-date-probes'
import { type GuestFields, guestForm, type StoredGuest, storedGuest } from './guest'
import { anyDateKeys } from './keys'
import { reaches } from './reach'
import type { createReportProbes } from './report-probes'

/** A watched arrival the report may alert: its id, hotel and normalised guest, in the arrivals' creation order. */
export type RematchWatcher = { id: string; companyId: string; guest: string }

/**
 * The keys to look up the watched arrivals that could reach a report whatever their birth date: the report's query
 * keys widened to any date (anyDateKeys; the blocking keys work both ways, ADR 210).
 */
export const reportReachKeys = (fields: GuestFields, today: Date) => anyDateKeys(guestForm(storedGuest(fields, today)))

/**
 * The watched arrivals left out of a report's re-match by their hotel's allowance for it: per hotel (not the
 * report's own), the plan over its arrivals in order, each reaching the report or not by the search's scorer; the
 * answered dates kept and the probes audited in the caller's transaction. Never reads which date is the report's.
 */
export function leftOutOfRematch(
  deps: {
    db: DbOrTx
    clock: Clock
    chainKey: string
    auditKey: string
    reportDates: ReturnType<typeof createReportProbes>
  },
  report: { reportId: string; companyId: string; guest: GuestFields },
  watchers: RematchWatcher[],
): Set<string> {
  const target = guestForm(storedGuest(report.guest, deps.clock.now()))
  const out = new Set<string>()
  if (!target.d) return out
  const perHotel = new Map<string, RematchWatcher[]>()
  for (const w of watchers) {
    if (w.companyId === report.companyId) continue
    // Appended in place: copying the hotel's list per watcher was quadratic inside the approval (ADR 355's finding).
    const mine = perHotel.get(w.companyId)
    if (mine) mine.push(w)
    else perHotel.set(w.companyId, [w])
  }
  for (const [companyId, mine] of perHotel) {
    const asks = mine.map((w) => guestForm(JSON.parse(w.guest) as StoredGuest))
    const reach = asks.map((ask) => (reaches(ask, target) ? [report.reportId] : []))
    const planned = deps.reportDates.plan(deps, companyId, asks, reach)
    deps.reportDates.keep(deps.db, companyId, planned)
    planned.hidden.forEach((hidden, i) => {
      if (hidden.has(report.reportId)) out.add(mine[i]?.id as string)
    })
    for (const p of deps.reportDates.toReport(deps.db, companyId, planned))
      record(deps, {
        actor: SYSTEM,
        action: BIRTH_DATE_PROBE_ACTION,
        target: { type: 'company', id: companyId },
        details: {
          channel: 'alerts',
          report: p.reportKey,
          reportDatesAnswered: p.answered,
          reportDatesLeftOut: p.suppressed,
        },
      })
  }
  return out
}
