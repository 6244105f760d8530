// The scheduled jobs as the operator sees them (admin /admin/jobs and `bun run cli jobs:list|jobs:run`): each job's
// schedule, next run, last run and last error, and running one now through the scheduler, audited with who asked
// and why (ADR 131). The scheduler is the server's own (one process runs the jobs); the CLI builds one of its own.
import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { notFound } from '~/kernel/errors'
import type { RunOutcome, Scheduler } from '~/kernel/scheduler'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import { jobRuns } from './schema'
import { type JobRun, jobHealth, lastRuns } from './service'

export type JobsDeps = { db: DbOrTx; clock: Clock; chainKey: string; scheduler: () => Scheduler }

/** A cron pattern in parts the console words in each language; `cron` when it is none of the usual shapes. */
export type ScheduleWords =
  | { kind: 'seconds'; every: number }
  | { kind: 'minutes'; every: number }
  | { kind: 'hourly'; minute: number }
  | { kind: 'hours'; every: number; minute: number }
  | { kind: 'daily'; time: string }
  | { kind: 'cron' }

const num = (part: string | undefined) => (part !== undefined && /^\d+$/.test(part) ? Number(part) : null)
const step = (part: string | undefined) => (part?.startsWith('*/') ? num(part.slice(2)) : null)

/** Describes the 6-field patterns the jobs use (seconds first, UTC). */
export function describeSchedule(pattern: string): ScheduleWords {
  const [sec, min, hour, day, month, weekday, ...rest] = pattern.trim().split(/\s+/)
  if (rest.length || day !== '*' || month !== '*' || weekday !== '*') return { kind: 'cron' }
  const everySeconds = step(sec)
  if (everySeconds && min === '*' && hour === '*') return { kind: 'seconds', every: everySeconds }
  const everyMinutes = step(min)
  if (everyMinutes && num(sec) === 0 && hour === '*') return { kind: 'minutes', every: everyMinutes }
  const minute = num(min)
  if (num(sec) !== 0 || minute === null || minute > 59) return { kind: 'cron' }
  if (hour === '*') return { kind: 'hourly', minute }
  const everyHours = step(hour)
  if (everyHours) return { kind: 'hours', every: everyHours, minute }
  const h = num(hour)
  if (h === null || h > 23) return { kind: 'cron' }
  return { kind: 'daily', time: `${String(h).padStart(2, '0')}:${String(minute).padStart(2, '0')}` }
}

const runView = (run: JobRun | undefined) =>
  run
    ? { status: run.status, startedAt: run.startedAt, endedAt: run.endedAt, counts: run.counts, error: run.error }
    : null

function lastFailure(deps: { db: DbOrTx }, jobId: string) {
  return deps.db
    .select({ at: jobRuns.startedAt, error: jobRuns.error })
    .from(jobRuns)
    .where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.status, 'failed')))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1)
    .get()
}

/**
 * Every scheduled job: schedule (pattern and words), next run, last run with its result, the last error, and the last
 * success with its age and counts (the off-site copies' repository size, issue 35).
 */
export function jobBoard(deps: JobsDeps) {
  const scheduler = deps.scheduler()
  const last = lastRuns(deps)
  const now = deps.clock.now().getTime()
  return scheduler.jobs.map((job) => {
    const failure = lastFailure(deps, job.id)
    const ok = jobHealth(deps, job.id).lastOk
    const okAt = ok ? (ok.endedAt ?? ok.startedAt) : null
    return {
      id: job.id,
      description: job.description,
      schedule: job.schedule,
      words: describeSchedule(job.schedule),
      nextRun: scheduler.nextRun(job.id)?.toISOString() ?? null,
      lastRun: runView(last.get(job.id)),
      lastError: failure ? { at: failure.at, error: failure.error ?? '' } : null,
      lastSuccess:
        ok && okAt
          ? { at: okAt, ageMinutes: Math.max(0, Math.floor((now - Date.parse(okAt)) / 60_000)), counts: ok.counts }
          : null,
    }
  })
}

/**
 * Runs a job now through the scheduler (the same handler and run record as its schedule; a run already in progress
 * answers `skipped`) and audits it with who asked, why, and the outcome. Never throws for a failing job: the
 * outcome says.
 */
export async function runJob(deps: JobsDeps, input: { id: string; reason: string; actor: Actor }): Promise<RunOutcome> {
  const scheduler = deps.scheduler()
  if (!scheduler.jobs.some((job) => job.id === input.id)) throw notFound('admin.errors.jobNotFound')
  const outcome = await scheduler.runNow(input.id)
  record(deps, {
    actor: input.actor,
    action: 'job.run_now',
    target: { type: 'job', id: input.id },
    details: {
      reason: input.reason,
      status: outcome.status,
      counts: outcome.counts,
      ...(outcome.error ? { error: outcome.error } : {}),
    },
  })
  return outcome
}
