import { useRouterState } from '@tanstack/react-router'
import { formatDate } from '~/lib/dates'
import { now as clockNow } from '../../clock'
import { useI18n } from '../../i18n/useI18n'
import { useCurrentUser } from '../auth/useSession'
import { subscriptionExpiry } from './expiry'
import { SubscriptionRenewal } from './SubscriptionRenewal'

/**
 * The dashboard says why search and reports answer 402 (ADR 102): an expired member sees the date and the renewal
 * button on every tab. On the profile tab the profile's own renewal button is the one (never two popups).
 */
export function ExpiredNotice({ now = clockNow() }: { now?: Date }) {
  const { LL, locale } = useI18n()
  const user = useCurrentUser()
  const path = useRouterState({ select: (s) => s.location.pathname })
  if (user?.role !== 'user') return null
  const expiry = subscriptionExpiry(user.paymentData)
  if (!expiry || Date.parse(expiry) >= now.getTime()) return null
  return (
    <section className="expired-notice" role="status" aria-labelledby="expired-notice-title">
      <h2 id="expired-notice-title" className="expired-notice-title">
        {LL.lifecycle.expired.title()}
      </h2>
      <p>{LL.lifecycle.expired.body({ date: formatDate(expiry, locale) })}</p>
      {!path.startsWith('/dashboard/profile') && (
        <SubscriptionRenewal userId={user._id} email={user.email} paymentData={user.paymentData ?? []} />
      )}
    </section>
  )
}
