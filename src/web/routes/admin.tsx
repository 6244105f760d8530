import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { requireRole } from '../features/auth/session'
import { mfaStatusQuery } from '../features/mfa/api'
import { Route as rootRoute } from './__root'

/** /admin/*: role admin only (spec section 2). The console layout: section navigation beside (or above) the screen. */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: async ({ context, location }) => {
    const admitted = requireRole(context, 'admin')
    // Issue 21: an administrator without a second factor adds one first (every /api/admin route would answer 403).
    const status = await context.queryClient.ensureQueryData(mfaStatusQuery(context.client)).catch(() => null)
    if (status && !status.methods.some((m) => m !== 'recovery'))
      throw redirect({ to: '/security', search: { required: 1, redirect: location.href }, statusCode: 302 })
    return admitted
  },
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
