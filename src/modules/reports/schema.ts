import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'
import { ATTACHMENT_TYPES } from '~/lib/report-constants'
import { DOCUMENT_TYPES, REPORT_CATEGORIES } from '~/lib/report-fields'
import { companies, users } from '~/modules/auth/schema'

export const REPORT_STATUSES = ['pending', 'approved', 'rejected', 'deleted', 'expired'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** The person as one report describes them (what the hotel typed). Removed when the report is deleted or expires. */
export const guests = sqliteTable(
  'guests',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-cased last name, for the hotel's own search-while-typing (prefix range on an index). */
    lastNameKey: text('last_name_key').notNull(),
    birthDate: text('birth_date').notNull(),
    birthPlace: text('birth_place').notNull().default(''),
    nationality: text('nationality').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    buildingNo: text('building_no').notNull().default(''),
    apartmentNo: text('apartment_no').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }),
    documentNumber: text('document_number').notNull().default(''),
  },
  (t) => [
    index('guests_company_last_name_idx').on(t.companyId, t.lastNameKey),
    check('guests_document_type_check', sql`${t.documentType} IS NULL OR ${inList('document_type', DOCUMENT_TYPES)}`),
    check('guests_birth_date_check', sql`${t.birthDate} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
  ],
)

export const reports = sqliteTable(
  'reports',
  {
    id: text('id').primaryKey(),
    /** Null once the report is deleted or expired (the tombstone keeps no personal data). */
    guestId: text('guest_id').references(() => guests.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    /** Integer rappen; null when nothing is owed or not given. */
    amountOwed: integer('amount_owed'),
    message: text('message').notNull(),
    declarationAcceptedAt: text('declaration_accepted_at').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('pending'),
    adminNotes: text('admin_notes'),
    reviewedBy: text('reviewed_by').references(() => users.id),
    reviewedAt: text('reviewed_at'),
    publishedAt: text('published_at'),
    /** Three years after check-out (spec section 9); the retention job expires the report then, unless disputed. */
    expiresAt: text('expires_at').notNull(),
    /** Set by an administrator while the guest disputes the report: retention then keeps it. */
    disputedAt: text('disputed_at'),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    deletedAt: text('deleted_at'),
    /** Set when the hotel marked the report settled (the guest paid or made good; issue 34): the tombstone's reason. */
    settledAt: text('settled_at'),
    /** What the hotel says was paid, in rappen, and on which day (both optional); no personal data. */
    settledAmount: integer('settled_amount'),
    settledOn: text('settled_on'),
  },
  (t) => [
    uniqueIndex('reports_guest_unique').on(t.guestId),
    index('reports_company_created_idx').on(t.companyId, t.createdAt),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    // The admin list, paginated by key on (updated_at, id) within a status (ADR 076).
    index('reports_status_updated_idx').on(t.status, t.updatedAt, t.id),
    index('reports_status_expires_idx').on(t.status, t.expiresAt),
    check('reports_category_check', inList('category', REPORT_CATEGORIES)),
    check('reports_status_check', inList('status', REPORT_STATUSES)),
    check(
      'reports_amount_check',
      sql`${t.amountOwed} IS NULL OR (${t.amountOwed} >= 0 AND ${t.amountOwed} <= 100000000)`,
    ),
    check('reports_stay_check', sql`${t.checkOut} >= ${t.checkIn}`),
    check('reports_version_check', sql`${t.version} >= 1`),
    check('reports_live_has_guest_check', sql`${t.status} IN ('deleted', 'expired') OR ${t.guestId} IS NOT NULL`),
  ],
)

/** Evidence files of a report; the bytes live in DATA_DIR/uploads/<storage_key>. */
export const attachments = sqliteTable(
  'attachments',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id),
    originalName: text('original_name').notNull(),
    /** The type detected from the content, never the declared one. */
    mimeType: text('mime_type', { enum: ATTACHMENT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 (hex) of the stored bytes, after metadata removal. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** True when location and camera metadata were removed (JPEG, PNG); HEIC and video are kept as sent. */
    metadataRemoved: integer('metadata_removed', { mode: 'boolean' }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    index('attachments_report_idx').on(t.reportId),
    uniqueIndex('attachments_storage_key_unique').on(t.storageKey),
    check('attachments_type_check', inList('mime_type', ATTACHMENT_TYPES)),
    check('attachments_size_check', sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= 209715200`),
    check('attachments_sha256_check', sql`length(${t.sha256}) = 64`),
  ],
)
