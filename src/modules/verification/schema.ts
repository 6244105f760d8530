import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'
import { users } from '~/modules/auth/schema'

export const DOCUMENT_KINDS = ['representative_id'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
/** What an ID copy may be: photos and scans, never a video. */
export const DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'image/heic'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/**
 * Rows go with the account (an unpaid registration discarded, an account removed); the files follow in the daily
 * `verification.files` job.
 *
 * Verification documents a pending hotel uploads for the operator's decision (the privacy text's "copy of the
 * representative's ID"). The bytes live in DATA_DIR/uploads/verification/<storage_key>, stored like report evidence.
 */
export const hotelDocuments = sqliteTable(
  'hotel_documents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    originalName: text('original_name').notNull(),
    /** The type detected from the content, never the declared one. */
    mimeType: text('mime_type', { enum: DOCUMENT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 (hex) of the stored bytes, after metadata removal. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    metadataRemoved: integer('metadata_removed', { mode: 'boolean' }).notNull(),
    uploadedAt: text('uploaded_at').notNull(),
  },
  (t) => [
    index('hotel_documents_user_idx').on(t.userId),
    uniqueIndex('hotel_documents_storage_key_unique').on(t.storageKey),
    check('hotel_documents_sha256_check', sql`length(${t.sha256}) = 64`),
    check('hotel_documents_kind_check', inList('kind', DOCUMENT_KINDS)),
    check('hotel_documents_type_check', inList('mime_type', DOCUMENT_TYPES)),
    check('hotel_documents_size_check', sql`${t.sizeBytes} > 0`),
  ],
)

/**
 * A pending hotel has no session (spec section 4), so the sign-up and a pending sign-in hand it a random pass that
 * allows uploading and reading its own documents; only its SHA-256 is kept.
 */
export const documentPasses = sqliteTable(
  'document_passes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('document_passes_user_idx').on(t.userId), index('document_passes_expires_idx').on(t.expiresAt)],
)
