// A rejected applicant's money (issue 24, item 6): the registration payment goes back and the subscription ends.
// The admin console calls these around auth's rejection; the refund itself is the operator's refund (operator.ts).
import { eq } from 'drizzle-orm'
import { AppError } from '~/kernel/errors'
import { type Actor, record } from '~/modules/audit/public'
import { type Refund, refundPayment, refundsOf } from './operator'
import { paymentsOf } from './payments'
import { subscriptions } from './schema'
import { type BillingDeps, subscriptionOf } from './service'

export type RegistrationRefund = { method: 'card' | 'bank_transfer'; amountRappen: number }

const refundedIn = (rows: Refund[]) => rows.reduce((sum, r) => sum + (r.status === 'succeeded' ? r.amountRappen : 0), 0)

/** The applicant's paid registration payment and what is left of it (null: nothing was paid). */
function registrationRefundDue(deps: Pick<BillingDeps, 'db'>, userId: string) {
  const payment = paymentsOf(deps, userId).find((p) => p.purpose === 'registration' && p.status === 'succeeded')
  if (!payment) return null
  const method: RegistrationRefund['method'] = payment.provider === 'bank_transfer' ? 'bank_transfer' : 'card'
  return { payment, method, left: payment.amountRappen - refundedIn(refundsOf(deps, payment.id)) }
}

/**
 * Pays back what is left of a rejected applicant's registration payment, before the rejection is written: a card
 * payment through the payment port (the provider refunds it), a confirmed bank transfer recorded as paid back by hand
 * once the administrator says they do it (`transferRefunded`; refused without). Answers what was refunded in all.
 */
export async function refundRegistration(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey' | 'gateway'>,
  input: { userId: string; reason: string; transferRefunded?: boolean; actor: Actor },
): Promise<RegistrationRefund | null> {
  const due = registrationRefundDue(deps, input.userId)
  if (!due) return null
  if (due.left > 0) {
    if (due.method === 'bank_transfer' && !input.transferRefunded)
      throw new AppError('CONFLICT', 'admin.errors.transferRefundNeeded', { field: 'transferRefunded' })
    await refundPayment(deps, { paymentId: due.payment.id, reason: input.reason, actor: input.actor })
  }
  return { method: due.method, amountRappen: refundedIn(refundsOf(deps, due.payment.id)) }
}

/** Ends a rejected applicant's subscription now, in the rejection's transaction (no renewal, no access). */
export function endOnRejection(deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>, userId: string, actor: Actor) {
  const sub = subscriptionOf(deps, userId)
  if (!sub) return
  const now = deps.clock.now().toISOString()
  const end = [sub.expiresAt, now].sort()[0] ?? now
  deps.db
    .update(subscriptions)
    // No year waits for an approval any more (ADR 227): a later approval must not start one.
    .set({ expiresAt: end, autoRenew: false, cancelAfter: end, awaitingApproval: false, updatedAt: now })
    .where(eq(subscriptions.userId, userId))
    .run()
  record(deps, {
    actor,
    action: 'subscription.ended.rejected',
    target: { type: 'user', id: userId },
    details: { previousExpiry: sub.expiresAt, expiry: end },
  })
}
