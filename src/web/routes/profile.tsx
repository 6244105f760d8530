import { createRoute } from '@tanstack/react-router'
import { requireRole } from '../features/auth/session'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

/** /profile: the same profile screen outside the dashboard; role user only (spec section 2). */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  beforeLoad: ({ context }) => requireRole(context, 'user'),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.profile.title()} · ${LL.shell.siteName()}` }] }
  },
})
