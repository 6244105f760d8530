import { lazy, Suspense, useState } from 'react'
import { RENEWAL_WINDOW_DAYS } from '~/lib/constants'
import type { PaymentData } from '../../api/account'
import { now as clockNow } from '../../clock'
import { useI18n } from '../../i18n/useI18n'
import { subscriptionExpired } from './expiry'
import { useRenewalReturn } from './useRenewalReturn'

// The popup and its payment code load when the member opens it.
const RenewalDialog = lazy(() => import('./RenewalDialog').then((m) => ({ default: m.RenewalDialog })))

/** Spec section 2, screen 9: the link shows when the expiry is 30 days or less away, or already past. */
function renewalDue(expiry: string | undefined | null, now = clockNow()): boolean {
  if (!expiry || Number.isNaN(Date.parse(expiry))) return false
  return Date.parse(expiry) - now.getTime() <= RENEWAL_WINDOW_DAYS * 86_400_000
}

/** 'Extend subscription' on the profile, the renewal popup, and the renewal confirmation after a card return. */
export function SubscriptionRenewal({
  userId,
  email,
  paymentData,
}: {
  userId: string
  email: string
  paymentData: PaymentData[]
}) {
  const { LL } = useI18n()
  const [open, setOpen] = useState(false)
  const first = paymentData[0]
  const priceRappen = Math.round((first?.price ?? 0) * 100)
  useRenewalReturn({ priceRappen })
  if (!first || !renewalDue(first.expiry_date)) return null
  return (
    <>
      <button type="button" className="extend-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {LL.billing.renewal.extend()}
      </button>
      {open && (
        <Suspense fallback={null}>
          <RenewalDialog
            open={open}
            onClose={() => setOpen(false)}
            priceRappen={priceRappen}
            userId={userId}
            email={email}
            expired={subscriptionExpired(paymentData)}
          />
        </Suspense>
      )}
    </>
  )
}
