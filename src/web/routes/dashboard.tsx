import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { requireRole } from '../features/auth/session'
import { Route as rootRoute } from './__root'

/** The member dashboard shell (spec section 2): role user only, four tabs, each tab its own address. */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  beforeLoad: ({ context }) => requireRole(context, 'user'),
  // The layout (tabs, renewal and request notices) is dashboard.lazy.tsx: it ships only with the member pages.
})

/** /dashboard itself opens the first tab. */
export const dashboardIndexRoute = createRoute({
  getParentRoute: () => Route,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/search', statusCode: 302 })
  },
})

/** Unknown /dashboard/... addresses: the guard above runs first (anonymous visitors go to /login), then 404. */
export const dashboardNotFoundRoute = createRoute({
  getParentRoute: () => Route,
  path: '$',
  beforeLoad: () => {
    throw notFound()
  },
})
