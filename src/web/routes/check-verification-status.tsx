import { createRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../features/auth/session'
import { billingInfoQueryOptions } from '../features/billing/api'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/check-verification-status',
  beforeLoad: ({ context }) => redirectIfSignedIn(context),
  loader: ({ context }) => context.queryClient.ensureQueryData(billingInfoQueryOptions(context.client)),
  head: ({ match }) => ({ meta: [{ title: `${headLL(match.context).billing.pending.title()} · KnowYourGuest` }] }),
})
