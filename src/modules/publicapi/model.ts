// The /api/v1 contract's own schemas (issues 23 and 33): names in snake_case as the request fields, one error shape.
// Requests are strict: what the server requires, the formats and lengths it checks, and no field it does not know
// (422 naming it). Every field says what it is; the OpenAPI document is generated from these (./openapi.ts).
import * as v from 'valibot'
import { ARRIVAL_NAME } from '~/lib/arrival-fields'
import { COUNTRIES } from '~/lib/countries'
import { parseDay } from '~/lib/dates'
import { MATCH_GROUPS } from '~/lib/match-groups'
import { DOCUMENT_TYPES, REPORT_CATEGORIES } from '~/lib/report-constants'
import { ARRIVAL_GROUPS } from '~/modules/arrivals/public'
import { MATCHED_FIELDS } from '~/modules/search/public'

const d = v.description

/** The codes an /api/v1 error can carry (a subset of the app's one vocabulary, src/lib/error-codes.ts). */
const API_ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'BAD_ORIGIN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const

/** Every /api/v1 error: a code, a message in the caller's language, what it is about, and the request's id. */
export const apiError = v.pipe(
  v.object({
    code: v.pipe(v.picklist(API_ERROR_CODES), d('What went wrong, for programs (stable).')),
    message: v.pipe(v.string(), d('What went wrong, for people, in the language of Accept-Language.')),
    field: v.optional(
      v.pipe(
        v.string(),
        d('The request field in question (inside a batch, the field of the reservation), or a header or parameter.'),
      ),
    ),
    reservation_ref: v.optional(v.pipe(v.string(), d('For a batch of arrivals: the reservation the error is about.'))),
    request_id: v.pipe(v.string(), d('The id of this request (also the X-Request-Id header): quote it to support.')),
  }),
  d('The one error shape of /api/v1.'),
)
export type ApiErrorBody = v.InferOutput<typeof apiError>

// ---- Shared field rules -------------------------------------------------------------------------------------------

/** A calendar day as YYYY-MM-DD, and only so (the web forms take more; the API takes what it documents). */
const isoDay = (what: string) =>
  v.pipe(
    v.string('api.errors.date'),
    v.isoDate('api.errors.date'),
    v.check((s) => parseDay(s) === s, 'api.errors.date'),
    d(what),
  )

/** A day in an answer (YYYY-MM-DD, as stored; not re-checked on the way out). */
const answerDay = (what: string) => v.pipe(v.string(), d(what), v.metadata({ format: 'date' }))

const COUNTRY_CODES = COUNTRIES.map((c) => c.code.toUpperCase())
const countryName = new Map(COUNTRIES.map((c) => [c.code.toUpperCase(), c.name]))
/** The English name the app stores for an ISO 3166-1 alpha-2 code ("CH" → "Switzerland"). */
export const countryNameOf = (code: string | undefined) => (code ? countryName.get(code) : undefined)
const country = (what: string) => v.pipe(v.picklist(COUNTRY_CODES, 'api.errors.country'), d(what))

const guestName = (what: string) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(80, 'validation.tooLong'),
    v.regex(ARRIVAL_NAME, 'arrivals.errors.name'),
    d(what),
  )
const email = v.pipe(
  v.string('validation.email'),
  v.trim(),
  v.maxLength(254, 'validation.email'),
  v.email('validation.email'),
  d("The guest's e-mail address."),
)
const phone = v.pipe(
  v.string('validation.phoneInvalid'),
  v.trim(),
  v.maxLength(30, 'validation.phoneInvalid'),
  v.regex(/^\+?[\d\s()./-]+$/, 'validation.phoneInvalid'),
  v.check((s) => /^\d{6,15}$/.test(s.replace(/\(0\)|\D/g, '')), 'validation.phoneInvalid'),
  d("The guest's phone number as written (+41 79 123 45 67): 6 to 15 digits."),
)
const documentNumber = v.pipe(
  v.string('arrivals.errors.documentNumber'),
  v.trim(),
  v.maxLength(40, 'validation.tooLong'),
  v.regex(/^[\p{L}\p{N} /-]+$/u, 'arrivals.errors.documentNumber'),
  d("The number of the guest's passport or identity card: letters, digits, spaces, / and -."),
)
const reportId = v.pipe(v.string(), d("The report's id."))

// ---- Search -------------------------------------------------------------------------------------------------------

const searchText = (what: string, max = 200) =>
  v.optional(v.pipe(v.string('validation.invalidRequest'), v.maxLength(max, 'validation.tooLong'), d(what)))

export const searchRequest = v.pipe(
  v.strictObject(
    {
      first_name: searchText("The guest's first name (with last_name, the smallest search)."),
      last_name: searchText("The guest's last name."),
      birth_date: v.optional(isoDay("The guest's birth date.")),
      nationality: v.optional(country("The guest's nationality: ISO 3166-1 alpha-2 code (CH, DE …).")),
      phone: searchText("The guest's phone number (an identifier alone is enough to search).", 30),
      email: searchText("The guest's e-mail address (an identifier alone is enough to search).", 254),
      street_name: searchText("The guest's street."),
      building_no: searchText("The guest's building number.", 20),
      apartment_no: searchText("The guest's apartment number.", 20),
      zip_code: searchText("The guest's postcode.", 20),
      city: searchText("The guest's city."),
      country: v.optional(country("The guest's country of residence: ISO 3166-1 alpha-2 code.")),
      document_type: v.optional(v.pipe(v.picklist(DOCUMENT_TYPES), d("The kind of the guest's document."))),
      document_number: searchText("The guest's document number (an identifier alone is enough to search).", 40),
    },
    'validation.invalidRequest',
  ),
  d(
    'Any of the guest fields; at least a first and last name, or one identifier (document number, e-mail or phone). ' +
      'Fields you do not know are left out.',
  ),
)
export type SearchRequest = v.InferOutput<typeof searchRequest>

export const searchResult = v.pipe(
  v.object({
    report_id: reportId,
    matched: v.pipe(v.array(v.picklist(MATCHED_FIELDS)), d('The guest fields that agree with the report.')),
    published_by: v.pipe(
      v.object({
        hotel_name: v.pipe(v.string(), d('The reporting hotel.')),
        city: v.pipe(v.string(), d("The reporting hotel's city.")),
      }),
      d('Who published the report.'),
    ),
    published_at: v.pipe(
      v.nullable(v.pipe(v.string(), v.metadata({ format: 'date-time' }))),
      d('When it was published (UTC).'),
    ),
    check_in: answerDay("The reported stay's first day."),
    check_out: answerDay("The reported stay's last day."),
    category: v.pipe(v.picklist(REPORT_CATEGORIES), d('What happened.')),
    amount_owed: v.pipe(
      v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
      d('What the guest owes, in rappen (1/100 CHF); null when nothing is owed.'),
    ),
    message: v.pipe(v.string(), d("The reporting hotel's account of what happened.")),
    status: v.optional(v.pipe(v.string(), d("Only in same_company (your hotel's own reports, any status)."))),
  }),
  d('A report found by a search, as the web search shows it: no numeric score, no other hotel’s identifiers.'),
)

export const searchAnswer = v.pipe(
  v.object({
    exact: v.pipe(v.array(searchResult), d('Reports of the same person (name and birth date or an identifier).')),
    close: v.pipe(v.array(searchResult), d('Reports that may be the same person: look closer.')),
    same_company: v.pipe(v.array(searchResult), d("Your hotel's own reports that match.")),
    withheld: v.pipe(
      v.boolean(),
      d(
        "True when this name's birth date was withheld: your hotel asked about more than 3 different birth dates for " +
          'the name within 30 days (all its people and keys together), so exact and close are empty whatever exists.',
      ),
    ),
  }),
  d('The web search’s groups.'),
)
export type SearchAnswerV1 = v.InferOutput<typeof searchAnswer>

// ---- Arrivals -----------------------------------------------------------------------------------------------------

/** A batch holds at most this many reservations (a bigger one answers 413). */
export const MAX_BATCH = 500

/** An arrival's match group: a report matches its guest exactly, closely, or not at all. */
export const arrivalGroup = v.pipe(
  v.picklist(ARRIVAL_GROUPS),
  d(
    'exact: a report matches the guest; close: one may; none: no report matches; withheld: not checked, because ' +
      'your hotel asked about more than 3 different birth dates for this name within 30 days.',
  ),
)

const reservationRef = v.pipe(
  v.string('api.errors.refRequired'),
  v.trim(),
  v.minLength(1, 'api.errors.refRequired'),
  v.maxLength(64, 'validation.tooLong'),
  v.regex(/^[\p{L}\p{N} ._/#-]+$/u, 'arrivals.errors.reservationRef'),
  d("The reservation's id in your system (letters, digits, space and . _ / # -): sending it again updates it."),
)

/** One reservation: your reference, the guest and the stay. */
export const reservation = v.pipe(
  v.strictObject(
    {
      reservation_ref: reservationRef,
      first_name: guestName("The guest's first name(s): letters, with spaces, hyphens, apostrophes or dots between."),
      last_name: guestName("The guest's last name(s), as first_name."),
      birth_date: v.optional(isoDay("The guest's birth date (not in the future).")),
      nationality: v.optional(country("The guest's nationality: ISO 3166-1 alpha-2 code (CH, DE, IT …).")),
      document_number: v.optional(documentNumber),
      email: v.optional(email),
      phone: v.optional(phone),
      check_in: isoDay('The arrival day: from today to 14 days ahead.'),
      check_out: isoDay('The departure day: after check_in, at most 365 days after it, not in the past.'),
    },
    'validation.invalidRequest',
  ),
  d('One reservation. Leave out the fields you do not know.'),
)

export const arrivalsBatch = v.pipe(
  v.strictObject(
    {
      reservations: v.pipe(
        v.array(reservation, 'validation.invalidRequest'),
        v.minLength(1, 'api.errors.emptyBatch'),
        v.maxLength(MAX_BATCH, 'api.errors.batchTooLarge'),
        d(`1 to ${MAX_BATCH} reservations; each reservation_ref once.`),
      ),
    },
    'validation.invalidRequest',
  ),
  d('A batch of reservations: all are taken, or none (one invalid reservation refuses the batch).'),
)
export type ArrivalsBatch = v.InferOutput<typeof arrivalsBatch>

export const batchItem = v.pipe(
  v.object({
    reservation_ref: v.pipe(v.string(), d('Your reference, as sent.')),
    status: v.pipe(
      v.picklist(['added', 'updated', 'unchanged']),
      d('added: new; updated: sent again with changed fields (matched again); unchanged: sent again as it was.'),
    ),
    group: arrivalGroup,
  }),
  d("One reservation's outcome."),
)
export const batchResult = v.pipe(
  v.object({ arrivals: v.pipe(v.array(batchItem), d('One entry per reservation, in the order sent.')) }),
  d('What became of each reservation of the batch.'),
)
export type BatchResult = v.InferOutput<typeof batchResult>

/** Arrivals a page holds by default and at most. */
export const PAGE_DEFAULT = 100
export const PAGE_MAX = 1000

export const arrivalsQuery = v.strictObject(
  {
    from: v.optional(isoDay('The first day of the range (an arrival staying on it is listed); default today.')),
    to: v.optional(isoDay('The last day of the range; default 14 days after from. Not before from.')),
    limit: v.optional(
      v.pipe(
        v.string('api.errors.limit'),
        v.regex(/^[1-9]\d{0,3}$/, 'api.errors.limit'),
        v.transform(Number),
        v.maxValue(PAGE_MAX, 'api.errors.limit'),
        d(`How many arrivals a page holds: 1 to ${PAGE_MAX}, default ${PAGE_DEFAULT}.`),
        v.metadata({ type: 'integer', minimum: 1, maximum: PAGE_MAX, default: PAGE_DEFAULT, pattern: undefined }),
      ),
    ),
    cursor: v.optional(
      v.pipe(
        v.string('api.errors.cursor'),
        v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'api.errors.cursor'),
        d("The previous page's next_cursor, to read the next page (with the same from and to)."),
      ),
    ),
  },
  'validation.invalidRequest',
)

/** An arrival as the API lists it: its reference, dates and match group, nothing about any report. */
export const arrivalSummary = v.pipe(
  v.object({
    reservation_ref: v.pipe(v.nullable(v.string()), d('Your reference; null for an arrival typed in without one.')),
    check_in: answerDay('The arrival day.'),
    check_out: answerDay('The departure day.'),
    group: arrivalGroup,
    alert: v.pipe(
      v.boolean(),
      d('True when a report matches (exact or close): look before check-in. False for withheld (not checked).'),
    ),
  }),
  d('One arrival.'),
)
export const arrivalsPage = v.pipe(
  v.object({
    from: answerDay('The first day of the range.'),
    to: answerDay('The last day of the range.'),
    total: v.pipe(v.number(), v.integer(), d('How many arrivals the range holds (all pages).')),
    arrivals: v.pipe(v.array(arrivalSummary), d('This page: by check-in day, then in the order they were added.')),
    next_cursor: v.pipe(v.nullable(v.string()), d('Send it as cursor for the next page; null on the last page.')),
  }),
  d("A page of the hotel's arrivals staying in a range of days."),
)
export type ArrivalsPageV1 = v.InferOutput<typeof arrivalsPage>

/**
 * A report matching a flagged arrival, as the web shows it when the arrival is opened: the category, the stay, the
 * amount, the reporting hotel's name and town and its message. Never the report's id, the guest's identifiers as the
 * other hotel recorded them, or anything else of that hotel.
 */
export const arrivalMatch = v.pipe(
  v.object({
    group: v.pipe(
      v.picklist(MATCH_GROUPS),
      d('exact: the birth date or an identifier agrees with the name; close: the name alone, or nearly.'),
    ),
    matched: v.pipe(v.array(v.picklist(MATCHED_FIELDS)), d('The guest fields that agree with the report.')),
    published_by: v.pipe(
      v.object({
        hotel_name: v.pipe(v.string(), d("The reporting hotel's name.")),
        city: v.pipe(v.string(), d("The reporting hotel's town.")),
      }),
      d('The reporting hotel, as the web names it.'),
    ),
    published_at: v.pipe(v.nullable(v.string()), d('When the report was published (ISO 8601).')),
    check_in: answerDay('The first day of the reported stay.'),
    check_out: answerDay('The last day of the reported stay.'),
    category: v.pipe(v.string(), d("The report's category.")),
    amount_owed: v.pipe(v.nullable(v.number()), d('What the guest owes, in rappen (CHF 1 = 100); null when nothing.')),
    message: v.pipe(v.string(), d("The reporting hotel's own words.")),
  }),
  d('A report that matches the arrival.'),
)
export type ArrivalMatchV1 = v.InferOutput<typeof arrivalMatch>

/** One arrival with its group and, when it is flagged (exact or close), the reports it matches. */
export const arrivalDetail = v.pipe(
  v.object({
    ...arrivalSummary.pipe[0].entries,
    matches: v.pipe(
      v.array(arrivalMatch),
      d(
        'The matching reports when group is exact or close (reading them is a search by the key: limited, counted ' +
          'and audited as one); empty for none and withheld, which run no search.',
      ),
    ),
  }),
  d('One arrival with the reports it matches.'),
)
export type ArrivalDetail = v.InferOutput<typeof arrivalDetail>

export const refParams = v.strictObject({
  reservation_ref: v.pipe(v.string(), v.minLength(1), v.maxLength(64, 'validation.tooLong'), d('Your reference.')),
})
export const deletedAnswer = v.pipe(
  v.object({
    reservation_ref: v.pipe(v.string(), d('The reference, as sent.')),
    deleted: v.pipe(v.literal(true), d('Always true: the arrival and its match data are gone.')),
  }),
  d('The arrival is forgotten.'),
)
