// Search bursts (issue 11 overview): one member running many guest searches in a short time, which looks like
// harvesting rather than checking arriving guests. Read from the audit trail's `search.query` entries.
import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { auditLog } from '~/modules/audit/schema'

/** A burst: at least `searches` searches by one member within one clock-aligned 10-minute slot, in the last 7 days. */
export const BURST = { searches: 20, slotMinutes: 10, days: 7 } as const

/** Member and slot of each burst (newest first); the query reads audit_log_action_idx (action, at) as a range. */
export function searchBursts(deps: { db: DbOrTx }, now = new Date()) {
  const since = new Date(now.getTime() - BURST.days * 86_400_000).toISOString()
  // 'YYYY-MM-DDTHH:M' is the 10-minute slot of an ISO time.
  const slot = sql<string>`substr(${auditLog.at}, 1, 15)`
  return deps.db
    .select({ actorId: auditLog.actorId, slot, searches: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'search.query'), gte(auditLog.at, since)))
    .groupBy(auditLog.actorId, slot)
    .having(gte(count(), BURST.searches))
    .orderBy(sql`2 desc`)
    .all()
}
