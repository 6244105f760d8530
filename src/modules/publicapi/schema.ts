import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * Answers of /api/v1 writes by `Idempotency-Key` (issue 23), per hotel, kept 24 hours: a replay with the same body
 * gets the same answer, one with another body is refused. The answer holds references and groups, no guest data.
 */
export const apiIdempotency = sqliteTable(
  'api_idempotency',
  {
    companyId: text('company_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's method, path and body. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    answer: text('answer').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index('api_idempotency_created_idx').on(t.createdAt)],
)

/**
 * The sandbox's arrivals (issue 33 item 10, ADR 291): what a hotel's test keys (`kyg_test_…`) send, kept apart from
 * the live arrivals (no web screen, alert, live key or allowance reads this table) and matched against the sandbox's
 * fictitious reports. `fields` is the reservation as sent (JSON), to tell `updated` from `unchanged`.
 */
export const sandboxArrivals = sqliteTable(
  'sandbox_arrivals',
  {
    /** Insertion order: the list's stable order within a day (the cursor holds the day and this). */
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    id: text('id').notNull().unique(),
    companyId: text('company_id').notNull(),
    reservationRef: text('reservation_ref').notNull(),
    fields: text('fields').notNull(),
    group: text('group').notNull(),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_arrivals_ref_idx').on(t.companyId, t.reservationRef),
    index('sandbox_arrivals_day_idx').on(t.companyId, t.checkIn),
  ],
)
