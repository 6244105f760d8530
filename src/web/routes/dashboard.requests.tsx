import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as dashboardRoute } from './dashboard'

/** The hotel's data-subject requests (forwarded by the admin console), and its answer to one. */
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/requests',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.memberRequests.title()} · ${LL.shell.siteName()}` }] }
  },
})

export const requestRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/requests/$id',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.memberRequests.title()} · ${LL.shell.siteName()}` }] }
  },
})
