// The dated tries both birth-date allowances keep (ADRs 242, 326, 344): per hotel, keyed hashes of a bucket (a name; a
// report; a report and birth year) and of a date asked in it, with the last time it was asked; a date counts for the
// window from then. One store for both tables: the dates each bucket holds in the window, and the answered ones kept;
// and, for both, the probes audited today (in the database, so the server, the jobs and the CLI audit one once).
// Plain prepared statements on the caller's connection (and transaction): an allowance keeps two rows for each
// report a question reaches, and an ORM's per-statement query building cost more than the writes (ADR 344).
import type { DbOrTx } from '~/db/client'
import { sqliteOf } from './index-store'

/** A keyed hash as the tries keep it (HMAC-SHA256 with the audit key, 128 bits in hex): no name, id or date in clear. */
export const keyedHash = (key: string, value: string) =>
  new Bun.CryptoHasher('sha256', key).update(value).digest('hex').slice(0, 32)

/** The tables and their bucket column (fixed names: nothing of a caller reaches the SQL text). */
const TABLES = {
  birth_date_tries: 'name_key',
  report_date_tries: 'report_key',
} as const

export type DatedTriesTable = keyof typeof TABLES

/** One answered date of a bucket, as keyed hashes. */
export type DatedTry = { bucket: string; date: string }

/** The store of one table. */
export function datedTries(table: DatedTriesTable) {
  const bucket = TABLES[table]
  const readSql = `SELECT ${bucket} AS bucket, date_key AS date FROM ${table}
    WHERE company_id = ?1 AND ${bucket} IN (SELECT value FROM json_each(?2)) AND last_at > ?3`
  const keepSql = `INSERT INTO ${table} (company_id, ${bucket}, date_key, last_at) VALUES (?1, ?2, ?3, ?4)
    ON CONFLICT (company_id, ${bucket}, date_key) DO UPDATE SET last_at = excluded.last_at`
  return {
    /** The query the tests check the plan of (the primary key, never a scan). */
    readSql,
    /** The dates each bucket holds for the hotel since `since` (a bucket without any: an empty set). */
    known(db: DbOrTx, companyId: string, buckets: string[], since: string): Map<string, Set<string>> {
      const out = new Map<string, Set<string>>(buckets.map((b) => [b, new Set()]))
      if (buckets.length === 0) return out
      const rows = sqliteOf(db)
        .query<{ bucket: string; date: string }, [string, string, string]>(readSql)
        .all(companyId, JSON.stringify(buckets), since)
      for (const row of rows) out.get(row.bucket)?.add(row.date)
      return out
    },
    /** Keeps each answered date as asked at `at` (once per bucket and date; the window runs from the last time). */
    keep(db: DbOrTx, companyId: string, tries: DatedTry[], at: string): void {
      if (tries.length === 0) return
      const upsert = sqliteOf(db).query(keepSql)
      const done = new Set<string>()
      for (const t of tries) {
        const id = `${t.bucket}\n${t.date}`
        if (done.has(id)) continue
        done.add(id)
        upsert.run(companyId, t.bucket, t.date, at)
      }
    },
  }
}

/**
 * Whether a probe is to be audited now: the first time today for this hotel and probe in any process (the row is
 * written in the caller's transaction, with the audit entry).
 */
export function firstAuditToday(db: DbOrTx, companyId: string, probe: string, day: string): boolean {
  return (
    sqliteOf(db)
      .query<{ day: string }, [string, string, string]>(
        'INSERT INTO birth_date_probe_audits (company_id, probe, day) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING RETURNING day',
      )
      .get(companyId, probe, day) !== null
  )
}

/** Forgets the probes audited before `day` (the retention job). */
export const forgetAuditedProbes = (db: DbOrTx, day: string) =>
  sqliteOf(db).query('DELETE FROM birth_date_probe_audits WHERE day < ?1').run(day)
