// The /api/v1 contract's own schemas (issue 23): names in snake_case as the request fields, one error shape.
import * as v from 'valibot'
import { ERROR_STATUS } from '~/lib/error-codes'
import { arrivalGroup, arrivalGuestEntries } from '~/modules/arrivals/public'
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
  /**
   * True when this name's birth date was withheld: the hotel asked about more than 3 different birth dates for the
   * name within 30 days (all its people and keys together), so `exact` and `close` are empty whatever exists.
   */
  withheld: v.boolean(),
})
export type SearchAnswerV1 = v.InferOutput<typeof searchAnswer>

/** A batch holds at most this many reservations (a bigger one answers 413). */
export const MAX_BATCH = 500

/** One reservation: the hotel's reference and the guest fields of the report form, as the arrivals screen takes. */
export const reservation = v.object({
  /** The reservation's id in the hotel's system: sending it again updates the arrival. */
  reservation_ref: v.pipe(
    v.string('api.errors.refRequired'),
    v.trim(),
    v.minLength(1, 'api.errors.refRequired'),
    v.maxLength(100, 'validation.tooLong'),
  ),
  ...arrivalGuestEntries,
})

export const arrivalsBatch = v.object({
  reservations: v.pipe(
    v.array(reservation, 'validation.invalidRequest'),
    v.minLength(1, 'api.errors.emptyBatch'),
    v.maxLength(MAX_BATCH, 'api.errors.batchTooLarge'),
  ),
})
export type ArrivalsBatch = v.InferOutput<typeof arrivalsBatch>

export const batchResult = v.object({
  arrivals: v.array(
    v.object({
      reservation_ref: v.string(),
      /** added: new; updated: sent again with changed fields (matched again); unchanged: sent again as it was. */
      status: v.picklist(['added', 'updated', 'unchanged']),
      group: arrivalGroup,
    }),
  ),
})
export type BatchResult = v.InferOutput<typeof batchResult>

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'api.errors.date'))
export const arrivalsQuery = v.object({ from: v.optional(day), to: v.optional(day) })

/** An arrival as the API lists it: its reference, dates and match group, nothing about any report. */
export const arrivalSummary = v.object({
  reservation_ref: v.nullable(v.string()),
  check_in: v.string(),
  check_out: v.string(),
  group: arrivalGroup,
  /**
   * True when the guest matches a report (exact or close): the front desk should look before check-in. False for
   * `withheld` (not checked: more than 3 birth dates for this name within 30 days).
   */
  alert: v.boolean(),
})
export const arrivalsList = v.object({
  from: v.string(),
  to: v.string(),
  /** How many arrivals the range holds; `arrivals` lists the first 5,000 (narrow from/to when it is more). */
  total: v.number(),
  arrivals: v.array(arrivalSummary),
})
export type ArrivalsList = v.InferOutput<typeof arrivalsList>

/**
 * A report matching a flagged arrival, as the web shows it when the arrival is opened: the category, the stay, the
 * amount, the reporting hotel's name and town and its message. Never the report's id, the guest's identifiers as the
 * other hotel recorded them, or anything else of that hotel.
 */
export const arrivalMatch = v.object({
  /** exact: the birth date or an identifier agrees with the name; close: the name alone, or nearly. */
  group: v.picklist(['exact', 'close']),
  /** The guest's fields that agree with the report. */
  matched: v.array(v.picklist(MATCHED_FIELDS)),
  /** The reporting hotel, as the web names it. */
  published_by: v.object({ hotel_name: v.string(), city: v.string() }),
  published_at: v.nullable(v.string()),
  /** The reported stay. */
  check_in: v.string(),
  check_out: v.string(),
  category: v.string(),
  /** Rappen (CHF 1 = 100); null when nothing is owed. */
  amount_owed: v.nullable(v.number()),
  /** The reporting hotel's own words. */
  message: v.string(),
})
export type ArrivalMatchV1 = v.InferOutput<typeof arrivalMatch>

/** One arrival with its group and, when it is flagged (exact or close), the reports it matches. */
export const arrivalDetail = v.object({
  ...arrivalSummary.entries,
  /**
   * The matching reports when `group` is exact or close (reading them is a search by the key: limited, counted and
   * audited as one); empty for none and withheld, which run no search.
   */
  matches: v.array(arrivalMatch),
})
export type ArrivalDetail = v.InferOutput<typeof arrivalDetail>

export const refParams = v.object({ reservation_ref: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) })
export const deletedAnswer = v.object({ reservation_ref: v.string(), deleted: v.literal(true) })
