// Daily backups with rotation, and restore (ADR 101). The database copy and file work is in src/db/backup.ts; this
// service adds the audit trail and the checks a restore needs.
import { Database } from 'bun:sqlite'
import { readFileSync } from 'node:fs'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import { createBackupSet, integrityOf, RestoreError, resolveBackup, rotateBackups, swapInBackup } from '~/db/backup'
import type { DbHandle } from '~/db/client'
import { lockDataDir, serverPidNote } from '~/db/data-dir-lock'
import * as schema from '~/db/schema'
import type { Clock } from '~/kernel/clock'
import { type Actor, record, resolveAuditKey, SYSTEM, verifyChain } from '~/modules/audit/public'

export type BackupDeps = { db: DbHandle; clock: Clock; chainKey: string; dataDir: string }

/** One daily backup set (database + uploads), then rotation (7 daily, 4 weekly). Audited. */
export function runBackup(deps: BackupDeps, actor: Actor = SYSTEM) {
  const set = createBackupSet(deps.db.sqlite, deps.dataDir, deps.clock.now())
  const removed = rotateBackups(deps.dataDir)
  record(
    { ...deps, db: deps.db.db },
    { actor, action: 'db.backup.created', details: { set: set.dir, files: set.files, rotatedOut: removed.length } },
  )
  return { set, removed }
}

/**
 * The checks of a backup before it may replace the live data: integrity and an unbroken audit chain, verified with
 * the key the chain was written with.
 */
export function verifyBackup(file: string, chainKey: string): { entries: number } {
  const integrity = integrityOf(file)
  if (integrity !== 'ok') throw new RestoreError(`The backup fails PRAGMA integrity_check: ${integrity}`)
  const sqlite = new Database(file, { readonly: true })
  try {
    const chain = verifyChain({ db: drizzle({ client: sqlite, schema }), chainKey })
    if (!chain.ok) throw new RestoreError(`The audit chain of the backup is broken at entry ${chain.brokenAtSeq}.`)
    return { entries: chain.entries }
  } finally {
    sqlite.close()
  }
}

/**
 * Restore: refuses while a server runs on this DATA_DIR, verifies the copy, swaps it in (the replaced data is kept
 * beside it), then applies migrations and records the restore in the restored audit log.
 */
export function restoreBackup(
  input: { dataDir: string; path: string; clock: Clock; actor: Actor },
  open: () => DbHandle,
): { keptAs: string; files: number; entries: number } {
  // The restore holds the DATA_DIR's lock itself (ADR 190): no server can start while the files are swapped.
  const lock = lockDataDir(input.dataDir)
  if (!lock) {
    throw new RestoreError(`A server ${serverPidNote(input.dataDir)}is running on ${input.dataDir}. Stop it first.`)
  }
  try {
    return restoreLocked(input, open)
  } finally {
    lock.release()
  }
}

function restoreLocked(
  input: { dataDir: string; path: string; clock: Clock; actor: Actor },
  open: () => DbHandle,
): { keptAs: string; files: number; entries: number } {
  const backup = resolveBackup(input.path)
  // The chain of the copy is verified with the key it was written with (the set carries it; an older set without it
  // was written with this DATA_DIR's key).
  const writtenWith = backup.auditKey ? readFileSync(backup.auditKey, 'utf8').trim() : resolveAuditKey(input.dataDir)
  const { entries } = verifyBackup(backup.database, writtenWith)
  const swapped = swapInBackup(backup, input.dataDir, input.clock.now())
  const handle = open()
  try {
    record(
      // The swap put the set's key in DATA_DIR: the restored chain goes on with it.
      { db: handle.db, clock: input.clock, chainKey: resolveAuditKey(input.dataDir) },
      {
        actor: input.actor,
        action: 'db.backup.restored',
        details: { from: input.path, keptAs: swapped.keptAs, files: swapped.files },
      },
    )
  } finally {
    handle.close()
  }
  return { ...swapped, entries }
}
