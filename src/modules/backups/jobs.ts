import type { JobDefinition } from '~/kernel/scheduler'
import {
  OFFSITE_JOB,
  OFFSITE_STALE_MINUTES,
  type OffsiteDeps,
  offsiteHealth,
  pruneOffsite,
  pushOffsite,
} from './offsite'
import { type BackupDeps, runBackup } from './service'

/**
 * The schedule of a copy every `minutes` (seconds first, UTC): whole minutes from 1 to 60, or a fraction below 1
 * (tests and checks) as seconds.
 */
export function everyMinutes(minutes: number): string {
  if (minutes < 1) return `*/${Math.round(minutes * 60)} * * * * *`
  return minutes >= 60 ? '0 0 * * * *' : `0 */${minutes} * * * *`
}

export const backupJobs = (
  deps: BackupDeps & { offsite?: Omit<OffsiteDeps, keyof BackupDeps> & { intervalMinutes: number } },
): JobDefinition[] => [
  {
    id: 'backups.daily',
    schedule: '0 30 2 * * *',
    description: 'Backup set (VACUUM INTO + uploads) in DATA_DIR/backups; keeps 7 daily and 4 weekly.',
    run: () => {
      const { set, removed } = runBackup(deps)
      return { files: set.files, rotatedOut: removed.length }
    },
  },
  ...(deps.offsite ? offsiteJobs({ ...deps, ...deps.offsite }) : []),
]

function offsiteJobs(deps: OffsiteDeps & { intervalMinutes: number }): JobDefinition[] {
  return [
    {
      id: OFFSITE_JOB,
      schedule: everyMinutes(deps.intervalMinutes),
      description: 'Off-site copy with restic (VACUUM INTO + evidence files) to BACKUP_REPOSITORY.',
      run: async () => (await pushOffsite(deps)).counts,
    },
    {
      id: 'backups.offsite-prune',
      schedule: '0 10 4 * * *',
      description: 'Forgets and prunes off-site copies: all of 2 days, daily for 7 days, weekly for 35 days.',
      run: () => pruneOffsite(deps),
    },
    {
      // Quiet (no run record): while the copies are too old, an error in the log every minute until a copy is made
      // again (a push that fails or hangs).
      id: 'backups.offsite-age',
      schedule: '0 * * * * *',
      description: `Logs an error while the last off-site copy is older than ${OFFSITE_STALE_MINUTES} minutes.`,
      quiet: true,
      run: ({ log }) => {
        const health = offsiteHealth({ db: deps.db.db, clock: deps.clock })
        if (health.stale)
          log.error('off-site copy too old', {
            lastSuccessAt: health.lastSuccessAt,
            ageMinutes: health.ageMinutes,
            limitMinutes: OFFSITE_STALE_MINUTES,
          })
      },
    },
  ]
}
