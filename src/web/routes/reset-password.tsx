import { createRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../features/auth/session'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  beforeLoad: ({ context }) => redirectIfSignedIn(context),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.account.reset.title()} · ${LL.shell.siteName()}` }] }
  },
})
