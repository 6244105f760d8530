import { createRoute } from '@tanstack/react-router'
import { arrivalsQueryOptions } from '../features/arrivals/api'
import { headLL } from '../i18n/useI18n'
import { Route as dashboardRoute } from './dashboard'

/** The Arrivals tab (issue 22); the screens are in dashboard.arrivals.lazy.tsx. */
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/arrivals',
  // The list's search and its "needs a look" filter, in the address so that they work before the script, too.
  validateSearch: (search: Record<string, unknown>): { q?: string; show?: 'flagged' } => ({
    ...(typeof search.q === 'string' || typeof search.q === 'number'
      ? { q: String(search.q).slice(0, 100) || undefined }
      : {}),
    ...(search.show === 'flagged' ? { show: 'flagged' as const } : {}),
  }),
  loader: ({ context }) => context.queryClient.prefetchQuery(arrivalsQueryOptions(context.client)),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.arrivals.title()} · ${LL.shell.siteName()}` }] }
  },
})

/** The hotel's alerts; `?alert=` (the e-mail's link) marks the one the e-mail was about. */
export const alertsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/arrivals/alerts',
  validateSearch: (search: Record<string, unknown>): { alert?: string } =>
    typeof search.alert === 'string' && search.alert.length <= 64 ? { alert: search.alert } : {},
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.arrivals.alerts.title()} · ${LL.shell.siteName()}` }] }
  },
})

/** A flagged arrival opened: the matching reports (a search in the person's name, run in the browser). */
export const arrivalRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/arrivals/$id',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.arrivals.title()} · ${LL.shell.siteName()}` }] }
  },
})
