import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { type FormEvent, useEffect, useState } from 'react'
import { formatAmount } from '~/lib/money'
import { Button } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import type { CreatedIntent } from './api'

// One Stripe.js per page and key; the pure entry loads the script only when card payment is really shown.
const loaded = new Map<string, Promise<Stripe | null>>()
const stripeFor = (key: string) => {
  let p = loaded.get(key)
  if (!p) {
    p = loadStripe(key)
    loaded.set(key, p)
  }
  return p
}

/** Stripe's Payment Element; confirmPayment leaves for the return address with the redirect contract. */
export function StripeCardForm({
  publishableKey,
  intent,
  returnPath,
}: {
  publishableKey: string
  intent: CreatedIntent
  returnPath: string
}) {
  const { LL, locale } = useI18n()
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const p = stripeFor(publishableKey)
    p.then((s) => (s ? setStripe(p) : setFailed(true))).catch(() => setFailed(true))
  }, [publishableKey])
  if (failed) {
    return (
      <p className="form-error" role="alert">
        {LL.billing.card.notReady()}. {LL.billing.card.unavailable()}
      </p>
    )
  }
  if (!stripe) return <p aria-live="polite">{LL.shell.loading()}</p>
  return (
    <Elements stripe={stripe} options={{ clientSecret: intent.clientSecret, locale }}>
      <StripeConfirm intent={intent} returnPath={returnPath} />
    </Elements>
  )
}

function StripeConfirm({ intent, returnPath }: { intent: CreatedIntent; returnPath: string }) {
  const { LL, locale } = useI18n()
  const stripe = useStripe()
  const elements = useElements()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function pay(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (!stripe || !elements) {
      setError(LL.billing.card.notReady())
      return
    }
    setBusy(true)
    const { error: failure } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
    })
    // Only reached when the payment did not leave for the return address.
    // Said once, on the form (issue 14, item 8), not also in a toast.
    setError(failure?.message ?? LL.billing.card.failed())
    setBusy(false)
  }
  return (
    <form className="card-form" onSubmit={pay}>
      <PaymentElement />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" busy={busy} busyLabel={LL.billing.card.paying()}>
        {LL.billing.card.pay({ price: formatAmount(intent.amount, { locale }) })}
      </Button>
    </form>
  )
}
