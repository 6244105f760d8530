// Daily backups with rotation, and restore (ADR 101). The database copy and file work is in src/db/backup.ts; this
// service adds the audit trail and the checks a restore needs.
import { Database } from 'bun:sqlite'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import {
  AUDIT_KEY_FILE,
  createBackupSet,
  integrityOf,
  RestoreError,
  resolveBackup,
  rotateBackups,
  swapInBackup,
} from '~/db/backup'
import type { DbHandle } from '~/db/client'
import { lockDataDir, serverPidNote } from '~/db/data-dir-lock'
import * as schema from '~/db/schema'
import type { Clock } from '~/kernel/clock'
import { type Actor, record, resolveAuditKey, SYSTEM, verifyChain } from '~/modules/audit/public'
import { fetchSnapshot } from './offsite'
import { type ResticConfig, shownRepository } from './restic'

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
function verifyBackup(file: string, chainKey: string): { entries: number } {
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
  return withDataDirLock(input.dataDir, () => {
    const backup = resolveBackup(input.path)
    // The chain of the copy is verified with the key it was written with (the set carries it; an older set without it
    // was written with this DATA_DIR's key).
    const writtenWith = backup.auditKey ? readFileSync(backup.auditKey, 'utf8').trim() : resolveAuditKey(input.dataDir)
    return restoreVerified({ ...input, backup, from: input.path, chainKey: writtenWith }, open)
  })
}

/**
 * Restore from the off-site repository (issue 35): fetches a copy (`latest` or an id) into DATA_DIR/restore-….partial,
 * verifies it with the audit key already in DATA_DIR (copies never hold it), swaps it in like a local restore and
 * removes the fetched files.
 */
export async function restoreFromRepository(
  input: { dataDir: string; snapshot: string; clock: Clock; actor: Actor; restic: ResticConfig },
  open: () => DbHandle,
) {
  const keyFile = join(input.dataDir, AUDIT_KEY_FILE)
  if (!existsSync(keyFile))
    throw new RestoreError(
      `${keyFile} is missing: put the audit key kept apart from the copies there first (docs/operations.md).`,
    )
  return withDataDirLock(input.dataDir, async () => {
    const into = join(input.dataDir, 'restore.partial')
    try {
      const fetched = await fetchSnapshot(input.restic, input.snapshot, into).catch((error: Error) => {
        throw new RestoreError(error.message)
      })
      const from = `${shownRepository(input.restic.repository)} copy ${fetched.snapshot.id}`
      const done = restoreVerified(
        { ...input, backup: fetched, from, chainKey: readFileSync(keyFile, 'utf8').trim(), move: true },
        open,
      )
      return { ...done, snapshot: fetched.snapshot }
    } finally {
      rmSync(into, { recursive: true, force: true })
    }
  })
}

/** Runs `work` holding the DATA_DIR's lock (ADR 190): no server can start while the files are swapped. */
function withDataDirLock<T>(dataDir: string, work: () => T): T {
  const lock = lockDataDir(dataDir)
  if (!lock) throw new RestoreError(`A server ${serverPidNote(dataDir)}is running on ${dataDir}. Stop it first.`)
  let async = false
  try {
    const result = work()
    if (result instanceof Promise) {
      async = true
      return result.finally(() => lock.release()) as T
    }
    return result
  } finally {
    if (!async) lock.release()
  }
}

function restoreVerified(
  input: {
    dataDir: string
    clock: Clock
    actor: Actor
    backup: Parameters<typeof swapInBackup>[0]
    from: string
    chainKey: string
    move?: boolean
  },
  open: () => DbHandle,
): { keptAs: string; files: number; entries: number } {
  const { entries } = verifyBackup(input.backup.database, input.chainKey)
  const swapped = swapInBackup(input.backup, input.dataDir, input.clock.now(), { move: input.move })
  const handle = open()
  try {
    record(
      // The swap put the set's key in DATA_DIR (or the key was there): the restored chain goes on with it.
      { db: handle.db, clock: input.clock, chainKey: resolveAuditKey(input.dataDir) },
      {
        actor: input.actor,
        action: 'db.backup.restored',
        details: { from: input.from, keptAs: swapped.keptAs, files: swapped.files },
      },
    )
  } finally {
    handle.close()
  }
  return { ...swapped, entries }
}
