import { createRoute } from '@tanstack/react-router'
import { AdminPage } from '../features/admin/AdminPage'
import { headLL, useI18n } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/payments',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.nav.payments()} · ${LL.shell.siteName()}` }] }
  },
  component: AdminPaymentsPage,
})

function AdminPaymentsPage() {
  const { LL } = useI18n()
  return (
    <AdminPage id="payments" title={LL.admin.nav.payments()}>
      <p className="notice">{LL.admin.soon()}</p>
    </AdminPage>
  )
}
