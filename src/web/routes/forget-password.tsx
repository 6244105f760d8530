import { createRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../features/auth/session'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forget-password',
  beforeLoad: ({ context }) => redirectIfSignedIn(context),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.account.forgot.title()} · ${LL.shell.siteName()}` }] }
  },
})
