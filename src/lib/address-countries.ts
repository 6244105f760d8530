// The short list the profile and report forms offer for an address (spec screen 14), with the ISO codes that name
// them in the reader's language. Apart from ./countries.ts (the full list), so a read-only screen can name an address
// country without it (ADR 143).

export const ADDRESS_COUNTRIES = ['Switzerland', 'Germany', 'France', 'Italy', 'Other'] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

export const ADDRESS_COUNTRY_CODES: Readonly<Record<Exclude<AddressCountry, 'Other'>, string>> = {
  Switzerland: 'ch',
  Germany: 'de',
  France: 'fr',
  Italy: 'it',
}
