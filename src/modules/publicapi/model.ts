// The /api/v1 contract's own schemas (issue 23): names in snake_case as the request fields, one error shape.
import * as v from 'valibot'
import { ERROR_STATUS } from '~/lib/error-codes'
import { MATCHED_FIELDS } from '~/modules/search/public'

/** Every /api/v1 error: a code of the app's one vocabulary, a message in the caller's language, what it is about. */
export const apiError = v.object({
  code: v.picklist(Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[]),
  message: v.string(),
  /** The request field in question (for a batch, the field inside the reservation). */
  field: v.optional(v.string()),
  /** For a batch of arrivals: the reservation the error is about. */
  reservation_ref: v.optional(v.string()),
})
export type ApiErrorBody = v.InferOutput<typeof apiError>

/** The error answers a key-authenticated route documents. */
export const keyErrors = { 401: apiError, 403: apiError, 429: apiError }

/** A report found by a search, as the web search shows it (no numeric score, no other hotel's identifiers). */
export const searchResult = v.object({
  report_id: v.string(),
  matched: v.array(v.picklist(MATCHED_FIELDS)),
  published_by: v.object({ hotel_name: v.string(), city: v.string() }),
  published_at: v.nullable(v.string()),
  check_in: v.string(),
  check_out: v.string(),
  category: v.string(),
  /** Rappen; null when nothing is owed. */
  amount_owed: v.nullable(v.number()),
  message: v.string(),
  /** Only in same_company (the hotel's own reports, any status). */
  status: v.optional(v.string()),
})

export const searchAnswer = v.object({
  exact: v.array(searchResult),
  close: v.array(searchResult),
  same_company: v.array(searchResult),
})
export type SearchAnswerV1 = v.InferOutput<typeof searchAnswer>
