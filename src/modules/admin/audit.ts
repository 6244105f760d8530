// The audit trail in the console: filtered pages by key, entry detail, chain verification (kept, so the overview
// can flag a failure) and CSV export of the filtered entries, itself audited.
import { desc } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { notFound } from '~/kernel/errors'
import { keyLabels } from '~/modules/apikeys/public'
import type { Actor, ActorType } from '~/modules/audit/public'
import {
  type AuditEntry,
  type AuditFilter,
  findAuditEntries,
  getEntry,
  iterateEntries,
  listActions,
  record,
  verifyChain,
} from '~/modules/audit/public'
import { findUserByEmail, hotelLabels, memberSummaries } from '~/modules/auth/public'
import type { AuditQuery } from './model'
import { auditVerifications } from './schema'

export const ACTOR_TYPES = [
  'user',
  'admin',
  'operator',
  'system',
  'anonymous',
  'api_key',
] as const satisfies readonly ActorType[]

/** The console's filter as the audit service's: an actor e-mail becomes its user id, a type name a type. */
function toFilter(deps: { db: DbOrTx }, query: AuditQuery): AuditFilter | null {
  const filter: AuditFilter = {
    action: query.action || undefined,
    targetType: query.targetType || undefined,
    targetId: query.targetId || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  }
  const actor = query.actor?.trim().toLowerCase()
  if (actor) {
    if ((ACTOR_TYPES as readonly string[]).includes(actor)) filter.actorType = actor as ActorType
    else {
      const user = findUserByEmail(deps, actor)
      if (!user) return null
      filter.actorId = user.id
    }
  }
  return filter
}

/** An entry as the console shows it: names joined, and not the keyed IP hash (only the chain check needs it). */
export type AuditRow = Omit<AuditEntry, 'details' | 'prevHash' | 'hash' | 'ipHash'> & {
  actorEmail: string | null
  /** The person who acted ("First Last"), or the name of the API key that called; null for system and operator. */
  actorName: string | null
  /** The hotel the entry concerns: the acting person's or key's, else the target person's or company's. */
  hotelId: string | null
  hotelName: string | null
  details: Record<string, unknown>
}

/**
 * Names at read time (issue 21): the chain stores ids only and is never rewritten, so the console joins the person,
 * the API key and the hotel when it shows a page. A removed person's row stays, so old entries keep their name.
 */
function withActors(deps: { db: DbOrTx }, entries: AuditEntry[]): AuditRow[] {
  const byType = (type: string) => (e: AuditEntry) => (e.actorType === type ? e.actorId : null)
  const keys = keyLabels(
    deps,
    entries.map(byType('api_key')).filter((id): id is string => Boolean(id)),
  )
  const personIds = entries.flatMap((e) => [
    e.actorType === 'api_key' ? keys.get(e.actorId ?? '')?.createdBy : e.actorId,
    e.targetType === 'user' ? e.targetId : null,
  ])
  const members = memberSummaries(deps, [...new Set(personIds.filter((id): id is string => Boolean(id)))])
  const companyIds = entries.flatMap((e) => [
    e.targetType === 'company' ? e.targetId : null,
    keys.get(e.actorId ?? '')?.companyId,
  ])
  const hotels = hotelLabels(
    deps,
    companyIds.filter((id): id is string => Boolean(id)),
  )
  return entries.map(({ prevHash: _p, hash: _h, ipHash: _i, details, ...entry }) => {
    const key = entry.actorType === 'api_key' ? keys.get(entry.actorId ?? '') : undefined
    const person = key ? undefined : entry.actorId ? members.get(entry.actorId) : undefined
    const target = entry.targetType === 'user' && entry.targetId ? members.get(entry.targetId) : undefined
    const hotelId =
      key?.companyId ??
      person?.company?.id ??
      target?.company?.id ??
      (entry.targetType === 'company' ? entry.targetId : null) ??
      null
    const hotelName = person?.company?.name ?? target?.company?.name ?? (hotelId ? hotels.get(hotelId)?.name : null)
    return {
      ...entry,
      actorEmail: person?.email ?? null,
      actorName: key ? key.name : person ? `${person.fName} ${person.lName}`.trim() : null,
      hotelId,
      hotelName: hotelName ?? null,
      details: JSON.parse(details) as Record<string, unknown>,
    }
  })
}

export function auditPage(deps: { db: DbOrTx }, query: AuditQuery) {
  const filter = toFilter(deps, query)
  if (!filter) return { entries: [], next: null }
  const page = findAuditEntries(deps, filter, { before: query.before, limit: 50 })
  return { entries: withActors(deps, page.entries), next: page.next }
}

export function auditEntry(deps: { db: DbOrTx }, seq: number) {
  const entry = getEntry(deps, seq)
  if (!entry) throw notFound('admin.errors.entryNotFound')
  return { ...withActors(deps, [entry])[0]!, hash: entry.hash, prevHash: entry.prevHash }
}

export const auditActions = (deps: { db: DbOrTx }) => listActions(deps)

/** Walks the chain, keeps the result (the overview flags a failed last run) and audits the check. */
export function verifyAuditChain(deps: { db: DbOrTx; clock: Clock; chainKey: string }, actor: Actor) {
  const result = verifyChain(deps)
  const at = deps.clock.now().toISOString()
  deps.db.transaction((tx) => {
    tx.insert(auditVerifications)
      .values({
        id: newId(),
        at,
        ok: result.ok,
        entries: result.ok ? result.entries : 0,
        brokenAtSeq: result.ok ? null : result.brokenAtSeq,
        actorId: actor.id ?? null,
      })
      .run()
    record({ ...deps, db: tx }, { actor, action: 'audit.chain.verified', details: { ...result } })
  })
  return { ...result, at }
}

export function lastVerification(deps: { db: DbOrTx }) {
  return deps.db.select().from(auditVerifications).orderBy(desc(auditVerifications.at)).limit(1).get()
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  // A leading = + - @ would be a formula in a spreadsheet: prefix it with a quote (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const CSV_HEADER = [
  'seq',
  'at',
  'actor_type',
  'actor_id',
  'actor_email',
  'actor_name',
  'hotel',
  'action',
  'target_type',
  'target_id',
  'details',
  'ip',
  'hash',
]

/**
 * The filtered entries as CSV lines (header first), newest first, generated page by page. The export is audited
 * before the first line is produced, with the filter, so an export that is interrupted is still on record.
 */
export function exportCsv(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  query: AuditQuery,
  actor: Actor,
): Generator<string> {
  const { before: _before, ...filter } = query
  record(deps, { actor, action: 'audit.exported', details: { filter } })
  return csvLines(deps, query)
}

function* csvLines(deps: { db: DbOrTx }, query: AuditQuery): Generator<string> {
  yield `${CSV_HEADER.join(',')}\n`
  const filter = toFilter(deps, query)
  if (!filter) return
  let batch: AuditEntry[] = []
  const flush = function* () {
    for (const row of withActors(deps, batch)) {
      const entry = batch.find((e) => e.seq === row.seq)!
      yield `${[row.seq, row.at, row.actorType, row.actorId, row.actorEmail, row.actorName, row.hotelName, row.action, row.targetType, row.targetId, row.details, row.ip, entry.hash].map(csvCell).join(',')}\n`
    }
    batch = []
  }
  for (const entry of iterateEntries(deps, filter)) {
    batch.push(entry)
    if (batch.length === 500) yield* flush()
  }
  yield* flush()
}
