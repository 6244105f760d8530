import { createLazyRoute, Link, Outlet } from '@tanstack/react-router'
import { useI18n } from '../i18n/useI18n'

export const Route = createLazyRoute('/admin')({ component: AdminLayout })

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
    { to: '/admin/notices', label: LL.noticeLetter.admin.nav() },
    { to: '/admin/incidents', label: t.incidents() },
    { to: '/admin/jobs', label: t.jobs() },
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
