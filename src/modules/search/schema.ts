import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

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

/**
 * The birth dates a hotel asked about per name (issue 31, finding 1; ADR 242), across searches, counts and arrival
 * screenings of all its people and keys: at most three different dates per name in 30 days are answered, further
 * ones are `withheld`. Keyed hashes only (HMAC with the audit key): the table holds no name and no date.
 */
export const birthDateTries = sqliteTable(
  'birth_date_tries',
  {
    companyId: text('company_id').notNull(),
    /** HMAC of the name key (the names' cores, in either order; birth-date-probes.ts). */
    nameKey: text('name_key').notNull(),
    /** HMAC of the name key and the birth date. */
    dateKey: text('date_key').notNull(),
    /** The last time the hotel asked about this date for this name (ISO): it counts for 30 days from then. */
    lastAt: text('last_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.nameKey, t.dateKey] }),
    index('birth_date_tries_last_at_idx').on(t.lastAt),
  ],
)

/**
 * The birth dates a hotel asked about per report they could reach (the per-report allowance; ADR 326): every search,
 * count or arrival screening with a birth date counts its date for each other hotel's report it could match close or
 * 100 % were the date the report's own, whatever the spelling of the name. At most 5 different dates per report and
 * birth year, 30 in all, in 30 days; a further one leaves the report out of that answer. Keyed hashes only (HMAC with
 * the audit key): no report id, no name and no date in clear.
 */
export const reportDateTries = sqliteTable(
  'report_date_tries',
  {
    companyId: text('company_id').notNull(),
    /** HMAC of the report id (the 30 in all), or of report id and birth year asked (the 5 per year). */
    reportKey: text('report_key').notNull(),
    /** HMAC of the report id and the birth date asked. */
    dateKey: text('date_key').notNull(),
    /** The last time the hotel asked this date of a question reaching the report (ISO): it counts for 30 days. */
    lastAt: text('last_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.reportKey, t.dateKey] }),
    index('report_date_tries_last_at_idx').on(t.lastAt),
  ],
)

/**
 * The birth-date probes already audited (ADRs 242, 326, 344): the first withheld name or left-out report of a hotel
 * and day is audited once, whichever process saw it (the server, the jobs process's re-matches, the CLI's approvals).
 * `probe` is `name:` or `report:` and the probe's keyed hash, as the audit entry has it; the retention job forgets the
 * days before today.
 */
export const birthDateProbeAudits = sqliteTable(
  'birth_date_probe_audits',
  {
    companyId: text('company_id').notNull(),
    probe: text('probe').notNull(),
    /** The UTC day it was audited (YYYY-MM-DD). */
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.probe, t.day] }), index('birth_date_probe_audits_day_idx').on(t.day)],
)
