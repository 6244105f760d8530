import type { JobDefinition } from '~/kernel/scheduler'
import { type BackupDeps, runBackup } from './service'

export const backupJobs = (deps: BackupDeps): JobDefinition[] => [
  {
    id: 'backups.daily',
    schedule: '0 30 2 * * *',
    description: 'Backup set (VACUUM INTO + uploads) in DATA_DIR/backups; keeps 7 daily and 4 weekly.',
    run: () => {
      const { set, removed } = runBackup(deps)
      return { files: set.files, rotatedOut: removed.length }
    },
  },
]
