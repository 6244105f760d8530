// One schema per field, shared by the forms (the form hook of src/web/components/use-form.ts) and the API (Elysia routes).
// Messages are translation keys under `validation.*`: the web shows them with LL, the server answers them in the
// request's language. The EN texts are the spec's (section 5).
import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from './constants'

export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  passwordMin: 'validation.passwordMin',
  passwordsMismatch: 'validation.passwordsMismatch',
  firstName: 'validation.firstName',
  lastName: 'validation.lastName',
  phone: 'validation.phone',
  phoneInvalid: 'validation.phoneInvalid',
  passwordWeak: 'validation.passwordWeak',
  companyName: 'validation.companyName',
  streetName: 'validation.streetName',
  buildingNo: 'validation.buildingNo',
  zipCode: 'validation.zipCode',
  city: 'validation.city',
  country: 'validation.country',
  tooLong: 'validation.tooLong',
  uid: 'validation.uid',
} as const

/** A required, trimmed text of at most `max` characters. */
export const text = (max: number) =>
  v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(max, MSG.tooLong))

// Letters of any language (Müller, François, Zoë), so Swiss names are accepted; see ADR 003.
const NAME = /^\p{L}+(?:[ '’-]\p{L}+)*$/u
// Letters, digits and spaces, plus the punctuation real hotel and street names carry (Hôtel d'Angleterre, St.-Alban-Graben 5).
const COMPANY = /^[\p{L}\p{N} .,'’&-]+$/u

/** E-mail: trimmed and lower-cased, so lookups and uniqueness ignore case. 254 is the SMTP limit. */
export const email = v.pipe(
  v.string(MSG.required),
  v.trim(),
  v.nonEmpty(MSG.required),
  v.toLowerCase(),
  v.maxLength(254, MSG.email),
  v.email(MSG.email),
)
/** Minimum 6 (spec section 9); 128 caps hashing cost. */
export const password = v.pipe(
  v.string(MSG.required),
  v.nonEmpty(MSG.required),
  v.minLength(PASSWORD_MIN_LENGTH, MSG.passwordMin),
  v.maxLength(128, MSG.tooLong),
)
// One letter is a name (Li, Ng, Ö): the spec's minimum of 3 refused real people (ADR 120).
export const firstName = v.pipe(text(60), v.regex(NAME, MSG.firstName))
export const lastName = v.pipe(text(60), v.regex(NAME, MSG.lastName))
/**
 * A phone number as people write it (+41 (0)79 123 45 67, 079 123 45 67, 0041 79 …): digits with the usual
 * separators, 6 to 15 digits. The form checks this much; the API also parses it with libphonenumber and stores it in
 * E.164 (`phoneE164` in ./phone.ts, server only: its metadata is 44 KB gzip, too much for every form; ADR 120).
 */
export const phone = v.pipe(
  v.string(MSG.required),
  v.trim(),
  v.nonEmpty(MSG.required),
  v.maxLength(30, MSG.phoneInvalid),
  v.check((s) => /^\+?[\d\s()./-]+$/.test(s) && /^\d{6,15}$/.test(s.replace(/\(0\)|\D/g, '')), MSG.phoneInvalid),
)

/** A phone that may be left blank: empty, or a number by the same rule as `phone`. */
export const blankOrPhone = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || v.is(phone, s), MSG.phoneInvalid),
)

/** An optional phone (a guest's): empty, or a number by the same rule as `phone`. */
export const optionalPhone = v.optional(blankOrPhone, '')

/**
 * Whose phone a profile needs (ADR 235): a hotel's owner, its contact for KnowYourGuest (the registration asks for
 * it). A staff person, invited without one, and an administrator may leave it blank. The form and the API ask this.
 */
export const phoneRequiredFor = (person: { role: string; teamRole: string }) =>
  person.role === 'user' && person.teamRole === 'owner'

export { formatPhone } from './phone-format'

export const companyName = v.pipe(text(120), v.regex(COMPANY, MSG.companyName))
export const streetName = v.pipe(text(120), v.regex(COMPANY, MSG.streetName))
export const buildingNo = v.pipe(text(20), v.regex(/^[\p{L}\p{N} /-]+$/u, MSG.buildingNo))
/** Room / apartment number is optional (spec section 5). */
export const apartmentNo = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(20, MSG.tooLong), v.regex(/^[\p{L}\p{N} /-]*$/u, MSG.buildingNo)),
  '',
)
export const zipCode = v.pipe(text(12), v.minLength(3, MSG.zipCode))
/** Any place name: Au and Uri are Swiss places (ADR 120). */
export const city = text(80)

/** A hotel's name and address as registration, billing's sign-up and the API's company input take them (no country). */
export const companyAddress = {
  company_name: companyName,
  street_name: streetName,
  building_no: buildingNo,
  room_no: apartmentNo,
  zip_code: zipCode,
  city,
}

/**
 * Swiss company number (UID, eCH-0097): CHE and nine digits, the last a modulo-11 check digit over the first eight
 * (weights 5 4 3 2 7 6 5 4; a remainder giving 10 is never issued). Written CHE-123.456.788.
 */
export function normalizeSwissUid(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '')
  const match = /^CHE(\d{9})$/.exec(compact)
  if (!match) return null
  const digits = match[1]!.split('').map(Number)
  const weights = [5, 4, 3, 2, 7, 6, 5, 4]
  const sum = weights.reduce((total, weight, i) => total + weight * digits[i]!, 0)
  const check = (11 - (sum % 11)) % 11
  if (check === 10 || check !== digits[8]) return null
  const d = match[1]!
  return `CHE-${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`
}
export const isSwissUid = (value: string) => normalizeSwissUid(value) !== null
/** The UID as a form and API field: optional, and when given, valid and written in its canonical form. */
export const swissUid = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || isSwissUid(s), MSG.uid),
    v.transform((s) => (s === '' ? '' : normalizeSwissUid(s)!)),
  ),
  '',
)
