// The search screen's query: the typed fields, kept in the address (so Back shows the same search) and sent as is.

export const SEARCH_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'nationality',
  'phone',
  'email',
  'document_type',
  'document_number',
  'street_name',
  'building_no',
  'apartment_no',
  'zip_code',
  'city',
  'country',
] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]
export type SearchParams = Partial<Record<SearchField, string>>

/** The known fields of the address's query, trimmed, empty ones left out (anything else is ignored). */
export function toSearchParams(search: Record<string, unknown>): SearchParams {
  const out: SearchParams = {}
  for (const field of SEARCH_FIELDS) {
    const value = search[field]
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
    if (text) out[field] = text.slice(0, 200)
  }
  return out
}

/** The same minimum the server asks for (so no request is made without it): a document number, an e-mail, a phone,
 * or a last name with a first name or a birth date. */
export function hasMinimumInput(p: SearchParams): boolean {
  if (p.document_number || p.email || p.phone) return true
  return Boolean(p.last_name && (p.first_name || p.birth_date))
}

export const isEmpty = (p: SearchParams) => Object.keys(p).length === 0

export type SearchResult = {
  reportId: string
  score: number
  matched: string[]
  publishedBy: { hotelName: string; city: string }
  publishedAt: string | null
  checkIn: string
  checkOut: string
  category: string
  amountOwed: number | null
  message: string
  status?: string
}
export type SearchAnswer = { exact: SearchResult[]; close: SearchResult[]; sameCompany: SearchResult[] }

/** New report pre-filled with what was typed (its form reads these query parameters). */
export const newReportSearch = (p: SearchParams): SearchParams => ({ ...p })
