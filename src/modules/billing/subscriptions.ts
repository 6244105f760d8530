import { eq, sql } from 'drizzle-orm'
import { preparedPerDb } from '~/db/prepared'
import { SUBSCRIPTION_MONTHS } from '~/lib/constants'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import type { BillingDeps, Subscription } from './core'
import type { Plan } from './plans'
import { subscriptions } from './schema'

// Subscriptions: created by the first payment, their first year counted from the hotel's approval (ADR 227), extended
// twelve months at a time (synchronous: callers run them inside their own transaction).

export const addMonths = (iso: string, months: number) => {
  const d = new Date(iso)
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  // 29 Feb + 12 months is 28 Feb, not 1 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d.toISOString()
}

/**
 * Starts the subscription (first payment) or extends it by 12 months from the later of now and the current expiry.
 * A first payment made while the hotel waits for approval (`awaitingApproval`) starts a provisional year: the approval
 * moves it (startFirstYearAtApproval).
 */
export function extendSubscription(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>,
  input: {
    userId: string
    plan: Plan
    actor: Actor
    now?: Date
    /** The card a paid intent saved for off-session renewal (ADR 102). */
    card?: { customer?: string | null; paymentMethod?: string | null }
    /** The hotel is not approved yet: a new subscription's first year waits for the approval (ADR 227). */
    awaitingApproval?: boolean
  },
): Subscription {
  const now = (input.now ?? deps.clock.now()).toISOString()
  const current = subscriptionOf(deps, input.userId)
  const from = current && current.expiresAt > now ? current.expiresAt : now
  const next: Subscription = {
    userId: input.userId,
    plan: input.plan.id,
    priceRappen: input.plan.priceRappen,
    startsAt: current?.startsAt ?? now,
    expiresAt: addMonths(from, SUBSCRIPTION_MONTHS),
    awaitingApproval: current ? current.awaitingApproval : Boolean(input.awaitingApproval),
    autoRenew: current?.autoRenew ?? true,
    cancelAfter: current?.cancelAfter ?? null,
    cardCustomer: input.card?.paymentMethod ? (input.card.customer ?? null) : (current?.cardCustomer ?? null),
    cardPaymentMethod: input.card?.paymentMethod ?? current?.cardPaymentMethod ?? null,
    updatedAt: now,
  }
  deps.db
    .insert(subscriptions)
    .values(next)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        plan: next.plan,
        priceRappen: next.priceRappen,
        expiresAt: next.expiresAt,
        cardCustomer: next.cardCustomer,
        cardPaymentMethod: next.cardPaymentMethod,
        updatedAt: now,
      },
    })
    .run()
  record(deps, {
    actor: input.actor,
    action: current ? 'subscription.extended' : 'subscription.started',
    target: { type: 'user', id: input.userId },
    details: { plan: next.plan, previousExpiry: current?.expiresAt ?? null, expiry: next.expiresAt },
  })
  return next
}

const DAY_MS = 86_400_000

/**
 * The hotel is approved (ADR 227): a subscription whose first year waited for the approval now starts at the later of
 * its payment and the approval, and runs a year from then, plus whatever was added to it since (a renewal or an
 * operator's extension while waiting). Never earlier than the end it had. Runs in the approval's transaction.
 */
export function startFirstYearAtApproval(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>,
  input: { userId: string; actor: Actor },
): Subscription | undefined {
  const current = subscriptionOf(deps, input.userId)
  if (!current?.awaitingApproval) return current
  const approvedAt = deps.clock.now().toISOString()
  const startsAt = [current.startsAt, approvedAt].sort()[1]!
  const added = Math.max(
    0,
    Date.parse(current.expiresAt) - Date.parse(addMonths(current.startsAt, SUBSCRIPTION_MONTHS)),
  )
  const moved = new Date(Date.parse(addMonths(startsAt, SUBSCRIPTION_MONTHS)) + added).toISOString()
  const expiresAt = [current.expiresAt, moved].sort()[1]!
  deps.db
    .update(subscriptions)
    .set({ startsAt, expiresAt, awaitingApproval: false, updatedAt: approvedAt })
    .where(eq(subscriptions.userId, input.userId))
    .run()
  record(deps, {
    actor: input.actor,
    action: 'subscription.started.approved',
    target: { type: 'user', id: input.userId },
    details: {
      previousStart: current.startsAt,
      start: startsAt,
      previousExpiry: current.expiresAt,
      expiry: expiresAt,
      daysAdded: Math.round((Date.parse(expiresAt) - Date.parse(current.expiresAt)) / DAY_MS),
    },
  })
  return { ...current, startsAt, expiresAt, awaitingApproval: false, updatedAt: approvedAt }
}

// Read on every signed-in page (the current user's answer): prepared once per database handle.
const subscriptionByUser = preparedPerDb((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare(),
)

export function subscriptionOf(deps: Pick<BillingDeps, 'db'>, userId: string): Subscription | undefined {
  return subscriptionByUser(deps.db).get({ userId })
}
