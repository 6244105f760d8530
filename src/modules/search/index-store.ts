import type { Database } from 'bun:sqlite'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { type GuestFields, guestForm, type StoredGuest, storedGuest } from './guest'
import { indexKeys } from './keys'

// The search index: entries (normalised guest + visibility) and their hashed blocking keys (ADR 081).

/** What the reports module hands over for each change (its ReportIndexEntry). */
export type IndexEntryInput = {
  reportId: string
  companyId: string
  status: string
  expiresAt: string | null
  guest: GuestFields
}

/** Statuses kept in the index: shown to other hotels only when approved, to their own hotel in any of them. */
export const INDEXED_STATUSES = new Set(['pending', 'approved', 'rejected'])

/** The bun:sqlite handle behind a Drizzle database or transaction (same connection, same transaction). */
export function sqliteOf(db: DbOrTx): Database {
  const handle = db as unknown as { $client?: Database; session?: { client?: Database } }
  const client = handle.$client ?? handle.session?.client
  if (!client) throw new Error('search: no SQLite handle behind this database')
  return client
}

export const keysOf = (guest: StoredGuest) => indexKeys(guestForm(guest))

/**
 * Brings one report's index entry up to date: called inside the report's own transaction on create, edit,
 * approve, reject, delete and expiry (entry null = gone).
 */
export function applyIndexChange(
  deps: { db: DbOrTx; clock: Clock },
  change: { reportId: string; entry: IndexEntryInput | null },
): void {
  const sqlite = sqliteOf(deps.db)
  const old = sqlite
    .query<{ id: number; guest: string }, [string]>('SELECT id, guest FROM search_entries WHERE report_id = ?')
    .get(change.reportId)
  const entry = change.entry && INDEXED_STATUSES.has(change.entry.status) ? change.entry : null
  const guest = entry ? storedGuest(entry.guest, deps.clock.now()) : null
  if (old) {
    const json = guest ? JSON.stringify(guest) : null
    if (entry && json === old.guest) {
      // Only status, company or expiry changed: the keys stay.
      sqlite
        .query('UPDATE search_entries SET company_id = ?, status = ?, expires_at = ? WHERE id = ?')
        .run(entry.companyId, entry.status, entry.expiresAt, old.id)
      return
    }
    const removeKey = sqlite.query('DELETE FROM search_keys WHERE key = ? AND entry = ?')
    for (const key of keysOf(JSON.parse(old.guest) as StoredGuest)) removeKey.run(key, old.id)
    sqlite.query('DELETE FROM search_entries WHERE id = ?').run(old.id)
  }
  if (entry && guest) insertEntry(sqlite, entry, guest)
}

function insertEntry(sqlite: Database, entry: IndexEntryInput, guest: StoredGuest): number {
  const row = sqlite
    .query<{ id: number }, [string, string, string, string | null, string]>(
      'INSERT INTO search_entries (report_id, company_id, status, expires_at, guest) VALUES (?, ?, ?, ?, ?) RETURNING id',
    )
    .get(entry.reportId, entry.companyId, entry.status, entry.expiresAt, JSON.stringify(guest))
  if (!row) throw new Error('search: index insert returned no id')
  const addKey = sqlite.query('INSERT OR IGNORE INTO search_keys (key, entry) VALUES (?, ?)')
  for (const key of keysOf(guest)) addKey.run(key, row.id)
  return row.id
}

export type CandidateRow = { id: number; reportId: string; companyId: string; status: string; guest: string }

/**
 * The entries that share at least one key with the query, best first: each shared key adds 1 / (entries under that
 * key), so an entry met by several rare keys ranks before one met by a single common key (ADR 081). Reads only the
 * clustered key table.
 */
export function rankedEntries(db: DbOrTx, keys: number[]): number[] {
  if (keys.length === 0) return []
  const hits = sqliteOf(db)
    .query('SELECT key, entry FROM search_keys WHERE key IN (SELECT value FROM json_each(?1))')
    .values(JSON.stringify(keys)) as [number, number][]
  const perKey = new Map<number, number>()
  for (const [key] of hits) perKey.set(key, (perKey.get(key) ?? 0) + 1)
  const weight = new Map<number, number>()
  for (const [key, entry] of hits) weight.set(entry, (weight.get(entry) ?? 0) + 1 / (perKey.get(key) ?? 1))
  return [...weight.keys()].sort((a, b) => (weight.get(b) ?? 0) - (weight.get(a) ?? 0) || a - b)
}

/**
 * Candidates for a set of hashed keys, already filtered to what the viewer may see: the `limit` best-ranked visible
 * entries (their rows are read only for those).
 */
export function candidatesFor(
  db: DbOrTx,
  keys: number[],
  viewer: { companyId: string | null; now: string; limit: number },
): CandidateRow[] {
  const ranked = rankedEntries(db, keys)
  const read = sqliteOf(db).query<CandidateRow, [string, string, string]>(
    `SELECT e.id, e.report_id AS reportId, e.company_id AS companyId, e.status, e.guest
       FROM search_entries e
      WHERE e.id IN (SELECT value FROM json_each(?1))
        AND (e.company_id = ?2 OR (e.status = 'approved' AND (e.expires_at IS NULL OR e.expires_at > ?3)))`,
  )
  const rows: CandidateRow[] = []
  // Entries the viewer may not see (pending or rejected of other hotels, expired) are skipped, not counted.
  for (let from = 0; from < ranked.length && rows.length < viewer.limit; ) {
    const batch = ranked.slice(from, from + viewer.limit - rows.length)
    from += batch.length
    rows.push(...read.all(JSON.stringify(batch), viewer.companyId ?? '', viewer.now))
  }
  return rows
}

/**
 * Other hotels' entries this viewer may see that are filed under any of these keys or key ranges (the per-report
 * allowance's look-up, keys.ts anyDateKeys; ADR 326): report id and normalised guest. Reads the clustered key table by
 * range, then only the rows met.
 */
export function othersUnder(
  db: DbOrTx,
  keys: { plain: number[]; ranges: [number, number][] },
  viewer: { companyId: string; now: string },
): { reportId: string; guest: string }[] {
  const sqlite = sqliteOf(db)
  const entries = new Set<number>()
  const inRange = sqlite.query<{ entry: number }, [number, number]>(
    'SELECT entry FROM search_keys WHERE key >= ? AND key < ?',
  )
  for (const [from, to] of keys.ranges) for (const row of inRange.all(from, to)) entries.add(row.entry)
  const plain = sqlite.query<{ entry: number }, [string]>(
    'SELECT entry FROM search_keys WHERE key IN (SELECT value FROM json_each(?1))',
  )
  for (const row of plain.all(JSON.stringify(keys.plain))) entries.add(row.entry)
  if (entries.size === 0) return []
  return sqlite
    .query<{ reportId: string; guest: string }, [string, string, string]>(
      `SELECT e.report_id AS reportId, e.guest FROM search_entries e
        WHERE e.id IN (SELECT value FROM json_each(?1)) AND e.company_id <> ?2
          AND e.status = 'approved' AND (e.expires_at IS NULL OR e.expires_at > ?3)`,
    )
    .all(JSON.stringify([...entries]), viewer.companyId, viewer.now)
}

/** Every visible entry, for the benchmark's full-scan baseline only. */
export function* allVisibleEntries(db: DbOrTx, viewer: { companyId: string | null; now: string }) {
  const stmt = sqliteOf(db).query<CandidateRow, [string, string]>(
    `SELECT e.id, e.report_id AS reportId, e.company_id AS companyId, e.status, e.guest FROM search_entries e
      WHERE e.company_id = ?1 OR (e.status = 'approved' AND (e.expires_at IS NULL OR e.expires_at > ?2))`,
  )
  yield* stmt.iterate(viewer.companyId ?? '', viewer.now)
}

export function indexSize(db: DbOrTx): { entries: number; keys: number; bytes: number | null } {
  const sqlite = sqliteOf(db)
  const entries = (sqlite.query('SELECT count(*) AS n FROM search_entries').get() as { n: number }).n
  const keys = (sqlite.query('SELECT count(*) AS n FROM search_keys').get() as { n: number }).n
  let bytes: number | null = null
  try {
    const row = sqlite
      .query(
        "SELECT sum(pgsize) AS bytes FROM dbstat WHERE name IN ('search_entries', 'search_entries_report_id_unique', 'search_keys')",
      )
      .get() as { bytes: number } | null
    bytes = row?.bytes ?? null
  } catch {
    bytes = null
  }
  return { entries, keys, bytes }
}
