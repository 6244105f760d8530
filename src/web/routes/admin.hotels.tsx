import { createRoute } from '@tanstack/react-router'
import { AdminPage } from '../features/admin/AdminPage'
import { headLL, useI18n } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/hotels',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.nav.hotels()} · ${LL.shell.siteName()}` }] }
  },
  component: AdminHotelsPage,
})

function AdminHotelsPage() {
  const { LL } = useI18n()
  return (
    <AdminPage id="hotels" title={LL.admin.nav.hotels()}>
      <p className="notice">{LL.admin.soon()}</p>
    </AdminPage>
  )
}
