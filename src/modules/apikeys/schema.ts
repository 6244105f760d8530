import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { companies, users } from '~/modules/auth/schema'

/**
 * API keys of hotels (issue 23): only the SHA-256 of a key is kept (a key is 256 random bits, so a fast hash is
 * enough and a database leak gives no working key). `prefix` is the key's first characters, shown to tell keys apart.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The person who created it (the hotel's owner), or the owner named by the operator's CLI. */
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** Space-separated scopes (`arrivals:write arrivals:read search`). */
    scopes: text('scopes').notNull(),
    prefix: text('prefix').notNull(),
    /** `live` acts on the hotel; `test` (`kyg_test_…`) on its sandbox only (ADR 291). */
    mode: text('mode', { enum: ['live', 'test'] })
      .notNull()
      .default('live'),
    hash: text('hash').notNull().unique(),
    createdAt: text('created_at').notNull(),
    lastUsedAt: text('last_used_at'),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId)],
)
