import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

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
    provider: text('provider', { enum: ['stripe', 'simulated', 'bank_transfer'] }).notNull(),
    providerReference: text('provider_reference').unique(),
    bankReference: text('bank_reference').unique(),
    amountRappen: integer('amount_rappen').notNull(),
    currency: text('currency', { enum: ['chf'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    purpose: text('purpose', { enum: ['registration', 'renewal'] }).notNull(),
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
  ],
)

/** One subscription per member: the plan, the price paid per year and the period it covers. */
export const subscriptions = sqliteTable('subscriptions', {
  userId: text('user_id').primaryKey(),
  plan: text('plan').notNull(),
  priceRappen: integer('price_rappen').notNull(),
  startsAt: text('starts_at').notNull(),
  expiresAt: text('expires_at').notNull(),
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
})

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
  (t) => [primaryKey({ columns: [t.userId, t.termEnd, t.kind] })],
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
export const simulatedIntents = sqliteTable('simulated_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] }).notNull(),
  metadata: text('metadata').notNull().default('{}'),
  idempotencyKey: text('idempotency_key').unique(),
  /** The card kept for off-session renewals (the simulated 'pm_…' of a paid intent). */
  paymentMethod: text('payment_method'),
  createdAt: text('created_at').notNull(),
})

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
 * bank transfers paid back by hand and recorded here.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    actorId: text('actor_id'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId)],
)
