import type { ReportCategory } from '~/lib/report-constants'
import type { SearchAnswer, SearchInput, SearchResult } from '~/modules/search/public'
import { countryNameOf, type SearchAnswerV1, type SearchRequest } from './model'

const resultOf = (r: SearchResult): SearchAnswerV1['exact'][number] => ({
  report_id: r.reportId,
  matched: r.matched,
  published_by: { hotel_name: r.publishedBy.hotelName, city: r.publishedBy.city },
  published_at: r.publishedAt,
  check_in: r.checkIn,
  check_out: r.checkOut,
  category: r.category as ReportCategory,
  amount_owed: r.amountOwed,
  message: r.message,
  ...(r.status ? { status: r.status } : {}),
})

/** The API's search request as the web search takes it: countries by the names the reports keep. */
export const searchInputOf = (request: SearchRequest): SearchInput => ({
  ...request,
  nationality: countryNameOf(request.nationality),
  country: countryNameOf(request.country),
})

/** The web search's answer in the API's names (snake_case, as the request fields). */
export const searchAnswerOf = (answer: SearchAnswer): SearchAnswerV1 => ({
  exact: answer.exact.map(resultOf),
  close: answer.close.map(resultOf),
  same_company: answer.sameCompany.map(resultOf),
  withheld: answer.withheld === true,
})
