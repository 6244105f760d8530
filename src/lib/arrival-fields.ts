// One arrival (a coming guest; issue 22): the field rules shared by the form, the file import and the API. Messages are
// translation keys (`arrivals.errors.*`, `validation.*`). The dates' window (check-in within the coming days) needs
// the clock and is checked by the service.
import * as v from 'valibot'
import { addDays, parseDay } from './dates'
import { MSG, optionalPhone } from './fields'

export const ARRIVAL_MSG = {
  name: 'arrivals.errors.name',
  date: 'arrivals.errors.date',
  birthDateFuture: 'arrivals.errors.birthDateFuture',
  checkOutBeforeCheckIn: 'arrivals.errors.checkOutBeforeCheckIn',
  checkInTooLate: 'arrivals.errors.checkInTooLate',
  checkOutPast: 'arrivals.errors.checkOutPast',
  stayTooLong: 'arrivals.errors.stayTooLong',
  documentNumber: 'arrivals.errors.documentNumber',
  reservationRef: 'arrivals.errors.reservationRef',
  duplicateRef: 'arrivals.errors.duplicateRef',
} as const

/** The coming days an arrival may check in within (issue 22: "within the next 14 days by default"). */
export const ARRIVAL_WINDOW_DAYS = 14
/**
 * The longest stay an arrival may have: it is kept and watched until the day after check-out, so without a bound a
 * check-out years ahead would keep a guest's data and re-match it against every report approved for years.
 */
const ARRIVAL_MAX_STAY_DAYS = 365
/** A file or a paste: at most this many rows and bytes (issue 22); a batch of the API at most this many arrivals. */
export const ARRIVAL_FILE_MAX_ROWS = 2000
export const ARRIVAL_FILE_MAX_BYTES = 2 * 1024 * 1024

// Letters of any language with spaces, hyphens, apostrophes and dots between them (as a report's guest name).
export const ARRIVAL_NAME = /^\p{L}+(?:(?:[ '’-]|\. ?)\p{L}+)*\.?$/u
const name = v.pipe(
  v.string(MSG.required),
  v.trim(),
  v.nonEmpty(MSG.required),
  v.maxLength(80, MSG.tooLong),
  v.regex(ARRIVAL_NAME, ARRIVAL_MSG.name),
)
const optional = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, MSG.tooLong)), '')
/** A day as ISO or dd.mm.yyyy, given as YYYY-MM-DD. */
const day = v.pipe(
  v.string(MSG.required),
  v.trim(),
  v.nonEmpty(MSG.required),
  v.maxLength(10, ARRIVAL_MSG.date),
  v.check((s) => parseDay(s) !== null, ARRIVAL_MSG.date),
  v.transform((s) => parseDay(s) as string),
)
const optionalDay = v.pipe(
  optional(10),
  v.check((s) => s === '' || parseDay(s) !== null, ARRIVAL_MSG.date),
  v.transform((s) => (s === '' ? '' : (parseDay(s) as string))),
)

export const arrivalFields = v.pipe(
  v.object({
    first_name: name,
    last_name: name,
    birth_date: optionalDay,
    nationality: optional(80),
    document_number: v.pipe(
      optional(40),
      v.check((s) => /^[\p{L}\p{N} /-]*$/u.test(s), ARRIVAL_MSG.documentNumber),
    ),
    email: v.pipe(
      optional(254),
      v.toLowerCase(),
      v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), MSG.email),
    ),
    phone: optionalPhone,
    check_in: day,
    check_out: day,
    reservation_ref: v.pipe(
      optional(64),
      v.check((s) => /^[\p{L}\p{N} ._/#-]*$/u.test(s), ARRIVAL_MSG.reservationRef),
    ),
  }),
  v.forward(
    v.check((a) => a.check_out > a.check_in, ARRIVAL_MSG.checkOutBeforeCheckIn),
    ['check_out'],
  ),
  v.forward(
    v.check((a) => a.check_out <= addDays(a.check_in, ARRIVAL_MAX_STAY_DAYS), ARRIVAL_MSG.stayTooLong),
    ['check_out'],
  ),
)
export type ArrivalFieldsInput = v.InferInput<typeof arrivalFields>
export type ArrivalFields = v.InferOutput<typeof arrivalFields>

/** The fields a file's columns may be mapped to, in the template's order. */
export const ARRIVAL_COLUMNS = [
  'first_name',
  'last_name',
  'birth_date',
  'nationality',
  'document_number',
  'email',
  'phone',
  'check_in',
  'check_out',
  'reservation_ref',
] as const
export type ArrivalColumn = (typeof ARRIVAL_COLUMNS)[number]
export const REQUIRED_COLUMNS: readonly ArrivalColumn[] = ['first_name', 'last_name', 'check_in', 'check_out']
