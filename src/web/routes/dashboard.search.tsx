import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as dashboardRoute } from './dashboard'

/** Spec screen 5, the guest search (issue 10); the typed query is page state, never the address (issue 24, item 3). */
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/search',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.search.title()} · ${LL.shell.siteName()}` }] }
  },
})
