import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * The search index (ADR 081): one row per live report with its normalised guest (for scoring), its status, company
 * and expiry (filtered at query time). Written only by the search service, from the reports hook.
 *
 * Its blocking keys live in `search_keys (key INTEGER, entry INTEGER, PRIMARY KEY (key, entry)) WITHOUT ROWID`,
 * created by the hand-written migration `search_keys` (Drizzle cannot declare WITHOUT ROWID tables); a key is a
 * 53-bit hash of a normalised name code, birth date or identifier, so the table holds no clear values.
 */
export const searchEntries = sqliteTable('search_entries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  reportId: text('report_id').notNull().unique(),
  companyId: text('company_id').notNull(),
  status: text('status').notNull(),
  /** ISO instant after which the report is no longer shown to other hotels; null = no expiry known. */
  expiresAt: text('expires_at'),
  /** StoredGuest as JSON (normalised values only). */
  guest: text('guest').notNull(),
})
