import { createRoute } from '@tanstack/react-router'
import { headLL, useI18n } from '../i18n/useI18n'
import { ComingSoon } from '../pages/ComingSoon'
import { Route as dashboardRoute } from './dashboard'

// The Search tab arrives with a later issue; until then it says so plainly.
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/search',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.dashboard.tabs.search()} · ${LL.shell.siteName()}` }] }
  },
  component: DashboardSearchPage,
})

function DashboardSearchPage() {
  const { LL } = useI18n()
  return <ComingSoon embedded title={LL.dashboard.tabs.search()} text={LL.dashboard.soon.search()} />
}
