import { createRoute, notFound } from '@tanstack/react-router'
import { requireRole } from '../features/auth/session'
import { Route as rootRoute } from './__root'

/** /admin/*: role admin only (spec section 2). The console layout: section navigation beside (or above) the screen. */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: ({ context }) => requireRole(context, 'admin'),
  // The console layout is admin.lazy.tsx: it ships only with the admin pages.
})

/** Unknown /admin/... addresses: the guard above runs first (anonymous visitors go to /login), then 404. */
export const adminNotFoundRoute = createRoute({
  getParentRoute: () => Route,
  path: '$',
  beforeLoad: () => {
    throw notFound()
  },
})
