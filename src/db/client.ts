import { Database } from 'bun:sqlite'
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import { migrate } from 'drizzle-orm/bun-sqlite/migrator'
import * as schema from './schema'

export type Db = ReturnType<typeof drizzleOf>
const drizzleOf = (sqlite: Database) => drizzle({ client: sqlite, schema })

/**
 * Drizzle over an open SQLite connection, whose transactions begin IMMEDIATE unless the caller says otherwise: a
 * deferred transaction that reads and then writes fails at once with SQLITE_BUSY (no busy_timeout wait) when another
 * connection (the CLI, a backup, a second process) wrote in between; an immediate one waits for the write lock first.
 */
export function createDrizzle(sqlite: Database): Db {
  const db = drizzleOf(sqlite)
  const transaction = db.transaction.bind(db)
  db.transaction = (run, config) => transaction(run, { behavior: 'immediate', ...config })
  return db
}
/** A transaction handle, as `db.transaction((tx) => …)` passes it. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** What services take as `db`: the database or a transaction the caller opened (so changes can be combined). */
export type DbOrTx = Db | Tx

export const MIGRATIONS_FOLDER = join(import.meta.dir, '../../drizzle')

/** The database, its -wal and -shm files are readable by the server's user only (SQLite gives -wal/-shm the mode of
 * the database file); their folder is 0700. Also tightens files created earlier with a wider mode. */
function restrictDatabaseFiles(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600))
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600)
}

/** Opens SQLite with the pragmas of docs/architecture.md. busy_timeout first so that the others wait for a lock. */
export function openSqlite(file: string): Database {
  if (file !== ':memory:') restrictDatabaseFiles(file)
  const sqlite = new Database(file, { create: true, strict: true })
  sqlite.run('PRAGMA busy_timeout = 5000')
  sqlite.run('PRAGMA journal_mode = WAL')
  // Deleted and overwritten content is zeroed, so a blanked e-mail body or a used token leaves no old page behind.
  sqlite.run('PRAGMA secure_delete = ON')
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
  if (runMigrations) migrateDatabase(sqlite, db)
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

/**
 * Applies pending migrations (ADR 175). A migration that adds a constraint rebuilds its table (SQLite cannot alter
 * one), and dropping a table that others reference would fail, or cascade, with foreign keys on; the migrator runs
 * inside a transaction, where the migration's own `PRAGMA foreign_keys=OFF` does nothing. So they are off while it
 * runs and every reference is checked before they are back on: a broken one stops the start with its table named.
 */
export function migrateDatabase(sqlite: Database, db: Db, migrationsFolder = MIGRATIONS_FOLDER): void {
  sqlite.run('PRAGMA foreign_keys = OFF')
  try {
    const before = appliedMigrations(sqlite)
    migrate(db, { migrationsFolder })
    if (appliedMigrations(sqlite) === before) return
    const broken = sqlite.query('PRAGMA foreign_key_check').all() as { table: string; parent: string }[]
    if (broken.length > 0) {
      const where = [...new Set(broken.map((row) => `${row.table} -> ${row.parent}`))].join(', ')
      throw new Error(`The migrated database has ${broken.length} broken references (${where})`)
    }
  } finally {
    sqlite.run('PRAGMA foreign_keys = ON')
  }
}

function appliedMigrations(sqlite: Database): number {
  const table = sqlite.query("SELECT 1 FROM sqlite_master WHERE name = '__drizzle_migrations'").get()
  return table ? (sqlite.query('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n : 0
}

/** A real query, for /healthz. */
export function pingDatabase(sqlite: Database): boolean {
  const row = sqlite.query('SELECT 1 AS ok').get() as { ok: number } | null
  return row?.ok === 1
}
