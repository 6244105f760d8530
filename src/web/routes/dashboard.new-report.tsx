import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as dashboardRoute } from './dashboard'

/** Spec screen 6: New report (the screen is in dashboard.new-report.lazy.tsx). */
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/new-report',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.reports.newTitle()} · ${LL.shell.siteName()}` }] }
  },
})
