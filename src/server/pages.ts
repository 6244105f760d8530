import { Elysia } from 'elysia'
import type { Config } from '~/kernel/config'
import { serverLL } from '~/kernel/i18n'
import type { Logger } from '~/kernel/log'
import { LOCALE_COOKIE, type Locale } from '~/lib/constants'
import { isLocale, negotiateLocale } from '~/lib/locale'
import { type PriceConfig, plansOf } from '~/lib/plans'
import type { PublicConfig } from '~/lib/public-config'
import type { AuthGuard } from '~/modules/auth'
import type { ClientManifest } from './build-client'
import { createPageCache } from './page-cache'
import type { SsrRenderer } from './ssr'

export type PageNeeds = {
  config: PriceConfig &
    Pick<
      Config,
      | 'BASE_URL'
      | 'CONTACT_EMAIL'
      | 'INACTIVITY_TIMEOUT_MS'
      | 'ID_DOCUMENT_MAX_MB'
      | 'OPERATOR_NAME'
      | 'OPERATOR_ADDRESS'
      | 'OPERATOR_UID'
    >
  log: Logger
  manifest: ClientManifest
  /** The request's id and nonce (src/server/http-edges.ts). */
  metaOf: (request: Request) => { id: string; nonce: string }
  /** The whole app, for the renderer's loaders (they call the API in process). */
  handle: (request: Request) => Promise<Response>
  /** Refuses an /api address no route answers (405 or 404); never returns. */
  noApiRoute: (request: Request) => never
}

/** The page routes: every GET renders the React app on the server; a page form posted before hydration comes back. */
export function pageRoutes(needs: PageNeeds, guard: AuthGuard) {
  const { log, metaOf, noApiRoute } = needs
  const renderPage = lazyRenderer(needs)
  // Anonymous public pages: rendered once per language, answered with this response's nonce (ADR 111).
  const pageCache = createPageCache(needs.manifest, renderPage)
  return new Elysia({ name: 'pages' })
    .use(guard)
    .post(
      '/*',
      ({ request, set }) => {
        // A page form submitted before its script has loaded (forms with a password say method="post" so that the
        // password never lands in the address): the page is shown again; the body is never read.
        const url = new URL(request.url)
        if (url.pathname.startsWith('/api/')) noApiRoute(request)
        set.status = 303
        set.headers.location = `${url.pathname}${url.search}`
        set.headers['cache-control'] = 'no-store'
        return ''
      },
      { anonymous: true, bodyLimit: { bytes: 64 * 1024, parse: 'stream' } },
    )
    .get('/*', async ({ request, cookie }) => {
      if (new URL(request.url).pathname.startsWith('/api/')) noApiRoute(request)
      // `?lang=xx` (the sitemap's per-language addresses) comes before the cookie and Accept-Language.
      const queryLang = new URL(request.url).searchParams.get('lang')
      const locale = negotiateLocale(
        isLocale(queryLang) ? queryLang : (cookie[LOCALE_COOKIE]?.value as string | undefined),
        request.headers.get('accept-language'),
      )
      const m = metaOf(request)
      const cached = await pageCache.lookup(request, { nonce: m.nonce, locale })
      if (cached) return cached
      return renderPage(request, { nonce: m.nonce, locale }).catch((error: unknown) => {
        log.error('page render failed', { requestId: m.id, error })
        return new Response(errorPageHtml(locale, m.id), {
          status: 500,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        })
      })
    })
}

/**
 * React's server renderer, the router and every screen load with the first page, not before the server listens
 * (ADR 146): the start to the first /healthz does not pay for them.
 */
function lazyRenderer({ config, manifest, handle }: PageNeeds): SsrRenderer {
  const publicConfig: PublicConfig = {
    contactEmail: config.CONTACT_EMAIL,
    localeUrls: manifest.locales,
    css: manifest.css,
    staticScript: manifest.staticScript,
    inactivityTimeoutMs: config.INACTIVITY_TIMEOUT_MS,
    baseUrl: config.BASE_URL,
    plans: plansOf(config),
    idDocumentMaxMb: config.ID_DOCUMENT_MAX_MB,
    operator: { name: config.OPERATOR_NAME, address: config.OPERATOR_ADDRESS, uid: config.OPERATOR_UID },
  }
  let renderer: Promise<SsrRenderer> | undefined
  return async (request, options) => {
    renderer ??= import('./ssr')
      .then(({ createSsrRenderer }) => createSsrRenderer({ manifest, publicConfig, handle }))
      .catch((error: unknown) => {
        renderer = undefined
        throw error
      })
    return (await renderer)(request, options)
  }
}

/** The last-resort error page when rendering itself fails: plain translated HTML with the error id, no script. */
export function errorPageHtml(locale: Locale, errorId: string) {
  const LL = serverLL(locale).shell.error
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(LL.title())}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#16202c"><h1 style="color:#0f2a44">${escapeHtml(LL.title())}</h1><p>${escapeHtml(LL.text())}</p><p>${escapeHtml(LL.reference({ id: errorId }))}</p><p><a href="/">${escapeHtml(LL.back())}</a></p></body></html>`
}
