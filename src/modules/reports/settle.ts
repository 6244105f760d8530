// A report the reporting hotel marks settled (issue 34): the guest paid or made good. It leaves search, arrival
// matching and alerts at once, the guest is told it was removed, and a tombstone without personal data stays.
import { eq } from 'drizzle-orm'
import { validation } from '~/kernel/errors'
import { zurichDay } from '~/lib/dates'
import { parseChfToRappen } from '~/lib/money'
import { isIsoDate } from '~/lib/report-fields'
import { record } from '~/modules/audit/public'
import { tombstone } from './edits'
import type { SettleInput } from './model'
import { reports } from './schema'
import { actorOf, type Member, ownLiveReport, type ReportDeps } from './service'
import { guestFields } from './views'

/** Settles one of the hotel's live reports; answers the storage keys of its evidence to delete after the commit. */
export function settleReport(deps: ReportDeps, input: { member: Member; reportId: string } & SettleInput): string[] {
  const amount = parseChfToRappen(input.amount_paid ?? '')
  if (amount === undefined) throw validation('amount_paid', 'guestSide.errors.settleAmount')
  const paidOn = input.paid_on?.trim() || null
  if (paidOn && (!isIsoDate(paidOn) || paidOn > zurichDay(deps.clock.now())))
    throw validation('paid_on', 'guestSide.errors.settleDate')
  const keys = deps.db.transaction((tx) => {
    const { report, guest } = ownLiveReport({ ...deps, db: tx }, input.member, input.reportId)
    const now = deps.clock.now().toISOString()
    deps.hooks.onSettled?.(
      { db: tx },
      {
        reportId: report.id,
        companyId: report.companyId,
        checkIn: report.checkIn,
        checkOut: report.checkOut,
        category: report.category,
        wasPublished: report.status === 'approved',
        guest: guestFields(guest),
      },
    )
    const removed = tombstone(tx, deps.hooks, { report, status: 'deleted', now })
    tx.update(reports)
      .set({ settledAt: now, settledAmount: amount, settledOn: paidOn })
      .where(eq(reports.id, report.id))
      .run()
    record(
      { ...deps, db: tx },
      {
        actor: actorOf(input.member),
        action: 'report.settle',
        target: { type: 'report', id: report.id },
        details: { previousStatus: report.status, amountGiven: amount !== null, filesRemoved: removed.length },
      },
    )
    return removed
  })
  deps.mailQueued?.()
  return keys
}
