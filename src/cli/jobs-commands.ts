// Operator commands of the scheduler (ADR 100): what runs when, how it last went, and running one job now.

import type { DbHandle } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { type Config, resolveSessionSecret } from '~/kernel/config'
import type { Logger } from '~/kernel/log'
import { OPERATOR } from '~/modules/audit/model'
import { jobBoard, runJob } from '~/modules/jobs/board'
import { createTransport } from '~/modules/mail/transport'
import { createJobs } from '~/server/jobs'
import { type Command, S, text, UsageError } from './args'
import { offsiteFor, offsiteWords } from './backup-commands'
import { printTable } from './table'

type Ctx = {
  config: Config & { SESSION_SECRET?: string }
  log: Logger
  clock: Clock
  chainKey: string
  handle: DbHandle
  deps: { db: DbHandle['db']; clock: Clock; chainKey: string }
}

const counts = (c: Record<string, number>) =>
  Object.entries(c)
    .map(([k, n]) => `${k}=${n}`)
    .join(' ')

function withScheduler<T>(ctx: Ctx, use: (jobs: ReturnType<typeof createJobs>) => Promise<T>): Promise<T> {
  const transport = createTransport(ctx.config, ctx.log, ctx.clock)
  const jobs = createJobs({
    db: ctx.handle,
    config: ctx.config,
    log: ctx.log,
    clock: ctx.clock,
    chainKey: ctx.chainKey,
    sessionSecret: resolveSessionSecret(ctx.config.DATA_DIR, ctx.config.SESSION_SECRET),
    transport,
  })
  return use(jobs).finally(() => transport.close())
}

export function jobsCommands<C extends Ctx>(): Record<string, Command<C>> {
  return {
    'jobs:list': {
      usage: 'jobs:list',
      help: 'List every scheduled job with its schedule (UTC), next run, last result and last error.',
      run: (ctx) =>
        withScheduler(ctx, async (jobs) => {
          const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') : '')
          printTable(
            jobBoard({ ...ctx.deps, scheduler: () => jobs }).map((job) => ({
              job: job.id,
              schedule: job.schedule,
              'next run (UTC)': day(job.nextRun),
              'last run (UTC)': job.lastRun ? day(job.lastRun.startedAt) : 'never',
              result: job.lastRun ? job.lastRun.status : '',
              counts: job.lastRun ? counts(job.lastRun.counts) : '',
              'last error': job.lastError ? `${day(job.lastError.at)} ${job.lastError.error}` : '',
            })),
          )
          const offsite = offsiteFor(ctx)
          if (offsite) {
            const health = offsite()
            ;(health.stale ? console.error : console.log)(`\nOff-site copies: ${offsiteWords(health)}`)
          } else console.log('\nOff-site copies: off (BACKUP_REPOSITORY is not set)')
          return 0
        }),
    },
    'jobs:run': {
      usage: 'jobs:run <id> [--reason "…"]',
      help: 'Run one job now (the same handler as the schedule; jobs are idempotent), audited, and print its result.',
      options: { reason: S },
      run: (ctx, args) =>
        withScheduler(ctx, async (jobs) => {
          const id = args.positional[0]
          if (!id || !jobs.jobs.some((j) => j.id === id))
            throw new UsageError(`Give a job id: ${jobs.jobs.map((j) => j.id).join(', ')}`)
          const reason = text(args, 'reason') ?? 'Run from the command line'
          const outcome = await runJob({ ...ctx.deps, scheduler: () => jobs }, { id, reason, actor: OPERATOR })
          if (outcome.status === 'skipped') console.log(`${id} is running elsewhere (the server); nothing done.`)
          else if (outcome.status === 'failed') console.error(`${id} failed: ${outcome.error}`)
          else console.log(`${id} done: ${counts(outcome.counts) || 'nothing to do'}`)
          return outcome.status === 'failed' ? 1 : 0
        }),
    },
  }
}
