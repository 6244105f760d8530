import type { Locale } from '~/lib/constants'
import { SESSION_COOKIE } from '~/modules/auth'
import type { ClientManifest } from './build-client'
import { createNonce } from './security'
import { ANONYMOUS_PAGES } from './site-files'

// Public pages that look the same for every anonymous visitor of a language (ADR 111; the list is ANONYMOUS_PAGES in
// site-files.ts): rendered once per language, kept in memory, and answered with the request's own CSP nonce put in
// place. Only these exact paths without a query string; anything else, and any visitor with a session cookie, is
// rendered per request.

/** True when the request carries a session cookie (valid or not): such a visitor is never served the cache. */
function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get('cookie')
  return cookie !== null && new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(cookie)
}

type CachedPage = { status: number; parts: string[]; headers: [string, string][] }
export type RenderPage = (request: Request, options: { nonce: string; locale: Locale }) => Promise<Response>

/**
 * `lookup` answers a cacheable request from memory (rendering it the first time), or returns null when the request
 * must be rendered for this visitor. The key holds the build (a new deploy's assets are never mixed with old HTML).
 */
export function createPageCache(manifest: Pick<ClientManifest, 'entry' | 'builtAt'>, render: RenderPage) {
  const pages = new Map<string, Promise<CachedPage | null>>()
  const build = `${manifest.entry}@${manifest.builtAt}`

  const renderOnce = async (request: Request, locale: Locale): Promise<CachedPage | null> => {
    // A random placeholder nonce, replaced by each response's own; it cannot occur in the page by accident.
    const placeholder = createNonce()
    const url = new URL(request.url)
    const anonymous = new Request(url.origin + url.pathname, { headers: { 'accept-language': locale } })
    const response = await render(anonymous, { nonce: placeholder, locale })
    // Redirects, not-found and errors are not kept.
    if (response.status !== 200) return null
    const html = await response.text()
    const headers = [...response.headers].filter(([name]) => name === 'content-type')
    return { status: response.status, parts: html.split(placeholder), headers }
  }

  return {
    async lookup(request: Request, { nonce, locale }: { nonce: string; locale: Locale }): Promise<Response | null> {
      if (request.method !== 'GET') return null
      const url = new URL(request.url)
      if (url.search || !ANONYMOUS_PAGES.has(url.pathname) || hasSessionCookie(request)) return null
      const key = `${build}|${locale}|${url.pathname}`
      let entry = pages.get(key)
      if (!entry) {
        entry = renderOnce(request, locale).catch(() => null)
        pages.set(key, entry)
      }
      const page = await entry
      if (!page) {
        pages.delete(key)
        return null
      }
      return new Response(page.parts.join(nonce), { status: page.status, headers: page.headers })
    },
    /** How many pages are kept (tests). */
    get size() {
      return pages.size
    },
  }
}
