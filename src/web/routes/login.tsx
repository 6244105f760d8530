import { createRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../features/auth/session'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  beforeLoad: ({ context }) => redirectIfSignedIn(context),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.account.login.title()} · ${LL.shell.siteName()}` }] }
  },
})
