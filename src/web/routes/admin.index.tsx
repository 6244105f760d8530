import { createRoute } from '@tanstack/react-router'
import { AdminPage } from '../features/admin/AdminPage'
import { headLL, useI18n } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.nav.overview()} · ${LL.shell.siteName()}` }] }
  },
  component: AdminOverviewPage,
})

function AdminOverviewPage() {
  const { LL } = useI18n()
  return (
    <AdminPage id="overview" title={LL.admin.nav.overview()}>
      <p className="notice">{LL.admin.soon()}</p>
    </AdminPage>
  )
}
