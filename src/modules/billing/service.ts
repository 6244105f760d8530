import { and, asc, desc, eq, lt } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId, nowIso } from '~/db/ids'
import type { Config } from '~/kernel/config'
import { AppError, notFound, validation } from '~/kernel/errors'
import type { Logger } from '~/kernel/log'
import { CURRENCY, PAYMENT_INTENT_PREFIX, SUBSCRIPTION_MONTHS } from '~/lib/constants'
import { parsePostalAddress } from '~/lib/qr-bill'
import type { Actor } from '~/modules/audit/model'
import { record } from '~/modules/audit/service'
import type { PaymentGateway, PaymentIntent } from './gateway'
import { type Plan, type PlanId, planById, plansOf } from './plans'
import { payments, registrationDrafts, subscriptions, webhookEvents } from './schema'

export type BillingDeps = {
  db: DbOrTx
  config: Config
  gateway: PaymentGateway
  log: Logger
  /** Wakes the mail worker after e-mail was queued. */
  mailQueued?: () => void
}
export type Payment = typeof payments.$inferSelect
export type Subscription = typeof subscriptions.$inferSelect

// Messages a member may see, as translation keys (locales/*/billing.ts errors; EN is the spec's text where it names one).
export const MESSAGES = {
  emailRequired: 'billing.errors.emailRequired',
  amountMismatch: 'billing.errors.amountMismatch',
  unknownPlan: 'billing.errors.unknownPlan',
  intentFormat: 'billing.errors.intentFormat',
  intentNotFound: 'billing.errors.intentNotFound',
  intentNotPaid: 'billing.errors.intentNotPaid',
  intentWrongAmount: 'billing.errors.intentWrongAmount',
  intentWrongOwner: 'billing.errors.intentWrongOwner',
  intentUsed: 'billing.errors.intentUsed',
  noSubscription: 'billing.errors.noSubscription',
  referenceUnknown: 'billing.errors.referenceUnknown',
  paymentFailed: 'billing.errors.paymentFailed',
  draftMissing: 'billing.errors.draftMissing',
  paymentMissing: 'billing.errors.paymentMissing',
  notFound: 'billing.errors.notFound',
  stripeOff: 'billing.errors.stripeOff',
  renewalTooEarly: 'billing.errors.renewalTooEarly',
  approvalNeedsPayment: 'billing.errors.approvalNeedsPayment',
} as const

/** The plans with their prices, for the wizard and the renewal popup. */
export function listPlans(deps: Pick<BillingDeps, 'config'>) {
  return plansOf(deps.config)
}

/** Where members send a bank transfer (configuration, README). */
export function bankDetails(config: Config) {
  return {
    accountHolder: config.BANK_ACCOUNT_HOLDER,
    iban: config.BANK_IBAN.replace(/(.{4})/g, '$1 ').trim(),
    swift: config.BANK_SWIFT,
    bankName: config.BANK_NAME,
    bankAddress: config.BANK_ADDRESS,
    /** The creditor of the Swiss QR-bill (ADR 121). */
    creditor: {
      account: config.BANK_IBAN,
      name: config.BANK_ACCOUNT_HOLDER,
      ...parsePostalAddress(config.BANK_ACCOUNT_HOLDER_ADDRESS),
      country: 'CH',
    },
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Payment intents

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
  const refuse = (reason: string, message: string, field = 'paymentIntent'): never => {
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
  if (used) refuse('used', MESSAGES.intentUsed)
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

// ---------------------------------------------------------------------------------------------------------------
// Payments and subscriptions (synchronous: callers run them inside their own transaction)

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O, 1/I: read aloud and typed by hand

function newBankReference(): string {
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
export function recordCardPayment(deps: Pick<BillingDeps, 'db' | 'gateway'>, input: NewPayment & { intentId: string }) {
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
    createdAt: nowIso(),
    confirmedAt: nowIso(),
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
export function createBankTransfer(deps: Pick<BillingDeps, 'db'>, input: NewPayment): Payment {
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
      createdAt: nowIso(),
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
 */
export function extendSubscription(
  deps: Pick<BillingDeps, 'db'>,
  input: {
    userId: string
    plan: Plan
    actor: Actor
    now?: Date
    /** The card a paid intent saved for off-session renewal (ADR 102). */
    card?: { customer?: string | null; paymentMethod?: string | null }
  },
): Subscription {
  const now = (input.now ?? new Date()).toISOString()
  const current = subscriptionOf(deps, input.userId)
  const from = current && current.expiresAt > now ? current.expiresAt : now
  const next: Subscription = {
    userId: input.userId,
    plan: input.plan.id,
    priceRappen: input.plan.priceRappen,
    startsAt: current?.startsAt ?? now,
    expiresAt: addMonths(from, SUBSCRIPTION_MONTHS),
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

export function subscriptionOf(deps: Pick<BillingDeps, 'db'>, userId: string): Subscription | undefined {
  return deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get()
}

/** The member's payments, newest first. */
export function paymentsOf(deps: Pick<BillingDeps, 'db'>, userId: string): Payment[] {
  return deps.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).all()
}

/**
 * The spec's paymentData (section 3): a list whose first item has price (CHF per year) and expiry_date, plus the
 * subscription for the user answers. Empty until the first payment is confirmed.
 */
export function paymentDataOf(deps: Pick<BillingDeps, 'db'>, userId: string, now = new Date()) {
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

export function pendingBankTransfers(deps: Pick<BillingDeps, 'db'>): Payment[] {
  return deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'bank_transfer'), eq(payments.status, 'pending')))
    .orderBy(asc(payments.createdAt))
    .all()
}

/**
 * The operator saw the money arrive: the transfer is confirmed and the subscription starts (registration) or is
 * extended (renewal). Runs in one transaction.
 */
export function confirmBankTransfer(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  input: { reference: string; actor: Actor; now?: Date },
): { payment: Payment; subscription: Subscription } {
  const reference = input.reference.trim().toUpperCase()
  return deps.db.transaction((tx) => {
    const txDeps = { ...deps, db: tx }
    const payment = tx.select().from(payments).where(eq(payments.bankReference, reference)).get()
    if (payment?.status !== 'pending') throw notFound(MESSAGES.referenceUnknown)
    const plan = planById(deps.config, payment.plan) ?? fail(payment.plan)
    const confirmedAt = (input.now ?? new Date()).toISOString()
    tx.update(payments).set({ status: 'succeeded', confirmedAt }).where(eq(payments.id, payment.id)).run()
    record(txDeps, {
      actor: input.actor,
      action: 'payment.bank_transfer.confirmed',
      target: { type: 'payment', id: payment.id },
      details: { userId: payment.userId, reference, amount: payment.amountRappen, purpose: payment.purpose },
    })
    // The plan's price as it was when the transfer was asked for: the member paid that amount.
    const paidPlan = { ...plan, priceRappen: payment.amountRappen }
    const subscription = extendSubscription(txDeps, {
      userId: payment.userId,
      plan: paidPlan,
      actor: input.actor,
      now: input.now,
    })
    return { payment: { ...payment, status: 'succeeded' as const, confirmedAt }, subscription }
  })
}

function fail(plan: string): never {
  throw new AppError('INTERNAL', `Unknown plan ${plan}`)
}

export function planOrThrow(deps: Pick<BillingDeps, 'config'>, id: string | undefined | null): Plan {
  const plan = id ? planById(deps.config, id) : undefined
  if (!plan) throw validation('plan', MESSAGES.unknownPlan)
  return plan
}

export type { PlanId }

// ---------------------------------------------------------------------------------------------------------------
// Registration drafts: the password hash waits on the server while the member pays (ADR 040).

const DRAFT_HOURS = 24

export async function saveRegistrationDraft(
  deps: Pick<BillingDeps, 'db'>,
  input: { email: string; password: string; now?: Date },
): Promise<{ draftId: string }> {
  const now = input.now ?? new Date()
  deps.db.delete(registrationDrafts).where(lt(registrationDrafts.expiresAt, now.toISOString())).run()
  const draftId = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
  const passwordHash = await Bun.password.hash(input.password, {
    algorithm: 'argon2id',
    memoryCost: 19456,
    timeCost: 2,
  })
  deps.db
    .insert(registrationDrafts)
    .values({
      id: draftId,
      email: input.email.trim().toLowerCase(),
      passwordHash,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + DRAFT_HOURS * 3600_000).toISOString(),
    })
    .run()
  return { draftId }
}

/** The draft's password hash, when the draft exists, is fresh and was made for this e-mail. */
export function takeRegistrationDraft(
  deps: Pick<BillingDeps, 'db'>,
  input: { draftId: string; email: string; now?: Date },
): string | undefined {
  const row = deps.db.select().from(registrationDrafts).where(eq(registrationDrafts.id, input.draftId)).get()
  if (!row) return undefined
  if (row.email !== input.email.trim().toLowerCase()) return undefined
  if (row.expiresAt < (input.now ?? new Date()).toISOString()) return undefined
  deps.db.delete(registrationDrafts).where(eq(registrationDrafts.id, input.draftId)).run()
  return row.passwordHash
}

/** The TEST MODE card form's outcome, audited like a provider's confirmation (no card data: the form never sends it). */
export function recordSimulatedOutcome(
  deps: Pick<BillingDeps, 'db'>,
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
