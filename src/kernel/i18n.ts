import type { Locale } from '~/lib/constants'
import { LOCALE_COOKIE } from '~/lib/constants'
import { negotiateLocale } from '~/lib/locale'
import { translateKey } from '~/lib/translate-key'
import { createTranslator } from '~/lib/translator'
import type { TranslationFunctions } from '~locales/i18n-types'
import { resolvedDictionaries } from './dictionaries'

const translators = Object.fromEntries(
  Object.entries(resolvedDictionaries).map(([locale, dict]) => [locale, createTranslator(locale as Locale, dict)]),
) as Record<Locale, TranslationFunctions>

/** The server-side LL for a locale (e-mails, API messages). */
export const serverLL = (locale: Locale) => translators[locale]

/** The visitor's language for an API answer: lang cookie, else Accept-Language, else EN. */
export function requestLocale(request: Request): Locale {
  const cookie = request.headers.get('cookie') ?? ''
  const lang = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookie)?.[1]
  return negotiateLocale(lang, request.headers.get('accept-language'))
}

/** A message that is a translation key ('validation.email') in the request's language; other text unchanged. */
export const translateForRequest = (request: Request, message: string, params?: Record<string, string | number>) =>
  translateKey(serverLL(requestLocale(request)), message, params)
