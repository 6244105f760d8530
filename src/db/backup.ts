import { Database } from 'bun:sqlite'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'

// Backups (ADR 101). A backup set is a folder `DATA_DIR/backups/kyg-<UTC time>/` holding a consistent copy of the
// database (`VACUUM INTO`, never a file copy of a WAL database) and the uploads as they were after the copy.

export const DB_FILE = 'knowyourguest.sqlite'
export const UPLOADS_DIR = 'uploads'
const BACKUPS_DIR = 'backups'
/** The audit chain's key (src/modules/audit/key.ts): a backup carries it, or its chain could not be verified. */
export const AUDIT_KEY_FILE = 'audit-chain-key'
const SET_PREFIX = 'kyg-'

const stampOf = (now: Date) => now.toISOString().replace(/[:.]/g, '-')
const dateOfStamp = (name: string) =>
  new Date(name.slice(SET_PREFIX.length).replace(/T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/, 'T$1:$2:$3.$4Z'))

/** Copies a directory tree; with `link`, files are hard-linked when possible (uploads never change once written). */
function copyTree(from: string, to: string, link = false): number {
  if (!existsSync(from)) return 0
  mkdirSync(to, { recursive: true, mode: 0o700 })
  let files = 0
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name)
    const target = join(to, entry.name)
    if (entry.isDirectory()) files += copyTree(source, target, link)
    else if (entry.isFile()) {
      try {
        if (!link) throw new Error('copy')
        linkSync(source, target)
      } catch {
        copyFileSync(source, target)
      }
      files++
    }
  }
  return files
}

/** Every file below a folder, as paths relative to it (sorted). */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  const out: string[] = []
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name)
      if (entry.isDirectory()) walk(p)
      else if (entry.isFile()) out.push(relative(dir, p))
    }
  }
  walk(dir)
  return out.sort()
}

/**
 * A consistent copy of the live database with `VACUUM INTO`, named by its UTC time, in `dir` (mode 0700: it holds
 * personal data). Answers the file's path.
 */
export function createBackup(sqlite: Database, dir: string, now = new Date()): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = join(dir, `knowyourguest-${stampOf(now)}.sqlite`)
  sqlite.prepare('VACUUM INTO ?').run(file)
  chmodSync(file, 0o600)
  return file
}

export type BackupSet = { dir: string; database: string; files: number; at: Date }

/**
 * A backup set: the database first (its snapshot is the truth), then the uploads. A file written after the snapshot
 * may be in the set without a row; a file the snapshot names is there unless it was deleted in between.
 */
export function createBackupSet(sqlite: Database, dataDir: string, now = new Date()): BackupSet {
  const root = join(dataDir, BACKUPS_DIR)
  mkdirSync(root, { recursive: true, mode: 0o700 })
  const dir = join(root, `${SET_PREFIX}${stampOf(now)}`)
  const partial = `${dir}.partial`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { mode: 0o700 })
  sqlite.prepare('VACUUM INTO ?').run(join(partial, DB_FILE))
  chmodSync(join(partial, DB_FILE), 0o600)
  const files = copyTree(join(dataDir, UPLOADS_DIR), join(partial, UPLOADS_DIR), true)
  if (existsSync(join(dataDir, AUDIT_KEY_FILE))) {
    copyFileSync(join(dataDir, AUDIT_KEY_FILE), join(partial, AUDIT_KEY_FILE))
    chmodSync(join(partial, AUDIT_KEY_FILE), 0o600)
  }
  // A set appears under its final name only when complete.
  renameSync(partial, dir)
  return { dir, database: join(dir, DB_FILE), files, at: now }
}

export function listBackupSets(dataDir: string): { name: string; dir: string; at: Date }[] {
  const root = join(dataDir, BACKUPS_DIR)
  if (!existsSync(root)) return []
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith(SET_PREFIX) && !e.name.endsWith('.partial'))
    .map((e) => ({ name: e.name, dir: join(root, e.name), at: dateOfStamp(e.name) }))
    .filter((s) => !Number.isNaN(s.at.getTime()))
    .sort((a, b) => b.at.getTime() - a.at.getTime())
}

/** Monday-based week key (UTC). */
const weekKey = (d: Date) => {
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)))
  return monday.toISOString().slice(0, 10)
}

/**
 * Rotation: the newest set of each of the last 7 days, and the newest set of each of the 4 weeks before; the rest is
 * deleted (also stale `.partial` folders of a crashed run). Idempotent. Answers the names it deleted.
 */
export function rotateBackups(dataDir: string, { daily = 7, weekly = 4 } = {}): string[] {
  const sets = listBackupSets(dataDir)
  const keep = new Set<string>()
  const days = new Set<string>()
  for (const s of sets) {
    const day = s.at.toISOString().slice(0, 10)
    if (days.has(day)) continue
    if (days.size >= daily) break
    days.add(day)
    keep.add(s.name)
  }
  const weeks = new Set<string>([...days].map((d) => weekKey(new Date(`${d}T00:00:00Z`))))
  const extraWeeks = new Set<string>()
  for (const s of sets) {
    if (keep.has(s.name) || [...days].includes(s.at.toISOString().slice(0, 10))) continue
    const week = weekKey(s.at)
    if (weeks.has(week) || extraWeeks.has(week)) continue
    if (extraWeeks.size >= weekly) break
    extraWeeks.add(week)
    keep.add(s.name)
  }
  const removed: string[] = []
  for (const s of sets) {
    if (keep.has(s.name)) continue
    rmSync(s.dir, { recursive: true, force: true })
    removed.push(s.name)
  }
  const root = join(dataDir, BACKUPS_DIR)
  if (existsSync(root)) {
    for (const e of readdirSync(root))
      if (e.endsWith('.partial')) rmSync(join(root, e), { recursive: true, force: true })
  }
  return removed
}

export class RestoreError extends Error {}

/** Where a backup's database and uploads are, given the set folder or its database file (or a lone .sqlite). */
export function resolveBackup(path: string): { database: string; uploads: string | null; auditKey: string | null } {
  if (!existsSync(path)) throw new RestoreError(`${path} does not exist.`)
  const database = statSync(path).isDirectory() ? join(path, DB_FILE) : path
  if (!existsSync(database)) throw new RestoreError(`${path} holds no ${DB_FILE}.`)
  const uploads = join(dirname(database), UPLOADS_DIR)
  const auditKey = join(dirname(database), AUDIT_KEY_FILE)
  return { database, uploads: existsSync(uploads) ? uploads : null, auditKey: existsSync(auditKey) ? auditKey : null }
}

/** PRAGMA integrity_check of a database file, opened read-only. */
export function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true })
  try {
    const rows = db.query('PRAGMA integrity_check').all() as { integrity_check: string }[]
    return rows.map((r) => r.integrity_check).join('; ')
  } finally {
    db.close()
  }
}

/**
 * Swaps a verified backup in: the current database (with its -wal/-shm) and uploads move to
 * `DATA_DIR/pre-restore-<time>/` (nothing is deleted), then the copy and its uploads take their place (`move`: the
 * copy's uploads are moved, on the same file system). The caller has checked that no server runs and that the copy
 * verifies.
 */
export function swapInBackup(
  backup: { database: string; uploads: string | null; auditKey?: string | null },
  dataDir: string,
  now: Date,
  { move = false } = {},
): { keptAs: string; files: number } {
  const keptAs = join(dataDir, `pre-restore-${stampOf(now)}`)
  mkdirSync(keptAs, { recursive: true, mode: 0o700 })
  const live = join(dataDir, DB_FILE)
  const incoming = `${live}.restoring`
  copyFileSync(backup.database, incoming)
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(live + suffix)) renameSync(live + suffix, join(keptAs, basename(live + suffix)))
  }
  renameSync(incoming, live)
  const uploads = join(dataDir, UPLOADS_DIR)
  if (existsSync(uploads)) renameSync(uploads, join(keptAs, UPLOADS_DIR))
  // A copy fetched for this restore alone (from the off-site repository) is moved, not copied.
  let files = 0
  if (backup.uploads && move) {
    renameSync(backup.uploads, uploads)
    files = listFiles(uploads).length
  } else if (backup.uploads) files = copyTree(backup.uploads, uploads)
  if (backup.auditKey) {
    const key = join(dataDir, AUDIT_KEY_FILE)
    if (existsSync(key)) renameSync(key, join(keptAs, AUDIT_KEY_FILE))
    copyFileSync(backup.auditKey, key)
    chmodSync(key, 0o600)
  }
  return { keptAs, files }
}
