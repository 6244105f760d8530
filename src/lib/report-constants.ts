// The report form's lists, limits, messages and helpers without valibot (ADR 147): the report screens show them on
// first paint, while the rules (./report-fields.ts) load at the form's first use. ./report-fields.ts re-exports them.

export const REPORT_CATEGORIES = ['unpaid_bill', 'damage', 'aggression', 'house_rules', 'other'] as const
export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_license'] as const
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

const MB = 1024 * 1024
/** Evidence limits (issue 9): checked in the browser before upload and on the server while the bytes stream in. */
export const EVIDENCE_LIMITS = {
  maxFiles: 10,
  /** PNG, JPEG, HEIC and PDF. */
  documentBytes: 20 * MB,
  /** MP4 and MOV. */
  videoBytes: 200 * MB,
  /** Longer names are refused rather than cut (a cut name could hide its real ending). */
  nameMaxLength: 255,
} as const
/** The evidence and ID-copy file types the server stores (detected by content, not by name). */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'image/heic',
] as const
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]
/** What the form's file input accepts; the server decides by content, never by these names. */
/** No HEIC: its location data cannot be removed (ADR 185); a phone picking for this input sends a JPEG instead. */
export const EVIDENCE_ACCEPT =
  '.png,.jpg,.jpeg,.pdf,.mp4,.mov,image/png,image/jpeg,application/pdf,video/mp4,video/quicktime'

/** The longest message a report may carry; the form counts towards it (issue 24, item 22). */
export const MESSAGE_MAX_LENGTH = 5000

/** Reports are kept 3 years after check-out (spec section 9). */
export const REPORT_RETENTION_YEARS = 3

export const REPORT_MSG = {
  name: 'reportsApi.errors.name',
  date: 'reportsApi.errors.date',
  birthDateFuture: 'reportsApi.errors.birthDateFuture',
  checkOutBeforeCheckIn: 'reportsApi.errors.checkOutBeforeCheckIn',
  checkOutFuture: 'reportsApi.errors.checkOutFuture',
  category: 'reportsApi.errors.category',
  documentType: 'reportsApi.errors.documentType',
  documentNumber: 'reportsApi.errors.documentNumber',
  amount: 'reportsApi.errors.amount',
  declaration: 'reportsApi.errors.declaration',
  messageTooLong: 'reportsApi.errors.messageTooLong',
} as const

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused). */
export const isIsoDate = (s: string) => {
  if (!ISO_DATE.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}
