import { check, index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'

export const JOB_RUN_STATUSES = ['running', 'ok', 'failed'] as const

/**
 * One row per run of a scheduled job (ADR 100): when it started and ended, what it did (named counts, JSON) and the
 * error if it failed. A row still `running` after the lease is a run that died with its process.
 */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id').notNull(),
    status: text('status', { enum: JOB_RUN_STATUSES }).notNull(),
    startedAt: text('started_at').notNull(),
    endedAt: text('ended_at'),
    counts: text('counts').notNull().default('{}'),
    error: text('error'),
  },
  (t) => [
    index('job_runs_job_idx').on(t.jobId, t.startedAt),
    index('job_runs_status_idx').on(t.status, t.startedAt),
    check('job_runs_status_check', inList('status', JOB_RUN_STATUSES)),
  ],
)
