import { eq } from 'drizzle-orm'
import { newId } from '~/db/ids'
import { AppError, validation } from '~/kernel/errors'
import { CURRENCY, PAYMENT_INTENT_PREFIX } from '~/lib/constants'
import type { TranslationKey } from '~/lib/translate-key'
import type { Actor } from '~/modules/audit/public'
import { hasEntry, record } from '~/modules/audit/public'
import { type BillingDeps, MESSAGES } from './core'
import type { PaymentIntent } from './gateway'
import type { Plan } from './plans'
import { payments } from './schema'

// Card payment intents: created for a plan's price, verified at the provider before anything is granted, and the
// TEST MODE form's outcome.

type IntentRequest = {
  amount: number
  currency: string
  email?: string | null
  plan: Plan
  purpose: 'registration' | 'renewal'
  userId?: string | null
  /** The member's language, for the payment-failed e-mail a webhook may send. */
  locale?: string
  actor: Actor
}

/** Creates a card payment for a plan. The amount is the plan's price; a client asking another amount is refused. */
export async function createPaymentIntent(deps: BillingDeps, input: IntentRequest): Promise<PaymentIntent> {
  const email = input.email?.trim().toLowerCase()
  if (!email) throw validation('customer_email', MESSAGES.emailRequired)
  if (input.currency.toLowerCase() !== CURRENCY) throw validation('currency', MESSAGES.amountMismatch)
  if (input.amount !== input.plan.priceRappen) {
    record(deps, {
      actor: input.actor,
      action: 'payment.intent.refused',
      target: input.userId ? { type: 'user', id: input.userId } : null,
      details: { reason: 'amount', asked: input.amount, price: input.plan.priceRappen, plan: input.plan.id, email },
    })
    throw validation('amount', MESSAGES.amountMismatch)
  }
  const metadata: Record<string, string> = {
    email,
    plan: input.plan.id,
    isRenewal: String(input.purpose === 'renewal'),
    ...(input.userId ? { userId: input.userId } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
  }
  const intent = await deps.gateway.createIntent({
    amount: input.plan.priceRappen,
    currency: CURRENCY,
    email,
    metadata,
    idempotencyKey: `kyg-${input.purpose}-${newId()}`,
    saveCard: true,
  })
  record(deps, {
    actor: input.actor,
    action: 'payment.intent.created',
    target: { type: 'payment_intent', id: intent.id },
    details: { provider: deps.gateway.kind, amount: intent.amount, plan: input.plan.id, purpose: input.purpose, email },
  })
  return intent
}

/** Audited when a paid intent's sign-up met an existing account and was refunded: the intent cannot pay again. */
export const TAKEN_INTENT_ACTION = 'payment.intent.refunded_address_taken'

type IntentCheck = {
  intentId: string
  plan: Plan
  purpose: 'registration' | 'renewal'
  /** The e-mail (registration) or user id (renewal) the payment must belong to. */
  email?: string
  userId?: string
  actor: Actor
}

/**
 * Never trusts the redirect: fetches the intent from the provider and checks that it succeeded, is for the plan's
 * amount in CHF, belongs to this member, and has not paid for anything before. Throws a clear message otherwise.
 */
export async function verifyPaidIntent(deps: BillingDeps, check: IntentCheck): Promise<PaymentIntent> {
  const refuse = (reason: string, message: TranslationKey, field = 'paymentIntent'): never => {
    record(deps, {
      actor: check.actor,
      action: 'payment.verification.refused',
      target: { type: 'payment_intent', id: check.intentId },
      details: { reason, purpose: check.purpose, plan: check.plan.id },
    })
    throw new AppError(reason === 'used' ? 'CONFLICT' : 'PAYMENT_REQUIRED', message, { field })
  }
  if (!check.intentId.startsWith(PAYMENT_INTENT_PREFIX)) throw validation('paymentIntent', MESSAGES.intentFormat)
  const used = deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerReference, check.intentId))
    .get()
  if (used || hasEntry(deps, { action: TAKEN_INTENT_ACTION, target: { type: 'payment_intent', id: check.intentId } }))
    refuse('used', MESSAGES.intentUsed)
  const intent = await deps.gateway.retrieveIntent(check.intentId)
  if (!intent) return refuse('not_found', MESSAGES.intentNotFound)
  if (intent.status !== 'succeeded') refuse('not_paid', MESSAGES.intentNotPaid)
  if (intent.currency.toLowerCase() !== CURRENCY || intent.amount !== check.plan.priceRappen) {
    refuse('amount', MESSAGES.intentWrongAmount)
  }
  const isRenewal = intent.metadata.isRenewal === 'true'
  if (isRenewal !== (check.purpose === 'renewal')) refuse('purpose', MESSAGES.intentWrongOwner)
  if (check.email !== undefined && intent.metadata.email?.toLowerCase() !== check.email.toLowerCase()) {
    refuse('owner', MESSAGES.intentWrongOwner)
  }
  if (check.userId !== undefined && intent.metadata.userId !== check.userId) refuse('owner', MESSAGES.intentWrongOwner)
  return intent
}

/** The TEST MODE card form's outcome, audited like a provider's confirmation (no card data: the form never sends it). */
export function recordSimulatedOutcome(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>,
  input: { intent: PaymentIntent; outcome: 'succeeded' | 'declined'; ip: string | null },
) {
  record(deps, {
    actor: {
      type: input.intent.metadata.userId ? 'user' : 'anonymous',
      id: input.intent.metadata.userId,
      ip: input.ip,
    },
    action: input.outcome === 'succeeded' ? 'payment.simulated.succeeded' : 'payment.simulated.declined',
    target: { type: 'payment_intent', id: input.intent.id },
    details: { amount: input.intent.amount, email: input.intent.metadata.email, testMode: true },
  })
}
