// A published report as a paid guest's request from /your-data needs it (issue 34, section 3; ADR 305): the hotel
// that wrote it and the guest's name, only while the report is approved (a settled or deleted one is none).
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { guests, reports } from './schema'

export function publishedReportOf(deps: { db: DbOrTx }, reportId: string) {
  const row = deps.db
    .select({ companyId: reports.companyId, firstName: guests.firstName, lastName: guests.lastName })
    .from(reports)
    .innerJoin(guests, eq(guests.id, reports.guestId))
    .where(and(eq(reports.id, reportId), eq(reports.status, 'approved')))
    .get()
  return row ? { companyId: row.companyId, guestName: `${row.firstName} ${row.lastName}`.trim() } : null
}
