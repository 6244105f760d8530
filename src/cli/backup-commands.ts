// Operator commands of backups (ADR 101) and off-site copies (issue 35, ADR 271): a local backup set now, a restore
// from a local set or from the restic repository, and the words for the off-site copies' age.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DB_FILE, RestoreError } from '~/db/backup'
import type { DbOrTx } from '~/db/client'
import { openDatabase } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import { OPERATOR } from '~/modules/audit/model'
import { OFFSITE_STALE_MINUTES, type OffsiteHealth, offsiteHealth } from '~/modules/backups/offsite'
import { resticOf } from '~/modules/backups/restic'
import { restoreBackup, restoreFromRepository, runBackup } from '~/modules/backups/service'
import { B, type Command, positional, UsageError } from './args'
import type { Context } from './context'

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

/** The off-site copies' age in words (jobs:list, overview); never the repository's address or password. */
export function offsiteWords(h: OffsiteHealth): string {
  if (!h.lastSuccessAt)
    return h.stale ? `ERROR: no off-site copy yet (for over ${OFFSITE_STALE_MINUTES} min)` : 'none yet'
  const size = h.repositoryBytes === null ? '' : `, repository ${megabytes(h.repositoryBytes)}`
  const when = `last copy ${h.lastSuccessAt.slice(0, 19).replace('T', ' ')} UTC, ${h.ageMinutes} min ago${size}`
  return h.stale ? `ERROR: older than ${OFFSITE_STALE_MINUTES} min (${when})` : when
}

/** The off-site copies' age for the overview, when a repository is configured. */
export const offsiteFor = (ctx: { config: Config; deps: { db: DbOrTx; clock: Clock } }) =>
  ctx.config.BACKUP_REPOSITORY ? () => offsiteHealth(ctx.deps) : undefined

const restoredLines = (done: { entries: number; files: number; keptAs: string }) => [
  `Restored: integrity ok, audit chain of ${done.entries} entries verified, ${done.files} file(s) in uploads.`,
  `The replaced data is kept in ${done.keptAs}; delete it once the app serves the restored data.`,
]

export function backupCommands<C extends Context>(): Record<string, Command<C>> {
  return {
    'backup:create': {
      usage: 'backup:create',
      help: 'Write a backup set (VACUUM INTO copy + uploads) to DATA_DIR/backups now, rotate, and print its folder.',
      run(ctx) {
        const { set } = runBackup({ ...ctx.deps, db: ctx.handle, dataDir: ctx.config.DATA_DIR }, OPERATOR)
        console.log(`Backup written to ${set.dir} (${set.files} uploaded file(s))`)
        return 0
      },
    },
    'backup:restore': {
      usage: 'backup:restore <backup folder or .sqlite file> | --from-repository [copy id]',
      help: 'Stop the server first. Verifies integrity_check and the audit chain of the copy, then swaps it in. With --from-repository: fetches the latest (or given) off-site copy from BACKUP_REPOSITORY; DATA_DIR must hold the audit key.',
      options: { 'from-repository': B },
      withoutDatabase: true,
      async run(ctx, args) {
        const open = () => openDatabase(join(ctx.config.DATA_DIR, DB_FILE))
        try {
          if (args.options['from-repository']) {
            const restic = resticOf(ctx.config, process.env)
            if (!restic) throw new UsageError('Set BACKUP_REPOSITORY and BACKUP_PASSWORD or BACKUP_PASSWORD_FILE.')
            const snapshot = args.positional[0] ?? 'latest'
            const done = await restoreFromRepository(
              { dataDir: ctx.config.DATA_DIR, snapshot, clock: ctx.clock, actor: OPERATOR, restic },
              open,
            )
            const at = done.snapshot.copiedAt ?? done.snapshot.time
            console.log(`Off-site copy ${done.snapshot.id}, database copied at ${at}.`)
            for (const line of restoredLines(done)) console.log(line)
            if (!ctx.config.SESSION_SECRET && !existsSync(join(ctx.config.DATA_DIR, 'session-secret')))
              console.log(
                'SESSION_SECRET is not set: put the session secret kept apart from the copies in DATA_DIR/session-secret before the start, or sessions and webhook secrets are lost.',
              )
            return 0
          }
          const path = positional(args, 0, 'the backup folder (DATA_DIR/backups/kyg-…) or its .sqlite file')
          for (const line of restoredLines(
            restoreBackup({ dataDir: ctx.config.DATA_DIR, path, clock: ctx.clock, actor: OPERATOR }, open),
          ))
            console.log(line)
          return 0
        } catch (error) {
          if (error instanceof RestoreError) {
            console.error(`Not restored: ${error.message}`)
            return 1
          }
          throw error
        }
      },
    },
  }
}
