// Retention of reports (spec section 9: kept up to 3 years after the stay, longer while disputed) and the start-up
// sweep of evidence files that no row names.
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { JobDefinition } from '~/kernel/scheduler'
import { discardFiles, sweepOrphanUploads } from '~/kernel/uploads/storage'
import { record, SYSTEM } from '~/modules/audit/public'
import { tombstone } from './edits'
import type { ReportHooks } from './hooks'
import { attachments, reports } from './schema'
import { LIVE_STATUSES } from './views'

type JobDeps = { db: DbOrTx; clock: Clock; chainKey: string; hooks: ReportHooks; uploadsDir: string }

/**
 * Expires at most `batchSize` reports whose expiry (3 years after check-out) has passed and that are not disputed:
 * personal data and files removed, a tombstone kept, the search index told. Idempotent: a second run finds nothing.
 */
export async function expireDueReports(deps: JobDeps, now: Date, batchSize: number): Promise<{ expired: number }> {
  const due = deps.db
    .select()
    .from(reports)
    .where(
      and(
        inArray(reports.status, LIVE_STATUSES),
        lte(reports.expiresAt, now.toISOString()),
        isNull(reports.disputedAt),
      ),
    )
    .orderBy(asc(reports.expiresAt))
    .limit(batchSize)
    .all()
  let expired = 0
  for (const report of due) {
    // One short transaction per report, so requests are never blocked for long.
    const keys = deps.db.transaction((tx) => {
      const current = tx.select().from(reports).where(eq(reports.id, report.id)).get()
      if (!current || !LIVE_STATUSES.includes(current.status) || current.disputedAt) return null
      const removed = tombstone(tx, deps.hooks, { report: current, status: 'expired', now: now.toISOString() })
      record(
        { ...deps, db: tx },
        {
          actor: SYSTEM,
          action: 'report.expire',
          target: { type: 'report', id: report.id },
          details: { expiresAt: current.expiresAt, filesRemoved: removed.length },
        },
      )
      return removed
    })
    if (keys) {
      expired++
      await discardFiles(deps.uploadsDir, keys)
    }
  }
  return { expired }
}

export const reportJobs = (deps: JobDeps): JobDefinition[] => [
  {
    id: 'reports.retention',
    schedule: '0 30 2 * * *',
    description:
      'Expires reports 3 years after check-out unless disputed: personal data and evidence files removed, tombstone kept.',
    batchSize: 100,
    run: async ({ now, batchSize }) => {
      const { expired } = await expireDueReports(deps, now, batchSize)
      return { counts: { expired }, more: expired === batchSize }
    },
  },
]

/** Start-up sweep of DATA_DIR/uploads (see storage.ts). */
export function sweepUploads(deps: { db: DbOrTx; uploadsDir: string }) {
  return sweepOrphanUploads(deps.uploadsDir, (key) =>
    Boolean(deps.db.select({ id: attachments.id }).from(attachments).where(eq(attachments.storageKey, key)).get()),
  )
}
