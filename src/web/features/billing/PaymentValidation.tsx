import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { PAYMENT_INTENT_PREFIX, RETURN_ERROR_REDIRECT_MS } from '~/lib/constants'
import { unwrap } from '../../api/treaty'
import { ButtonLink } from '../../components/Button'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { clearDraft, loadDraft } from './draft'
import { signUpBody } from './registration-form'

type Search = { payment_intent?: string; payment_intent_client_secret?: string; redirect_status?: string }

/**
 * Screen 12 and the payment-return rules of spec section 4: the return address is checked, then the member is
 * registered from the saved draft plus the intent id; the server verifies the payment itself.
 */
export function PaymentValidation({ search }: { search: Search }) {
  const { LL } = useI18n()
  const router = useRouter()
  const navigate = useNavigate()
  const { client } = router.options.context
  const [phase, setPhase] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<'nothing' | 'recorded' | null>(null)
  const started = useRef(false)

  useEffect(() => {
    const timer = setInterval(() => setPhase((p) => Math.min(p + 1, 2)), 1200)
    return () => clearInterval(timer)
  }, [])

  useEffect(() => {
    if (started.current) return
    started.current = true
    const draft = loadDraft()
    // In every case the saved draft is removed.
    clearDraft()
    const intentId = search.payment_intent
    const backToRegister = async (message: string) => {
      toast.error(message)
      await new Promise((resolve) => setTimeout(resolve, RETURN_ERROR_REDIRECT_MS))
      await navigate({ to: '/register' })
    }
    if (!intentId) {
      // Said once, on the page that stays (issue 14, item 8), not also in a toast.
      setDone('nothing')
      return
    }
    if (search.redirect_status === 'failed') {
      setFailure('')
      return
    }
    if (!intentId.startsWith(PAYMENT_INTENT_PREFIX)) {
      void backToRegister(LL.billing.validation.badFormat())
      return
    }
    // The registration this payment was for is made already (its draft is removed then): said so, not a failure.
    if (!draft) {
      setDone('recorded')
      return
    }
    void (async () => {
      try {
        const result = await unwrap(client.api.user['sign-up'].post(signUpBody(draft, { paymentIntent: intentId })))
        // The pass lets the card payer upload the representative's ID on the page that follows (issue 24, item 7).
        if (result?.status)
          await navigate({
            to: '/check-verification-status',
            state: { source: 'stripe', documentPass: result.documentPass },
          })
        else await navigate({ to: '/dashboard' as string })
      } catch (error) {
        await backToRegister(errorText(LL, error, LL.billing.validation.unexpected()))
      }
    })()
  }, [client, navigate, search, LL])

  if (failure !== null) {
    return (
      <section className="container page payment-return" aria-labelledby="payment-failed-title">
        <div className="card payment-failed">
          <h1 id="payment-failed-title">{LL.billing.validation.failedTitle()}</h1>
          {failure && <p className="form-error">{failure}</p>}
          <p>{LL.billing.validation.failedText()}</p>
          <ButtonLink to="/register">{LL.billing.validation.goToSignup()}</ButtonLink>
        </div>
      </section>
    )
  }
  // Nothing failed here (issue 32 item 10): opened without a payment, or again after the registration was made (a paid
  // hotel's bookmark or history), the page says so and leads to the sign-in, never "Payment Failed".
  if (done !== null) {
    const v = LL.billing.validation
    return (
      <section className="container page payment-return" aria-labelledby="payment-done-title">
        <div className="card">
          <h1 id="payment-done-title">{done === 'recorded' ? v.recordedTitle() : v.nothingTitle()}</h1>
          <p>{done === 'recorded' ? v.recordedText() : v.nothingText()}</p>
          <div className="button-row">
            <ButtonLink to="/login">{v.signIn()}</ButtonLink>
            {done === 'nothing' && (
              <ButtonLink to="/register" variant="secondary">
                {v.goToSignup()}
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
    )
  }
  // Card and Stripe returns alike come back here with redirect_status: a paid one is said at once, rendered with the
  // page, while the account is finalised (issue 24, item 32); one message per state (issue 32 item 9): the payment's
  // success alone, or the steps of a check still under way.
  const paid = search.redirect_status === 'succeeded' && Boolean(search.payment_intent)
  const messages = [
    LL.billing.validation.validating(),
    LL.billing.validation.verifying(),
    LL.billing.validation.finalizing(),
  ]
  return (
    <section className="container page payment-return" aria-labelledby="payment-validation-title">
      <h1 id="payment-validation-title" className="visually-hidden">
        {LL.billing.validation.title()}
      </h1>
      <div className="card validation-spinner" role="status" aria-live="polite">
        <span className="spinner spinner-lg" aria-hidden="true" />
        {paid ? (
          <p className="payment-success" data-testid="payment-success">
            {LL.billing.card.success()}
          </p>
        ) : (
          <p>{messages[phase]}</p>
        )}
      </div>
    </section>
  )
}
