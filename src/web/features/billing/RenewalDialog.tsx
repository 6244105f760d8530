import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { formatAmount } from '~/lib/money'
import { ApiError } from '../../api/client'
import { type Answer, type Treaty, unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Modal } from '../../components/Modal'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { billingInfoQueryOptions, type CreatedIntent } from './api'
import { BankDetails } from './BankDetails'
import { CardPayment } from './CardPayment'

type Method = 'card' | 'bank'
type Transfer = Answer<Treaty['api']['billing']['renewal']['bank-transfer']['post']>

/**
 * Screen 10: 'Renew Your Subscription'. With the card method and no client secret yet it asks for a payment intent at
 * once (spec section 4); card confirmation returns to /dashboard/profile. Bank transfer asks for a reference.
 */
export function RenewalDialog({
  open,
  onClose,
  priceRappen,
  userId,
  email,
  expired = false,
}: {
  open: boolean
  onClose: () => void
  priceRappen: number
  userId: string
  email: string | undefined
  /** The expiry has passed: the popup says "has expired", not "is about to expire" (issue 24, item 17). */
  expired?: boolean
}) {
  const { LL, locale } = useI18n()
  const router = useRouter()
  const { client } = router.options.context
  const { data: info } = useSuspenseQuery(billingInfoQueryOptions(client))
  const [method, setMethod] = useState<Method>('card')
  const [intent, setIntent] = useState<CreatedIntent | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [preparing, setPreparing] = useState(false)
  const [transfer, setTransfer] = useState<Transfer | null>(null)

  useEffect(() => {
    if (!open || method !== 'card' || intent?.clientSecret || preparing || error) return
    if (!email) {
      setError(LL.billing.errors.emailRequired())
      return
    }
    setPreparing(true)
    unwrap(
      client.api.user['create-payment-intent'].post({
        amount: priceRappen,
        currency: 'chf',
        customer_email: email,
        metadata: { userId, isRenewal: true },
      }),
    )
      .then(setIntent)
      // A refusal says why; a server failure (5xx) or no answer says the payment could not be prepared.
      .catch((e: unknown) =>
        setError(
          e instanceof ApiError && e.status < 500
            ? errorText(LL, e, LL.billing.card.initFailed())
            : LL.billing.card.initFailed(),
        ),
      )
      .finally(() => setPreparing(false))
  }, [open, method, intent, preparing, error, email, client, priceRappen, userId, LL])

  async function requestTransfer() {
    setPreparing(true)
    setError(null)
    try {
      setTransfer(await unwrap(client.api.billing.renewal['bank-transfer'].post()))
    } catch (e) {
      setError(errorText(LL, e, LL.billing.renewal.error()))
    } finally {
      setPreparing(false)
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={LL.billing.renewal.title()}
      closeLabel={LL.shell.close()}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {LL.billing.renewal.maybeLater()}
        </Button>
      }
    >
      <p>{expired ? LL.billing.renewal.expiredText() : LL.billing.renewal.text()}</p>
      <p className="renewal-line">
        <span>{LL.billing.renewal.annual()}</span>
        <strong>{LL.billing.renewal.perYear({ price: formatAmount(priceRappen, { locale }) })}</strong>
      </p>
      <fieldset className="method-picker">
        <legend>{LL.billing.method.legend()}</legend>
        <label className="choice">
          <input
            type="radio"
            name="renewal-method"
            checked={method === 'card'}
            onChange={() => {
              setMethod('card')
              setError(null)
            }}
          />{' '}
          {LL.billing.method.card()}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="renewal-method"
            checked={method === 'bank'}
            onChange={() => {
              setMethod('bank')
              setError(null)
            }}
          />{' '}
          {LL.billing.method.bank()}
        </label>
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {method === 'card' &&
        (intent ? (
          <CardPayment info={info} intent={intent} returnPath="/dashboard/profile" />
        ) : (
          !error && (
            <p aria-live="polite">
              <span className="spinner" aria-hidden="true" /> {LL.billing.renewal.preparing()}
            </p>
          )
        ))}
      {method === 'bank' &&
        (transfer ? (
          <>
            <p className="notice">{LL.billing.renewal.bankRequested()}</p>
            <BankDetails bank={info.bank} transfer={transfer} />
          </>
        ) : (
          <Button onClick={requestTransfer} busy={preparing}>
            {LL.billing.renewal.bankRequest()}
          </Button>
        ))}
    </Modal>
  )
}
