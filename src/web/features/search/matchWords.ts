// A search result's match in words (issue 24, item 10). Its own module: only the result cards load it, not New report,
// which shares searchModel.ts.
import type { SearchParams, SearchResult } from './searchModel'

type MatchedField = SearchResult['matched'][number]

/** Whether the search compared a field at all: only what was typed (the address needs its street, as on the server). */
const TYPED: Record<MatchedField, (p: SearchParams) => boolean> = {
  name: (p) => Boolean(p.first_name || p.last_name),
  birth_date: (p) => Boolean(p.birth_date),
  document: (p) => Boolean(p.document_number),
  email: (p) => Boolean(p.email),
  phone: (p) => Boolean(p.phone),
  address: (p) => Boolean(p.street_name),
}

/**
 * A result's match told in words, not as a score (issue 24, item 10; the server sends its group and the fields that
 * agree): what agrees, what was typed but does not agree or is not in the report, and what was not typed at all.
 */
export function comparison(matched: readonly MatchedField[], params: SearchParams) {
  const fields = Object.keys(TYPED) as MatchedField[]
  return {
    agree: fields.filter((f) => matched.includes(f)),
    differ: fields.filter((f) => !matched.includes(f) && TYPED[f](params)),
    notCompared: fields.filter((f) => !matched.includes(f) && !TYPED[f](params)),
  }
}
