import { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { RouterContext } from './context'
import { ErrorPage, NotFoundPage } from './pages/status-pages'
import { routeTree } from './routeTree'

export type { RouterContext } from './context'

/** One factory for both sides: the server calls it per request, the browser once to hydrate. */
export function createAppRouter({
  nonce,
  scrollRestoration = true,
  history,
  ...context
}: Omit<RouterContext, 'queryClient'> & { nonce?: string; scrollRestoration?: boolean; history?: RouterHistory }) {
  const queryClient = new QueryClient({
    // Spec section 7: 5 minutes stale time, 1 retry, no refetch on window focus.
    defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false } },
  })
  const router = createRouter({
    routeTree,
    history,
    context: { ...context, queryClient },
    defaultPreload: 'intent',
    // Off only for the server render of a static page (ADR 114): no script would restore anything there.
    scrollRestoration,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    ssr: nonce ? { nonce } : undefined,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
