import { createRoute } from '@tanstack/react-router'
import { headLL, useI18n } from '../i18n/useI18n'
import { ComingSoon } from '../pages/ComingSoon'
import { Route as dashboardRoute } from './dashboard'

// The New report tab arrives with a later issue; until then it says so plainly.
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/new-report',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.dashboard.tabs.newReport()} · ${LL.shell.siteName()}` }] }
  },
  component: DashboardNewReportPage,
})

function DashboardNewReportPage() {
  const { LL } = useI18n()
  return <ComingSoon embedded title={LL.dashboard.tabs.newReport()} text={LL.dashboard.soon.newReport()} />
}
