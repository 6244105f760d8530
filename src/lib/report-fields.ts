// The guest / report form's field rules (spec section 3), shared by the New/Edit report forms and the reports API.
// Messages are translation keys (`validation.*`, `reportsApi.errors.*`); the API answers them in the member's language.
import * as v from 'valibot'
import { ADDRESS_COUNTRIES, isCountryName } from './countries'
import { zurichDay } from './dates'
import { MSG } from './fields'

export const REPORT_CATEGORIES = ['unpaid_bill', 'damage', 'aggression', 'house_rules', 'other'] as const
export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_license'] as const
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

const MB = 1024 * 1024
/** Evidence limits (issue 9): checked in the browser before upload and on the server while the bytes stream in. */
export const EVIDENCE_LIMITS = {
  maxFiles: 10,
  /** PNG, JPEG, HEIC and PDF. */
  documentBytes: 20 * MB,
  /** MP4 and MOV. */
  videoBytes: 200 * MB,
  /** Longer names are refused rather than cut (a cut name could hide its real ending). */
  nameMaxLength: 255,
} as const
/** What the form's file input accepts; the server decides by content, never by these names. */
export const EVIDENCE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'mp4', 'mov', 'heic'] as const
export const EVIDENCE_ACCEPT =
  '.png,.jpg,.jpeg,.pdf,.mp4,.mov,.heic,image/png,image/jpeg,application/pdf,video/mp4,video/quicktime,image/heic'

/** Reports are kept 3 years after check-out (spec section 9). */
export const REPORT_RETENTION_YEARS = 3

export const REPORT_MSG = {
  name: 'reportsApi.errors.name',
  date: 'reportsApi.errors.date',
  birthDateFuture: 'reportsApi.errors.birthDateFuture',
  checkOutBeforeCheckIn: 'reportsApi.errors.checkOutBeforeCheckIn',
  checkOutFuture: 'reportsApi.errors.checkOutFuture',
  category: 'reportsApi.errors.category',
  documentType: 'reportsApi.errors.documentType',
  documentNumber: 'reportsApi.errors.documentNumber',
  amount: 'reportsApi.errors.amount',
  declaration: 'reportsApi.errors.declaration',
  messageTooLong: 'reportsApi.errors.messageTooLong',
} as const

/** Today's date in Switzerland as YYYY-MM-DD (a stay that ended this evening in Zurich is not in the future). */
export const todayInSwitzerland = (now = new Date()) => zurichDay(now)

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused). */
export const isIsoDate = (s: string) => {
  if (!ISO_DATE.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

const required = (max: number) =>
  v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(max, MSG.tooLong))
const optional = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, MSG.tooLong)), '')

// Letters of any language with spaces, hyphens, apostrophes and dots between them (Jean-Luc, O'Brien, Zoë, St. John).
const NAME = /^\p{L}+(?:(?:[ '’-]|\. ?)\p{L}+)*\.?$/u
const guestName = v.pipe(required(80), v.regex(NAME, REPORT_MSG.name))
const date = v.pipe(required(10), v.check(isIsoDate, REPORT_MSG.date))

/** CHF as a member types it ("1250", "1'250.50", "1 250,5") into integer rappen; empty means not given. */
export function parseChfToRappen(input: string): number | null | undefined {
  const s = input.trim().replace(/^CHF\s*/i, '')
  if (s === '') return null
  const m = /^(\d{1,3}(?:['’ ]\d{3})+|\d{1,7})(?:[.,](\d{1,2}))?$/.exec(s)
  if (!m) return undefined
  const francs = Number(m[1]!.replace(/['’ ]/g, ''))
  const cents = m[2] ? Number(m[2].padEnd(2, '0')) : 0
  const rappen = francs * 100 + cents
  return rappen <= 100_000_000 ? rappen : undefined
}

/** Every field of the guest / report form, as the multipart parts of POST /api/reports carry them (strings). */
export const reportFields = v.pipe(
  v.object({
    first_name: guestName,
    last_name: guestName,
    birth_date: v.pipe(
      date,
      v.check((s) => s <= todayInSwitzerland(), REPORT_MSG.birthDateFuture),
    ),
    birth_place: optional(80),
    nationality: v.pipe(required(80), v.check(isCountryName, MSG.country)),
    phone: v.pipe(
      optional(20),
      v.transform((s) => s.replace(/\s/g, '')),
      v.check((s) => s === '' || /^\+?\d{6,15}$/.test(s), MSG.phone),
    ),
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
      v.check((s) => s === '' || (ADDRESS_COUNTRIES as readonly string[]).includes(s) || isCountryName(s), MSG.country),
    ),
    document_type: v.optional(v.picklist(['', ...DOCUMENT_TYPES], REPORT_MSG.documentType), ''),
    document_number: v.pipe(
      optional(40),
      v.check((s) => /^[\p{L}\p{N} /-]*$/u.test(s), REPORT_MSG.documentNumber),
    ),
    check_in: date,
    check_out: v.pipe(
      date,
      v.check((s) => s <= todayInSwitzerland(), REPORT_MSG.checkOutFuture),
    ),
    category: v.picklist(REPORT_CATEGORIES, REPORT_MSG.category),
    amount_owed: v.pipe(
      v.optional(v.pipe(v.string(), v.maxLength(20, REPORT_MSG.amount)), ''),
      v.transform(parseChfToRappen),
      v.check((n) => n !== undefined, REPORT_MSG.amount),
      v.transform((n) => n ?? null),
    ),
    message: v.pipe(required(5000), v.maxLength(5000, REPORT_MSG.messageTooLong)),
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
export type ReportFieldsInput = v.InferInput<typeof reportFields>
export type ReportFields = v.InferOutput<typeof reportFields>
