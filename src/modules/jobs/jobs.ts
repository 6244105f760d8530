import type { JobDefinition } from '~/kernel/scheduler'
import { purgeOldRuns } from './service'

type Deps = Parameters<typeof purgeOldRuns>[0]

export const jobsJobs = (deps: Deps): JobDefinition[] => [
  {
    id: 'jobs.retention',
    schedule: '0 40 3 * * *',
    description: 'Deletes job run records older than 90 days.',
    run: ({ now, batchSize }) => {
      const { jobRuns, more } = purgeOldRuns(deps, now, batchSize)
      return { counts: { jobRuns }, more }
    },
  },
]
