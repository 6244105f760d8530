// The subscription lifecycle (ADR 102): reminders before expiry, the bank-transfer invoice, the automatic renewal of
// a saved card at term end with retries, termination with notice, and plan changes from the next term. Every job
// function selects what is due at `now` and marks it done in `subscription_notices`, so a second run does nothing.
import { and, eq, gt, lte } from 'drizzle-orm'
import { AppError } from '~/kernel/errors'
import { RENEWAL_WINDOW_DAYS, TERMINATION_NOTICE_DAYS } from '~/lib/constants'
import { type Actor, record, SYSTEM } from '~/modules/audit/public'
import { asLocale, getCompany, getUser } from '~/modules/auth/public'
import { enqueue } from '~/modules/mail/public'
import {
  autoRenewalCancelledMail,
  expiryReminderMail,
  renewalChargeFailedMail,
  renewalInvoiceMail,
} from './lifecycle-mails'
import { subscriptionRenewedMail } from './mails'
import { type Plan, planById, planFor } from './plans'
import { hotelDebtor } from './qr-bill'
import { payments, subscriptionNotices, subscriptions } from './schema'
import {
  addMonths,
  type BillingDeps,
  createBankTransfer,
  extendSubscription,
  recordCardPayment,
  type Subscription,
  subscriptionOf,
} from './service'

const DAY = 86_400_000
const REMINDER_DAYS = [30, 7, 1] as const
/** Charge attempts after term end: on the day, then days 1, 3 and 7. */
const CHARGE_RETRY_DAYS = [0, 1, 3, 7] as const

type Deps = Pick<BillingDeps, 'db' | 'clock' | 'chainKey' | 'config' | 'gateway'>

/** Whether the subscription renews by itself at its current term end (not terminated for this term). */
export function renewsAtTermEnd(sub: Pick<Subscription, 'autoRenew' | 'cancelAfter' | 'expiresAt'>): boolean {
  return sub.cancelAfter ? sub.expiresAt < sub.cancelAfter : sub.autoRenew
}

/**
 * The plan of the next term: the plan of the hotel's current stars and association membership (a change applies
 * from the next term, ADR 102); the same plan keeps the price the member pays.
 */
export function nextTermPlan(deps: Pick<Deps, 'db' | 'config'>, sub: Subscription): Plan | undefined {
  const user = getUser(deps, sub.userId)
  const company = user ? getCompany(deps, user.companyId) : undefined
  const current = company ? planFor(deps.config, company.stars, company.isPartOfAssociation) : undefined
  if (current && current.id !== sub.plan) return current
  const same = planById(deps.config, sub.plan)
  return same ? { ...same, priceRappen: sub.priceRappen } : current
}

const noticeDone = (deps: Pick<Deps, 'db'>, sub: Subscription, kind: string) =>
  !!deps.db
    .select({ kind: subscriptionNotices.kind })
    .from(subscriptionNotices)
    .where(
      and(
        eq(subscriptionNotices.userId, sub.userId),
        eq(subscriptionNotices.termEnd, sub.expiresAt),
        eq(subscriptionNotices.kind, kind),
      ),
    )
    .get()

const markNotice = (deps: Pick<Deps, 'db'>, sub: Subscription, kind: string, now: Date) =>
  deps.db
    .insert(subscriptionNotices)
    .values({ userId: sub.userId, termEnd: sub.expiresAt, kind, at: now.toISOString() })
    .onConflictDoNothing()
    .run()

/** Who hears of the subscription: the hotel's owner while approved; the jobs skip every other hotel (ADR 235). */
const recipient = (deps: Pick<Deps, 'db'>, userId: string) => {
  const user = getUser(deps, userId)
  if (user?.status !== 'approved') return undefined
  return { user, locale: asLocale(user.locale), to: user.email, name: `${user.fName} ${user.lName}`.trim() }
}

/**
 * The subscriptions whose term ends after `after` and at or before `upTo`, unexecuted (the query-plan test reads it):
 * a range of subscriptions_expires_idx, never a scan of every member.
 */
export const termsEndingStatement = (deps: Pick<Deps, 'db'>, after: Date, upTo: Date) =>
  deps.db
    .select()
    .from(subscriptions)
    .where(and(gt(subscriptions.expiresAt, after.toISOString()), lte(subscriptions.expiresAt, upTo.toISOString())))

const within = (deps: Pick<Deps, 'db'>, now: Date, days: number) =>
  termsEndingStatement(deps, now, new Date(now.getTime() + days * DAY)).all()

/**
 * Reminders 30, 7 and 1 days before expiry, once each per term, in the member's language. A member whose earlier
 * reminder was missed (server down) gets only the one now due; the missed ones are marked done.
 */
export function sendExpiryReminders(deps: Deps, now: Date, batchSize: number) {
  const due = within(deps, now, REMINDER_DAYS[0])
  let sent = 0
  for (const sub of due) {
    if (sent >= batchSize) return { counts: { reminders: sent }, more: true }
    const daysLeft = Math.ceil((Date.parse(sub.expiresAt) - now.getTime()) / DAY)
    const days = [...REMINDER_DAYS].reverse().find((d) => daysLeft <= d)
    if (!days || noticeDone(deps, sub, `reminder-${days}`)) continue
    const to = recipient(deps, sub.userId)
    // A hotel not approved (a pending one's end is provisional, ADR 227) is skipped, its notices left for later.
    if (!to) continue
    deps.db.transaction((tx) => {
      for (const d of REMINDER_DAYS) if (d >= days) markNotice({ ...deps, db: tx }, sub, `reminder-${d}`, now)
      const plan = nextTermPlan({ ...deps, db: tx }, sub)
      const mode = !renewsAtTermEnd(sub) ? 'cancelled' : sub.cardPaymentMethod ? 'card' : 'bank'
      enqueue(
        { ...deps, db: tx },
        expiryReminderMail({
          ...to,
          config: deps.config,
          days,
          expiresAt: sub.expiresAt,
          amount: plan?.priceRappen ?? sub.priceRappen,
          mode,
        }),
      )
      record(
        { ...deps, db: tx },
        {
          actor: SYSTEM,
          action: 'subscription.reminder.sent',
          target: { type: 'user', id: sub.userId },
          details: { days, expiry: sub.expiresAt },
        },
      )
    })
    sent++
  }
  return { counts: { reminders: sent }, more: false }
}

/**
 * Bank-transfer members (no saved card) whose subscription renews: 30 days before term end, an invoice with a new
 * payment reference by e-mail (once per term; a transfer the member already asked for is reused).
 */
export function sendRenewalInvoices(deps: Deps, now: Date, batchSize: number) {
  const due = within(deps, now, RENEWAL_WINDOW_DAYS)
  let invoices = 0
  for (const sub of due) {
    if (invoices >= batchSize) return { counts: { invoices }, more: true }
    if (sub.cardPaymentMethod || !renewsAtTermEnd(sub) || noticeDone(deps, sub, 'invoice')) continue
    const to = recipient(deps, sub.userId)
    if (!to) continue // not approved: no invoice yet (ADR 235)
    const plan = nextTermPlan(deps, sub)
    deps.db.transaction((tx) => {
      markNotice({ ...deps, db: tx }, sub, 'invoice', now)
      if (!plan) return
      const pending = tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, sub.userId),
            eq(payments.purpose, 'renewal'),
            eq(payments.provider, 'bank_transfer'),
            eq(payments.status, 'pending'),
          ),
        )
        .get()
      const payment =
        pending ??
        createBankTransfer({ ...deps, db: tx }, { userId: sub.userId, plan, purpose: 'renewal', actor: SYSTEM })
      enqueue(
        { ...deps, db: tx },
        renewalInvoiceMail({
          ...to,
          config: deps.config,
          expiresAt: sub.expiresAt,
          amount: payment.amountRappen,
          reference: payment.bankReference!,
          bill: {
            date: new Date(payment.createdAt),
            plan: planById(deps.config, payment.plan) ?? plan,
            debtor: hotelDebtor(getCompany({ ...deps, db: tx }, to.user.companyId)),
          },
        }),
      )
    })
    if (plan) invoices++
  }
  return { counts: { invoices }, more: false }
}

/**
 * The automatic renewal of a saved card at term end, off-session, through the gateway port (Stripe or the simulated
 * provider). A failure e-mails the member; the charge is tried again on days 1, 3 and 7. The idempotency key is per
 * member, term and attempt: a run repeated after a crash never charges twice.
 */
export async function chargeRenewals(deps: Deps, now: Date, batchSize: number) {
  const lastRetry = CHARGE_RETRY_DAYS[CHARGE_RETRY_DAYS.length - 1]!
  const due = termsEndingStatement(deps, new Date(now.getTime() - (lastRetry + 1) * DAY), now).all()
  const counts = { renewed: 0, declined: 0 }
  for (const sub of due) {
    if (counts.renewed + counts.declined >= batchSize) return { counts, more: true }
    if (!sub.cardPaymentMethod || !sub.cardCustomer || !renewsAtTermEnd(sub)) continue
    const sinceEnd = now.getTime() - Date.parse(sub.expiresAt)
    const attempt = [...CHARGE_RETRY_DAYS].reverse().find((d) => sinceEnd >= d * DAY)!
    if (noticeDone(deps, sub, `charge-${attempt}`)) continue
    const to = recipient(deps, sub.userId)
    const plan = nextTermPlan(deps, sub)
    if (!to || !plan) continue
    const intent = await deps.gateway.chargeSaved({
      amount: plan.priceRappen,
      currency: 'chf',
      customer: sub.cardCustomer,
      paymentMethod: sub.cardPaymentMethod,
      metadata: { userId: sub.userId, plan: plan.id, isRenewal: 'true', email: to.to, locale: to.locale },
      idempotencyKey: `kyg-auto-renewal-${sub.userId}-${sub.expiresAt}-${attempt}`,
    })
    const paid = intent.status === 'succeeded' && intent.id !== ''
    deps.db.transaction((tx) => {
      // Re-read: a manual renewal in between wins, and nothing is recorded twice.
      const current = subscriptionOf({ ...deps, db: tx }, sub.userId)
      if (!current || current.expiresAt !== sub.expiresAt) return
      markNotice({ ...deps, db: tx }, sub, `charge-${attempt}`, now)
      if (paid) {
        recordCardPayment(
          { ...deps, db: tx },
          {
            userId: sub.userId,
            plan,
            purpose: 'renewal',
            intentId: intent.id,
            actor: SYSTEM,
          },
        )
        // The new term follows the old one without a gap, whichever attempt paid.
        const next = extendSubscription(
          { ...deps, db: tx },
          { userId: sub.userId, plan, actor: SYSTEM, now: new Date(sub.expiresAt) },
        )
        enqueue(
          { ...deps, db: tx },
          subscriptionRenewedMail({ ...to, config: deps.config, amount: plan.priceRappen, expiresAt: next.expiresAt }),
        )
        counts.renewed++
      } else {
        const nextAttempt = CHARGE_RETRY_DAYS.find((d) => d > attempt)
        record(
          { ...deps, db: tx },
          {
            actor: SYSTEM,
            action: 'subscription.renewal.declined',
            target: { type: 'user', id: sub.userId },
            details: { attempt, intentId: intent.id || null },
          },
        )
        enqueue(
          { ...deps, db: tx },
          renewalChargeFailedMail({
            ...to,
            config: deps.config,
            amount: plan.priceRappen,
            retryAt:
              nextAttempt === undefined ? null : new Date(Date.parse(sub.expiresAt) + nextAttempt * DAY).toISOString(),
          }),
        )
        counts.declined++
      }
    })
  }
  return { counts, more: false }
}

/**
 * Termination by the member (spec section 1: notice 30 days before term end, no refund). In time, the subscription
 * ends at the current term end; later, it renews once more and ends at the following term end. Confirmed by e-mail
 * and audited.
 */
export function cancelAutoRenewal(
  deps: Pick<BillingDeps, 'db' | 'config' | 'mailQueued' | 'clock' | 'chainKey'>,
  input: { userId: string; actor: Actor; now?: Date },
) {
  const now = input.now ?? deps.clock.now()
  const result = deps.db.transaction((tx) => {
    const sub = subscriptionOf({ ...deps, db: tx }, input.userId)
    if (!sub || sub.cancelAfter || !sub.autoRenew) throw new AppError('CONFLICT', 'lifecycle.errors.nothingToCancel')
    // After term end (a card retry may still be due) the notice stops it at once.
    const left = Date.parse(sub.expiresAt) - now.getTime()
    const inTime = left <= 0 || left >= TERMINATION_NOTICE_DAYS * DAY
    const endsAt = inTime ? sub.expiresAt : addMonths(sub.expiresAt, 12)
    tx.update(subscriptions)
      .set({ autoRenew: false, cancelAfter: endsAt, updatedAt: now.toISOString() })
      .where(eq(subscriptions.userId, input.userId))
      .run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'subscription.auto_renew.cancelled',
        target: { type: 'user', id: input.userId },
        details: { inTime, termEnd: sub.expiresAt, endsAt },
      },
    )
    const to = recipient({ ...deps, db: tx }, input.userId)
    if (to) enqueue({ ...deps, db: tx }, autoRenewalCancelledMail({ ...to, config: deps.config, endsAt, inTime }))
    return { inTime, endsAt }
  })
  deps.mailQueued?.()
  return { autoRenew: false, endsAt: result.endsAt, inTime: result.inTime }
}

/**
 * The member closed the account (ADR 105): nothing renews any more and nothing is refunded. Answers the end of the
 * term that was paid. Runs inside the closing transaction (auth's `onAccountClosed` hook).
 */
export function endOnAccountClosed(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>,
  userId: string,
  now: Date,
): { termEnd: string | null } {
  const sub = subscriptionOf(deps, userId)
  if (!sub) return { termEnd: null }
  deps.db
    .update(subscriptions)
    .set({ autoRenew: false, cancelAfter: sub.cancelAfter ?? sub.expiresAt, updatedAt: now.toISOString() })
    .where(eq(subscriptions.userId, userId))
    .run()
  record(deps, {
    actor: SYSTEM,
    action: 'subscription.ended.account_closed',
    target: { type: 'user', id: userId },
    details: { termEnd: sub.expiresAt, refund: false },
  })
  return { termEnd: sub.expiresAt }
}
