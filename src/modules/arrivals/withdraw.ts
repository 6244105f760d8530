import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { zurichDay } from '~/lib/dates'
import { type GuestFields, reportLookupKeys, screenGuest } from '~/modules/search/public'
import { removeAlertReads } from './reads'
import { arrivalAlerts, arrivals } from './schema'
import { guestOf } from './service'
import { watchersOf } from './watch'

/**
 * A published report left the search (settled, deleted, expired, withdrawn or sent back to moderation; issue 34):
 * its alerts go (with each person's read state), and the watched arrivals it could have flagged (found through its keys, an index look-up as on
 * approval) are screened again, so none stays flagged by it. Runs in the report's transaction, after the index
 * forgot the report.
 */
export function withdrawReportMatches(
  deps: { db: DbOrTx; clock: Clock },
  report: { reportId: string; guest: GuestFields },
): { rescreened: number; alertIds: string[] } {
  const gone = deps.db
    .select({ id: arrivalAlerts.id })
    .from(arrivalAlerts)
    .where(eq(arrivalAlerts.reportId, report.reportId))
    .all()
  removeAlertReads(
    deps.db,
    gone.map((a) => a.id),
  )
  deps.db.delete(arrivalAlerts).where(eq(arrivalAlerts.reportId, report.reportId)).run()
  const now = deps.clock.now()
  let rescreened = 0
  for (const a of watchersOf(deps.db, reportLookupKeys(report.guest, now), zurichDay(now))) {
    if (a.matchGroup === 'none') continue
    const group = screenGuest(deps, guestOf(a), { companyId: a.companyId }).group
    rescreened++
    if (group !== a.matchGroup) deps.db.update(arrivals).set({ matchGroup: group }).where(eq(arrivals.seq, a.seq)).run()
  }
  return { rescreened, alertIds: gone.map((a) => a.id) }
}
