import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { JobDefinition } from '~/kernel/scheduler'
import { deleteArchivedProfiles } from './archive'
import { purgeStaleAuthRows } from './sessions'

export const authJobs = (deps: { db: DbOrTx; clock: Clock; chainKey: string }): JobDefinition[] => [
  {
    id: 'auth.retention',
    schedule: '0 10 */6 * * *',
    description: 'Deletes sessions (with their IP addresses) ended 12 months ago and expired reset tokens.',
    run: ({ now }) => purgeStaleAuthRows(deps, now),
  },
  {
    id: 'auth.closed-profiles',
    schedule: '0 50 3 * * *',
    description: 'Deletes the personal data of accounts rejected, banned or closed more than 3 years ago.',
    run: ({ now, batchSize }) => deleteArchivedProfiles(deps, now, batchSize),
  },
]
