// Row -> answer shapes, and the reads every part of the module shares.
import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { notFound } from '~/kernel/errors'
import type { AttachmentView, GuestFields, ReportIndexEntry, ReportListItem, ReportView } from './model'
import { attachments, guests, type ReportStatus, reports } from './schema'

export type ReportRow = typeof reports.$inferSelect
export type GuestRow = typeof guests.$inferSelect
export type AttachmentRow = typeof attachments.$inferSelect

/** Statuses of a report that still exists (deleted and expired are tombstones). */
export const LIVE_STATUSES: ReportStatus[] = ['pending', 'approved', 'rejected']
export const isLive = (status: ReportStatus) => LIVE_STATUSES.includes(status)

export const NOT_FOUND = 'reportsApi.errors.notFound'

export function guestFields(row: GuestRow): GuestFields {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    birthPlace: row.birthPlace,
    nationality: row.nationality,
    phone: row.phone,
    email: row.email,
    streetName: row.streetName,
    buildingNo: row.buildingNo,
    apartmentNo: row.apartmentNo,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    documentType: row.documentType ?? null,
    documentNumber: row.documentNumber,
  }
}

export const indexEntry = (report: ReportRow, guest: GuestRow): ReportIndexEntry => ({
  reportId: report.id,
  companyId: report.companyId,
  status: report.status,
  expiresAt: report.expiresAt,
  guest: guestFields(guest),
})

const attachmentView = (row: AttachmentRow): AttachmentView => ({
  id: row.id,
  name: row.originalName,
  type: row.mimeType,
  size: row.sizeBytes,
  metadataRemoved: row.metadataRemoved,
  sha256: row.sha256,
  createdAt: row.createdAt,
})

export function reportView(report: ReportRow, guest: GuestRow, files: AttachmentRow[]): ReportView {
  return {
    id: report.id,
    status: report.status,
    version: report.version,
    company_id: report.companyId,
    first_name: guest.firstName,
    last_name: guest.lastName,
    birth_date: guest.birthDate,
    birth_place: guest.birthPlace,
    nationality: guest.nationality,
    phone: guest.phone,
    email: guest.email,
    street_name: guest.streetName,
    building_no: guest.buildingNo,
    apartment_no: guest.apartmentNo,
    zip_code: guest.zipCode,
    city: guest.city,
    country: guest.country,
    document_type: guest.documentType ?? '',
    document_number: guest.documentNumber,
    check_in: report.checkIn,
    check_out: report.checkOut,
    category: report.category,
    amount_owed: report.amountOwed,
    message: report.message,
    declaration_accepted_at: report.declarationAcceptedAt,
    admin_notes: report.adminNotes,
    reviewed_at: report.reviewedAt,
    published_at: report.publishedAt,
    expires_at: report.expiresAt,
    disputed_at: report.disputedAt,
    created_at: report.createdAt,
    updated_at: report.updatedAt,
    attachments: files.map(attachmentView),
  }
}

/** One list line; a tombstone (deleted, expired) has no guest any more and shows empty names. */
export function listItem(report: ReportRow, guest: GuestRow | null, attachmentsCount: number): ReportListItem {
  return {
    id: report.id,
    status: report.status,
    first_name: guest?.firstName ?? '',
    last_name: guest?.lastName ?? '',
    birth_date: guest?.birthDate ?? '',
    check_in: report.checkIn,
    check_out: report.checkOut,
    category: report.category,
    amount_owed: report.amountOwed,
    admin_notes: report.adminNotes,
    attachments_count: attachmentsCount,
    created_at: report.createdAt,
    updated_at: report.updatedAt,
    version: report.version,
  }
}

/** A live report with its guest and files, or 404 (also for tombstones). */
export function loadLiveReport(deps: { db: DbOrTx }, reportId: string) {
  const row = deps.db
    .select({ report: reports, guest: guests })
    .from(reports)
    .innerJoin(guests, eq(guests.id, reports.guestId))
    .where(and(eq(reports.id, reportId), inArray(reports.status, LIVE_STATUSES)))
    .get()
  if (!row) throw notFound(NOT_FOUND)
  return row
}

export const filesOf = (deps: { db: DbOrTx }, reportId: string) =>
  deps.db.select().from(attachments).where(eq(attachments.reportId, reportId)).orderBy(attachments.createdAt).all()

/** Attachment counts per report, one query. */
export function countFiles(deps: { db: DbOrTx }, reportIds: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  if (reportIds.length === 0) return counts
  const rows = deps.db
    .select({ reportId: attachments.reportId })
    .from(attachments)
    .where(inArray(attachments.reportId, reportIds))
    .all()
  for (const { reportId } of rows) counts.set(reportId, (counts.get(reportId) ?? 0) + 1)
  return counts
}
