import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { formatAmount } from '~/lib/money'
import { unwrap } from '../../api/treaty'
import { now } from '../../clock'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { useI18n } from '../../i18n/useI18n'
import { type CreatedIntent, returnAddress, TEST_CARD_DECLINE, TEST_CARD_SUCCESS } from './api'

const digits = (s: string) => s.replace(/\D/g, '')
/** The card number grouped by four as it is typed (4242424242 -> "4242 4242 42"), at most 19 digits. */
const groupCardNumber = (s: string) =>
  digits(s)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
/** MM/YY, MM / YY, MM-YY or MMYY ("1229") as month and two-digit year; null for anything else. */
function parseExpiry(s: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*[/-]?\s*(\d{2})$/.exec(s.trim())
  return m ? { month: Number(m[1]), year: 2000 + Number(m[2]) } : null
}

/**
 * The simulated provider's card form, plainly marked TEST MODE. The card number is checked here against the two test
 * numbers and never sent: the server only learns "succeeded" or "declined". Success leaves through the same redirect
 * contract as Stripe (payment_intent, payment_intent_client_secret, redirect_status).
 */
export function TestModeCardForm({ intent, returnPath }: { intent: CreatedIntent; returnPath: string }) {
  const { LL, locale } = useI18n()
  const router = useRouter()
  const { client } = router.options.context
  const [number, setNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [error, setError] = useState<{ field: 'number' | 'expiry' | 'cvc' | 'form'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const titleId = useId()

  async function pay(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const n = digits(number)
    let outcome: 'succeeded' | 'declined'
    if (n === digits(TEST_CARD_SUCCESS)) outcome = 'succeeded'
    else if (n === digits(TEST_CARD_DECLINE)) outcome = 'declined'
    else return setError({ field: 'number', text: LL.billing.card.testCardsOnly() })
    const m = parseExpiry(expiry)
    const endOfMonth = m ? new Date(Date.UTC(m.year, m.month, 1)) : null
    if (!m || m.month < 1 || m.month > 12 || !endOfMonth || endOfMonth <= now()) {
      return setError({ field: 'expiry', text: LL.billing.card.expiryInvalid() })
    }
    if (!/^\d{3}$/.test(cvc.trim())) return setError({ field: 'cvc', text: LL.billing.card.cvcInvalid() })
    setBusy(true)
    try {
      await unwrap(
        client.api.billing.simulated.confirm.post({
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          outcome,
        }),
      )
      // "Payment successful" is said by the page the return address opens (issue 24, item 32), not by a toast that
      // the navigation would cut off.
      window.location.assign(returnAddress(returnPath, intent.paymentIntentId, intent.clientSecret, 'succeeded'))
    } catch (_e) {
      // Said once, on the form (issue 14, item 8), not also in a toast.
      setError({ field: 'form', text: LL.billing.card.failed() })
      setBusy(false)
    }
  }

  return (
    <form className="card-form test-mode" onSubmit={pay} aria-labelledby={titleId} noValidate>
      <div className="test-mode-banner" role="note">
        <strong>{LL.billing.card.testMode()}</strong> {LL.billing.card.testModeText()}{' '}
        {LL.billing.card.testCards({ success: TEST_CARD_SUCCESS, decline: TEST_CARD_DECLINE })}
      </div>
      <h3 id={titleId}>{LL.billing.card.title()}</h3>
      <Field
        label={LL.billing.card.number()}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="off"
        value={number}
        onChange={(e) => setNumber(groupCardNumber(e.target.value))}
        error={error?.field === 'number' ? error.text : undefined}
        required
      />
      <div className="field-row">
        <Field
          label={LL.billing.card.expiry()}
          name="cardexpiry"
          inputMode="numeric"
          autoComplete="off"
          placeholder={LL.billing.card.expiryPlaceholder()}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          error={error?.field === 'expiry' ? error.text : undefined}
          required
        />
        <Field
          label={LL.billing.card.cvc()}
          name="cardcvc"
          inputMode="numeric"
          autoComplete="off"
          value={cvc}
          onChange={(e) => setCvc(e.target.value)}
          error={error?.field === 'cvc' ? error.text : undefined}
          required
        />
      </div>
      {error?.field === 'form' && (
        <p className="form-error" role="alert">
          {error.text}
        </p>
      )}
      <Button type="submit" size="lg" busy={busy} busyLabel={LL.billing.card.paying()}>
        {LL.billing.card.pay({ price: formatAmount(intent.amount, { locale }) })}
      </Button>
    </form>
  )
}
