import { and, eq, gte } from 'drizzle-orm'
import { AppError } from '~/kernel/errors'
import { RENEWAL_WINDOW_DAYS } from '~/lib/constants'
import { type Actor, hasEntry, record, SYSTEM } from '~/modules/audit/public'
import { asLocale, findUserByEmail, getCompany, getUser } from '~/modules/auth/public'
import { enqueue } from '~/modules/mail/public'
import { nextTermPlan } from './lifecycle'
import { paymentFailedMail, renewalBankTransferMail, subscriptionRenewedMail } from './mails'
import { type Plan, planById, planFor } from './plans'
import { hotelDebtor, transferView } from './qr-bill'
import { payments } from './schema'
import {
  type BillingDeps,
  createBankTransfer,
  extendSubscription,
  MESSAGES,
  paymentDataOf,
  recordCardPayment,
  type Subscription,
  subscriptionOf,
  verifyPaidIntent,
} from './service'

/**
 * The plan a member renews (by hand from the profile, or automatically): the plan of the next term, so a star
 * rating or association change applies from the next term (ADR 104); an unchanged plan keeps the price the member
 * pays. Without a subscription, the plan of the hotel's stars and association membership.
 */
export function renewalPlanOf(deps: Pick<BillingDeps, 'db' | 'config'>, userId: string): Plan {
  const subscription = subscriptionOf(deps, userId)
  const next = subscription ? nextTermPlan(deps, subscription) : undefined
  if (next) return next
  const user = getUser(deps, userId)
  const company = user ? getCompany(deps, user.companyId) : undefined
  const plan = company ? planFor(deps.config, company.stars, company.isPartOfAssociation) : undefined
  if (!plan) throw new AppError('CONFLICT', MESSAGES.noSubscription)
  return plan
}

/**
 * The spec's paymentData for the user answers, whose first item's `price` is what a renewal charges (spec section
 * 9: the popup reads it and sends it back as the amount), so the popup and the charge agree after a plan change.
 */
export function memberPaymentData(deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey' | 'config'>, userId: string) {
  const data = paymentDataOf(deps, userId)
  const first = data.paymentData[0]
  if (!first || !data.subscription) return data
  const plan = renewalPlanOf(deps, userId)
  return {
    paymentData: [{ ...first, price: plan.priceRappen / 100, renewalPlan: plan.id }],
    subscription: { ...data.subscription, renewalPlan: plan.id, renewalPrice: plan.priceRappen / 100 },
  }
}

/** Spec section 4: renewable within 30 days before expiry (or after it). */
function renewalOpen(subscription: Subscription | undefined, now: Date): boolean {
  if (!subscription) return true
  return Date.parse(subscription.expiresAt) - now.getTime() <= RENEWAL_WINDOW_DAYS * 86_400_000
}

export function assertRenewalOpen(deps: Pick<BillingDeps, 'db' | 'clock'>, userId: string) {
  if (!renewalOpen(subscriptionOf(deps, userId), deps.clock.now()))
    throw new AppError('CONFLICT', MESSAGES.renewalTooEarly)
}

/**
 * PUT update-user-subscription: never trusts the redirect status. The intent is fetched and must be paid, for the
 * renewal price in CHF, by this member, and unused; then the expiry moves 12 months on from the later of now and
 * the current expiry.
 */
export async function renewByCard(
  deps: BillingDeps,
  input: { userId: string; intentId: string | undefined; actor: Actor; message: string },
) {
  if (!input.intentId) throw new AppError('VALIDATION', MESSAGES.paymentMissing, { field: 'paymentId' })
  const plan = renewalPlanOf(deps, input.userId)
  const intent = await verifyPaidIntent(deps, {
    intentId: input.intentId,
    plan,
    purpose: 'renewal',
    userId: input.userId,
    actor: input.actor,
  })
  const subscription = deps.db.transaction((tx) => {
    const txDeps = { ...deps, db: tx }
    recordCardPayment(txDeps, {
      userId: input.userId,
      plan,
      purpose: 'renewal',
      intentId: intent.id,
      actor: input.actor,
    })
    const next = extendSubscription(txDeps, { userId: input.userId, plan, actor: input.actor, card: intent })
    const user = getUser(txDeps, input.userId)
    if (user) {
      enqueue(
        txDeps,
        subscriptionRenewedMail({
          locale: asLocale(user.locale),
          to: user.email,
          name: `${user.fName} ${user.lName}`.trim(),
          config: deps.config,
          amount: plan.priceRappen,
          expiresAt: next.expiresAt,
        }),
      )
    }
    return next
  })
  deps.mailQueued?.()
  return { message: input.message, subscription: { plan: subscription.plan, expiresAt: subscription.expiresAt } }
}

/** Renewal by bank transfer: a pending payment with a reference (the same one again while it is pending). */
export function requestRenewalTransfer(deps: BillingDeps, input: { userId: string; actor: Actor }) {
  assertRenewalOpen(deps, input.userId)
  const existing = deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, input.userId),
        eq(payments.purpose, 'renewal'),
        eq(payments.provider, 'bank_transfer'),
        eq(payments.status, 'pending'),
      ),
    )
    .get()
  const user = getUser(deps, input.userId)
  const locale = asLocale(user?.locale)
  if (existing) {
    // The bill as it was made: its date and plan, so the page shows the description its PDF carries.
    const plan = planById(deps.config, existing.plan) ?? renewalPlanOf(deps, input.userId)
    const bill = { reference: existing.bankReference!, amountRappen: existing.amountRappen }
    const debtor = user && hotelDebtor(getCompany(deps, user.companyId))
    return transferView({ ...bill, locale, date: new Date(existing.createdAt), plan, debtor })
  }
  const plan = renewalPlanOf(deps, input.userId)
  const payment = deps.db.transaction((tx) => {
    const txDeps = { ...deps, db: tx }
    const created = createBankTransfer(txDeps, { userId: input.userId, plan, purpose: 'renewal', actor: input.actor })
    const user = getUser(txDeps, input.userId)
    if (user) {
      enqueue(
        txDeps,
        renewalBankTransferMail({
          locale: asLocale(user.locale),
          to: user.email,
          name: `${user.fName} ${user.lName}`.trim(),
          config: deps.config,
          bankConfig: deps.config,
          amount: created.amountRappen,
          reference: created.bankReference!,
          date: new Date(created.createdAt),
          plan,
          debtor: hotelDebtor(getCompany(txDeps, user.companyId)),
        }),
      )
    }
    return created
  })
  deps.mailQueued?.()
  const bill = { reference: payment.bankReference!, amountRappen: payment.amountRappen }
  const debtor = user && hotelDebtor(getCompany(deps, user.companyId))
  return transferView({ ...bill, locale, date: new Date(payment.createdAt), plan, debtor })
}

/**
 * A declined or failed card payment: the payer hears about it by e-mail (address and language from the intent), once
 * per intent however often it is declined, so the form cannot be used to send mail (finding 5). The e-mail waits
 * PAYMENT_FAILED_MAIL_DELAY_MINUTES: a payer still on the payment page who succeeds meanwhile gets none (security
 * review 3, finding 4; `paymentFailedStillWanted` withdraws it).
 */
export function notifyPaymentFailed(
  deps: BillingDeps,
  intent: { id: string; amount: number; metadata: Record<string, string> },
) {
  const to = intent.metadata.email
  if (!to) return
  const now = deps.clock.now()
  const notBefore = new Date(now.getTime() + deps.config.PAYMENT_FAILED_MAIL_DELAY_MINUTES * 60_000)
  deps.db.transaction((tx) => {
    const target = { type: 'payment_intent', id: intent.id }
    if (hasEntry({ ...deps, db: tx }, { action: 'payment.failed.notified', target })) return
    enqueue(
      { ...deps, db: tx },
      paymentFailedMail({
        locale: asLocale(intent.metadata.locale),
        to,
        config: deps.config,
        amount: intent.amount,
        renewal: intent.metadata.isRenewal === 'true',
      }),
      { notBefore, ref: intent.id },
    )
    record({ ...deps, db: tx }, { actor: SYSTEM, action: 'payment.failed.notified', target })
  })
}

/**
 * The mail worker's check before a payment-failed e-mail goes out: withdrawn when the intent has succeeded since
 * (the payer tried again on the payment page), or when the payer's account has a card payment confirmed since the
 * e-mail was queued (a retry with a new intent).
 */
export const paymentFailedStillWanted =
  (deps: Pick<BillingDeps, 'db' | 'gateway'>) =>
  async (row: { ref: string | null; to: string; createdAt: string }): Promise<boolean> => {
    if (!row.ref) return true
    const intent = await deps.gateway.retrieveIntent(row.ref)
    if (intent?.status === 'succeeded') return false
    const userId = intent?.metadata.userId ?? findUserByEmail(deps, row.to)?.id
    if (!userId) return true
    const later = deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.userId, userId), eq(payments.status, 'succeeded'), gte(payments.confirmedAt, row.createdAt)),
      )
      .get()
    return !later
  }
