import { LOCALES, type Locale } from '~/lib/constants'
import { countryByName } from '~/lib/countries'

// The language of a notice to a reported guest (issue 34): the nationality's language where it is one of ours and the
// country speaks it alone; otherwise English with the other three below (Switzerland speaks three of them).
const BY_COUNTRY: Record<string, Locale> = {
  de: 'de',
  at: 'de',
  li: 'de',
  fr: 'fr',
  mc: 'fr',
  lu: 'fr',
  it: 'it',
  sm: 'it',
  va: 'it',
  gb: 'en',
  ie: 'en',
  us: 'en',
  ca: 'en',
  au: 'en',
  nz: 'en',
}

export function noticeLocales(nationality: string): Locale[] {
  const code = countryByName(nationality)?.code
  const locale = code ? BY_COUNTRY[code] : undefined
  return locale ? [locale] : [...LOCALES]
}
