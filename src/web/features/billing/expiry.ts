import type { PaymentData } from '../../api/account'
import { now as clockNow } from '../../clock'

/** The latest expiry of the member's payments (paymentData[0] per the spec, the latest if there are several). */
export function subscriptionExpiry(paymentData: PaymentData[] | undefined): string | null {
  const dates = (paymentData ?? []).map((p) => p.expiry_date).filter((d) => d && !Number.isNaN(Date.parse(d)))
  if (dates.length === 0) return null
  return dates.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a))
}

/** True when the member's subscription has an expiry date and it has passed. */
export function subscriptionExpired(paymentData: PaymentData[] | undefined, now = clockNow()): boolean {
  const expiry = subscriptionExpiry(paymentData)
  return expiry !== null && Date.parse(expiry) < now.getTime()
}

/** True when the member has a subscription whose expiry has not passed: the routes for members answer only then (402
 *  otherwise), so the dashboard asks them nothing before. */
export function subscriptionCurrent(paymentData: PaymentData[] | undefined, now = clockNow()): boolean {
  return subscriptionExpiry(paymentData) !== null && !subscriptionExpired(paymentData, now)
}
