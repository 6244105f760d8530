import { useQuery } from '@tanstack/react-query'
import { createLazyRoute, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Tabs } from '../components/Tabs'
import { MemberRequestsBanner } from '../features/admin/MemberRequestsBanner'
import { unseenAlertsQueryOptions } from '../features/arrivals/api'
import { useAppContext, useCurrentUser } from '../features/auth/useSession'
import { subscriptionCurrent, subscriptionExpired } from '../features/billing/expiry'
import { NoticeLetterReminder } from '../features/guestside/NoticeLetterReminder'
import { useI18n } from '../i18n/useI18n'

// Only a member whose subscription has expired sees the notice and its renewal button: their code loads only then
// (ADR 147). The server renders it in the page as before; the browser keeps that HTML until the file is there.
const ExpiredNotice = lazy(() =>
  import('../features/billing/ExpiredNotice').then((m) => ({ default: m.ExpiredNotice })),
)

export const Route = createLazyRoute('/dashboard')({ component: DashboardLayout })

/** The Arrivals tab with a badge counting the alerts nobody opened yet (issue 22). */
function ArrivalsTab() {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const user = useCurrentUser()
  // The alerts are a member route: a hotel without a current subscription would get 402 on every page of the dashboard.
  const enabled = user?.role === 'user' && subscriptionCurrent(user.paymentData)
  const unseen = useQuery({ ...unseenAlertsQueryOptions(client), enabled }).data?.unseen ?? 0
  return (
    <>
      {LL.arrivals.tab()}
      {unseen > 0 && (
        <span className="tab-badge">
          {unseen}
          <span className="visually-hidden"> {LL.arrivals.alertsBadge({ count: unseen })}</span>
        </span>
      )}
    </>
  )
}

function DashboardLayout() {
  const { LL } = useI18n()
  const user = useCurrentUser()
  const t = LL.dashboard.tabs
  return (
    <div className="container page dashboard">
      <MemberRequestsBanner />
      <NoticeLetterReminder />
      <Tabs
        label={LL.dashboard.tabsLabel()}
        tabs={[
          { to: '/dashboard/search', label: t.search() },
          { to: '/dashboard/new-report', label: t.newReport() },
          // The requests about the hotel's reports (reached from the notice above the tabs) belong to Your reports.
          { to: '/dashboard/reports', label: t.reports(), also: '/dashboard/requests' },
          { to: '/dashboard/arrivals', label: <ArrivalsTab /> },
          { to: '/dashboard/profile', label: t.profile() },
        ]}
      />
      {user?.role === 'user' && subscriptionExpired(user.paymentData) && (
        <Suspense fallback={null}>
          <ExpiredNotice />
        </Suspense>
      )}
      <div className="dashboard-panel">
        <Outlet />
      </div>
    </div>
  )
}
