import { and, desc, eq, gt, lt, max, min, ne } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { RunOutcome, RunRecorder } from '~/kernel/scheduler'
import { jobRuns } from './schema'

export type JobRun = Omit<typeof jobRuns.$inferSelect, 'counts'> & { counts: Record<string, number> }
type Deps = { db: DbOrTx }

/** A run older than this that never ended died with its process; another may start. */
const RUN_LEASE_MS = 30 * 60 * 1000
/** Job runs are technical data: kept 90 days. */
const JOB_RUN_RETENTION_DAYS = 90

const parse = (row: typeof jobRuns.$inferSelect): JobRun => ({ ...row, counts: JSON.parse(row.counts) })

/**
 * Starts a run unless another process runs the same job (a `running` row within the lease): answers the run id, or
 * false. One transaction, so two processes cannot both start.
 */
function beginRun(deps: Deps, jobId: string, startedAt: Date): string | false {
  const leaseFrom = new Date(startedAt.getTime() - RUN_LEASE_MS).toISOString()
  const run = (tx: DbOrTx) => {
    const busy = tx
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.status, 'running'), gt(jobRuns.startedAt, leaseFrom)))
      .get()
    if (busy) return false as const
    const id = newId()
    tx.insert(jobRuns).values({ id, jobId, status: 'running', startedAt: startedAt.toISOString() }).run()
    return id
  }
  return deps.db.transaction((tx) => run(tx), { behavior: 'immediate' })
}

function finishRun(deps: Deps, runId: string, outcome: RunOutcome): void {
  deps.db
    .update(jobRuns)
    .set({
      status: outcome.status === 'failed' ? 'failed' : 'ok',
      endedAt: outcome.endedAt,
      counts: JSON.stringify(outcome.counts),
      error: outcome.error ?? null,
    })
    .where(eq(jobRuns.id, runId))
    .run()
}

function insertRun(deps: Deps, outcome: RunOutcome): void {
  deps.db
    .insert(jobRuns)
    .values({
      id: newId(),
      jobId: outcome.jobId,
      status: outcome.status === 'failed' ? 'failed' : 'ok',
      startedAt: outcome.startedAt,
      endedAt: outcome.endedAt,
      counts: JSON.stringify(outcome.counts),
      error: outcome.error ?? null,
    })
    .run()
}

/** The recorder the scheduler writes to. */
export function runRecorder(deps: Deps): RunRecorder {
  return {
    begin: (jobId, at) => beginRun(deps, jobId, at),
    finish: (runId, outcome) => finishRun(deps, runId, outcome),
    insert: (outcome) => insertRun(deps, outcome),
    lastStartedAt: (jobId) => {
      const row = deps.db
        .select({ at: max(jobRuns.startedAt) })
        .from(jobRuns)
        .where(eq(jobRuns.jobId, jobId))
        .get()
      return row?.at ? new Date(row.at) : null
    },
  }
}

/** The latest run of each job (for `jobs:list` and the admin overview). */
export function lastRuns(deps: Deps): Map<string, JobRun> {
  const latest = deps.db
    .select({ jobId: jobRuns.jobId, startedAt: max(jobRuns.startedAt).as('latest') })
    .from(jobRuns)
    .groupBy(jobRuns.jobId)
    .as('latest')
  const rows = deps.db
    .select({ run: jobRuns })
    .from(jobRuns)
    .innerJoin(latest, and(eq(latest.jobId, jobRuns.jobId), eq(latest.startedAt, jobRuns.startedAt)))
    .all()
  return new Map(rows.map(({ run }) => [run.jobId, parse(run)]))
}

/** A job's last successful run and when it first ran at all (the off-site copies' age, issue 35). */
export function jobHealth(deps: Deps, jobId: string): { lastOk: JobRun | null; firstStartedAt: string | null } {
  const ok = deps.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.status, 'ok')))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1)
    .get()
  const first = deps.db
    .select({ at: min(jobRuns.startedAt) })
    .from(jobRuns)
    .where(eq(jobRuns.jobId, jobId))
    .get()
  return { lastOk: ok ? parse(ok) : null, firstStartedAt: first?.at ?? null }
}

/** Failed runs, newest first (the admin overview shows them). */
export function failedRuns(deps: Deps, { since, limit = 50 }: { since?: Date; limit?: number } = {}): JobRun[] {
  const where = since
    ? and(eq(jobRuns.status, 'failed'), gt(jobRuns.startedAt, since.toISOString()))
    : eq(jobRuns.status, 'failed')
  return deps.db.select().from(jobRuns).where(where).orderBy(desc(jobRuns.startedAt)).limit(limit).all().map(parse)
}

/** Retention of the run records themselves (idempotent). */
export function purgeOldRuns(deps: Deps, now: Date, batchSize: number): { jobRuns: number; more: boolean } {
  const cutoff = new Date(now.getTime() - JOB_RUN_RETENTION_DAYS * 86_400_000).toISOString()
  const ids = deps.db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(and(lt(jobRuns.startedAt, cutoff), ne(jobRuns.status, 'running')))
    .limit(batchSize)
    .all()
  for (const { id } of ids) deps.db.delete(jobRuns).where(eq(jobRuns.id, id)).run()
  return { jobRuns: ids.length, more: ids.length === batchSize }
}
