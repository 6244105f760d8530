import { asc, lt } from 'drizzle-orm'
import type { Db } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { JobDefinition } from '~/kernel/scheduler'
import { addDays, zurichDay } from '~/lib/dates'
import { forgetBirthDateTries } from '~/modules/search/public'
import { forgetDaysBefore } from './limits'
import { arrivals } from './schema'
import { removeArrivals } from './service'

/**
 * Deletes at most `batchSize` arrivals whose watch has ended (the day after check-out + 1), with their keys and
 * alerts, in one short transaction; also forgets day counters older than yesterday and the birth dates asked longer
 * ago than the search's window (ADR 242). Idempotent.
 */
export function deleteEndedArrivals(deps: { db: Db }, now: Date, batchSize: number) {
  const today = zurichDay(now)
  return deps.db.transaction((tx) => {
    const due = tx
      .select()
      .from(arrivals)
      .where(lt(arrivals.watchUntil, today))
      .orderBy(asc(arrivals.watchUntil))
      .limit(batchSize)
      .all()
    removeArrivals(tx, due)
    const days = forgetDaysBefore(tx, addDays(today, -1))
    const birthDates = forgetBirthDateTries(tx, now)
    return { deleted: due.length, dayCounters: days, ...(birthDates ? { birthDates } : {}) }
  })
}

export const arrivalJobs = (deps: { db: Db; clock: Clock }): JobDefinition[] => [
  {
    id: 'arrivals.retention',
    schedule: '0 15 * * * *',
    description: 'Deletes arrivals one day after check-out, with their match keys and alerts (counts in the job log).',
    batchSize: 500,
    run: ({ now, batchSize }) => {
      const { deleted, dayCounters, birthDates = 0 } = deleteEndedArrivals(deps, now, batchSize)
      return { counts: { deleted, dayCounters, birthDates }, more: deleted === batchSize }
    },
  },
]
