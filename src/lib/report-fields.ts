// The guest / report form's field rules (spec section 3), shared by the New/Edit report forms and the reports API.
// Messages are translation keys (`validation.*`, `reportsApi.errors.*`); the API answers them in the member's language.
import * as v from 'valibot'
import { ADDRESS_COUNTRIES, isCountryName } from './countries'
import { MSG, optionalPhone } from './fields'
import { parseChfToRappen } from './money'
import { DOCUMENT_TYPES, isIsoDate, MESSAGE_MAX_LENGTH, REPORT_CATEGORIES, REPORT_MSG } from './report-constants'

export * from './report-constants'

const required = (max: number) =>
  v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(max, MSG.tooLong))
const optional = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, MSG.tooLong)), '')

// Letters of any language with spaces, hyphens, apostrophes and dots between them (Jean-Luc, O'Brien, Zoë, St. John).
const NAME = /^\p{L}+(?:(?:[ '’-]|\. ?)\p{L}+)*\.?$/u
const guestName = v.pipe(required(80), v.regex(NAME, REPORT_MSG.name))
const date = v.pipe(required(10), v.check(isIsoDate, REPORT_MSG.date))

/**
 * Every field of the guest / report form, as the multipart parts of POST /api/reports carry them (strings). `today`
 * answers the Zurich day (YYYY-MM-DD) from the caller's clock: the server's injected clock, the browser's on the page
 * (ADR 275), so no rule of this file reads the wall clock.
 */
export const reportFieldsAt = (today: () => string) =>
  v.pipe(
    v.object({
      first_name: guestName,
      last_name: guestName,
      birth_date: v.pipe(
        date,
        v.check((s) => s <= today(), REPORT_MSG.birthDateFuture),
      ),
      birth_place: optional(80),
      nationality: v.pipe(required(80), v.check(isCountryName, MSG.country)),
      // The one phone rule (ADR 197); the API then stores it in E.164 (src/modules/reports/service.ts).
      phone: optionalPhone,
      email: v.pipe(
        optional(254),
        v.toLowerCase(),
        v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), MSG.email),
      ),
      street_name: optional(120),
      building_no: optional(20),
      apartment_no: optional(20),
      zip_code: optional(12),
      city: optional(80),
      country: v.pipe(
        optional(80),
        v.check(
          (s) => s === '' || (ADDRESS_COUNTRIES as readonly string[]).includes(s) || isCountryName(s),
          MSG.country,
        ),
      ),
      document_type: v.optional(v.picklist(['', ...DOCUMENT_TYPES], REPORT_MSG.documentType), ''),
      document_number: v.pipe(
        optional(40),
        v.check((s) => /^[\p{L}\p{N} /-]*$/u.test(s), REPORT_MSG.documentNumber),
      ),
      check_in: date,
      check_out: v.pipe(
        date,
        v.check((s) => s <= today(), REPORT_MSG.checkOutFuture),
      ),
      category: v.picklist(REPORT_CATEGORIES, REPORT_MSG.category),
      amount_owed: v.pipe(
        v.optional(v.pipe(v.string(), v.maxLength(20, REPORT_MSG.amount)), ''),
        v.transform(parseChfToRappen),
        v.check((n) => n !== undefined, REPORT_MSG.amount),
        v.transform((n) => n ?? null),
      ),
      // Its own too-long message, which names the limit (the generic one of required() would come first).
      message: v.pipe(
        v.string(MSG.required),
        v.trim(),
        v.nonEmpty(MSG.required),
        v.maxLength(MESSAGE_MAX_LENGTH, REPORT_MSG.messageTooLong),
      ),
      declaration: v.pipe(
        v.optional(v.string(), ''),
        v.check((s) => s === 'true' || s === 'on' || s === '1', REPORT_MSG.declaration),
      ),
    }),
    v.forward(
      v.check((r) => r.check_out >= r.check_in, REPORT_MSG.checkOutBeforeCheckIn),
      ['check_out'],
    ),
  )
type ReportFieldsSchema = ReturnType<typeof reportFieldsAt>
export type ReportFieldsInput = v.InferInput<ReportFieldsSchema>
export type ReportFields = v.InferOutput<ReportFieldsSchema>
/** The form's field names, in the form's order. */
export const REPORT_FIELD_NAMES = Object.keys(reportFieldsAt(() => '').pipe[0].entries) as (keyof ReportFieldsInput)[]
