import { and, asc, desc, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { addDays, startOfZurichDay } from '~/lib/dates'
import type { AuditAction } from './actions'
import type { ActorType, AuditInput } from './model'
import { auditLog } from './schema'

const GENESIS = '0'.repeat(64)
// Keys whose values must never reach the log, whatever a caller passes.
const SECRET_KEY = /pass(word)?|token|secret|hash|card|cvc|iban|document_?(no|number)|authorization|cookie/i

export type AuditEntry = typeof auditLog.$inferSelect

/** Details are bounded: strings to 256 characters, lists to 20 items, 3 levels, 2 KB in all (finding 2). */
const AUDIT_DETAILS_MAX = 2048
const MAX_STRING = 256

function bound(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value
  if (Array.isArray(value)) return depth > 2 ? '[list]' : value.slice(0, 20).map((v) => bound(v, depth + 1))
  if (value && typeof value === 'object')
    return depth > 2 ? '[object]' : sanitize(value as Record<string, unknown>, depth + 1)
  return value
}

function sanitize(details: Record<string, unknown> = {}, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(details).slice(0, 30)) {
    if (SECRET_KEY.test(key)) continue
    out[key.slice(0, 64)] = bound(value, depth)
  }
  return out
}

function detailsText(details: Record<string, unknown> | undefined): string {
  const text = JSON.stringify(sanitize(details))
  return text.length <= AUDIT_DETAILS_MAX ? text : JSON.stringify({ truncated: true, size: text.length })
}

/**
 * What writing to the chain needs (ADR 165): the database, the clock that stamps the entry and the chain's HMAC key
 * (`resolveAuditKey(DATA_DIR)` in key.ts, read once by the server and the CLI and passed down in deps). There is no
 * key of the process to fall back on, so a caller that forgets the key does not compile.
 */
export type AuditDeps = { db: DbOrTx; clock: Clock; chainKey: string }

const hmac = (chainKey: string, data: string) => new Bun.CryptoHasher('sha256', chainKey).update(data).digest('hex')

/** The keyed hash of a client address that the chain covers, so that the address itself can be erased later. */
const ipDigest = (chainKey: string, ip: string | null | undefined) => (ip ? hmac(chainKey, `ip\n${ip}`) : null)

type ChainedFields = Omit<AuditEntry, 'seq' | 'hash' | 'prevHash' | 'ip'>

function hashRow(chainKey: string, prevHash: string, row: ChainedFields): string {
  const canonical = JSON.stringify([
    prevHash,
    row.at,
    row.actorType,
    row.actorId,
    row.action,
    row.targetType,
    row.targetId,
    row.details,
    row.ipHash,
  ])
  return hmac(chainKey, canonical)
}

/**
 * Appends one entry to the chain. Call it inside the transaction of the change it records. The insert is one
 * statement that only succeeds while the previous hash is still the last one, so concurrent writers (server and
 * CLI, two processes) can never fork the chain: the one that lost reads the new last hash and tries again.
 */
export function record(deps: AuditDeps, input: AuditInput): void {
  const { db } = deps
  const ip = input.actor.ip ?? null
  const row: ChainedFields & { ip: string | null } = {
    at: deps.clock.now().toISOString(),
    actorType: input.actor.type,
    actorId: input.actor.id ?? null,
    action: input.action,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    details: detailsText(input.details),
    ip,
    ipHash: ipDigest(deps.chainKey, ip),
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const last = db.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1).get()
    const prevHash = last?.hash ?? GENESIS
    const hash = hashRow(deps.chainKey, prevHash, row)
    // bun:sqlite answers the changed-row count (drizzle's type says void).
    const inserted = db.run(sql`
      INSERT INTO audit_log (at, actor_type, actor_id, action, target_type, target_id, details, ip, ip_hash, prev_hash, hash)
      SELECT ${row.at}, ${row.actorType}, ${row.actorId}, ${row.action}, ${row.targetType}, ${row.targetId},
             ${row.details}, ${row.ip}, ${row.ipHash}, ${prevHash}, ${hash}
      WHERE coalesce((SELECT hash FROM audit_log ORDER BY seq DESC LIMIT 1), ${GENESIS}) = ${prevHash}`) as unknown as {
      changes: number
    }
    if (inserted.changes === 1) return
  }
  throw new Error('The audit log is too busy to append to.')
}

/** Walks the whole chain; any edited, removed or inserted row breaks it. */
export function verifyChain(deps: {
  db: DbOrTx
  chainKey: string
}): { ok: true; entries: number } | { ok: false; brokenAtSeq: number } {
  let prev = GENESIS
  let count = 0
  let afterSeq = 0
  // In pages, so a long log never sits in memory at once.
  for (;;) {
    const page = deps.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.seq, afterSeq))
      .orderBy(asc(auditLog.seq))
      .limit(1000)
      .all()
    if (page.length === 0) return { ok: true, entries: count }
    for (const entry of page) {
      if (entry.prevHash !== prev || hashRow(deps.chainKey, prev, entry) !== entry.hash)
        return { ok: false, brokenAtSeq: entry.seq }
      prev = entry.hash
      afterSeq = entry.seq
      count++
    }
  }
}

/** Whether an entry with this action and target exists (e.g. a notice that must be sent once). */
export function hasEntry(deps: { db: DbOrTx }, input: { action: AuditAction; target: { type: string; id: string } }) {
  const row = deps.db
    .select({ seq: auditLog.seq })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, input.action),
        eq(auditLog.targetType, input.target.type),
        eq(auditLog.targetId, input.target.id),
      ),
    )
    .get()
  return Boolean(row)
}

export function listEntries(deps: { db: DbOrTx }, { limit = 100 } = {}): AuditEntry[] {
  return deps.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(limit).all()
}

export type AuditFilter = {
  actorType?: ActorType
  actorId?: string
  action?: string
  targetType?: string
  targetId?: string
  /** YYYY-MM-DD, inclusive, a Zurich day (the console and the CLI show Zurich time). */
  from?: string
  /** YYYY-MM-DD, inclusive, a Zurich day. */
  to?: string
}

/** The first moment after a Zurich day. */
const nextDay = (day: string) => startOfZurichDay(addDays(day, 1))

/**
 * A date range as a seq range: entries are appended in time order, so the first entry at or after `from` and the
 * last before the day after `to` bound it. Both lookups read one row of audit_log_at_idx.
 */
function seqRange(db: DbOrTx, filter: AuditFilter): { lo?: number; hi?: number; empty: boolean } {
  let lo: number | undefined
  let hi: number | undefined
  if (filter.from) {
    const row = db
      .select({ seq: auditLog.seq })
      .from(auditLog)
      .where(gte(auditLog.at, startOfZurichDay(filter.from)))
      .orderBy(asc(auditLog.at))
      .limit(1)
      .get()
    if (!row) return { empty: true }
    lo = row.seq
  }
  if (filter.to) {
    const row = db
      .select({ seq: auditLog.seq })
      .from(auditLog)
      .where(lt(auditLog.at, nextDay(filter.to)))
      .orderBy(desc(auditLog.at))
      .limit(1)
      .get()
    if (!row) return { empty: true }
    hi = row.seq
  }
  return { lo, hi, empty: lo !== undefined && hi !== undefined && lo > hi }
}

function conditions(filter: AuditFilter, range: { lo?: number; hi?: number }, before?: number): SQL | undefined {
  const where: (SQL | undefined)[] = [
    filter.actorType ? eq(auditLog.actorType, filter.actorType) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    range.lo !== undefined ? gte(auditLog.seq, range.lo) : undefined,
    range.hi !== undefined ? lte(auditLog.seq, range.hi) : undefined,
    before !== undefined ? lt(auditLog.seq, before) : undefined,
  ]
  return and(...where.filter(Boolean))
}

const pageQuery = (
  db: DbOrTx,
  filter: AuditFilter,
  range: { lo?: number; hi?: number },
  before: number | undefined,
  limit: number,
) =>
  db
    .select()
    .from(auditLog)
    .where(conditions(filter, range, before))
    .orderBy(desc(auditLog.seq))
    .limit(limit)

/** The SQL of one page and of its date-range look-ups, for the query-plan test (indexes, never a table scan). */
export function findAuditStatements(deps: { db: DbOrTx }, filter: AuditFilter, before?: number) {
  const range = seqRange(deps.db, filter)
  return [pageQuery(deps.db, filter, range, before, 51).toSQL()]
}

/**
 * One page of entries matching the filter, newest first, by key: `before` is the last seq of the previous page.
 * Answers `next` (the cursor of the following page) or null at the end.
 */
export function findAuditEntries(
  deps: { db: DbOrTx },
  filter: AuditFilter,
  { before, limit = 50 }: { before?: number; limit?: number } = {},
): { entries: AuditEntry[]; next: number | null } {
  const range = seqRange(deps.db, filter)
  if (range.empty) return { entries: [], next: null }
  const rows = pageQuery(deps.db, filter, range, before, limit + 1).all()
  const entries = rows.slice(0, limit)
  return { entries, next: rows.length > limit ? entries[entries.length - 1]!.seq : null }
}

/** Every entry matching the filter, newest first, in pages (for the CSV export); never holds the whole log. */
export function* iterateEntries(deps: { db: DbOrTx }, filter: AuditFilter, pageSize = 1000): Generator<AuditEntry> {
  let before: number | undefined
  for (;;) {
    const page = findAuditEntries(deps, filter, { before, limit: pageSize })
    yield* page.entries
    if (page.next === null) return
    before = page.next
  }
}

export function getEntry(deps: { db: DbOrTx }, seq: number): AuditEntry | undefined {
  return deps.db.select().from(auditLog).where(eq(auditLog.seq, seq)).get()
}

/** The distinct action names, for the console's filter (a skip over audit_log_action_seq_idx). */
export function listActions(deps: { db: DbOrTx }): string[] {
  return deps.db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action))
    .all()
    .map((r) => r.action)
}
