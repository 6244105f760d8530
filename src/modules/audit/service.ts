import { asc, desc, gt } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { nowIso } from '~/db/ids'
import type { AuditInput } from './model'
import { auditLog } from './schema'

const GENESIS = '0'.repeat(64)
// Keys whose values must never reach the log, whatever a caller passes.
const SECRET_KEY = /pass(word)?|token|secret|hash|card|cvc|iban|document_?(no|number)|authorization|cookie/i

export type AuditEntry = typeof auditLog.$inferSelect

function sanitize(details: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(details)) {
    if (SECRET_KEY.test(key)) continue
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) ? sanitize(value as Record<string, unknown>) : value
  }
  return out
}

function hashRow(prevHash: string, row: Omit<AuditEntry, 'seq' | 'hash' | 'prevHash'>): string {
  const canonical = JSON.stringify([
    prevHash,
    row.at,
    row.actorType,
    row.actorId,
    row.action,
    row.targetType,
    row.targetId,
    row.details,
    row.ip,
  ])
  return new Bun.CryptoHasher('sha256').update(canonical).digest('hex')
}

/** Appends one entry to the chain. Call it inside the transaction of the change it records. */
export function record(deps: { db: DbOrTx }, input: AuditInput): void {
  const { db } = deps
  const last = db.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1).get()
  const prevHash = last?.hash ?? GENESIS
  const row = {
    at: nowIso(),
    actorType: input.actor.type,
    actorId: input.actor.id ?? null,
    action: input.action,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    details: JSON.stringify(sanitize(input.details)),
    ip: input.actor.ip ?? null,
  }
  db.insert(auditLog)
    .values({ ...row, prevHash, hash: hashRow(prevHash, row) })
    .run()
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

export function listEntries(deps: { db: DbOrTx }, { limit = 100 } = {}): AuditEntry[] {
  return deps.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(limit).all()
}
