import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'
import type { MailAttachment } from './model'

/**
 * pending: waits for the worker; sent: delivered (sent_at set); withdrawn: its reason no longer held when it was due
 * (a payment-failed e-mail after a successful retry); withheld: the address's daily limit was reached (security review
 * 3, finding 4). Only pending messages are ever sent; the other two keep the envelope and the reason, never the bodies.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'withdrawn', 'withheld'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/**
 * Durable outbox: a message is inserted in the same transaction as the change that causes it and sent by the
 * worker with retries. After sending, the bodies are emptied (they may carry a reset link).
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** What the message is (password-reset, access-granted, …): for operators, never the content. */
    kind: text('kind').notNull(),
    /** Attachments as JSON ([{ filename, contentType, contentBase64 }]), emptied after sending like the bodies. */
    attachments: text('attachments', { mode: 'json' }).$type<MailAttachment[]>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    lockedUntil: text('locked_until'),
    lastError: text('last_error'),
    /**
     * What the message is about, for the check its module makes before it is sent (a payment-failed e-mail names
     * its payment intent: a later success withdraws it).
     */
    ref: text('ref'),
    createdAt: text('created_at').notNull(),
    sentAt: text('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The daily cap per address (security review 3, finding 4) counts the messages sent to one address.
    index('mail_outbox_to_sent_idx').on(t.to, t.sentAt),
    check('mail_outbox_status_check', inList('status', OUTBOX_STATUSES)),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
)
