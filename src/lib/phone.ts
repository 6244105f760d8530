// The server's phone rule (ADR 120): the form's rule, then libphonenumber-js (default region CH) decides and the
// number is stored in E.164. Kept out of src/lib/fields.ts so the browser does not load the metadata with every form.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import * as v from 'valibot'
import { MSG, phone } from './fields'

/** The region assumed for numbers written without a country code (079 123 45 67). */
export const DEFAULT_PHONE_REGION = 'CH'

const parsePhone = (s: string) => {
  const parsed = parsePhoneNumberFromString(s.replace(/\(0\)/g, ''), DEFAULT_PHONE_REGION)
  return parsed?.isValid() ? parsed : undefined
}

/** The E.164 form of a number libphonenumber finds valid (079 123 45 67 → +41791234567), else undefined. */
export const toE164 = (s: string): string | undefined => parsePhone(s)?.number

/** +41 (0)79 123 45 67 → +41791234567; a number no country uses is refused with `validation.phoneInvalid`. */
export const phoneE164 = v.pipe(
  phone,
  v.check((s) => parsePhone(s) !== undefined, MSG.phoneInvalid),
  v.transform((s) => parsePhone(s)?.number ?? s),
)
