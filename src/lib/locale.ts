import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && LOCALES.includes(value as Locale)

/** Picks the locale of a request: the `lang` cookie, else the best Accept-Language match, else EN. */
export function negotiateLocale(
  cookieValue: string | undefined | null,
  acceptLanguage: string | undefined | null,
): Locale {
  if (isLocale(cookieValue)) return cookieValue
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';')
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
        return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index }
      })
      .filter((entry) => entry.tag && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index)
    for (const { tag } of ranked) {
      const primary = tag.split('-')[0]
      if (isLocale(primary)) return primary
    }
  }
  return DEFAULT_LOCALE
}
