import { asc, inArray, lt } from 'drizzle-orm'
import type { Db } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { JobDefinition } from '~/kernel/scheduler'
import { zurichDay } from '~/lib/dates'
import { sandboxArrivals } from './schema'

/**
 * Deletes at most `batchSize` sandbox arrivals (test keys, ADR 291) whose stay is over, whether or not the hotel
 * sends again: a vendor may test with real guests' names, and nothing of them stays past the stay. Idempotent.
 */
export function deleteEndedSandboxArrivals(db: Db, now: Date, batchSize: number): number {
  const today = zurichDay(now)
  return db.transaction((tx) => {
    const due = tx
      .select({ seq: sandboxArrivals.seq })
      .from(sandboxArrivals)
      .where(lt(sandboxArrivals.checkOut, today))
      .orderBy(asc(sandboxArrivals.seq))
      .limit(batchSize)
      .all()
    if (due.length === 0) return 0
    tx.delete(sandboxArrivals)
      .where(
        inArray(
          sandboxArrivals.seq,
          due.map((d) => d.seq),
        ),
      )
      .run()
    return due.length
  })
}

export const publicApiJobs = (deps: { db: Db; clock: Clock }): JobDefinition[] => [
  {
    id: 'api.sandbox-retention',
    schedule: '0 25 * * * *',
    description: 'Deletes the sandbox arrivals of test keys once their stay is over (counts in the job log).',
    batchSize: 500,
    run: ({ now, batchSize }) => {
      const deleted = deleteEndedSandboxArrivals(deps.db, now, batchSize)
      return { counts: { deleted }, more: deleted === batchSize }
    },
  },
]
