import type { BillingInfo, CreatedIntent } from './api'
import { StripeCardForm } from './StripeCardForm'
import { TestModeCardForm } from './TestModeCardForm'

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
  if (info.provider === 'stripe' && info.publishableKey) {
    return <StripeCardForm publishableKey={info.publishableKey} intent={intent} returnPath={returnPath} />
  }
  return <TestModeCardForm intent={intent} returnPath={returnPath} />
}
