import type { Locale } from '~/lib/constants'
import { withFallback } from '~/lib/translator'
import de from '~locales/de'
import enSource from '~locales/en'
import fr from '~locales/fr'
import type { Translation } from '~locales/i18n-types'
import it from '~locales/it'

// The base locale is written as literals; its type is the Translation that typesafe-i18n derives from it.
const en = enSource as unknown as Translation

/** Every locale's dictionary as written (server side only: the browser loads one JSON file). */
export const dictionaries: Record<Locale, Translation> = { en, fr, de, it }

/** Every locale's dictionary with missing labels taken from EN. */
export const resolvedDictionaries: Record<Locale, Translation> = {
  en,
  fr: withFallback(en, fr),
  de: withFallback(en, de),
  it: withFallback(en, it),
}
