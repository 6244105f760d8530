import { i18nObject } from 'typesafe-i18n'
import type { Locale } from '~/lib/constants'
import type { Translation, TranslationFunctions } from '~locales/i18n-types'

type Dict = { [key: string]: string | Dict }

/** A locale's dictionary with every label it lacks taken from EN (the base locale). */
export function withFallback(base: Translation, partial: unknown): Translation {
  const merge = (b: Dict, p: unknown): Dict => {
    const out: Dict = {}
    const src = p && typeof p === 'object' ? (p as Dict) : {}
    for (const [key, value] of Object.entries(b)) {
      const own = src[key]
      out[key] = typeof value === 'string' ? (typeof own === 'string' ? own : value) : merge(value, own)
    }
    return out
  }
  return merge(base as unknown as Dict, partial) as unknown as Translation
}

/**
 * The LL object of typesafe-i18n, wrapped so that a key missing from the dictionary renders as the key itself
 * (typesafe-i18n alone would render an empty string).
 */
export function createTranslator(locale: Locale, dictionary: Translation): TranslationFunctions {
  const ll = i18nObject(locale, dictionary as never) as unknown
  const wrap = (target: unknown, dict: unknown, path: string[]): unknown =>
    new Proxy(() => {}, {
      get(_fn, prop) {
        if (typeof prop === 'symbol') return undefined
        const next = dict && typeof dict === 'object' ? (dict as Dict)[prop] : undefined
        const nextTarget = target ? (target as Record<string, unknown>)[prop] : undefined
        return wrap(nextTarget, next, [...path, prop])
      },
      apply(_fn, _this, args) {
        if (typeof dict === 'string' && typeof target === 'function')
          return (target as (...a: unknown[]) => string)(...args)
        return path.join('.')
      },
    })
  return wrap(ll, dictionary, []) as TranslationFunctions
}
