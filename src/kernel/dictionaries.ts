import { LOCALES, type Locale } from '~/lib/constants'
import { withFallback } from '~/lib/translator'
import enSource from '~locales/en'
import type { Translation } from '~locales/i18n-types'

// The base locale is written as literals; its type is the Translation that typesafe-i18n derives from it.
const en = enSource as unknown as Translation

// French, German and Italian load with their first use, not at server start (issue 19, the restart: about a tenth
// of the start's CPU); each is read once.
const written: Record<Exclude<Locale, 'en'>, () => Translation> = {
  fr: () => (require('~locales/fr') as typeof import('~locales/fr')).default,
  de: () => (require('~locales/de') as typeof import('~locales/de')).default,
  it: () => (require('~locales/it') as typeof import('~locales/it')).default,
}

/** A record of every locale whose values are made on first read, then kept. */
function byLocale(make: (locale: Locale) => Translation): Record<Locale, Translation> {
  const record = {} as Record<Locale, Translation>
  for (const locale of LOCALES) {
    let made: Translation | undefined
    Object.defineProperty(record, locale, { enumerable: true, get: () => (made ??= make(locale)) })
  }
  return record
}

/** Every locale's dictionary as written (server side only: the browser loads one JSON file). */
export const dictionaries = byLocale((locale) => (locale === 'en' ? en : written[locale]()))

/** Every locale's dictionary with missing labels taken from EN. */
export const resolvedDictionaries = byLocale((locale) =>
  locale === 'en' ? en : withFallback(en, dictionaries[locale]),
)
