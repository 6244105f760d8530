import { createRoute } from '@tanstack/react-router'
import { AdminPage } from '../features/admin/AdminPage'
import { headLL, useI18n } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/audit',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.nav.audit()} · ${LL.shell.siteName()}` }] }
  },
  component: AdminAuditPage,
})

function AdminAuditPage() {
  const { LL } = useI18n()
  return (
    <AdminPage id="audit" title={LL.admin.nav.audit()}>
      <p className="notice">{LL.admin.soon()}</p>
    </AdminPage>
  )
}
