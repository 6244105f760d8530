import { createRoute } from '@tanstack/react-router'
import { AdminPage } from '../features/admin/AdminPage'
import { headLL, useI18n } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/incidents',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.nav.incidents()} · ${LL.shell.siteName()}` }] }
  },
  component: AdminIncidentsPage,
})

function AdminIncidentsPage() {
  const { LL } = useI18n()
  return (
    <AdminPage id="incidents" title={LL.admin.nav.incidents()}>
      <p className="notice">{LL.admin.soon()}</p>
    </AdminPage>
  )
}
