// The one scheduler of the server (ADR 100). Jobs come from each module's `jobs.ts`; src/server/jobs.ts composes them.
// croner computes and fires the schedules; this file adds what croner does not: the clock tests replace, work in
// batches, an overlap guard (in process, and across processes through the recorder's lease), and a record per run.
import { Cron } from 'croner'
import type { Clock } from './clock'
import type { Logger } from './log'

/** What a handler reports: named counts ("deleted: 3"). `more: true` asks for another batch right away. */
type BatchResult =
  | { counts?: Record<string, number>; more?: boolean }
  | Record<string, number>
  | undefined
  // biome-ignore lint/suspicious/noConfusingVoidType: handlers with nothing to count return nothing
  | void

type JobContext = { now: Date; log: Logger; batchSize: number }

export type JobDefinition = {
  /** Stable id, `<module>.<what>` (e.g. `auth.retention`); used by `bun run cli jobs:run <id>`. */
  id: string
  /** A cron pattern, in UTC (6 fields = with seconds). */
  schedule: string
  description: string
  /** One batch of work. Must be idempotent: running it twice changes nothing the second time. */
  run(ctx: JobContext): Promise<BatchResult> | BatchResult
  /** Rows per batch (default 200). */
  batchSize?: number
  /** At most this many batches per run (default 50); the rest waits for the next run. */
  maxBatches?: number
  /** Frequent jobs (the mail outbox): a run that did nothing and did not fail is not recorded. */
  quiet?: boolean
}

export type RunOutcome = {
  jobId: string
  status: 'ok' | 'failed' | 'skipped'
  startedAt: string
  endedAt: string
  counts: Record<string, number>
  error?: string
}

/** Where runs are kept (the jobs module's job_runs table). `begin` answers false when another process holds it. */
export type RunRecorder = {
  begin(jobId: string, startedAt: Date): string | false
  finish(runId: string, outcome: RunOutcome): void
  /** A quiet job's run with work, recorded after the fact. */
  insert(outcome: RunOutcome): void
  /** When the job last started (any process), to catch up on a run missed while the server was down. */
  lastStartedAt(jobId: string): Date | null
}

export type Scheduler = {
  readonly jobs: readonly JobDefinition[]
  /** Starts the timers (the server; the CLI never does) and runs now every job whose last planned run was missed. */
  start(): void
  stop(): Promise<void>
  /** Runs a job now (CLI `jobs:run`, tests, a change that queued mail). Never throws: the outcome says. */
  runNow(id: string): Promise<RunOutcome>
  /** The next planned run of each job, after the clock's now. */
  nextRun(id: string): Date | null
}

const DEFAULT_BATCH = 200
const DEFAULT_MAX_BATCHES = 50

function normalise(result: BatchResult): { counts: Record<string, number>; more: boolean } {
  if (!result) return { counts: {}, more: false }
  if ('counts' in result || 'more' in result) {
    const r = result as { counts?: Record<string, number>; more?: boolean }
    return { counts: r.counts ?? {}, more: r.more === true }
  }
  return { counts: result as Record<string, number>, more: false }
}

function add(into: Record<string, number>, counts: Record<string, number>) {
  for (const [k, n] of Object.entries(counts)) into[k] = (into[k] ?? 0) + n
}

export function createScheduler(input: {
  jobs: JobDefinition[]
  clock: Clock
  log: Logger
  recorder: RunRecorder
}): Scheduler {
  const { jobs, clock, log, recorder } = input
  const byId = new Map<string, JobDefinition>()
  for (const job of jobs) {
    if (byId.has(job.id)) throw new Error(`Two jobs have the id ${job.id}`)
    // Throws on a bad pattern at composition, not at 3 a.m.
    new Cron(job.schedule, { paused: true, timezone: 'UTC' }).stop()
    byId.set(job.id, job)
  }
  const running = new Map<string, Promise<RunOutcome>>()
  const timers: Cron[] = []
  let stopped = false

  async function execute(job: JobDefinition): Promise<RunOutcome> {
    const started = clock.now()
    const startedAt = started.toISOString()
    const runId = job.quiet ? '' : recorder.begin(job.id, started)
    if (runId === false) {
      log.info('job skipped: running elsewhere', { job: job.id })
      return { jobId: job.id, status: 'skipped', startedAt, endedAt: startedAt, counts: {} }
    }
    const counts: Record<string, number> = {}
    let error: string | undefined
    const jobLog = log.child({ job: job.id })
    try {
      const maxBatches = job.maxBatches ?? DEFAULT_MAX_BATCHES
      for (let batch = 0; batch < maxBatches && !stopped; batch++) {
        const result = normalise(
          await job.run({ now: clock.now(), log: jobLog, batchSize: job.batchSize ?? DEFAULT_BATCH }),
        )
        add(counts, result.counts)
        if (!result.more) break
        // Let requests in between batches: one process serves both.
        await Bun.sleep(0)
      }
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught)
      jobLog.error('job failed', { error: caught })
    }
    const outcome: RunOutcome = {
      jobId: job.id,
      status: error ? 'failed' : 'ok',
      startedAt,
      endedAt: clock.now().toISOString(),
      counts,
      ...(error ? { error: error.slice(0, 1000) } : {}),
    }
    try {
      if (runId) recorder.finish(runId, outcome)
      else if (error || Object.values(counts).some((n) => n > 0)) recorder.insert(outcome)
    } catch (caught) {
      log.error('job run could not be recorded', { job: job.id, error: caught })
    }
    if (!error && (!job.quiet || Object.values(counts).some((n) => n > 0))) jobLog.info('job done', { counts })
    return outcome
  }

  function runNow(id: string): Promise<RunOutcome> {
    const job = byId.get(id)
    if (!job) return Promise.reject(new Error(`No job ${id}. Known: ${[...byId.keys()].join(', ')}`))
    const current = running.get(id)
    if (current) {
      // Overlap guard: the run in progress answers for this one.
      const at = clock.now().toISOString()
      return Promise.resolve({ jobId: id, status: 'skipped', startedAt: at, endedAt: at, counts: {} })
    }
    const promise = execute(job).finally(() => running.delete(id))
    running.set(id, promise)
    return promise
  }

  return {
    jobs,
    start() {
      stopped = false
      for (const job of jobs) {
        // protect: croner's own overlap guard; catch: a throwing handler never stops the timer.
        timers.push(
          new Cron(job.schedule, { timezone: 'UTC', protect: true, catch: true }, async () => {
            await runNow(job.id)
          }),
        )
        if (!job.quiet) {
          const planned = new Cron(job.schedule, { paused: true, timezone: 'UTC' }).previousRuns(1, clock.now())[0]
          const last = recorder.lastStartedAt(job.id)
          if (planned && (!last || last < planned)) void runNow(job.id)
        }
      }
    },
    async stop() {
      stopped = true
      for (const t of timers.splice(0)) t.stop()
      await Promise.allSettled([...running.values()])
    },
    runNow,
    nextRun(id) {
      const job = byId.get(id)
      if (!job) return null
      return new Cron(job.schedule, { paused: true, timezone: 'UTC' }).nextRun(clock.now())
    },
  }
}
