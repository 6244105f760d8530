import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as dashboardRoute } from './dashboard'

/** Spec screen 9 as the dashboard's Profile tab (also the return address after a card payment). */
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/profile',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.profile.title()} · ${LL.shell.siteName()}` }] }
  },
})
