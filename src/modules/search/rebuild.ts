import type { Database } from 'bun:sqlite'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { storedGuest } from './guest'
import { INDEXED_STATUSES, type IndexEntryInput, keysOf, sqliteOf } from './index-store'

// A full rebuild of the search index (`bun run cli search:reindex`, the benchmark): ADR 081.

type Source = (page: { after: string | null; limit: number }) => IndexEntryInput[] | Promise<IndexEntryInput[]>

/**
 * (key, entry) pairs collected during a rebuild, then put in key order by a least-significant-digit radix sort
 * (four passes of 16 bits over the 53-bit keys). The sort is stable and entries arrive in increasing order, so the
 * pairs end up in the clustered table's (key, entry) order without a comparison sort.
 */
export class KeyBuffer {
  keys = new Float64Array(1 << 16)
  entries = new Int32Array(1 << 16)
  size = 0

  push(key: number, entry: number) {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2)
      keys.set(this.keys)
      const entries = new Int32Array(this.size * 2)
      entries.set(this.entries)
      this.keys = keys
      this.entries = entries
    }
    this.keys[this.size] = key
    this.entries[this.size] = entry
    this.size++
  }

  /** Sorts the pairs by key (then entry, by stability) in place. */
  sort() {
    const n = this.size
    let keys = this.keys.subarray(0, n)
    let entries = this.entries.subarray(0, n)
    let keysOut = new Float64Array(n)
    let entriesOut = new Int32Array(n)
    const counts = new Uint32Array(65_537)
    for (let pass = 0; pass < 4; pass++) {
      const divisor = 2 ** (16 * pass)
      counts.fill(0)
      for (let i = 0; i < n; i++) (counts[(Math.floor((keys[i] as number) / divisor) % 65_536) + 1] as number)++
      for (let d = 1; d <= 65_536; d++) counts[d] = (counts[d] as number) + (counts[d - 1] as number)
      for (let i = 0; i < n; i++) {
        const key = keys[i] as number
        const at = (counts[Math.floor(key / divisor) % 65_536] as number)++
        keysOut[at] = key
        entriesOut[at] = entries[i] as number
      }
      ;[keys, keysOut] = [keysOut, keys]
      ;[entries, entriesOut] = [entriesOut, entries]
    }
    this.keys = keys
    this.entries = entries
  }
}

const ROWS_PER_INSERT = 500

/** Inserts the sorted pairs into the clustered key table, many rows per statement, skipping repeated pairs. */
function insertSortedKeys(sqlite: Database, buffer: KeyBuffer): void {
  const statement = (rows: number) =>
    sqlite.prepare(
      `INSERT OR IGNORE INTO search_keys (key, entry) VALUES ${Array.from({ length: rows }, () => '(?, ?)').join(', ')}`,
    )
  const full = statement(ROWS_PER_INSERT)
  const params: number[] = []
  const flush = () => {
    if (params.length === 0) return
    ;(params.length === ROWS_PER_INSERT * 2 ? full : statement(params.length / 2)).run(...params)
    params.length = 0
  }
  const { keys, entries, size } = buffer
  // One transaction per million pairs: the write-ahead log stays small enough to be checkpointed as the load goes.
  for (let from = 0; from < size; from += 1_000_000) {
    sqlite.transaction(() => {
      for (let i = from; i < Math.min(size, from + 1_000_000); i++) {
        if (i > 0 && keys[i] === keys[i - 1] && entries[i] === entries[i - 1]) continue
        params.push(keys[i] as number, entries[i] as number)
        if (params.length === ROWS_PER_INSERT * 2) flush()
      }
      flush()
    })()
  }
}

/**
 * Rebuilds the whole index from a paged source (the reports service's listIndexEntries). Entries go in per page,
 * many rows per statement with ids given here; their keys are collected in memory (about 12 bytes per key, some
 * 150 MB for a million reports), sorted, and written in key order at the end, which is several times faster than
 * random inserts into the clustered key table.
 */
export async function rebuildIndex(
  deps: { db: DbOrTx; clock: Clock },
  source: Source,
  options: { pageSize?: number; onProgress?: (done: number) => void } = {},
): Promise<{ entries: number; keys: number }> {
  const sqlite = sqliteOf(deps.db)
  // A larger page cache for the duration of the build.
  const cacheSize = (sqlite.query('PRAGMA cache_size').get() as { cache_size: number }).cache_size
  sqlite.run('PRAGMA cache_size = -262144')
  try {
    return await rebuildWith(sqlite, source, deps.clock.now(), options.pageSize ?? 5000, options.onProgress)
  } finally {
    sqlite.run(`PRAGMA cache_size = ${Number(cacheSize)}`)
  }
}

const ENTRY_COLUMNS = 6
const ENTRIES_PER_INSERT = 100

async function rebuildWith(
  sqlite: Database,
  source: Source,
  today: Date,
  pageSize: number,
  onProgress: ((done: number) => void) | undefined,
): Promise<{ entries: number; keys: number }> {
  sqlite.run('DELETE FROM search_keys')
  sqlite.run('DELETE FROM search_entries')
  // Ids continue after the highest ever given (AUTOINCREMENT): an id never names two different entries.
  const sequence = sqlite
    .query<{ seq: number }, []>("SELECT seq FROM sqlite_sequence WHERE name = 'search_entries'")
    .get()
  let nextId = (sequence?.seq ?? 0) + 1
  const entryStatement = (rows: number) =>
    sqlite.prepare(
      `INSERT INTO search_entries (id, report_id, company_id, status, expires_at, guest) VALUES ${Array.from(
        { length: rows },
        () => '(?, ?, ?, ?, ?, ?)',
      ).join(', ')}`,
    )
  const fullEntries = entryStatement(ENTRIES_PER_INSERT)
  const buffer = new KeyBuffer()
  let after: string | null = null
  let entries = 0
  for (;;) {
    const page = await source({ after, limit: pageSize })
    if (page.length === 0) break
    sqlite.transaction(() => {
      const params: (string | number | null)[] = []
      const flush = () => {
        if (params.length === 0) return
        const rows = params.length / ENTRY_COLUMNS
        ;(rows === ENTRIES_PER_INSERT ? fullEntries : entryStatement(rows)).run(...params)
        params.length = 0
      }
      for (const entry of page) {
        if (!INDEXED_STATUSES.has(entry.status)) continue
        const guest = storedGuest(entry.guest, today)
        const id = nextId++
        params.push(id, entry.reportId, entry.companyId, entry.status, entry.expiresAt, JSON.stringify(guest))
        for (const key of keysOf(guest)) buffer.push(key, id)
        entries++
        if (params.length === ENTRIES_PER_INSERT * ENTRY_COLUMNS) flush()
      }
      flush()
    })()
    after = page[page.length - 1]?.reportId ?? null
    onProgress?.(entries)
    if (page.length < pageSize) break
  }
  buffer.sort()
  insertSortedKeys(sqlite, buffer)
  const keys = (sqlite.query('SELECT count(*) AS n FROM search_keys').get() as { n: number }).n
  return { entries, keys }
}
