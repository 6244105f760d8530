import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import type { Locale } from '~/lib/constants'
import type { PublicConfig } from '~/lib/public-config'
import { createApi, type Fetcher } from '~/web/api/client'
import { createTreaty } from '~/web/api/treaty'
import { createI18nStore } from '~/web/i18n/store'
import { createAppRouter } from '~/web/router'
import type { ClientManifest } from './build-client'

export type SsrDeps = {
  manifest: ClientManifest
  publicConfig: PublicConfig
  /** Calls the app's own API in-process (loaders during SSR use it with the visitor's cookies). */
  handle: (request: Request) => Promise<Response>
}

const noSwitchOnServer = () => Promise.reject(new Error('The language is switched in the browser'))

/** Renders the route that matches the request and streams the HTML; redirects answer as redirects. */
// Annotated so that the `App` type (which the web client reads through Eden Treaty) does not depend on the router.
export type SsrRenderer = (request: Request, options: { nonce: string; locale: Locale }) => Promise<Response>

export function createSsrRenderer({ manifest, publicConfig, handle }: SsrDeps): SsrRenderer {
  // The entry script, plus modulepreload links (with the nonce) for the chunks of the routes being rendered.
  const routerManifest = {
    routes: {
      __root__: {
        preloads: manifest.entryPreloads,
        scripts: [{ attrs: { type: 'module', src: manifest.entry, async: true } }],
      },
      ...Object.fromEntries(Object.entries(manifest.routes).map(([id, preloads]) => [id, { preloads }])),
    },
  }
  return async function renderPage(request: Request, { nonce, locale }: { nonce: string; locale: Locale }) {
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
          api: createApi(fetcher),
          client: createTreaty(fetcher),
          config: publicConfig,
        }),
      getRouterManifest: () => routerManifest as never,
    })
    return handler(defaultStreamHandler)
  }
}
