import { sql } from 'drizzle-orm'
import { check, foreignKey, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'
import { PLAN_IDS } from '~/lib/plans'

export const PAYMENT_PROVIDERS = ['stripe', 'simulated', 'bank_transfer'] as const
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const
export const PAYMENT_PURPOSES = ['registration', 'renewal'] as const
export const INTENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled'] as const
/** A refund is `pending` from the moment its amount is reserved until the provider answers (ADR 175). */
export const REFUND_STATUSES = ['pending', 'succeeded'] as const

/**
 * Every payment a member makes: card payments (provider reference = the payment intent id, unique so that one intent
 * pays for one thing only) and bank transfers (unique reference the member writes on the transfer).
 * Amounts are integer rappen.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerReference: text('provider_reference').unique(),
    bankReference: text('bank_reference').unique(),
    amountRappen: integer('amount_rappen').notNull(),
    currency: text('currency', { enum: ['chf'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    plan: text('plan').notNull(),
    createdAt: text('created_at').notNull(),
    confirmedAt: text('confirmed_at'),
  },
  // The console's payment lists (ADR 130): all payments newest first by key; bank transfers waiting oldest first.
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status),
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_provider_status_created_idx').on(t.provider, t.status, t.createdAt, t.id),
    check('payments_provider_check', inList('provider', PAYMENT_PROVIDERS)),
    check('payments_currency_check', inList('currency', ['chf'])),
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('payments_purpose_check', inList('purpose', PAYMENT_PURPOSES)),
    check('payments_plan_check', inList('plan', PLAN_IDS)),
    check('payments_amount_check', sql`${t.amountRappen} > 0`),
  ],
)

/** One subscription per member: the plan, the price paid per year and the period it covers. */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    userId: text('user_id').primaryKey(),
    plan: text('plan').notNull(),
    priceRappen: integer('price_rappen').notNull(),
    startsAt: text('starts_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    /**
     * The first year starts at the hotel's approval, not at its payment (ADR 227): while the hotel waits for approval
     * this is true and starts_at / expires_at are provisional (counted from the payment); the approval moves them to
     * the later of payment and approval and clears it.
     */
    awaitingApproval: integer('awaiting_approval', { mode: 'boolean' }).notNull().default(false),
    autoRenew: integer('auto_renew', { mode: 'boolean' }).notNull().default(true),
    /**
     * Termination (ADR 102): no automatic renewal at or after this term end. Notice in time sets it to the current
     * term end; later notice to the end of the following term.
     */
    cancelAfter: text('cancel_after'),
    /** The card saved at payment for off-session renewal: provider customer and payment method ids. */
    cardCustomer: text('card_customer'),
    cardPaymentMethod: text('card_payment_method'),
    updatedAt: text('updated_at').notNull(),
  },
  // The lifecycle jobs read the terms ending in a window (reminders, invoices, renewal charges, expiry).
  (t) => [
    index('subscriptions_expires_idx').on(t.expiresAt),
    check('subscriptions_plan_check', inList('plan', PLAN_IDS)),
    check('subscriptions_price_check', sql`${t.priceRappen} >= 0`),
    check('subscriptions_auto_renew_check', inList('auto_renew', [0, 1])),
  ],
)

/**
 * What the lifecycle jobs already did for one term (ADR 102): reminders ('reminder-30', 'reminder-7',
 * 'reminder-1'), the bank-transfer invoice ('invoice') and the renewal charge attempts ('charge-0', 'charge-1',
 * 'charge-3', 'charge-7'). The primary key makes each happen once per term, whatever runs twice.
 */
export const subscriptionNotices = sqliteTable(
  'subscription_notices',
  {
    userId: text('user_id').notNull(),
    termEnd: text('term_end').notNull(),
    kind: text('kind').notNull(),
    at: text('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.termEnd, t.kind] }),
    foreignKey({ columns: [t.userId], foreignColumns: [subscriptions.userId] }),
    // The kinds follow the schedule's days ('reminder-30', 'charge-7'), so the check names their shape, not a list.
    check(
      'subscription_notices_kind_check',
      sql`${t.kind} = 'invoice' OR ${t.kind} GLOB 'reminder-[0-9]*' OR ${t.kind} GLOB 'charge-[0-9]*'`,
    ),
  ],
)

/** Stripe webhook events already handled: the same event delivered twice acts once. */
export const webhookEvents = sqliteTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: text('received_at').notNull(),
})

/**
 * Payment intents of the simulated provider (TEST MODE), kept in the database so that an intent created before a
 * restart can still be retrieved and verified after it.
 */
export const simulatedIntents = sqliteTable(
  'simulated_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: INTENT_STATUSES }).notNull(),
    metadata: text('metadata').notNull().default('{}'),
    idempotencyKey: text('idempotency_key').unique(),
    /** The card kept for off-session renewals (the simulated 'pm_…' of a paid intent). */
    paymentMethod: text('payment_method'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    check('simulated_intents_status_check', inList('status', INTENT_STATUSES)),
    check('simulated_intents_amount_check', sql`${t.amount} > 0`),
  ],
)

/**
 * Registrations waiting for their card payment: the password hash is kept here under a random id so that it never
 * has to be written to browser storage while the member is away at the payment page (ADR 040).
 */
export const registrationDrafts = sqliteTable('registration_drafts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: text('created_at').notNull(),
  expiresAt: text('expires_at').notNull(),
})

/**
 * Money given back on a payment, with the operator's reason: card payments through the provider (its refund id),
 * bank transfers paid back by hand and recorded here. A card refund is reserved as `pending` before the provider is
 * asked and settled after (ADR 175); a trigger (migration 0019) refuses any row that would take the pending and
 * settled refunds of a payment past its amount.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amountRappen: integer('amount_rappen').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('succeeded'),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    actorId: text('actor_id'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_check', sql`${t.amountRappen} > 0`),
    check('refunds_status_check', inList('status', REFUND_STATUSES)),
  ],
)
