// What other modules read of reports (search results, a full re-index of the search keys, the admin overview).
import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { hotelLabels } from '~/modules/auth/public'
import type { ReportSummary } from '~/modules/search/public'
import type { ReportIndexEntry } from './model'
import { guests, reports } from './schema'
import { indexEntry, LIVE_STATUSES } from './views'

export { countPendingReports, setReportDisputed } from './moderation'

/** Display fields of reports for search results, in the order of `reportIds` (unknown or deleted ids left out). */
export function reportSummaries(deps: { db: DbOrTx }, reportIds: string[]): ReportSummary[] {
  if (reportIds.length === 0) return []
  const rows = deps.db
    .select()
    .from(reports)
    .where(and(inArray(reports.id, [...new Set(reportIds)]), inArray(reports.status, LIVE_STATUSES)))
    .all()
  const hotels = hotelLabels(
    deps,
    rows.map((r) => r.companyId),
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return reportIds.flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    const hotel = hotels.get(r.companyId)
    return [
      {
        reportId: r.id,
        companyId: r.companyId,
        hotel: { name: hotel?.name ?? '', city: hotel?.city ?? '' },
        publishedAt: r.publishedAt,
        checkIn: r.checkIn,
        checkOut: r.checkOut,
        category: r.category,
        amountOwed: r.amountOwed,
        message: r.message,
        status: r.status,
      },
    ]
  })
}

/** Every live report as a search index entry, in id order, `limit` at a time after the id `after` (re-index). */
export function listIndexEntries(deps: { db: DbOrTx }, input: { after?: string; limit: number }): ReportIndexEntry[] {
  const live = inArray(reports.status, LIVE_STATUSES)
  return deps.db
    .select({ report: reports, guest: guests })
    .from(reports)
    .innerJoin(guests, eq(guests.id, reports.guestId))
    .where(input.after ? and(live, gt(reports.id, input.after)) : live)
    .orderBy(asc(reports.id))
    .limit(input.limit)
    .all()
    .map(({ report, guest }) => indexEntry(report, guest))
}
