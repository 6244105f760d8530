import { createRoute, Link, notFound, Outlet } from '@tanstack/react-router'
import { requireRole } from '../features/auth/session'
import { useI18n } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

/** /admin/*: role admin only (spec section 2). The console layout: section navigation beside (or above) the screen. */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: ({ context }) => requireRole(context, 'admin'),
  component: AdminLayout,
})

/** Unknown /admin/... addresses: the guard above runs first (anonymous visitors go to /login), then 404. */
export const adminNotFoundRoute = createRoute({
  getParentRoute: () => Route,
  path: '$',
  beforeLoad: () => {
    throw notFound()
  },
})

function AdminLayout() {
  const { LL } = useI18n()
  const t = LL.admin.nav
  // /admin/reports is the moderation queue's screen (its route is registered by the reports work).
  const sections = [
    { to: '/admin', label: t.overview(), exact: true },
    { to: '/admin/hotels', label: t.hotels() },
    { to: '/admin/reports', label: t.reports() },
    { to: '/admin/payments', label: t.payments() },
    { to: '/admin/audit', label: t.audit() },
    { to: '/admin/requests', label: t.requests() },
    { to: '/admin/incidents', label: t.incidents() },
  ]
  return (
    <div className="container page admin">
      <nav className="admin-nav" aria-label={t.label()}>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="admin-nav-link"
                activeOptions={{ exact: Boolean(section.exact) }}
                activeProps={{ className: 'admin-nav-link is-active', 'aria-current': 'page' }}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  )
}
