import { Database } from 'bun:sqlite'
import { afterEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from './client'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('database transactions', () => {
  test('a transaction that reads and then writes is not refused because another connection wrote in between', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kyg-db-'))
    dirs.push(dir)
    const file = join(dir, 'db.sqlite')
    const server = openDatabase(file)
    // Another process on the same file (the operator's CLI, a backup): it does not wait for a lock.
    const other = new Database(file)
    other.run('PRAGMA busy_timeout = 0')
    server.db.run(sql`CREATE TABLE t (v TEXT NOT NULL)`)
    let otherWrote = true
    server.db.transaction((tx) => {
      tx.all(sql`SELECT count(*) FROM t`)
      try {
        other.run("INSERT INTO t (v) VALUES ('other')")
      } catch {
        otherWrote = false
      }
      tx.run(sql`INSERT INTO t (v) VALUES ('server')`)
    })
    // The server's transaction held the write lock from its start: the other writer waits (here: gives up), and the
    // server's write is kept instead of failing with SQLITE_BUSY.
    expect(otherWrote).toBe(false)
    expect(server.db.all(sql`SELECT v FROM t`)).toEqual([{ v: 'server' }])
    other.close()
    server.close()
  })
})
