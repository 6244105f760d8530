import { createRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../features/auth/session'
import { headLL, pageTitle } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export type PaymentReturnSearch = {
  payment_intent?: string
  payment_intent_client_secret?: string
  redirect_status?: string
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment-validation',
  beforeLoad: ({ context }) => redirectIfSignedIn(context),
  validateSearch: (search: Record<string, unknown>): PaymentReturnSearch => ({
    payment_intent: text(search.payment_intent),
    payment_intent_client_secret: text(search.payment_intent_client_secret),
    redirect_status: text(search.redirect_status),
  }),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: pageTitle(LL, LL.billing.validation.title()) }] }
  },
})
