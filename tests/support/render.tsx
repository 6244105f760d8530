import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  type HistoryState,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import type { Locale } from '~/lib/constants'
import { plansOf } from '~/lib/plans'
import type { PublicConfig } from '~/lib/public-config'
import { browserFetcher } from '~/web/api/client'
import { createTreaty } from '~/web/api/treaty'
import type { RouterContext } from '~/web/context'
import { createI18nStore } from '~/web/i18n/store'

/** Renders a component inside a minimal router with the app's context (i18n, api, config), for DOM tests. */
export async function renderInApp(
  ui: ReactNode,
  {
    locale = 'en' as Locale,
    path = '/',
    config = {} as Partial<PublicConfig>,
    state,
  }: { locale?: Locale; path?: string; config?: Partial<PublicConfig>; state?: HistoryState } = {},
) {
  const history = createMemoryHistory({ initialEntries: [path] })
  // Navigation state, as a page reached with navigate({ state }) finds it.
  if (state) history.replace(path, state)
  // As in the app (the SSR query integration wraps the router in a QueryClientProvider).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    notFoundComponent: () => null,
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const i18n = createI18nStore(locale, resolvedDictionaries[locale], async (l) => resolvedDictionaries[l])
  const router = createRouter({
    routeTree: rootRoute,
    history,
    context: {
      queryClient,
      i18n,
      client: createTreaty(browserFetcher),
      config: {
        contactEmail: 'info@knowyourguest.ch',
        localeUrls: { en: '/en.json', fr: '/fr.json', de: '/de.json', it: '/it.json' },
        css: [],
        staticScript: '/static-page.js',
        inactivityTimeoutMs: 60_000,
        baseUrl: 'http://localhost:3000',
        operator: { name: 'KnowYourGuest GmbH', address: 'Bahnhofplatz 1, 3011 Bern', uid: 'CHE-123.456.788' },
        idDocumentMaxMb: 5,
        plans: plansOf({
          PRICE_3_STAR_CHF: 49000,
          PRICE_3_STAR_ASSOCIATION_CHF: 39000,
          PRICE_5_STAR_CHF: 89000,
          PRICE_5_STAR_ASSOCIATION_CHF: 69000,
        }),
        ...config,
      },
    },
  })
  await router.load()
  return {
    router,
    i18n,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  }
}
