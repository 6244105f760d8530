// What the reports routes answer, as the response schemas they declare (ADR 160). The module's view types are
// inferred from these, so the routes' answers, the server's types and the web's (through Eden) are one.
import * as v from 'valibot'
import { ATTACHMENT_TYPES, DOCUMENT_TYPES, REPORT_CATEGORIES } from '~/lib/report-constants'
import { REPORT_STATUSES } from './schema'

const status = v.picklist(REPORT_STATUSES)
const category = v.picklist(REPORT_CATEGORIES)
const hotel = v.object({ name: v.string(), city: v.string() })

export const attachmentView = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(ATTACHMENT_TYPES),
  size: v.number(),
  /** False for HEIC and video, which are stored as sent (location and camera data may remain). */
  metadataRemoved: v.boolean(),
  sha256: v.string(),
  createdAt: v.string(),
})

/** GET /api/reports/:id and the admin detail: every field in the form's snake_case names. */
export const reportView = v.object({
  id: v.string(),
  status,
  version: v.number(),
  company_id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  birth_date: v.string(),
  birth_place: v.string(),
  nationality: v.string(),
  phone: v.string(),
  email: v.string(),
  street_name: v.string(),
  building_no: v.string(),
  apartment_no: v.string(),
  zip_code: v.string(),
  city: v.string(),
  country: v.string(),
  document_type: v.union([v.picklist(DOCUMENT_TYPES), v.literal('')]),
  document_number: v.string(),
  check_in: v.string(),
  check_out: v.string(),
  category,
  /** Rappen; null when not given. */
  amount_owed: v.nullable(v.number()),
  message: v.string(),
  declaration_accepted_at: v.string(),
  admin_notes: v.nullable(v.string()),
  reviewed_at: v.nullable(v.string()),
  published_at: v.nullable(v.string()),
  expires_at: v.string(),
  disputed_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  attachments: v.array(attachmentView),
})
export const adminReportView = v.object({ ...reportView.entries, hotel })

/** One line of GET /api/reports/mine and of the admin queue. */
export const reportListItem = v.object({
  id: v.string(),
  status,
  first_name: v.string(),
  last_name: v.string(),
  birth_date: v.string(),
  check_in: v.string(),
  check_out: v.string(),
  category,
  amount_owed: v.nullable(v.number()),
  admin_notes: v.nullable(v.string()),
  attachments_count: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
  version: v.number(),
})
/** The admin queue adds who reported. */
export const adminReportListItem = v.object({ ...reportListItem.entries, hotel })

/** A numbered page of items. */
const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.number(), page: v.number(), pageSize: v.number() })
/** A page read by key: `next` is the cursor of the following page (the `after` parameter), null on the last. */
const keyPageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.number(), pageSize: v.number(), next: v.nullable(v.string()) })

/** The hotel's own earlier guests for the New report form's search-while-typing. */
export const ownGuest = v.object({
  firstName: v.string(),
  lastName: v.string(),
  birthDate: v.string(),
  birthPlace: v.string(),
  nationality: v.string(),
  phone: v.string(),
  email: v.string(),
  streetName: v.string(),
  buildingNo: v.string(),
  apartmentNo: v.string(),
  zipCode: v.string(),
  city: v.string(),
  country: v.string(),
  documentType: v.nullable(v.picklist(DOCUMENT_TYPES)),
  documentNumber: v.string(),
  reportId: v.string(),
  checkOut: v.string(),
})

// The routes' answers.
export const reportAnswer = v.object({ report: reportView })
export const adminReportAnswer = v.object({ report: adminReportView })
export const myReportsAnswer = pageOf(reportListItem)
export const adminReportsAnswer = keyPageOf(adminReportListItem)
export const ownGuestsAnswer = v.object({ guests: v.array(ownGuest) })
export const deletedAnswer = v.object({ deleted: v.literal(true) })
export const settledAnswer = v.object({ settled: v.literal(true) })

export const reportParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })
export const attachmentParams = v.object({ ...reportParams.entries, attachmentId: v.pipe(v.string(), v.maxLength(64)) })
/** `inline=1` shows an image or video in the page (admins); with `preview=1` an image comes downscaled (ADR 188). */
export const attachmentQuery = v.object({ inline: v.optional(v.string()), preview: v.optional(v.string()) })
