import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'
import { LOCALES } from '~/lib/constants'

export const REQUEST_KINDS = ['access', 'correction', 'deletion', 'objection'] as const
export const REQUEST_CHANNELS = ['email', 'letter', 'phone', 'form', 'web', 'other'] as const
export const REQUEST_STATUSES = ['open', 'forwarded', 'answered', 'closed'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]
export type RequestChannel = (typeof REQUEST_CHANNELS)[number]
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

/**
 * Data-subject requests (spec section 9: answered within 30 days) from reported people or their representatives:
 * what they ask, the reports concerned, the hotel the request was forwarded to and what it answered.
 */
export const dataRequests = sqliteTable(
  'data_requests',
  {
    id: text('id').primaryKey(),
    /** YYYY-MM-DD, the day the request reached us; due = received + 30 days. */
    receivedOn: text('received_on').notNull(),
    dueOn: text('due_on').notNull(),
    channel: text('channel', { enum: REQUEST_CHANNELS }).notNull(),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull().default(''),
    requesterAddress: text('requester_address').notNull().default(''),
    /** The language of the letters to the requester. */
    locale: text('locale').notNull().default('en'),
    details: text('details').notNull().default(''),
    /** JSON array of report ids. */
    reportIds: text('report_ids').notNull().default('[]'),
    /** The hotel (member user id) the request concerns and is forwarded to. */
    hotelUserId: text('hotel_user_id'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('open'),
    forwardedAt: text('forwarded_at'),
    /** A paid guest's deletion from the web goes to the hotel first: it has until this day (ADR 281). */
    hotelUntil: text('hotel_until'),
    remindedAt: text('reminded_at'),
    hotelAnswer: text('hotel_answer'),
    hotelAnsweredAt: text('hotel_answered_at'),
    outcome: text('outcome'),
    closedAt: text('closed_at'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('data_requests_status_due_idx').on(t.status, t.dueOn),
    index('data_requests_hotel_idx').on(t.hotelUserId),
    check('data_requests_channel_check', inList('channel', REQUEST_CHANNELS)),
    check('data_requests_kind_check', inList('kind', REQUEST_KINDS)),
    check('data_requests_status_check', inList('status', REQUEST_STATUSES)),
    check('data_requests_locale_check', inList('locale', LOCALES)),
    check('data_requests_due_check', sql`${t.dueOn} >= ${t.receivedOn}`),
  ],
)

/** Personal-data breaches (spec section 9: the authority is told within 72 hours of detection). */
export const incidents = sqliteTable(
  'incidents',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** ISO date-time the breach was detected; the authority deadline is 72 hours later. */
    detectedAt: text('detected_at').notNull(),
    /** JSON array of { at, text, by }: what has been done, oldest first. */
    actions: text('actions').notNull().default('[]'),
    authorityNotifiedAt: text('authority_notified_at'),
    closedAt: text('closed_at'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('incidents_detected_idx').on(t.detectedAt)],
)

/** Results of "Verify chain" runs on the audit log; the overview flags a failed last run. */
export const auditVerifications = sqliteTable(
  'audit_verifications',
  {
    id: text('id').primaryKey(),
    at: text('at').notNull(),
    ok: integer('ok', { mode: 'boolean' }).notNull(),
    entries: integer('entries').notNull(),
    brokenAtSeq: integer('broken_at_seq'),
    actorId: text('actor_id'),
  },
  (t) => [
    check('audit_verifications_ok_check', inList('ok', [0, 1])),
    check('audit_verifications_entries_check', sql`${t.entries} >= 0`),
  ],
)

export const WEB_REQUEST_FILE_PURPOSES = ['id_document', 'proof_of_payment'] as const
export type WebRequestFilePurpose = (typeof WEB_REQUEST_FILE_PURPOSES)[number]
export const WEB_REQUEST_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const

/**
 * A request sent from the public page /your-data (issue 34, ADR 280). It counts only once its e-mail is confirmed:
 * then it is recorded in the register (`requestId`); an unconfirmed one goes with its files after 48 hours.
 */
export const webRequests = sqliteTable(
  'web_requests',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the confirmation link's token, written when the e-mail is sent (the token itself never is). */
    tokenHash: text('token_hash'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    birthDate: text('birth_date').notNull(),
    reference: text('reference').notNull().default(''),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    /** A guest who paid asks for deletion with a proof of payment (issue 34, section 3). */
    paid: integer('paid', { mode: 'boolean' }).notNull().default(false),
    details: text('details').notNull().default(''),
    locale: text('locale').notNull(),
    /** The register's entry once confirmed; null while unconfirmed. */
    requestId: text('request_id'),
    createdAt: text('created_at').notNull(),
    confirmedAt: text('confirmed_at'),
  },
  (t) => [
    uniqueIndex('web_requests_token_unique').on(t.tokenHash),
    index('web_requests_request_idx').on(t.requestId),
    index('web_requests_created_idx').on(t.createdAt),
    check('web_requests_kind_check', inList('kind', REQUEST_KINDS)),
    check('web_requests_locale_check', inList('locale', LOCALES)),
  ],
)

/** The ID copy and proof of payment of a web request: stored like the representative's ID, deleted by ADR 280's rule. */
export const webRequestFiles = sqliteTable(
  'web_request_files',
  {
    id: text('id').primaryKey(),
    webRequestId: text('web_request_id')
      .notNull()
      .references(() => webRequests.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: WEB_REQUEST_FILE_PURPOSES }).notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type', { enum: WEB_REQUEST_FILE_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: text('uploaded_at').notNull(),
  },
  (t) => [
    index('web_request_files_request_idx').on(t.webRequestId),
    uniqueIndex('web_request_files_storage_key_unique').on(t.storageKey),
    check('web_request_files_purpose_check', inList('purpose', WEB_REQUEST_FILE_PURPOSES)),
    check('web_request_files_type_check', inList('mime_type', WEB_REQUEST_FILE_TYPES)),
    check('web_request_files_size_check', sql`${t.sizeBytes} > 0`),
  ],
)
