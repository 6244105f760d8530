import { formatDate } from '~/lib/dates'
import type { PaymentData } from '../../api/account'
import { useI18n } from '../../i18n/useI18n'
import { subscriptionExpiry } from '../billing/expiry'

/** Spec screen 9: 'Active until {date}', red when the expiry has passed, green otherwise. */
export function SubscriptionBadge({ paymentData, now = new Date() }: { paymentData: PaymentData[]; now?: Date }) {
  const { LL, locale } = useI18n()
  const expiry = subscriptionExpiry(paymentData)
  if (!expiry) return <span className="badge badge-neutral">{LL.profile.noSubscription()}</span>
  const expired = Date.parse(expiry) < now.getTime()
  return (
    <span
      className={expired ? 'badge badge-danger' : 'badge badge-success'}
      data-state={expired ? 'expired' : 'active'}
    >
      <span className={expired ? 'badge-icon badge-icon-expired' : 'badge-icon badge-icon-active'} aria-hidden="true" />
      {LL.profile.activeUntil({ date: formatDate(expiry, locale) })}
      {/* Colour is not the only cue (WCAG 1.4.1). */}
      {expired && <span className="visually-hidden"> ({LL.profile.expired()})</span>}
    </span>
  )
}
