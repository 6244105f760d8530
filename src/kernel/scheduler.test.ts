import { afterEach, describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { failedRuns, lastRuns, runRecorder } from '~/modules/jobs/public'
import { fixedClock } from './clock'
import { createLogger } from './log'
import { createScheduler, type JobDefinition, type Scheduler } from './scheduler'

const silent = createLogger('silent')
let schedulers: Scheduler[] = []
afterEach(async () => {
  for (const s of schedulers) await s.stop()
  schedulers = []
})

function setup(jobs: JobDefinition[], start = '2027-01-10T12:00:00Z') {
  const handle = createTestDb()
  const clock = fixedClock(start)
  const scheduler = createScheduler({ jobs, clock, log: silent, recorder: runRecorder(handle) })
  schedulers.push(scheduler)
  return { handle, clock, scheduler }
}

describe('scheduler', () => {
  test('a run is recorded with its start, end and counts, and the handler sees the clock tests set', async () => {
    const seen: Date[] = []
    const { handle, scheduler } = setup([
      {
        id: 'a.count',
        schedule: '0 0 3 * * *',
        description: 'x',
        run: ({ now }) => {
          seen.push(now)
          return { deleted: 2 }
        },
      },
    ])
    const outcome = await scheduler.runNow('a.count')
    expect(outcome).toMatchObject({ status: 'ok', counts: { deleted: 2 } })
    expect(seen[0]?.toISOString()).toBe('2027-01-10T12:00:00.000Z')
    const run = lastRuns(handle).get('a.count')
    expect(run).toMatchObject({ status: 'ok', counts: { deleted: 2 }, startedAt: '2027-01-10T12:00:00.000Z' })
    expect(run?.endedAt).toBe('2027-01-10T12:00:00.000Z')
  })

  test('the next run comes from the schedule, after the clock', () => {
    const { scheduler, clock } = setup([{ id: 'a.daily', schedule: '0 0 3 * * *', description: 'x', run: () => {} }])
    expect(scheduler.nextRun('a.daily')?.toISOString()).toBe('2027-01-11T03:00:00.000Z')
    clock.set('2027-01-11T02:59:00Z')
    expect(scheduler.nextRun('a.daily')?.toISOString()).toBe('2027-01-11T03:00:00.000Z')
  })

  test('work comes in batches until the handler has no more, summed into one record', async () => {
    let left = 5
    const { scheduler } = setup([
      {
        id: 'a.batches',
        schedule: '0 0 3 * * *',
        description: 'x',
        batchSize: 2,
        run: ({ batchSize }) => {
          const n = Math.min(batchSize, left)
          left -= n
          return { counts: { done: n }, more: left > 0 }
        },
      },
    ])
    expect((await scheduler.runNow('a.batches')).counts).toEqual({ done: 5 })
  })

  test('a job already running is not started a second time', async () => {
    let release = () => {}
    let calls = 0
    const { scheduler } = setup([
      {
        id: 'a.slow',
        schedule: '0 0 3 * * *',
        description: 'x',
        run: () => {
          calls++
          return new Promise<undefined>((resolve) => {
            release = () => resolve(undefined)
          })
        },
      },
    ])
    const first = scheduler.runNow('a.slow')
    expect((await scheduler.runNow('a.slow')).status).toBe('skipped')
    release()
    expect((await first).status).toBe('ok')
    expect(calls).toBe(1)
  })

  test('a run held by another process (an unfinished run within the lease) is skipped', async () => {
    const { handle, scheduler } = setup([{ id: 'a.lease', schedule: '0 0 3 * * *', description: 'x', run: () => {} }])
    runRecorder(handle).begin('a.lease', new Date('2027-01-10T11:50:00Z'))
    expect((await scheduler.runNow('a.lease')).status).toBe('skipped')
  })

  test('a failure is recorded with its error and listed among the failed runs', async () => {
    const { handle, scheduler } = setup([
      {
        id: 'a.broken',
        schedule: '0 0 3 * * *',
        description: 'x',
        run: () => {
          throw new Error('disk full')
        },
      },
    ])
    expect(await scheduler.runNow('a.broken')).toMatchObject({ status: 'failed', error: 'disk full' })
    expect(failedRuns(handle).map((r) => [r.jobId, r.error])).toEqual([['a.broken', 'disk full']])
  })

  test('a job that throws leaves the others running and runs again at its next schedule', async () => {
    const handle = createTestDb()
    const runs = { broken: 0, fine: 0 }
    // Resolved by the runs themselves once each job ran twice and the broken one started a third time, so its second
    // failure is recorded (croner fires every second on the real clock).
    const twice = Promise.withResolvers<void>()
    const ranTwice = () => runs.broken >= 3 && runs.fine >= 2 && twice.resolve()
    const scheduler = createScheduler({
      clock: { now: () => new Date() },
      log: silent,
      recorder: runRecorder(handle),
      jobs: [
        {
          id: 'a.broken',
          schedule: '* * * * * *',
          description: 'x',
          run: () => {
            runs.broken++
            ranTwice()
            throw new Error('boom')
          },
        },
        {
          id: 'a.fine',
          schedule: '* * * * * *',
          description: 'x',
          run: () => {
            runs.fine++
            ranTwice()
          },
        },
      ],
    })
    schedulers.push(scheduler)
    scheduler.start()
    // Every second: wait for two scheduled runs of each.
    await twice.promise
    expect(runs.broken).toBeGreaterThanOrEqual(2)
    expect(runs.fine).toBeGreaterThanOrEqual(2)
    expect(failedRuns(handle).length).toBeGreaterThanOrEqual(2)
  })

  test('a quiet job records only runs that did something', async () => {
    let sent = 0
    const { handle, scheduler } = setup([
      { id: 'a.quiet', schedule: '*/5 * * * * *', description: 'x', quiet: true, run: () => ({ sent }) },
    ])
    await scheduler.runNow('a.quiet')
    expect(lastRuns(handle).has('a.quiet')).toBe(false)
    sent = 1
    await scheduler.runNow('a.quiet')
    expect(lastRuns(handle).get('a.quiet')?.counts).toEqual({ sent: 1 })
  })

  test('two jobs with the same id or a bad schedule are refused at composition', () => {
    const job = { id: 'a.x', schedule: '0 0 3 * * *', description: 'x', run: () => {} }
    expect(() => setup([job, job])).toThrow('Two jobs')
    expect(() => setup([{ ...job, schedule: 'every day' }])).toThrow()
  })

  test('an unknown job id is refused with the list of known ones', async () => {
    const { scheduler } = setup([{ id: 'a.x', schedule: '0 0 3 * * *', description: 'x', run: () => {} }])
    await expect(scheduler.runNow('nope')).rejects.toThrow('Known: a.x')
  })
})
