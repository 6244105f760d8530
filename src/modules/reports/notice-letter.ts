// What the guest's notice letter (issue 34, section 1; ADR 285) reads of a report: the hotel's own live report with
// the guest's postal address, and the names of the reports whose letters are still to send.
import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { guests, reports } from './schema'
import { type Member, ownLiveReport } from './service'
import { guestFields, LIVE_STATUSES } from './views'

/** A report of the member's own hotel as its notice letter needs it, or 404 (another hotel's report is as none). */
export function ownReportForLetter(deps: { db: DbOrTx }, member: Member, reportId: string) {
  const { report, guest } = ownLiveReport(deps, member, reportId)
  return {
    reportId: report.id,
    companyId: report.companyId,
    checkIn: report.checkIn,
    checkOut: report.checkOut,
    category: report.category,
    amountOwed: report.amountOwed,
    expiresAt: report.expiresAt,
    guest: guestFields(guest),
  }
}

/** The guest's name and stay of those of a hotel's reports that are still live (a deleted report needs no letter). */
export function liveReportGuests(deps: { db: DbOrTx }, companyId: string, reportIds: string[]) {
  if (reportIds.length === 0) return new Map<string, { name: string; checkIn: string; checkOut: string }>()
  const rows = deps.db
    .select({
      id: reports.id,
      firstName: guests.firstName,
      lastName: guests.lastName,
      checkIn: reports.checkIn,
      checkOut: reports.checkOut,
    })
    .from(reports)
    .innerJoin(guests, eq(guests.id, reports.guestId))
    .where(
      and(
        eq(reports.companyId, companyId),
        inArray(reports.id, [...new Set(reportIds)]),
        inArray(reports.status, LIVE_STATUSES),
      ),
    )
    .all()
  return new Map(
    rows.map((r) => [r.id, { name: `${r.firstName} ${r.lastName}`.trim(), checkIn: r.checkIn, checkOut: r.checkOut }]),
  )
}
