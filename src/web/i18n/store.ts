import type { Locale } from '~/lib/constants'
import { LOCALE_COOKIE } from '~/lib/constants'
import { createTranslator } from '~/lib/translator'
import type { Translation, TranslationFunctions } from '~locales/i18n-types'

export type I18nState = { locale: Locale; LL: TranslationFunctions }

/** Remembers a language for a year (the server reads the cookie before Accept-Language). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`
}

/**
 * The current language of one router (one request on the server, the page in the browser). Components read it with
 * useI18n(); route head() functions read it from the router context.
 */
export function createI18nStore(
  locale: Locale,
  dictionary: Translation,
  load: (locale: Locale) => Promise<Translation>,
) {
  let state: I18nState = { locale, LL: createTranslator(locale, dictionary) }
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Loads the dictionary, remembers the choice for a year, and re-renders without a page load. */
    async switchTo(next: Locale) {
      if (next === state.locale) return
      const dict = await load(next)
      rememberLocale(next)
      document.documentElement.lang = next
      state = { locale: next, LL: createTranslator(next, dict) }
      for (const listener of listeners) listener()
    },
  }
}
export type I18nStore = ReturnType<typeof createI18nStore>
