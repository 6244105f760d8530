import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { newId } from '~/db/ids'
import { preparedPerDb } from '~/db/prepared'
import { AppError, notFound } from '~/kernel/errors'
import { CURRENCY } from '~/lib/constants'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import { getUser } from '~/modules/auth/public'
import { type BillingDeps, MESSAGES, type Payment, type Subscription } from './core'
import { type Plan, planById } from './plans'
import { payments } from './schema'
import { extendSubscription, subscriptionOf } from './subscriptions'

// Payments: a verified card payment, a bank transfer from its reference to its confirmation, and the spec's
// paymentData (synchronous: callers run them inside their own transaction).

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O, 1/I: read aloud and typed by hand

export function newBankReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const chars = Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')
  return `KYG-${chars.slice(0, 4)}-${chars.slice(4)}`
}

type NewPayment = {
  userId: string
  plan: Plan
  purpose: 'registration' | 'renewal'
  actor: Actor
}

/** Records a verified card payment. The unique provider reference makes a second use of the intent fail. */
export function recordCardPayment(
  deps: Pick<BillingDeps, 'db' | 'gateway' | 'clock' | 'chainKey'>,
  input: NewPayment & { intentId: string },
) {
  const payment: Payment = {
    id: newId(),
    userId: input.userId,
    provider: deps.gateway.kind,
    providerReference: input.intentId,
    bankReference: null,
    amountRappen: input.plan.priceRappen,
    currency: CURRENCY,
    status: 'succeeded',
    purpose: input.purpose,
    plan: input.plan.id,
    createdAt: deps.clock.now().toISOString(),
    confirmedAt: deps.clock.now().toISOString(),
  }
  try {
    deps.db.insert(payments).values(payment).run()
  } catch (error) {
    if (String(error).includes('UNIQUE'))
      throw new AppError('CONFLICT', MESSAGES.intentUsed, { field: 'paymentIntent' })
    throw error
  }
  record(deps, {
    actor: input.actor,
    action: 'payment.card.succeeded',
    target: { type: 'payment', id: payment.id },
    details: { userId: input.userId, intentId: input.intentId, amount: payment.amountRappen, purpose: input.purpose },
  })
  return payment
}

/** A bank transfer awaiting its money: a pending payment with a unique reference for the transfer. */
export function createBankTransfer(deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>, input: NewPayment): Payment {
  for (let attempt = 0; ; attempt++) {
    const payment: Payment = {
      id: newId(),
      userId: input.userId,
      provider: 'bank_transfer',
      providerReference: null,
      bankReference: newBankReference(),
      amountRappen: input.plan.priceRappen,
      currency: CURRENCY,
      status: 'pending',
      purpose: input.purpose,
      plan: input.plan.id,
      createdAt: deps.clock.now().toISOString(),
      confirmedAt: null,
    }
    try {
      deps.db.insert(payments).values(payment).run()
    } catch (error) {
      if (attempt < 5 && String(error).includes('bank_reference')) continue
      throw error
    }
    record(deps, {
      actor: input.actor,
      action: 'payment.bank_transfer.created',
      target: { type: 'payment', id: payment.id },
      details: {
        userId: input.userId,
        reference: payment.bankReference,
        amount: payment.amountRappen,
        purpose: input.purpose,
      },
    })
    return payment
  }
}

/** The member's payments, newest first. */
const paymentsByUser = preparedPerDb((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.userId, sql.placeholder('userId')))
    .orderBy(desc(payments.createdAt))
    .prepare(),
)

export function paymentsOf(deps: Pick<BillingDeps, 'db'>, userId: string): Payment[] {
  return paymentsByUser(deps.db).all({ userId })
}

/**
 * The spec's paymentData (section 3): a list whose first item has price (CHF per year) and expiry_date, plus the
 * subscription for the user answers. Empty until the first payment is confirmed.
 */
export function paymentDataOf(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>,
  userId: string,
  now = deps.clock.now(),
) {
  const subscription = subscriptionOf(deps, userId)
  if (!subscription) return { paymentData: [], subscription: null }
  const latest = paymentsOf(deps, userId)[0]
  const price = subscription.priceRappen / 100
  return {
    paymentData: [
      {
        price,
        expiry_date: subscription.expiresAt,
        plan: subscription.plan,
        status: latest?.status ?? 'succeeded',
        pendingBankTransfer: latest?.status === 'pending' ? latest.bankReference : null,
      },
    ],
    subscription: {
      plan: subscription.plan,
      price,
      startsAt: subscription.startsAt,
      expiresAt: subscription.expiresAt,
      autoRenew: subscription.autoRenew,
      /** Set once the member terminated: the subscription ends then (ADR 102). */
      endsAt: subscription.cancelAfter,
      status: subscription.expiresAt < now.toISOString() ? 'expired' : 'active',
    },
  }
}

/** Hotel approval needs the registration paid: a confirmed card payment or a confirmed bank transfer. */
export function registrationPaymentConfirmed(deps: Pick<BillingDeps, 'db'>, userId: string): boolean {
  const row = deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'registration'), eq(payments.status, 'succeeded')))
    .get()
  return Boolean(row)
}

const waitingTransfer = and(eq(payments.provider, 'bank_transfer'), eq(payments.status, 'pending'))

/**
 * Bank transfers waiting for their money, oldest first: all of them, or `limit` after a position (created_at, id),
 * read from payments(provider, status, created_at, id) without sorting (ADR 130).
 */
export function pendingBankTransfers(
  deps: Pick<BillingDeps, 'db'>,
  page: { after?: readonly [string, string]; limit?: number } = {},
): Payment[] {
  return pendingTransfersStatement(deps, page).all()
}

/** The query of pendingBankTransfers, unexecuted (the scale test reads its plan). */
export function pendingTransfersStatement(
  deps: Pick<BillingDeps, 'db'>,
  page: { after?: readonly [string, string]; limit?: number } = {},
) {
  const past = page.after
    ? sql`(${payments.createdAt}, ${payments.id}) > (${page.after[0]}, ${page.after[1]})`
    : undefined
  return deps.db
    .select()
    .from(payments)
    .where(and(waitingTransfer, past))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(page.limit ?? -1)
}

export function countPendingBankTransfers(deps: Pick<BillingDeps, 'db'>): number {
  return deps.db.select({ n: count() }).from(payments).where(waitingTransfer).get()!.n
}

/**
 * The operator saw the money arrive: the transfer is confirmed and the subscription starts (registration) or is
 * extended (renewal). Runs in one transaction.
 */
export function confirmBankTransfer(
  deps: Pick<BillingDeps, 'db' | 'config' | 'clock' | 'chainKey'>,
  input: { reference: string; actor: Actor; now?: Date },
): { payment: Payment; subscription: Subscription } {
  const reference = input.reference.trim().toUpperCase()
  return deps.db.transaction((tx) => {
    const txDeps = { ...deps, db: tx }
    const payment = tx.select().from(payments).where(eq(payments.bankReference, reference)).get()
    if (payment?.status !== 'pending') throw notFound(MESSAGES.referenceUnknown)
    const plan = planById(deps.config, payment.plan) ?? fail(payment.plan)
    const confirmedAt = (input.now ?? deps.clock.now()).toISOString()
    tx.update(payments).set({ status: 'succeeded', confirmedAt }).where(eq(payments.id, payment.id)).run()
    record(txDeps, {
      actor: input.actor,
      action: 'payment.bank_transfer.confirmed',
      target: { type: 'payment', id: payment.id },
      details: { userId: payment.userId, reference, amount: payment.amountRappen, purpose: payment.purpose },
    })
    // The plan's price as it was when the transfer was asked for: the member paid that amount.
    const paidPlan = { ...plan, priceRappen: payment.amountRappen }
    // A registration confirmed before the approval starts a year that waits for it; after it, the year starts now
    // (ADR 227: the later of payment and approval).
    const subscription = extendSubscription(txDeps, {
      userId: payment.userId,
      plan: paidPlan,
      actor: input.actor,
      now: input.now,
      awaitingApproval: payment.purpose === 'registration' && getUser(txDeps, payment.userId)?.status === 'pending',
    })
    return { payment: { ...payment, status: 'succeeded' as const, confirmedAt }, subscription }
  })
}

function fail(plan: string): never {
  throw new AppError('INTERNAL', MESSAGES.unknownPlan, { plan })
}
