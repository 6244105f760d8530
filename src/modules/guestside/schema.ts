import { check, index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'

export const NOTICE_CHANNELS = ['email', 'letter'] as const
/** queued: the e-mail waits in the outbox or was sent; held: the operator holds it back (with a reason). */
export const NOTICE_STATUSES = ['queued', 'letter_due', 'letter_sent', 'held'] as const
export type NoticeStatus = (typeof NOTICE_STATUSES)[number]

/**
 * The notice to a reported guest when the report is published (issue 34, Art. 19 nFADP): one per report, with the
 * personal reference the guest quotes on /your-data. No personal data: the report holds it while it lives.
 */
export const guestNotices = sqliteTable(
  'guest_notices',
  {
    id: text('id').primaryKey(),
    /** Not a foreign key: the notice's record outlives the report's personal data (a tombstone keeps the row). */
    reportId: text('report_id').notNull(),
    companyId: text('company_id').notNull(),
    /** The guest's personal reference, e.g. KYG-7QK4-M2XD. */
    reference: text('reference').notNull(),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    status: text('status', { enum: NOTICE_STATUSES }).notNull(),
    heldReason: text('held_reason'),
    heldBy: text('held_by'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('guest_notices_report_unique').on(t.reportId),
    uniqueIndex('guest_notices_reference_unique').on(t.reference),
    index('guest_notices_status_idx').on(t.status, t.createdAt),
    check('guest_notices_channel_check', inList('channel', NOTICE_CHANNELS)),
    check('guest_notices_status_check', inList('status', NOTICE_STATUSES)),
  ],
)
