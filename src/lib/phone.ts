// The server's half of the one phone rule (ADR 120, ADR 197): the form's rule (`phone` in ./fields.ts), then
// libphonenumber-js (default region CH) reads the number and it is stored in E.164. Every phone field uses it: the
// members' (registration, profile) and the guests' (report form and API). Kept out of src/lib/fields.ts so the browser
// does not load the metadata with every form.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import * as v from 'valibot'
import { blankOrPhone, MSG, phone } from './fields'

/** The region assumed for numbers written without a country code (079 123 45 67). */
export const DEFAULT_PHONE_REGION = 'CH'

// "Possible" (a country code and the length that country's numbers have), not "valid" (a range the metadata knows to
// be assigned): a guest's number from abroad in a range newer than the metadata, or written down as the guest gave it,
// is still the guest's number (issue 24, item 13: +420-667-961-442 was refused).
const parsePhone = (s: string) => {
  const parsed = parsePhoneNumberFromString(s.replace(/\(0\)/g, ''), DEFAULT_PHONE_REGION)
  return parsed?.isPossible() ? parsed : undefined
}

/** The E.164 form of a number of a possible length for its country (079 123 45 67 → +41791234567), else undefined. */
export const toE164 = (s: string): string | undefined => parsePhone(s)?.number

/** +41 (0)79 123 45 67 → +41791234567; a number no country uses is refused with `validation.phoneInvalid`. */
export const phoneE164 = v.pipe(
  phone,
  v.check((s) => parsePhone(s) !== undefined, MSG.phoneInvalid),
  v.transform((s) => parsePhone(s)?.number ?? s),
)

/** Blank (a staff person's profile, `phoneRequiredFor`), or a number stored as `phoneE164` stores it. */
export const blankOrPhoneE164 = v.pipe(
  blankOrPhone,
  v.check((s) => s === '' || parsePhone(s) !== undefined, MSG.phoneInvalid),
  v.transform((s) => (s === '' ? s : (parsePhone(s)?.number ?? s))),
)
