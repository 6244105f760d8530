import { createRoute } from '@tanstack/react-router'
import { AdminPage } from '../features/admin/AdminPage'
import { headLL, useI18n } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/requests',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.nav.requests()} · ${LL.shell.siteName()}` }] }
  },
  component: AdminRequestsPage,
})

function AdminRequestsPage() {
  const { LL } = useI18n()
  return (
    <AdminPage id="requests" title={LL.admin.nav.requests()}>
      <p className="notice">{LL.admin.soon()}</p>
    </AdminPage>
  )
}
