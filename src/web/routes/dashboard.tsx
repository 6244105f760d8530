import { createRoute, notFound, Outlet, redirect } from '@tanstack/react-router'
import { Tabs } from '../components/Tabs'
import { MemberRequestsBanner } from '../features/admin/MemberRequestsBanner'
import { requireRole } from '../features/auth/session'
import { ExpiredNotice } from '../features/billing/ExpiredNotice'
import { useI18n } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

/** The member dashboard shell (spec section 2): role user only, four tabs, each tab its own address. */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  beforeLoad: ({ context }) => requireRole(context, 'user'),
  component: DashboardLayout,
})

/** /dashboard itself opens the first tab. */
export const dashboardIndexRoute = createRoute({
  getParentRoute: () => Route,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/search', statusCode: 302 })
  },
})

/** Unknown /dashboard/... addresses: the guard above runs first (anonymous visitors go to /login), then 404. */
export const dashboardNotFoundRoute = createRoute({
  getParentRoute: () => Route,
  path: '$',
  beforeLoad: () => {
    throw notFound()
  },
})

function DashboardLayout() {
  const { LL } = useI18n()
  const t = LL.dashboard.tabs
  return (
    <div className="container page dashboard">
      <MemberRequestsBanner />
      <Tabs
        label={LL.dashboard.tabsLabel()}
        tabs={[
          { to: '/dashboard/search', label: t.search() },
          { to: '/dashboard/new-report', label: t.newReport() },
          { to: '/dashboard/reports', label: t.reports() },
          { to: '/dashboard/profile', label: t.profile() },
        ]}
      />
      <ExpiredNotice />
      <div className="dashboard-panel">
        <Outlet />
      </div>
    </div>
  )
}
