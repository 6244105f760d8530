import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { PENDING_PAGE_REDIRECT_MS } from '~/lib/constants'
import { ButtonLink } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import { billingInfoQueryOptions } from './api'
import { BankDetails } from './BankDetails'
import { clearDraft } from './draft'

type PendingState = { source?: string; reference?: string; amount?: number }

/** Screen 11: payment pending. Reads the navigation state 'source'; bank details for 'banktransfer'. */
export function PendingVerification() {
  const { LL } = useI18n()
  const router = useRouter()
  const navigate = useNavigate()
  const { api } = router.options.context
  const { data: info } = useSuspenseQuery(billingInfoQueryOptions(api))
  // History state exists only in the browser: read it after hydration so server and client render the same first.
  const [state, setState] = useState<PendingState | null>(null)
  useEffect(() => {
    setState((router.state.location.state ?? {}) as PendingState)
    clearDraft()
    const timer = setTimeout(() => void navigate({ to: '/login' }), PENDING_PAGE_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [router, navigate])

  const bank = state?.source === 'banktransfer'
  return (
    <section className="container page pending-page" aria-labelledby="pending-title">
      <div className="card">
        <h1 id="pending-title">{LL.billing.pending.title()}</h1>
        {state && (
          <p className="notice">{bank ? LL.billing.pending.bankText() : LL.billing.pending.processingText()}</p>
        )}
        {bank && <BankDetails bank={info.bank} reference={state?.reference} amount={state?.amount} />}
        <p className="field-hint" aria-live="polite">
          {LL.billing.pending.redirecting()}
        </p>
        <ButtonLink to="/login" variant="secondary">
          {LL.billing.pending.goToLogin()}
        </ButtonLink>
      </div>
    </section>
  )
}
