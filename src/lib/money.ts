// The one home for money (ADR 051, ADR 195). Amounts travel and are stored as integer rappen (CHF 1 = 100 rappen);
// they are turned into text only here, the same way on the server, in e-mails, in the CLI and in the browser. The
// currency comes first and a point stands before the rappen; thousands are grouped the Swiss way in German, French and
// Italian ("CHF 1'250.50") and with a comma in English, as the spec writes it ("CHF 10,000"). Written by hand rather
// than with Intl.NumberFormat because ICU versions differ in the grouping mark between Bun and the browsers, and the
// server and the browser must render the same text (hydration).
import type { Locale } from './constants'

/** How an amount is written: `cents: false` leaves out ".00" of a round sum; `locale` picks the thousands mark. */
export type AmountOptions = { cents?: boolean; locale?: Locale }

/** The thousands mark of a language: the Swiss apostrophe in de-CH, fr-CH and it-CH, a comma in English. */
const thousandsMark = (locale: Locale = 'en') => (locale === 'en' ? ',' : "'")

const group = (digits: string, mark: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, mark)

const checked = (rappen: number) => {
  if (!Number.isSafeInteger(rappen)) throw new TypeError(`an amount in rappen must be a whole number: ${rappen}`)
  return rappen
}

/** The number of an amount, without the currency: 5900 -> "59.00", 125050 -> "1,250.50" ("1'250.50" in de, fr,
 *  it). For translated messages that already say "CHF {amount}". */
export function formatAmount(rappen: number, options: AmountOptions = {}): string {
  const value = checked(rappen)
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const francs = group(String(Math.floor(abs / 100)), thousandsMark(options.locale))
  const cents = abs % 100
  if (options.cents === false && cents === 0) return `${sign}${francs}`
  return `${sign}${francs}.${String(cents).padStart(2, '0')}`
}

/** An amount as the spec shows it: 5900 -> "CHF 59.00", 1000000 with `cents: false` -> "CHF 10,000" (in German
 *  "CHF 10'000"). */
export const formatChf = (rappen: number, options: AmountOptions = {}) => `CHF ${formatAmount(rappen, options)}`

/** Rappen as a plain decimal for form fields and exports, which read it back: 125050 -> "1250.50". */
export function rappenToDecimal(rappen: number): string {
  const value = checked(rappen)
  const abs = Math.abs(value)
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Whole francs (a constant such as the shared-account penalty) as rappen. */
export const francsToRappen = (francs: number) => checked(Math.round(francs * 100))

/**
 * CHF as a person types it ("1250", "1'250.50", "1 250,5", "CHF 59") into integer rappen, at most CHF 1,000,000;
 * empty gives null, anything else that is not such an amount undefined (the report forms, the CLI).
 */
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
