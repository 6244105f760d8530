// The form of the public page /your-data (issue 34, section 2; ADR 280), checked the same way in the page and by
// POST /api/data-requests. A request names the person, an address to answer, what they ask, and optionally the
// reference of the notice they received.
import * as v from 'valibot'
import { parseDay } from './dates'
import * as f from './fields'
import { hasInvisible } from './invisible'

/** What a person may ask: see their data, have it corrected, dispute it, or have it deleted. */
export const YOUR_DATA_KINDS = ['access', 'correction', 'objection', 'deletion'] as const
export type YourDataKind = (typeof YOUR_DATA_KINDS)[number]
export const YOUR_DATA_DETAILS_MAX = 4000
/** The personal reference of a notice, e.g. KYG-7QK4-M2XD (no 0/O, 1/I/L). */
const REFERENCE_PATTERN = /^KYG-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/

const YOUR_DATA_MSG = {
  name: 'yourData.errors.name',
  birthDate: 'yourData.errors.birthDate',
  reference: 'yourData.errors.reference',
  kind: 'yourData.errors.kind',
  details: 'yourData.errors.details',
  paidKind: 'yourData.errors.paidKind',
  invisible: 'yourData.errors.invisible',
} as const

const birthDate = v.pipe(
  v.string(YOUR_DATA_MSG.birthDate),
  v.trim(),
  v.check((s) => {
    const day = parseDay(s)
    return day !== null && day >= '1900-01-01'
  }, YOUR_DATA_MSG.birthDate),
  v.transform((s) => parseDay(s) ?? s),
)

const reference = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.check((s) => s === '' || REFERENCE_PATTERN.test(s), YOUR_DATA_MSG.reference),
  ),
  '',
)

export const yourDataFields = v.pipe(
  v.object({
    name: v.pipe(
      v.string(YOUR_DATA_MSG.name),
      v.trim(),
      v.nonEmpty(YOUR_DATA_MSG.name),
      v.maxLength(120, f.MSG.tooLong),
      v.check((s) => !hasInvisible(s), YOUR_DATA_MSG.invisible),
    ),
    birth_date: birthDate,
    email: f.email,
    reference,
    kind: v.picklist(YOUR_DATA_KINDS, YOUR_DATA_MSG.kind),
    /** "1" when a guest who paid asks for deletion with a proof of payment. */
    paid: v.optional(
      v.pipe(
        v.picklist(['', '0', '1'], YOUR_DATA_MSG.paidKind),
        v.transform((s) => s === '1'),
      ),
      '',
    ),
    details: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(YOUR_DATA_DETAILS_MAX, f.MSG.tooLong),
        v.check((s) => !hasInvisible(s, { lines: true }), YOUR_DATA_MSG.invisible),
      ),
      '',
    ),
  }),
  // A correction or a dispute says what is wrong; a payment proves only a deletion.
  v.forward(
    v.check(
      (input) => !['correction', 'objection'].includes(input.kind) || input.details.length > 0,
      YOUR_DATA_MSG.details,
    ),
    ['details'],
  ),
  v.forward(
    v.check((input) => !input.paid || input.kind === 'deletion', YOUR_DATA_MSG.paidKind),
    ['paid'],
  ),
)
