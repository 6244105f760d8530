import { createRoute } from '@tanstack/react-router'
import { headLL, useI18n } from '../i18n/useI18n'
import { ComingSoon } from '../pages/ComingSoon'
import { Route as dashboardRoute } from './dashboard'

// The Your reports tab arrives with a later issue; until then it says so plainly.
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/reports',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.dashboard.tabs.reports()} · ${LL.shell.siteName()}` }] }
  },
  component: DashboardReportsPage,
})

function DashboardReportsPage() {
  const { LL } = useI18n()
  return <ComingSoon embedded title={LL.dashboard.tabs.reports()} text={LL.dashboard.soon.reports()} />
}
