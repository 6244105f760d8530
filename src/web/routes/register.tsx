import { createRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../features/auth/session'
import { billingInfoQueryOptions } from '../features/billing/api'
import { headLL, pageTitle } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  beforeLoad: ({ context }) => redirectIfSignedIn(context),
  loader: ({ context }) => context.queryClient.ensureQueryData(billingInfoQueryOptions(context.client)),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: pageTitle(LL, LL.billing.register.title()) }] }
  },
})
