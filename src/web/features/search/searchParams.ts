// The search screen's query: the typed fields, kept as page state in memory (never the address) and sent as is.
// No imports: field rules and lists stay in searchModel.ts.

const SEARCH_FIELDS = [
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

/** The known fields of a query, trimmed, empty ones left out (anything else is ignored). */
export function toSearchParams(search: Record<string, unknown>): SearchParams {
  const out: SearchParams = {}
  for (const field of SEARCH_FIELDS) {
    const value = search[field]
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
    if (text) out[field] = text.slice(0, 200)
  }
  return out
}
