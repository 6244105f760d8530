import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { nowIso } from '~/db/ids'
import type { AuditInput } from './model'
import { auditLog } from './schema'

const GENESIS = '0'.repeat(64)
// Keys whose values must never reach the log, whatever a caller passes.
const SECRET_KEY = /pass(word)?|token|secret|hash|card|cvc|iban|document_?(no|number)|authorization|cookie/i

export type AuditEntry = typeof auditLog.$inferSelect

/** Details are bounded: strings to 256 characters, lists to 20 items, 3 levels, 2 KB in all (finding 2). */
export const AUDIT_DETAILS_MAX = 2048
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

// The chain key (src/modules/audit/key.ts). Until the server or CLI sets it, a random key of this process is used, so
// a process that forgot to set it writes entries that the next verification reports as broken.
let chainKey: string = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

/** Sets the chain's HMAC key (server start and CLI: `setAuditKey(resolveAuditKey(DATA_DIR))`). */
export function setAuditKey(key: string) {
  chainKey = key
}

const hmac = (data: string) => new Bun.CryptoHasher('sha256', chainKey).update(data).digest('hex')

/** The keyed hash of a client address that the chain covers, so that the address itself can be erased later. */
export const ipDigest = (ip: string | null | undefined) => (ip ? hmac(`ip\n${ip}`) : null)

type ChainedFields = Omit<AuditEntry, 'seq' | 'hash' | 'prevHash' | 'ip'>

function hashRow(prevHash: string, row: ChainedFields): string {
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
  return hmac(canonical)
}

/**
 * Appends one entry to the chain. Call it inside the transaction of the change it records. The insert is one
 * statement that only succeeds while the previous hash is still the last one, so concurrent writers (server and
 * CLI, two processes) can never fork the chain: the one that lost reads the new last hash and tries again.
 */
export function record(deps: { db: DbOrTx }, input: AuditInput): void {
  const { db } = deps
  const ip = input.actor.ip ?? null
  const row: ChainedFields & { ip: string | null } = {
    at: nowIso(),
    actorType: input.actor.type,
    actorId: input.actor.id ?? null,
    action: input.action,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    details: detailsText(input.details),
    ip,
    ipHash: ipDigest(ip),
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const last = db.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1).get()
    const prevHash = last?.hash ?? GENESIS
    const hash = hashRow(prevHash, row)
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
export function verifyChain(deps: { db: DbOrTx }): { ok: true; entries: number } | { ok: false; brokenAtSeq: number } {
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
      if (entry.prevHash !== prev || hashRow(prev, entry) !== entry.hash) return { ok: false, brokenAtSeq: entry.seq }
      prev = entry.hash
      afterSeq = entry.seq
      count++
    }
  }
}

/** Whether an entry with this action and target exists (e.g. a notice that must be sent once). */
export function hasEntry(deps: { db: DbOrTx }, input: { action: string; target: { type: string; id: string } }) {
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
