import type { Locale } from './constants'

/** A country's name in the language ("Schweiz", "Suisse", "Svizzera"), from its ISO code; the code when unknown. */
export function countryName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** "Mingerstrasse 20, 3030 Bern" with the country named in the language: "…, 3030 Bern, Schweiz". */
export const addressInLanguage = (locale: Locale, address: string, countryCode: string | null) =>
  countryCode ? `${address}, ${countryName(locale, countryCode)}` : address
