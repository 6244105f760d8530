import * as v from 'valibot'
import { MATCHED_FIELDS } from './score'

// Any subset of the guest fields, named as in the reports API. Values are free text: normalised, never refused
// for their format; only their length is bounded (a name or a street is never 200 characters).
const text = v.optional(v.pipe(v.string('validation.invalidRequest'), v.maxLength(200, 'validation.tooLong')))

export const searchBody = v.object({
  first_name: text,
  last_name: text,
  birth_date: text,
  nationality: text,
  phone: text,
  email: text,
  street_name: text,
  building_no: text,
  apartment_no: text,
  zip_code: text,
  city: text,
  country: text,
  document_type: text,
  document_number: text,
})
export type SearchInput = v.InferOutput<typeof searchBody>

export const countBody = v.object({ first_name: text, last_name: text, birth_date: text })
export type CountInput = v.InferOutput<typeof countBody>

/**
 * What the search shows of a report (never the other hotel's document number, e-mail, phone or address): its group
 * and the fields that agree, never the numeric score (issue 20, finding 2: the score told a birth date's neighbours
 * apart). The score ranks results on the server only.
 */
const searchResult = v.object({
  reportId: v.string(),
  matched: v.array(v.picklist(MATCHED_FIELDS)),
  publishedBy: v.object({ hotelName: v.string(), city: v.string() }),
  publishedAt: v.nullable(v.string()),
  checkIn: v.string(),
  checkOut: v.string(),
  category: v.string(),
  /** Rappen; null when nothing is owed. */
  amountOwed: v.nullable(v.number()),
  message: v.string(),
  /** Only in Same company (the hotel's own reports, any status). */
  status: v.optional(v.string()),
})
export type SearchResult = v.InferOutput<typeof searchResult>

/** POST /api/search's answer (ADR 160: the route's response schema). */
export const searchAnswer = v.object({
  exact: v.array(searchResult),
  close: v.array(searchResult),
  sameCompany: v.array(searchResult),
  /**
   * True when the birth date was withheld (issue 31; ADR 242): the hotel already asked about 3 other birth dates for
   * this name within 30 days, so no report of another hotel is answered for it (`exact` and `close` are empty).
   */
  withheld: v.optional(v.boolean()),
})
export type SearchAnswer = v.InferOutput<typeof searchAnswer>
/** The New report form's count; `withheld` as in the search's answer (the count is then 0). */
export const countAnswer = v.object({ count: v.number(), withheld: v.optional(v.boolean()) })
export type CountAnswer = v.InferOutput<typeof countAnswer>

/** A report's display fields, as the reports module's reportSummaries gives them (the one definition). */
export type ReportSummary = {
  reportId: string
  companyId: string
  hotel: { name: string; city: string }
  publishedAt: string | null
  checkIn: string
  checkOut: string
  category: string
  /** Rappen. */
  amountOwed: number | null
  message: string
  status: string
}
