import { createLazyRoute, Outlet } from '@tanstack/react-router'
import { Tabs } from '../components/Tabs'
import { MemberRequestsBanner } from '../features/admin/MemberRequestsBanner'
import { ExpiredNotice } from '../features/billing/ExpiredNotice'
import { useI18n } from '../i18n/useI18n'

export const Route = createLazyRoute('/dashboard')({ component: DashboardLayout })

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
