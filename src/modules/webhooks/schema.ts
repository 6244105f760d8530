import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'
import { companies, users } from '~/modules/auth/schema'

// A hotel's webhooks (issue 23, ADR 211): the addresses its owner registered, each with a signing secret kept
// encrypted under a key derived from the session secret (the database alone cannot sign a delivery), and the
// durable outbox of their deliveries, written in the transaction of the change that causes them.

export const webhooks = sqliteTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    /** The signing secret, `v1.iv.tag.ciphertext` (src/kernel/secret-box.ts); shown in clear once, at creation. */
    secretEnc: text('secret_enc').notNull(),
    /** The secret's first characters, to tell which one a receiver holds. */
    secretPrefix: text('secret_prefix').notNull(),
    /** `live` receives the hotel's events; `test` only the sandbox's, registered by a test key (ADR 291). */
    mode: text('mode', { enum: ['live', 'test'] })
      .notNull()
      .default('live'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('webhooks_company_idx').on(t.companyId)],
)

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/**
 * One event for one webhook: pending until a 2xx answer (delivered) or until its retries end 24 hours after it was
 * queued (failed). The payload names no guest (references, the match group and a link); the answer is kept only as
 * its status and a short excerpt.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id').notNull(),
    companyId: text('company_id').notNull(),
    /** `arrival.match` or `webhook.test`. */
    event: text('event').notNull(),
    /** The body sent, as JSON text (signed as is). */
    payload: text('payload').notNull(),
    /** An `arrival.match` event's alert (as in its payload), so the events of withdrawn alerts are found by index. */
    alertId: text('alert_id'),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    lockedUntil: text('locked_until'),
    /** The receiver's last HTTP status, if it answered. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    /** The first characters of the receiver's last answer, no more. */
    responseExcerpt: text('response_excerpt'),
    createdAt: text('created_at').notNull(),
    lastAttemptAt: text('last_attempt_at'),
    deliveredAt: text('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_created_idx').on(t.createdAt),
    index('webhook_deliveries_alert_idx').on(t.alertId, t.status),
    check('webhook_deliveries_status_check', inList('status', DELIVERY_STATUSES)),
    check('webhook_deliveries_attempts_check', sql`${t.attempts} >= 0`),
  ],
)
