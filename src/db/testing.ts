import { Database } from 'bun:sqlite'
import { createDrizzle, type DbHandle, openDatabase } from './client'

let template: Uint8Array | undefined

/** A fresh, migrated, in-memory database for one test: a copy of one migrated template, not a re-run of migrations. */
export function createTestDb(): DbHandle {
  if (!template) {
    const migrated = openDatabase(':memory:')
    template = migrated.sqlite.serialize()
    migrated.sqlite.close()
  }
  const sqlite = Database.deserialize(template, { strict: true } as never)
  sqlite.run('PRAGMA foreign_keys = ON')
  const db = createDrizzle(sqlite)
  return { sqlite, db, close: () => sqlite.close() }
}
