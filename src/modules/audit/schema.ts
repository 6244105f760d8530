import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Append-only, hash-chained log of every state change and every read of personal data. Triggers (migration
 * 0001) refuse UPDATE and DELETE; each row's hash is an HMAC (key outside the database, src/modules/audit/key.ts)
 * of its content, the keyed hash of its ip and the previous row's hash.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    at: text('at').notNull(),
    actorType: text('actor_type', { enum: ['user', 'admin', 'operator', 'system', 'anonymous', 'api_key'] }).notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: text('details').notNull().default('{}'),
    ip: text('ip'),
    /** Keyed hash of the ip: the chain covers this, so the address itself can be erased after 12 months. */
    ipHash: text('ip_hash'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  // seq is the rowid, so every index below is ordered by seq within equal keys: the console's keyset pages
  // (newest first, filtered by actor, action or target) read an index range and stop; a date range becomes a seq
  // range through audit_log_at_idx.
  (t) => [
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_action_seq_idx').on(t.action),
  ],
)
