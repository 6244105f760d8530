import { createRoute } from '@tanstack/react-router'
import { safeRedirect } from '../features/auth/redirect'
import { redirectIfSignedIn } from '../features/auth/session'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // Where to return after signing in again (only a path on this site; see features/auth/redirect.ts).
  // `reason=ended`: the server ended the session of an open tab (issue 32 item 13); the page says why.
  validateSearch: (search: Record<string, unknown>): { redirect?: string; reason?: 'ended' } => {
    const redirect = safeRedirect(search.redirect)
    return { ...(redirect ? { redirect } : {}), ...(search.reason === 'ended' ? { reason: 'ended' as const } : {}) }
  },
  beforeLoad: ({ context }) => redirectIfSignedIn(context),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.account.login.title()} · ${LL.shell.siteName()}` }] }
  },
})
