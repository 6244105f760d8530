import * as v from 'valibot'
import type { StoredGuest } from '~/lib/guest-form'
import type { DocumentType } from '~/lib/report-fields'
import type { adminReportListItem, attachmentView, ownGuest, reportListItem, reportView } from './answers'
import type { ReportStatus } from './schema'

/** The guest as a report describes them, camelCase of the guest columns (what search indexes). */
export type GuestFields = StoredGuest<DocumentType>

/** What the search index keeps of a live report (see hooks.ts). */
export type ReportIndexEntry = {
  reportId: string
  companyId: string
  status: ReportStatus
  expiresAt: string
  guest: GuestFields
}

export type AttachmentView = v.InferOutput<typeof attachmentView>

/** GET /api/reports/:id and the admin detail: every field in the form's snake_case names. */
export type ReportView = v.InferOutput<typeof reportView>

/** One line of GET /api/reports/mine and of the admin queue. */
export type ReportListItem = v.InferOutput<typeof reportListItem>

/** The admin queue adds who reported. */
export type AdminReportListItem = v.InferOutput<typeof adminReportListItem>

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number }

/** A page read by key: `next` is the cursor of the following page (the `after` parameter), null on the last. */
export type KeyPage<T> = { items: T[]; total: number; pageSize: number; next: string | null }

/** The hotel's own earlier guests for the New report form's search-while-typing. */
export type OwnGuest = v.InferOutput<typeof ownGuest>

// Notes are for the hotel (and the e-mail); 2000 characters is a long paragraph.
export const approveBody = v.object({
  notes: v.optional(v.pipe(v.string('validation.required'), v.trim(), v.maxLength(2000, 'validation.tooLong'))),
  /** The reason the guest's notice is held back from the start (issue 34: an ongoing criminal complaint, say). */
  holdNotice: v.optional(
    v.pipe(
      v.string('validation.required'),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.maxLength(500, 'validation.tooLong'),
    ),
  ),
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
/** A whole number in a query string (the web's typed client sends the number; the address carries its digits). */
const queryNumber = (digits: number, max: number) =>
  v.pipe(
    v.union([v.number(INVALID), v.string(INVALID)], INVALID),
    v.transform(String),
    v.regex(new RegExp(`^\\d{1,${digits}}$`), INVALID),
    v.transform(Number),
    v.minValue(1, INVALID),
    v.maxValue(max, INVALID),
  )
/** Page 1 and 20 lines when not given (the handler's defaults: PAGE_DEFAULTS). */
export const pageQuery = v.object({
  page: v.optional(queryNumber(5, 99_999)),
  page_size: v.optional(queryNumber(3, 100)),
})
export const PAGE_DEFAULTS = { page: 1, page_size: 20 } as const

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

/** POST /api/reports/:id/settle: what the guest paid (CHF as typed) and the day, both optional (issue 34). */
export const settleBody = v.object({
  amount_paid: v.optional(v.pipe(v.string(INVALID), v.maxLength(20, 'guestSide.errors.settleAmount'))),
  paid_on: v.optional(v.pipe(v.string(INVALID), v.maxLength(10, 'guestSide.errors.settleDate'))),
})
export type SettleInput = v.InferOutput<typeof settleBody>
