// The short list the profile and report forms offer for an address (spec screen 14), with the ISO codes that name
// them in the reader's language. Apart from ./countries.ts (the full list), so a read-only screen can name an address
// country without it (ADR 143).

import type { Locale } from './constants'

export const ADDRESS_COUNTRIES = ['Switzerland', 'Germany', 'France', 'Italy', 'Other'] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

export const ADDRESS_COUNTRY_CODES: Readonly<Record<Exclude<AddressCountry, 'Other'>, string>> = {
  Switzerland: 'ch',
  Germany: 'de',
  France: 'fr',
  Italy: 'it',
}

/**
 * The four countries' names in each language, as `Intl.DisplayNames` gives them (a test checks it). Written out
 * because a browser's first `Intl.DisplayNames` loads its region names, 20 ms on a slow phone, in the middle of the
 * profile's hydration (ADR 150).
 */
export const ADDRESS_COUNTRY_NAMES: Readonly<
  Record<Exclude<AddressCountry, 'Other'>, Readonly<Record<Locale, string>>>
> = {
  Switzerland: { en: 'Switzerland', fr: 'Suisse', de: 'Schweiz', it: 'Svizzera' },
  Germany: { en: 'Germany', fr: 'Allemagne', de: 'Deutschland', it: 'Germania' },
  France: { en: 'France', fr: 'France', de: 'Frankreich', it: 'Francia' },
  Italy: { en: 'Italy', fr: 'Italie', de: 'Italien', it: 'Italia' },
}
