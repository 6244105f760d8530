import {
  createRequestHandler,
  defaultStreamHandler,
  getSsrStatus,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import { createElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import type { Locale } from '~/lib/constants'
import { COUNTRIES } from '~/lib/countries'
import type { PublicConfig } from '~/lib/public-config'
import type { Fetcher } from '~/web/api/client'
import { createTreaty } from '~/web/api/treaty'
import { appLoaderScript } from '~/web/app-loader'
import { provideCountries } from '~/web/components/country-list'
import { createI18nStore } from '~/web/i18n/store'
import { createAppRouter } from '~/web/router'
import { isStaticPage } from '~/web/static-pages'
import { appRouterManifest } from './app-manifest'
import type { ClientManifest } from './build-client'

export type SsrDeps = {
  manifest: ClientManifest
  publicConfig: PublicConfig
  /** Calls the app's own API in-process (loaders during SSR use it with the visitor's cookies). */
  handle: (request: Request) => Promise<Response>
}

// Country selectors name the chosen country in the server's HTML; the browser loads the list at first use (ADR 147).
provideCountries(COUNTRIES)

const noSwitchOnServer = () => Promise.reject(new Error('The language is switched in the browser'))

/** Renders the route that matches the request and streams the HTML; redirects answer as redirects. */
// Annotated so that the `App` type (which the web client reads through Eden Treaty) does not depend on the router.
export type SsrRenderer = (request: Request, options: { nonce: string; locale: Locale }) => Promise<Response>

export function createSsrRenderer({ manifest, publicConfig, handle }: SsrDeps): SsrRenderer {
  // Data blocks naming the entry and the chunks of the routes being rendered, which the page loads after its first
  // paint (ADR 142).
  const routerManifest = appRouterManifest(manifest)
  // The inline loader of every hydrated page, written by the root route under the page's nonce (ADR 311).
  const loaderScript = appLoaderScript()
  // Static pages (ADR 114) preload nothing of the app: their one script is written by the root route.
  const staticManifest = { routes: { __root__: { preloads: [], scripts: [] } } }
  return async function renderPage(request: Request, { nonce, locale }: { nonce: string; locale: Locale }) {
    const isStatic = isStaticPage(new URL(request.url).pathname)
    const cookie = request.headers.get('cookie')
    const fetcher: Fetcher = (path, init) => {
      const headers = new Headers(init?.headers)
      if (cookie) headers.set('cookie', cookie)
      return handle(new Request(new URL(path, 'http://localhost'), { ...init, headers }))
    }
    const handler = createRequestHandler({
      request,
      createRouter: () =>
        createAppRouter({
          nonce,
          i18n: createI18nStore(locale, resolvedDictionaries[locale], noSwitchOnServer),
          client: createTreaty(fetcher),
          config: publicConfig,
          loaderScript,
          scrollRestoration: !isStatic,
        }),
      getRouterManifest: () => (isStatic ? staticManifest : routerManifest) as never,
    })
    if (!isStatic) return handler(defaultStreamHandler)
    // The whole page at once and without the router's hydration scripts: nothing in the browser reads them.
    return handler(async ({ router, responseHeaders }) => {
      const stream = await renderToReadableStream(createElement(RouterServer, { router }), {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      })
      await stream.allReady
      return new Response(stream, { status: getSsrStatus(router), headers: responseHeaders })
    })
  }
}
