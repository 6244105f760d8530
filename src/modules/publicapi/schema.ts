import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

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
