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

const translators = new WeakMap<Translation, Map<Locale, TranslationFunctions>>()

/**
 * The LL object of typesafe-i18n, wrapped so that a key missing from the dictionary renders as the key itself
 * (typesafe-i18n alone would render an empty string). One per dictionary and locale: the server renders every page
 * with the same few (building one cost about 0.3 ms of each render), and each key's wrapper is made once.
 */
export function createTranslator(locale: Locale, dictionary: Translation): TranslationFunctions {
  let byLocale = translators.get(dictionary)
  if (!byLocale) {
    byLocale = new Map()
    translators.set(dictionary, byLocale)
  }
  let translator = byLocale.get(locale)
  if (!translator) {
    translator = buildTranslator(locale, dictionary)
    byLocale.set(locale, translator)
  }
  return translator
}

function buildTranslator(locale: Locale, dictionary: Translation): TranslationFunctions {
  const ll = i18nObject(locale, dictionary) as unknown
  const wrap = (target: unknown, dict: unknown, path: string[]): unknown => {
    const children = new Map<string, unknown>()
    return new Proxy(() => {}, {
      get(_fn, prop) {
        if (typeof prop === 'symbol') return undefined
        let child = children.get(prop)
        if (child === undefined) {
          const next = dict && typeof dict === 'object' ? (dict as Dict)[prop] : undefined
          const nextTarget = target ? (target as Record<string, unknown>)[prop] : undefined
          child = wrap(nextTarget, next, [...path, prop])
          children.set(prop, child)
        }
        return child
      },
      apply(_fn, _this, args) {
        if (typeof dict === 'string' && typeof target === 'function')
          return (target as (...a: unknown[]) => string)(...args)
        return path.join('.')
      },
    })
  }
  return wrap(ll, dictionary, []) as TranslationFunctions
}
