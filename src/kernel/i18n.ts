import type { Locale } from '~/lib/constants'
import { LOCALE_COOKIE } from '~/lib/constants'
import { negotiateLocale } from '~/lib/locale'
import { type TranslationKey, translateKey } from '~/lib/translate-key'
import { createTranslator } from '~/lib/translator'
import type { TranslationFunctions } from '~locales/i18n-types'
import { dictionaries, resolvedDictionaries } from './dictionaries'

const translators: Partial<Record<Locale, TranslationFunctions>> = {}

/** The server-side LL for a locale (e-mails, API messages), made at its first use. */
export const serverLL = (locale: Locale): TranslationFunctions =>
  (translators[locale] ??= createTranslator(locale, resolvedDictionaries[locale]))

/** The visitor's language for an API answer: lang cookie, else Accept-Language, else EN. */
export function requestLocale(request: Request): Locale {
  const cookie = request.headers.get('cookie') ?? ''
  const lang = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookie)?.[1]
  return negotiateLocale(lang, request.headers.get('accept-language'))
}

/** A message that is a translation key ('validation.email') in the request's language; other text unchanged. */
export const translateForRequest = (request: Request, message: string, params?: Record<string, string | number>) =>
  translateKey(serverLL(requestLocale(request)), message, params)

/** Whether a text is a key of the English dictionary (a leaf: 'validation.email', not 'validation'). */
function isTranslationKey(message: string | undefined): message is TranslationKey {
  if (!message) return false
  let node: unknown = dictionaries.en
  for (const part of message.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string'
}

/**
 * A valibot issue's message as an error key: our schemas name theirs ('validation.email'); one that named none
 * carries valibot's English default, which becomes 'validation.invalidRequest' (ADR 161).
 */
export const issueKey = (message: string | undefined): TranslationKey =>
  isTranslationKey(message) ? message : 'validation.invalidRequest'
