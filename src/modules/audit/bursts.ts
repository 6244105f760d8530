import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { AuditAction } from './actions'
import { auditLog } from './schema'

/**
 * Each actor's count of one action per clock-aligned 10-minute slot since a time, where it reached `atLeast`,
 * newest slot first. Reads audit_log_action_idx (action, at) as a range.
 */
export function actionBursts(deps: { db: DbOrTx }, input: { action: AuditAction; since: string; atLeast: number }) {
  // 'YYYY-MM-DDTHH:M' is the 10-minute slot of an ISO time.
  const slot = sql<string>`substr(${auditLog.at}, 1, 15)`
  return deps.db
    .select({ actorId: auditLog.actorId, slot, times: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, input.action), gte(auditLog.at, input.since)))
    .groupBy(auditLog.actorId, slot)
    .having(gte(count(), input.atLeast))
    .orderBy(sql`2 desc`)
    .all()
}
