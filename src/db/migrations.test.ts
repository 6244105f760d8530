import type { Database } from 'bun:sqlite'
import { afterEach, describe, expect, test } from 'bun:test'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import { MIGRATIONS_FOLDER, migrateDatabase, openSqlite } from './client'
import * as schema from './schema'

// A database created by an older release, with rows in it, is brought to today's schema by the migrations the server
// runs at start (ADR 175): the rows survive, the hand-written triggers still work and the new constraints hold.

type Journal = { entries: { idx: number; tag: string }[] }
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The migrations folder as it was when `last` was the newest migration. */
function foldersUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'kyg-migrations-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'meta'))
  const entries = journal.entries.filter((entry) => entry.idx <= last)
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const { tag } of entries) copyFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(dir, `${tag}.sql`))
  return dir
}

function databaseAt(last: number): Database {
  const sqlite = openSqlite(':memory:')
  migrateDatabase(sqlite, drizzle({ client: sqlite, schema }), foldersUpTo(last))
  return sqlite
}
const upgrade = (sqlite: Database) => migrateDatabase(sqlite, drizzle({ client: sqlite, schema }))
const all = (sqlite: Database, query: string) => sqlite.query(query).all()
const applied = (sqlite: Database) =>
  (sqlite.query('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n
const at = '2025-03-01T10:00:00.000Z'

/** A hotel, its company, a session, a paid payment and its subscription, as migration 0005 knew them. */
function hotelAt0005(sqlite: Database) {
  sqlite.run(
    `INSERT INTO companies (id, company_name, street_name, building_no, zip_code, city, country, stars,
       is_part_of_association, created_at, updated_at)
     VALUES ('c-1', 'Hotel Alpenblick', 'Seestrasse', '4', '8001', 'Zürich', 'CH', 4, 1, '${at}', '${at}')`,
  )
  sqlite.run(
    `INSERT INTO users (id, email, password_hash, f_name, l_name, role, status, locale, company_id, created_at, updated_at)
     VALUES ('u-1', 'front@alpenblick.ch', 'hash', 'Anna', 'Muster', 'user', 'approved', 'de', 'c-1', '${at}', '${at}'),
            ('u-2', 'admin@kyg.ch', 'hash', 'Ada', 'Admin', 'admin', 'approved', 'en', NULL, '${at}', '${at}')`,
  )
  sqlite.run(
    `INSERT INTO sessions (id, user_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     VALUES ('s-1', 'u-1', '${at}', '${at}', '${at}', '${at}')`,
  )
  sqlite.run(
    `INSERT INTO payments (id, user_id, provider, provider_reference, amount_rappen, currency, status, purpose, plan,
       created_at, confirmed_at)
     VALUES ('p-1', 'u-1', 'stripe', 'pi_1', 59000, 'chf', 'succeeded', 'registration', '5-star-association', '${at}',
       '${at}')`,
  )
  sqlite.run(
    `INSERT INTO subscriptions (user_id, plan, price_rappen, starts_at, expires_at, auto_renew, updated_at)
     VALUES ('u-1', '5-star-association', 59000, '${at}', '2026-03-01T10:00:00.000Z', 1, '${at}')`,
  )
  sqlite.run(
    `INSERT INTO mail_outbox (id, "to", subject, html, text, kind, status, attempts, next_attempt_at, created_at)
     VALUES ('m-1', 'front@alpenblick.ch', 'Welcome', '', '', 'access-granted', 'sent', 1, '${at}', '${at}')`,
  )
}

describe('upgrading an older database', () => {
  test('a database created at migration 0005, with a hotel, its payment and subscription, keeps them all at the head', () => {
    const sqlite = databaseAt(5)
    hotelAt0005(sqlite)
    const before = ['users', 'companies', 'sessions', 'payments', 'subscriptions', 'mail_outbox'].map((table) =>
      all(sqlite, `SELECT * FROM ${table} ORDER BY 1`),
    )
    upgrade(sqlite)
    expect(applied(sqlite)).toBe(journal.entries.length)
    const after = ['users', 'companies', 'sessions', 'payments', 'subscriptions', 'mail_outbox'].map((table) =>
      all(sqlite, `SELECT * FROM ${table} ORDER BY 1`),
    )
    // Same rows; later migrations only add columns (with their defaults) to some of these tables.
    after.forEach((rows, i) => {
      expect(rows).toHaveLength(before[i]!.length)
      for (const [j, row] of rows.entries()) expect(row).toMatchObject(before[i]![j] as object)
    })
    // The member search built by 0017 finds the hotel, and its triggers still follow changes.
    const found = (text: string) =>
      all(sqlite, `SELECT user_id FROM member_search WHERE body LIKE '%${text}%'`).map(
        (r) => (r as { user_id: string }).user_id,
      )
    expect(found('alpenblick')).toEqual(['u-1'])
    sqlite.run(`UPDATE companies SET company_name = 'Hotel Bergsicht' WHERE id = 'c-1'`)
    expect(found('bergsicht')).toEqual(['u-1'])
    expect(found('hotel alpenblick')).toEqual([])
    expect(all(sqlite, 'PRAGMA foreign_key_check')).toEqual([])
    expect((sqlite.query('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys).toBe(1)
    // The new rules hold on the upgraded database.
    expect(() => sqlite.run(`UPDATE payments SET amount_rappen = 0 WHERE id = 'p-1'`)).toThrow(
      'CHECK constraint failed',
    )
    expect(() => sqlite.run(`UPDATE users SET status = 'vip' WHERE id = 'u-1'`)).toThrow('CHECK constraint failed')
    expect(() => sqlite.run(`UPDATE mail_outbox SET status = 'lost'`)).toThrow('CHECK constraint failed')
    sqlite.close()
  })

  test('a database at migration 0018 keeps its refunds (as settled), hotel documents and notices through the rebuild', () => {
    const sqlite = databaseAt(18)
    hotelAt0005(sqlite)
    sqlite.run(
      `INSERT INTO refunds (id, payment_id, amount_rappen, reason, created_at) VALUES ('r-1', 'p-1', 1000, 'Goodwill', '${at}')`,
    )
    sqlite.run(
      `INSERT INTO hotel_documents (id, user_id, kind, original_name, mime_type, size_bytes, sha256, storage_key,
         metadata_removed, uploaded_at)
       VALUES ('d-1', 'u-1', 'representative_id', 'id.pdf', 'application/pdf', 1200, '${'a'.repeat(64)}', 'k-1', 0, '${at}')`,
    )
    sqlite.run(
      `INSERT INTO subscription_notices (user_id, term_end, kind, at)
       VALUES ('u-1', '2026-03-01T10:00:00.000Z', 'reminder-30', '${at}'), ('gone', '2026-03-01', 'invoice', '${at}')`,
    )
    upgrade(sqlite)
    expect(all(sqlite, 'SELECT id, amount_rappen, status FROM refunds')).toEqual([
      { id: 'r-1', amount_rappen: 1000, status: 'succeeded' },
    ])
    // Rebuilding users neither cascaded to the documents nor lost them.
    expect(all(sqlite, 'SELECT id FROM hotel_documents')).toEqual([{ id: 'd-1' }])
    // The notice of a subscription that does not exist meant nothing and is left behind.
    expect(all(sqlite, 'SELECT user_id, kind FROM subscription_notices')).toEqual([
      { user_id: 'u-1', kind: 'reminder-30' },
    ])
    expect(all(sqlite, 'PRAGMA foreign_key_check')).toEqual([])
    expect(() =>
      sqlite.run(
        `INSERT INTO refunds (id, payment_id, amount_rappen, reason, created_at) VALUES ('r-2', 'p-1', 58001, 'x', '${at}')`,
      ),
    ).toThrow('refunds exceed the payment')
    sqlite.close()
  })

  test('a database whose rows break a new rule is not upgraded, and stays as it was', () => {
    const sqlite = databaseAt(18)
    hotelAt0005(sqlite)
    sqlite.run(`UPDATE payments SET amount_rappen = 0`)
    const before = all(sqlite, 'SELECT type, name, sql FROM sqlite_master ORDER BY name')
    expect(() => upgrade(sqlite)).toThrow()
    expect(applied(sqlite)).toBe(19)
    expect(all(sqlite, 'SELECT type, name, sql FROM sqlite_master ORDER BY name')).toEqual(before)
    expect(all(sqlite, 'SELECT amount_rappen FROM payments')).toEqual([{ amount_rappen: 0 }])
    expect((sqlite.query('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys).toBe(1)
    sqlite.close()
  })

  test('the migration that starts the first year at approval leaves paid terms as they were and only flags pending hotels', () => {
    // ADR 227: no migration shortens anyone's paid time; a hotel still waiting gets its first year from its approval.
    const { idx } = journal.entries.find(({ tag }) =>
      readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8').includes('ADD `awaiting_approval`'),
    )!
    const sqlite = databaseAt(idx - 1)
    hotelAt0005(sqlite)
    sqlite.run(
      `INSERT INTO companies (id, company_name, street_name, building_no, zip_code, city, country, stars,
         is_part_of_association, created_at, updated_at)
       VALUES ('c-3', 'Hotel Seeblick', 'Seeweg', '1', '6000', 'Luzern', 'CH', 3, 0, '${at}', '${at}')`,
    )
    sqlite.run(
      `INSERT INTO users (id, email, password_hash, f_name, l_name, role, status, locale, company_id, created_at, updated_at)
       VALUES ('u-3', 'new@seeblick.ch', 'hash', 'Nina', 'Neu', 'user', 'pending', 'de', 'c-3', '${at}', '${at}')`,
    )
    sqlite.run(
      `INSERT INTO subscriptions (user_id, plan, price_rappen, starts_at, expires_at, auto_renew, updated_at)
       VALUES ('u-3', '3-star', 49000, '${at}', '2026-03-01T10:00:00.000Z', 1, '${at}')`,
    )
    const terms = 'SELECT user_id, starts_at, expires_at FROM subscriptions ORDER BY user_id'
    const before = all(sqlite, terms)
    upgrade(sqlite)
    expect(all(sqlite, terms)).toEqual(before)
    expect(all(sqlite, 'SELECT user_id, awaiting_approval FROM subscriptions ORDER BY user_id')).toEqual([
      { user_id: 'u-1', awaiting_approval: 0 },
      { user_id: 'u-3', awaiting_approval: 1 },
    ])
    sqlite.close()
  })
})
