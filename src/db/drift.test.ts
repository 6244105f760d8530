import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api'
import { MIGRATIONS_FOLDER } from './client'
import * as schema from './schema'
import { createTestDb } from './testing'

// The modules' schema.ts files and the migrations say the same thing (ADR 175). drizzle-kit's own diff, offline and
// in-process: a schema change without its generated migration fails here, and so does a migration edited by hand
// so that it no longer builds what its snapshot records.

type Snapshot = {
  tables: Record<string, { columns: Record<string, unknown>; indexes: Record<string, unknown> }>
}
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[]
}
const last = journal.entries[journal.entries.length - 1]!
const snapshotFile = join(MIGRATIONS_FOLDER, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`)
const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as Snapshot

test('the schema needs no migration beyond the last one generated (run `bun run db:generate` when this fails)', async () => {
  const current = await generateSQLiteDrizzleJson(schema as Record<string, unknown>)
  expect(await generateSQLiteMigration(snapshot as never, current)).toEqual([])
})

test('a freshly migrated database has every table, column and index of the last snapshot, and no other table', () => {
  const handle = createTestDb()
  const names = (query: string) => (handle.sqlite.query(query).all() as { name: string }[]).map((row) => row.name)
  // Tables drizzle-kit does not manage: its own journal, the hand-written search keys and member search (FTS5).
  const unmanaged = /^(__drizzle_migrations|sqlite_.*|search_keys|member_search.*)$/
  const tables = names("SELECT name FROM sqlite_master WHERE type = 'table'").filter((name) => !unmanaged.test(name))
  expect(tables.sort()).toEqual(Object.keys(snapshot.tables).sort())
  for (const [table, { columns, indexes }] of Object.entries(snapshot.tables)) {
    expect({ table, columns: names(`SELECT name FROM pragma_table_info('${table}')`).sort() }).toEqual({
      table,
      columns: Object.keys(columns).sort(),
    })
    const made = names(`SELECT name FROM pragma_index_list('${table}') WHERE origin = 'c'`)
    for (const index of Object.keys(indexes))
      expect({ table, index, made: made.includes(index) }).toMatchObject({ made: true })
  }
  handle.close()
})
