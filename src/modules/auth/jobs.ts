import type { DbOrTx } from '~/db/client'
import type { JobDefinition } from '~/kernel/scheduler'
import { purgeStaleAuthRows } from './sessions'

export const authJobs = (deps: { db: DbOrTx }): JobDefinition[] => [
  {
    id: 'auth.retention',
    schedule: '0 10 */6 * * *',
    description: 'Deletes sessions (with their IP addresses) ended 12 months ago and expired reset tokens.',
    run: ({ now }) => purgeStaleAuthRows(deps, now),
  },
]
