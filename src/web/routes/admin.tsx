import { createRoute, notFound, Outlet } from '@tanstack/react-router'
import { requireRole } from '../features/auth/session'
import { headLL, useI18n } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

/** /admin/*: role admin only (spec section 2). The admin console's screens are a later issue. */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: ({ context }) => requireRole(context, 'admin'),
  component: Outlet,
})

export const adminIndexRoute = createRoute({
  getParentRoute: () => Route,
  path: '/',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.dashboard.admin.title()} · ${LL.shell.siteName()}` }] }
  },
  component: AdminHome,
})

function AdminHome() {
  const { LL } = useI18n()
  const { currentUser } = Route.useRouteContext()
  return (
    <section className="container page" aria-labelledby="admin-title">
      <h1 id="admin-title">{LL.dashboard.admin.title()}</h1>
      <p>{LL.dashboard.admin.welcome({ email: currentUser.email })}</p>
      <p className="notice">{LL.dashboard.admin.soon()}</p>
    </section>
  )
}

/** Unknown /admin/... addresses: the guard above runs first (anonymous visitors go to /login), then 404. */
export const adminNotFoundRoute = createRoute({
  getParentRoute: () => Route,
  path: '$',
  beforeLoad: () => {
    throw notFound()
  },
})
