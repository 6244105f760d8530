import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { PENDING_PAGE_REDIRECT_MS } from '~/lib/constants'
import type { QrDebtor } from '~/lib/qr-bill'
import { ButtonLink } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import { billingInfoQueryOptions } from './api'
import { BankDetails } from './BankDetails'
import { clearDraft } from './draft'

// Loaded only when a pending hotel has a pass to use (keeps the pending page's first script small, ADR 110).
const RepresentativeIdUpload = lazy(() =>
  import('../verification/RepresentativeIdUpload').then((m) => ({ default: m.RepresentativeIdUpload })),
)

type PendingState = {
  source?: string
  reference?: string
  amount?: number
  description?: string
  debtor?: QrDebtor | null
  documentPass?: string
}

/**
 * Screen 11: payment pending. Reads the navigation state 'source'. A bank transfer stays, with copy buttons and the
 * QR-bill, because people copy the details from it (issue 14, item 1). Every applicant is asked for the
 * representative's ID here, card or transfer (issue 24, item 7; ADR 219): with a document pass the page stays; a card
 * payment without one goes on to /login after 5 seconds (spec). Opened without a registration behind it, the page
 * says so and offers the way in (item 2).
 */
export function PendingVerification() {
  const { LL } = useI18n()
  const router = useRouter()
  const navigate = useNavigate()
  const { client } = router.options.context
  const { data: info } = useSuspenseQuery(billingInfoQueryOptions(client))
  // History state exists only in the browser: read it after hydration so server and client render the same first.
  const [state, setState] = useState<PendingState | null>(null)
  useEffect(() => {
    const read = (router.state.location.state ?? {}) as PendingState
    setState(read)
    if (!read.source) return
    clearDraft()
    if (read.source === 'banktransfer' || read.documentPass) return
    const timer = setTimeout(() => void navigate({ to: '/login' }), PENDING_PAGE_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [router, navigate])

  const t = LL.journey
  if (state && !state.source) {
    return (
      <section className="container page pending-page" aria-labelledby="pending-title">
        <div className="card">
          <h1 id="pending-title">{t.noRegistration.title()}</h1>
          <p>{t.noRegistration.text()}</p>
          <div className="button-row">
            <ButtonLink to="/register">{t.noRegistration.register()}</ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              {t.noRegistration.signIn()}
            </ButtonLink>
          </div>
        </div>
      </section>
    )
  }
  const bank = state?.source === 'banktransfer'
  return (
    <section className="container page pending-page" aria-labelledby="pending-title">
      <div className="card">
        <h1 id="pending-title">{LL.billing.pending.title()}</h1>
        {state && (
          <>
            {/* One message about the payment (issue 32 item 9): a card payment is said done in the steps below only. */}
            <p className="notice">{bank ? LL.billing.pending.bankText() : LL.billing.pending.checkingText()}</p>
            <h2>{t.next.title()}</h2>
            <ol className="next-steps">
              <li className={bank ? undefined : 'is-done'}>{bank ? t.next.awaitBank() : t.next.paidCard()}</li>
              <li>{t.next.check()}</li>
              <li>{t.next.access()}</li>
            </ol>
            <p data-testid="year-starts">{LL.billing.pending.yearStarts()}</p>
          </>
        )}
        {bank && <BankDetails bank={info.bank} transfer={state} />}
        {state && !bank && !state.documentPass && (
          <p className="field-hint" aria-live="polite">
            {LL.billing.pending.redirecting()}
          </p>
        )}
        <ButtonLink to="/login" variant={bank ? 'primary' : 'secondary'}>
          {bank ? t.bank.goToSignIn() : LL.billing.pending.goToLogin()}
        </ButtonLink>
      </div>
      {state?.documentPass && (
        <div className="card">
          <Suspense fallback={null}>
            <RepresentativeIdUpload pass={state.documentPass} />
          </Suspense>
        </div>
      )}
    </section>
  )
}
