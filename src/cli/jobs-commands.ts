// Operator commands of the scheduler (ADR 100): what runs when, how it last went, and running one job now.

import type { DbHandle } from '~/db/client'
import type { Config } from '~/kernel/config'
import type { Logger } from '~/kernel/log'
import { lastRuns } from '~/modules/jobs/service'
import { createTransport } from '~/modules/mail/transport'
import { createJobs } from '~/server/jobs'
import { printTable } from './table'

type Ctx = { config: Config; log: Logger; handle: DbHandle }
type Args = { positional: string[]; options: Record<string, string | true> }
type JobsCommand<C> = { usage: string; help: string; run(ctx: C, args: Args): Promise<number> | number }

const counts = (c: Record<string, number>) =>
  Object.entries(c)
    .map(([k, n]) => `${k}=${n}`)
    .join(' ')

function withScheduler<T>(ctx: Ctx, use: (jobs: ReturnType<typeof createJobs>) => Promise<T>): Promise<T> {
  const transport = createTransport(ctx.config, ctx.log)
  const jobs = createJobs({ db: ctx.handle, config: ctx.config, log: ctx.log, transport })
  return use(jobs).finally(() => transport.close())
}

export function jobsCommands<C extends Ctx>(): Record<string, JobsCommand<C>> {
  return {
    'jobs:list': {
      usage: 'jobs:list',
      help: 'List every scheduled job with its schedule (UTC), next run and last result.',
      run: (ctx) =>
        withScheduler(ctx, async (jobs) => {
          const last = lastRuns({ db: ctx.handle.db })
          printTable(
            jobs.jobs.map((job) => {
              const run = last.get(job.id)
              return {
                job: job.id,
                schedule: job.schedule,
                'next run (UTC)': jobs.nextRun(job.id)?.toISOString().slice(0, 16).replace('T', ' ') ?? '',
                'last run (UTC)': run ? run.startedAt.slice(0, 16).replace('T', ' ') : 'never',
                result: run ? (run.status === 'failed' ? `FAILED: ${run.error ?? ''}` : run.status) : '',
                counts: run ? counts(run.counts) : '',
              }
            }),
          )
          return 0
        }),
    },
    'jobs:run': {
      usage: 'jobs:run <id>',
      help: 'Run one job now (the same handler as the schedule; jobs are idempotent) and print its result.',
      run: (ctx, args) =>
        withScheduler(ctx, async (jobs) => {
          const id = args.positional[0]
          if (!id || !jobs.jobs.some((j) => j.id === id)) {
            console.error(`Give a job id: ${jobs.jobs.map((j) => j.id).join(', ')}`)
            return 2
          }
          const outcome = await jobs.runNow(id)
          if (outcome.status === 'skipped') console.log(`${id} is running elsewhere (the server); nothing done.`)
          else if (outcome.status === 'failed') console.error(`${id} failed: ${outcome.error}`)
          else console.log(`${id} done: ${counts(outcome.counts) || 'nothing to do'}`)
          return outcome.status === 'failed' ? 1 : 0
        }),
    },
  }
}
