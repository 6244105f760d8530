// Daily backups with rotation, and restore (ADR 101). The database copy and file work is in src/db/backup.ts; this
// service adds the audit trail and the checks a restore needs.
import { Database } from 'bun:sqlite'
import { readFileSync } from 'node:fs'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import { createBackupSet, integrityOf, RestoreError, resolveBackup, rotateBackups, swapInBackup } from '~/db/backup'
import type { DbHandle } from '~/db/client'
import { lockDataDir, serverPidNote } from '~/db/data-dir-lock'
import * as schema from '~/db/schema'
import { type Actor, record, SYSTEM, setAuditKey, verifyChain } from '~/modules/audit/public'

export type BackupDeps = { db: DbHandle; dataDir: string }

/** One daily backup set (database + uploads), then rotation (7 daily, 4 weekly). Audited. */
export function runBackup(deps: BackupDeps, now: Date, actor: Actor = SYSTEM) {
  const set = createBackupSet(deps.db.sqlite, deps.dataDir, now)
  const removed = rotateBackups(deps.dataDir)
  record(
    { db: deps.db.db },
    { actor, action: 'db.backup.created', details: { set: set.dir, files: set.files, rotatedOut: removed.length } },
  )
  return { set, removed }
}

/** The checks of a backup before it may replace the live data: integrity and an unbroken audit chain. */
export function verifyBackup(file: string): { entries: number } {
  const integrity = integrityOf(file)
  if (integrity !== 'ok') throw new RestoreError(`The backup fails PRAGMA integrity_check: ${integrity}`)
  const sqlite = new Database(file, { readonly: true })
  try {
    const chain = verifyChain({ db: drizzle({ client: sqlite, schema }) })
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
  input: { dataDir: string; path: string; now?: Date; actor: Actor },
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
  input: { dataDir: string; path: string; now?: Date; actor: Actor },
  open: () => DbHandle,
): { keptAs: string; files: number; entries: number } {
  const backup = resolveBackup(input.path)
  // The chain of the copy is verified with the key it was written with (the set carries it).
  if (backup.auditKey) setAuditKey(readFileSync(backup.auditKey, 'utf8').trim())
  const { entries } = verifyBackup(backup.database)
  const swapped = swapInBackup(backup, input.dataDir, input.now)
  const handle = open()
  try {
    record(
      { db: handle.db },
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
