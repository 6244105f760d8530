import * as v from 'valibot'
import type { AttachmentType } from '~/lib/report-constants'
import type { DocumentType, ReportCategory } from '~/lib/report-fields'
import type { ReportStatus } from './schema'

export { reportFields } from '~/lib/report-fields'

/** The guest as a report describes them, camelCase of the guest columns (what search indexes). */
export type GuestFields = {
  firstName: string
  lastName: string
  birthDate: string
  birthPlace: string
  nationality: string
  phone: string
  email: string
  streetName: string
  buildingNo: string
  apartmentNo: string
  zipCode: string
  city: string
  country: string
  documentType: DocumentType | null
  documentNumber: string
}

/** What the search index keeps of a live report (see hooks.ts). */
export type ReportIndexEntry = {
  reportId: string
  companyId: string
  status: ReportStatus
  expiresAt: string
  guest: GuestFields
}

export type AttachmentView = {
  id: string
  name: string
  type: AttachmentType
  size: number
  /** False for HEIC and video, which are stored as sent (location and camera data may remain). */
  metadataRemoved: boolean
  sha256: string
  createdAt: string
}

/** GET /api/reports/:id and the admin detail: every field in the form's snake_case names. */
export type ReportView = {
  id: string
  status: ReportStatus
  version: number
  company_id: string
  first_name: string
  last_name: string
  birth_date: string
  birth_place: string
  nationality: string
  phone: string
  email: string
  street_name: string
  building_no: string
  apartment_no: string
  zip_code: string
  city: string
  country: string
  document_type: DocumentType | ''
  document_number: string
  check_in: string
  check_out: string
  category: ReportCategory
  /** Rappen; null when not given. */
  amount_owed: number | null
  message: string
  declaration_accepted_at: string
  admin_notes: string | null
  reviewed_at: string | null
  published_at: string | null
  expires_at: string
  disputed_at: string | null
  created_at: string
  updated_at: string
  attachments: AttachmentView[]
}

/** One line of GET /api/reports/mine and of the admin queue. */
export type ReportListItem = {
  id: string
  status: ReportStatus
  first_name: string
  last_name: string
  birth_date: string
  check_in: string
  check_out: string
  category: ReportCategory
  amount_owed: number | null
  admin_notes: string | null
  attachments_count: number
  created_at: string
  updated_at: string
  version: number
}

/** The admin queue adds who reported. */
export type AdminReportListItem = ReportListItem & { hotel: { name: string; city: string } }

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number }

/** A page read by key: `next` is the cursor of the following page (the `after` parameter), null on the last. */
export type KeyPage<T> = { items: T[]; total: number; pageSize: number; next: string | null }

/** What a search result shows of a report (search module). */
export type ReportSummary = {
  reportId: string
  companyId: string
  hotel: { name: string; city: string }
  publishedAt: string | null
  checkIn: string
  checkOut: string
  category: ReportCategory
  /** Rappen. */
  amountOwed: number | null
  message: string
  status: ReportStatus
}

/** The hotel's own earlier guests for the New report form's search-while-typing. */
export type OwnGuest = GuestFields & { reportId: string; checkOut: string }

// Notes are for the hotel (and the e-mail); 2000 characters is a long paragraph.
export const approveBody = v.object({
  notes: v.optional(v.pipe(v.string('validation.required'), v.trim(), v.maxLength(2000, 'validation.tooLong'))),
})
export const rejectBody = v.object({
  notes: v.pipe(
    v.string('reportsApi.errors.notesRequired'),
    v.trim(),
    v.nonEmpty('reportsApi.errors.notesRequired'),
    v.maxLength(2000, 'validation.tooLong'),
  ),
})

const INVALID = 'validation.invalidRequest'
export const pageQuery = v.object({
  page: v.optional(
    v.pipe(v.string(INVALID), v.regex(/^\d{1,5}$/, INVALID), v.transform(Number), v.minValue(1, INVALID)),
    '1',
  ),
  page_size: v.optional(
    v.pipe(
      v.string(INVALID),
      v.regex(/^\d{1,3}$/, INVALID),
      v.transform(Number),
      v.minValue(1, INVALID),
      v.maxValue(100, INVALID),
    ),
    '20',
  ),
})

export const adminListQuery = v.object({
  status: v.optional(v.picklist(['pending', 'approved', 'rejected', 'deleted', 'expired'], INVALID), 'pending'),
  // The `next` of the previous page (an opaque cursor, about 60 characters).
  after: v.optional(v.pipe(v.string(INVALID), v.maxLength(200, INVALID))),
  page_size: pageQuery.entries.page_size,
})

// A changed decision always says why: the hotel reads the note in its list and its e-mail.
export const changeDecisionBody = v.object({
  decision: v.picklist(['approved', 'rejected'], INVALID),
  notes: v.pipe(
    v.string('reportsApi.errors.changeNotesRequired'),
    v.trim(),
    v.nonEmpty('reportsApi.errors.changeNotesRequired'),
    v.maxLength(2000, 'validation.tooLong'),
  ),
  version: v.optional(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(1, INVALID))),
})

export const guestLookupQuery = v.object({
  last_name: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.minLength(3, 'reportsApi.errors.lookupMin'),
    v.maxLength(80),
  ),
})
