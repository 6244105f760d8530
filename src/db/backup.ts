import type { Database } from 'bun:sqlite'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A consistent copy of the live database with `VACUUM INTO` (never a file copy of a WAL database), named by its UTC
 * time, in `dir` (mode 0700: it holds personal data). Answers the file's path.
 */
export function createBackup(sqlite: Database, dir: string, now = new Date()): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  const file = join(dir, `knowyourguest-${stamp}.sqlite`)
  sqlite.prepare('VACUUM INTO ?').run(file)
  return file
}
