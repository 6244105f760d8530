import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Append-only, hash-chained log of every state change and every read of personal data. Triggers (migration
 * 0001) refuse UPDATE and DELETE; each row's hash covers its content and the previous row's hash.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    at: text('at').notNull(),
    actorType: text('actor_type', { enum: ['user', 'admin', 'operator', 'system', 'anonymous'] }).notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: text('details').notNull().default('{}'),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('audit_log_action_idx').on(t.action, t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
)
