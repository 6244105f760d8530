import * as v from 'valibot'
import type { MatchedField } from './score'

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
export type SearchResult = {
  reportId: string
  matched: MatchedField[]
  publishedBy: { hotelName: string; city: string }
  publishedAt: string | null
  checkIn: string
  checkOut: string
  category: string
  /** Rappen; null when nothing is owed. */
  amountOwed: number | null
  message: string
  /** Only in Same company (the hotel's own reports, any status). */
  status?: string
}

export type SearchAnswer = { exact: SearchResult[]; close: SearchResult[]; sameCompany: SearchResult[] }
export type CountAnswer = { count: number }

/** A report's display fields, as the reports service's reportSummaries gives them. */
export type ReportSummary = {
  reportId: string
  companyId: string
  hotel: { name: string; city: string }
  publishedAt: string | null
  checkIn: string
  checkOut: string
  category: string
  amountOwed: number | null
  message: string
  status: string
}
