import { lazy, Suspense } from 'react'
import { useI18n } from '../../i18n/useI18n'
import type { BillingInfo, CreatedIntent } from './api'

// The payment code (and Stripe.js) loads only when a card form is shown, not with the page around it (ADR 110).
const StripeCardForm = lazy(() => import('./StripeCardForm').then((m) => ({ default: m.StripeCardForm })))
const TestModeCardForm = lazy(() => import('./TestModeCardForm').then((m) => ({ default: m.TestModeCardForm })))

/** The card step of whichever provider runs: Stripe's Payment Element or the TEST MODE form. */
export function CardPayment({
  info,
  intent,
  returnPath,
}: {
  info: BillingInfo
  intent: CreatedIntent
  returnPath: string
}) {
  const { LL } = useI18n()
  return (
    <Suspense fallback={<p aria-live="polite">{LL.shell.loading()}</p>}>
      {info.provider === 'stripe' && info.publishableKey ? (
        <StripeCardForm publishableKey={info.publishableKey} intent={intent} returnPath={returnPath} />
      ) : (
        <TestModeCardForm intent={intent} returnPath={returnPath} />
      )}
    </Suspense>
  )
}
