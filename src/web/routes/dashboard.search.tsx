import { createRoute } from '@tanstack/react-router'
import { toSearchParams } from '../features/search/searchParams'
import { headLL } from '../i18n/useI18n'
import { Route as dashboardRoute } from './dashboard'

/** Spec screen 5, the guest search (issue 10); the typed query is the address's search part. */
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/search',
  validateSearch: (search: Record<string, unknown>) => toSearchParams(search),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.search.title()} · ${LL.shell.siteName()}` }] }
  },
})
