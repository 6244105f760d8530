import { parseTypedDay } from '~/lib/dates'
import { DOCUMENT_TYPES } from '~/lib/report-constants'
import type { Answer, Treaty } from '../../api/treaty'
import { type SearchParams, toSearchParams } from './searchParams'

export { type SearchField, type SearchParams, toSearchParams } from './searchParams'

/** The same minimum the server asks for (so no request is made without it): a document number, an e-mail, a phone,
 * or a last name with a first name or a birth date. */
export function hasMinimumInput(p: SearchParams): boolean {
  if (p.document_number || p.email || p.phone) return true
  return Boolean(p.last_name && (p.first_name || p.birth_date))
}

export const isEmpty = (p: SearchParams) => Object.keys(p).length === 0

/** POST /api/search's answer, as the server types it (Eden's inference over `App`). */
export type SearchAnswer = Answer<Treaty['api']['search']['post']>
export type SearchResult = SearchAnswer['exact'][number]

/** A typed birth date as YYYY-MM-DD (12.03.1980, 12/3/1980, 1980-03-12), else '': the date inputs' reading. */
export const isoBirthDate = (text: string) => parseTypedDay(text) ?? ''

/** What New report takes from the search's "Report guest" link (the same query parameters), ready for its form. */
export function reportPrefill(
  search: Record<string, unknown>,
): Omit<SearchParams, 'document_type'> & { document_type?: (typeof DOCUMENT_TYPES)[number] } {
  const { document_type, ...params } = toSearchParams(search)
  if (params.birth_date) params.birth_date = isoBirthDate(params.birth_date)
  const type = DOCUMENT_TYPES.find((t) => t === document_type)
  return type ? { ...params, document_type: type } : params
}
