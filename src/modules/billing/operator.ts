// Billing for the operator (admin console and CLI): payment listings, refunds with a reason, and subscription
// corrections. Billing's tables are written here only through billing's own functions.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, notFound, validation } from '~/kernel/errors'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import type { PaymentGateway } from './gateway'
import { payments, refunds, subscriptions } from './schema'
import { type Payment, type Subscription, subscriptionOf } from './service'

export type Refund = typeof refunds.$inferSelect
export type PaymentKind = 'card' | 'transfer'

/** Payments newest first, by key (`before` = createdAt|id of the last row), with what was refunded on each. */
export function listPayments(
  deps: { db: DbOrTx },
  input: { kind?: PaymentKind; status?: Payment['status']; userId?: string; before?: string; limit?: number },
): { payments: (Payment & { refundedRappen: number })[]; next: string | null } {
  const limit = input.limit ?? 50
  const rows = paymentsStatement(deps, { ...input, limit }).all()
  const page = rows.slice(0, limit)
  const refunded = refundedByPayment(
    deps,
    page.map((p) => p.id),
  )
  const last = page[page.length - 1]
  return {
    payments: page.map((p) => ({ ...p, refundedRappen: refunded.get(p.id) ?? 0 })),
    next: rows.length > limit && last ? `${last.createdAt}|${last.id}` : null,
  }
}

/**
 * The query of a payments page (one row more than the page), unexecuted (the scale test reads its plan): a walk
 * down payments(created_at, id) from the cursor (ADR 130).
 */
export function paymentsStatement(
  deps: { db: DbOrTx },
  input: { kind?: PaymentKind; status?: Payment['status']; userId?: string; before?: string; limit: number },
) {
  const providers: Payment['provider'][] = input.kind === 'transfer' ? ['bank_transfer'] : ['stripe', 'simulated']
  const [beforeAt, beforeId] = input.before ? input.before.split('|') : []
  return deps.db
    .select()
    .from(payments)
    .where(
      and(
        input.kind ? inArray(payments.provider, providers) : undefined,
        input.status ? eq(payments.status, input.status) : undefined,
        input.userId ? eq(payments.userId, input.userId) : undefined,
        beforeAt && beforeId
          ? sql`(${payments.createdAt}, ${payments.id}) < (${beforeAt}, ${beforeId})`
          : beforeAt
            ? lt(payments.createdAt, beforeAt)
            : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(input.limit + 1)
}

function refundedByPayment(deps: { db: DbOrTx }, ids: string[]): Map<string, number> {
  if (ids.length === 0) return new Map()
  const rows = deps.db
    .select({ paymentId: refunds.paymentId, total: sql<number>`sum(${refunds.amountRappen})` })
    .from(refunds)
    .where(inArray(refunds.paymentId, ids))
    .groupBy(refunds.paymentId)
    .all()
  return new Map(rows.map((r) => [r.paymentId, Number(r.total)]))
}

export function refundsOf(deps: { db: DbOrTx }, paymentId: string): Refund[] {
  return deps.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(desc(refunds.createdAt)).all()
}

function getPayment(deps: { db: DbOrTx }, id: string): Payment | undefined {
  return deps.db.select().from(payments).where(eq(payments.id, id)).get()
}

/**
 * Gives money back on a paid payment, with the reason: a card payment through the provider that took it (Stripe, or
 * the TEST MODE provider), a bank transfer recorded as paid back by hand. Never more than what is left: the amount is
 * reserved (a `pending` refund, in a transaction that checks what is left) before the provider is asked, so two
 * refunds started together cannot both take it (ADR 175). The reservation is settled when the provider answers and
 * released when it refuses.
 */
export async function refundPayment(
  deps: { db: DbOrTx; clock: Clock; chainKey: string; gateway: PaymentGateway },
  input: { paymentId: string; amountRappen?: number; reason: string; actor: Actor },
): Promise<Refund> {
  const reason = input.reason.trim()
  if (!reason) throw validation('reason', 'admin.errors.reasonRequired')
  const card = (payment: Payment) => payment.provider !== 'bank_transfer'
  const { payment, row } = reserveRefund(deps, { ...input, reason, settled: (payment) => !card(payment) })
  if (!card(payment)) return row
  let providerRefundId: string
  try {
    providerRefundId = (
      await deps.gateway.refund({
        intentId: payment.providerReference ?? '',
        amount: row.amountRappen,
        idempotencyKey: `refund-${row.id}`,
      })
    ).id
  } catch (error) {
    deps.db.delete(refunds).where(eq(refunds.id, row.id)).run()
    throw error
  }
  const settled: Refund = { ...row, status: 'succeeded', providerRefundId }
  deps.db.transaction((tx) => {
    tx.update(refunds).set({ status: 'succeeded', providerRefundId }).where(eq(refunds.id, row.id)).run()
    auditRefund({ ...deps, db: tx }, payment, settled, input.actor)
  })
  return settled
}

/**
 * Checks the payment and what is left of it and inserts the refund, in one transaction that takes the write lock at
 * once: `pending` for a card payment (settled after the provider answers), `succeeded` (and audited) for a bank
 * transfer paid back by hand.
 */
function reserveRefund(
  deps: { db: DbOrTx; clock: Clock; chainKey: string; gateway: PaymentGateway },
  input: { paymentId: string; amountRappen?: number; reason: string; actor: Actor; settled(p: Payment): boolean },
): { payment: Payment; row: Refund } {
  return (deps.db as Db).transaction(
    (tx) => {
      const payment = getPayment({ db: tx }, input.paymentId)
      if (!payment) throw notFound('admin.errors.paymentNotFound')
      if (payment.status !== 'succeeded') throw new AppError('CONFLICT', 'admin.errors.paymentNotPaid')
      const settled = input.settled(payment)
      if (!settled && (payment.provider !== deps.gateway.kind || !payment.providerReference))
        throw new AppError('CONFLICT', 'admin.errors.refundProviderMismatch')
      const left = payment.amountRappen - (refundedByPayment({ db: tx }, [payment.id]).get(payment.id) ?? 0)
      const amount = input.amountRappen ?? left
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        throw validation('amount', 'admin.errors.refundAmount')
      const row: Refund = {
        id: newId(),
        paymentId: payment.id,
        amountRappen: amount,
        status: settled ? 'succeeded' : 'pending',
        reason: input.reason,
        providerRefundId: null,
        actorId: input.actor.id ?? null,
        createdAt: deps.clock.now().toISOString(),
      }
      tx.insert(refunds).values(row).run()
      if (settled) auditRefund({ ...deps, db: tx }, payment, row, input.actor)
      return { payment, row }
    },
    { behavior: 'immediate' },
  )
}

function auditRefund(deps: AuditDeps, payment: Payment, refund: Refund, actor: Actor): void {
  record(deps, {
    actor,
    action: 'payment.refunded',
    target: { type: 'payment', id: payment.id },
    details: {
      userId: payment.userId,
      amount: refund.amountRappen,
      provider: payment.provider,
      providerRefundId: refund.providerRefundId,
      reason: refund.reason,
    },
  })
}

/** Corrects a member's subscription expiry (an extension or a fix), with the reason, audited. */
export function setSubscriptionExpiry(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  input: {
    userId: string
    expiresAt: string
    reason: string
    actor: Actor
    /** An extension keeps a first year waiting for the approval; a typed date is the end, approval or not (ADR 227). */
    keepsApprovalStart?: boolean
  },
): Subscription {
  const current = subscriptionOf(deps, input.userId)
  if (!current) throw new AppError('CONFLICT', 'admin.errors.noSubscription')
  const reason = input.reason.trim()
  if (!reason) throw validation('reason', 'admin.errors.reasonRequired')
  if (Number.isNaN(Date.parse(input.expiresAt))) throw validation('expiresAt', 'admin.errors.dateInvalid')
  const expiresAt = new Date(input.expiresAt).toISOString()
  const now = deps.clock.now().toISOString()
  const awaitingApproval = current.awaitingApproval && Boolean(input.keepsApprovalStart)
  deps.db.transaction((tx) => {
    tx.update(subscriptions)
      .set({ expiresAt, awaitingApproval, updatedAt: now })
      .where(eq(subscriptions.userId, input.userId))
      .run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'subscription.corrected',
        target: { type: 'user', id: input.userId },
        details: { previousExpiry: current.expiresAt, expiry: expiresAt, reason },
      },
    )
  })
  return { ...current, expiresAt, awaitingApproval, updatedAt: now }
}

/** Subscriptions of many members at once (the members list). */
export function subscriptionsOf(deps: { db: DbOrTx }, userIds: string[]): Map<string, Subscription> {
  if (userIds.length === 0) return new Map()
  const rows = deps.db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds)).all()
  return new Map(rows.map((r) => [r.userId, r]))
}
