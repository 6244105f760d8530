// Stripe webhooks (finding 8): the intent is fetched first; the event id, the change and the audit entry are then
// written in one transaction, so a failure anywhere leaves nothing behind and Stripe's retry is handled in full.
import { eq } from 'drizzle-orm'
import { type AuditAction, record } from '~/modules/audit/public'
import type { PaymentIntent } from './gateway'
import { notifyPaymentFailed } from './renewal'
import { payments, webhookEvents } from './schema'
import type { BillingDeps } from './service'

// The allow-listed types and the audit action each writes.
const HANDLED_EVENTS = new Map<string, AuditAction>([
  ['payment_intent.succeeded', 'payment.webhook.succeeded'],
  ['payment_intent.payment_failed', 'payment.webhook.payment_failed'],
])

/**
 * A verified Stripe event: acted on once (de-duplicated by event id), only for the allow-listed types, and using the
 * intent re-fetched from Stripe rather than the event's payload. A failed fetch throws before anything is stored.
 */
export async function handleWebhookEvent(
  deps: BillingDeps,
  event: { id: string; type: string; intentId: string | null },
): Promise<{ duplicate: boolean; acted: boolean }> {
  const seen = () =>
    deps.db.select({ id: webhookEvents.eventId }).from(webhookEvents).where(eq(webhookEvents.eventId, event.id)).get()
  if (seen()) return { duplicate: true, acted: false }
  const action = HANDLED_EVENTS.get(event.type)
  const handled = Boolean(action) && Boolean(event.intentId)
  const intent: PaymentIntent | null = handled ? await deps.gateway.retrieveIntent(event.intentId!) : null
  const result = deps.db.transaction((tx) => {
    const inserted = tx
      .insert(webhookEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: deps.clock.now().toISOString() })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.eventId })
      .all()
    // The same event handled meanwhile by a concurrent delivery.
    if (inserted.length === 0) return { duplicate: true, acted: false }
    if (!action || !event.intentId) return { duplicate: false, acted: false }
    const payment = tx.select().from(payments).where(eq(payments.providerReference, event.intentId)).get()
    record(
      { ...deps, db: tx },
      {
        actor: { type: 'system' },
        action,
        target: { type: 'payment_intent', id: event.intentId },
        details: { eventId: event.id, status: intent?.status ?? null, known: Boolean(payment) },
      },
    )
    if (payment && intent && payment.status !== 'succeeded' && intent.status === 'succeeded') {
      tx.update(payments)
        .set({ status: 'succeeded', confirmedAt: deps.clock.now().toISOString() })
        .where(eq(payments.id, payment.id))
        .run()
    }
    if (event.type === 'payment_intent.payment_failed' && intent) notifyPaymentFailed({ ...deps, db: tx }, intent)
    return { duplicate: false, acted: true }
  })
  if (result.acted) deps.mailQueued?.()
  return result
}
