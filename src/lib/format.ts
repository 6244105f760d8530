import type { Locale } from './constants'

/** The Swiss variant of each interface language, for Intl formatting. */
export const intlLocale = (locale: Locale) => `${locale}-CH`

/** A calendar date (YYYY-MM-DD) written out for the language, e.g. "8 May 2025", "8. Mai 2025". */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/**
 * Whole Swiss francs the Swiss way, "CHF 10’000", in every language. Written by hand rather than with
 * Intl.NumberFormat because ICU versions differ in the grouping mark, and the server and the browser must render
 * the same text (hydration).
 */
export function formatChf(amount: number): string {
  const digits = Math.round(amount).toString()
  return `CHF ${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '’')}`
}

/** Rappen as francs, with the rappen only when there are some ("CHF 1’250.50", "CHF 450"). */
export const formatRappen = (rappen: number) =>
  rappen % 100 === 0
    ? formatChf(rappen / 100)
    : `${formatChf(Math.floor(rappen / 100))}.${String(rappen % 100).padStart(2, '0')}`
