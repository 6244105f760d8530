import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { MailAttachment } from './model'

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
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    lockedUntil: text('locked_until'),
    lastError: text('last_error'),
    createdAt: text('created_at').notNull(),
    sentAt: text('sent_at'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
)
