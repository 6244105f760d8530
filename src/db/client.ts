import { Database } from 'bun:sqlite'
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import { migrate } from 'drizzle-orm/bun-sqlite/migrator'
import * as schema from './schema'

export type Db = ReturnType<typeof createDrizzle>
const createDrizzle = (sqlite: Database) => drizzle({ client: sqlite, schema })
/** A transaction handle, as `db.transaction((tx) => …)` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** What services take as `db`: the database or a transaction the caller opened (so changes can be combined). */
export type DbOrTx = Db | Tx

export const MIGRATIONS_FOLDER = join(import.meta.dir, '../../drizzle')

/** Opens SQLite with the pragmas of ARCHITECTURE.md. busy_timeout first so that the others wait for a lock. */
export function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const sqlite = new Database(file, { create: true, strict: true })
  sqlite.run('PRAGMA busy_timeout = 5000')
  sqlite.run('PRAGMA journal_mode = WAL')
  // FULL: an acknowledged write survives power loss.
  sqlite.run('PRAGMA synchronous = FULL')
  sqlite.run('PRAGMA foreign_keys = ON')
  return sqlite
}

export type DbHandle = { sqlite: Database; db: Db; close(): void }

/** Opens the database file and applies pending migrations. */
export function openDatabase(file: string, { runMigrations = true } = {}): DbHandle {
  const sqlite = openSqlite(file)
  const db = createDrizzle(sqlite)
  if (runMigrations) migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
  return {
    sqlite,
    db,
    close() {
      try {
        sqlite.run('PRAGMA optimize')
      } finally {
        sqlite.close()
      }
    },
  }
}

/** A real query, for /healthz. */
export function pingDatabase(sqlite: Database): boolean {
  const row = sqlite.query('SELECT 1 AS ok').get() as { ok: number } | null
  return row?.ok === 1
}
