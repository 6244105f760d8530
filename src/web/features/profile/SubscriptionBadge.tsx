import { formatDate } from '~/lib/dates'
import type { PaymentData } from '../../api/account'
import { now as clockNow } from '../../clock'
import { useI18n } from '../../i18n/useI18n'
import { subscriptionExpiry } from '../billing/expiry'

/** Spec screen 9: 'Active until {date}' in green; once the expiry has passed, 'Expired on {date}' in red (issue 24,
 *  item 17: an expired subscription never reads 'Active'). */
export function SubscriptionBadge({ paymentData, now = clockNow() }: { paymentData: PaymentData[]; now?: Date }) {
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
      {/* The words say it, not only the colour (WCAG 1.4.1). */}
      {expired
        ? LL.profile.expiredOn({ date: formatDate(expiry, locale) })
        : LL.profile.activeUntil({ date: formatDate(expiry, locale) })}
    </span>
  )
}
