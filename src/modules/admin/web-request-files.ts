// The files of web requests (ADR 280): ID copies and proofs of payment, listed for the console and deleted when the
// request closes or after 90 days. Apart from web-requests.ts so that the register (requests.ts) can use it.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import { webRequestFiles, webRequests } from './schema'

/** The ID copies (and proofs) of a register entry go: when it is closed, or by the 90-day job. Audited. */
export function forgetIdCopies(deps: AuditDeps, input: { requestId: string; actor: Actor; reason: 'closed' | 'days' }) {
  const owners = deps.db
    .select({ id: webRequests.id })
    .from(webRequests)
    .where(eq(webRequests.requestId, input.requestId))
    .all()
    .map((r) => r.id)
  if (!owners.length) return 0
  const gone = deps.db
    .delete(webRequestFiles)
    .where(inArray(webRequestFiles.webRequestId, owners))
    .returning({ id: webRequestFiles.id })
    .all()
  if (gone.length)
    record(deps, {
      actor: input.actor,
      action: 'data_request.id_copy_deleted',
      target: { type: 'data_request', id: input.requestId },
      details: { files: gone.length, reason: input.reason },
    })
  return gone.length
}

/** Whether a stored file still belongs to a web request (the job deletes the others from the folder). */
export function isKnownWebRequestFile(deps: { db: DbOrTx }, storageKey: string): boolean {
  return Boolean(
    deps.db
      .select({ id: webRequestFiles.id })
      .from(webRequestFiles)
      .where(eq(webRequestFiles.storageKey, storageKey))
      .get(),
  )
}

/** The ID copies and proofs of a register entry, for the console (rows, not bytes). */
export function webRequestFilesOf(deps: { db: DbOrTx }, requestId: string) {
  return deps.db
    .select({
      id: webRequestFiles.id,
      purpose: webRequestFiles.purpose,
      name: webRequestFiles.originalName,
      type: webRequestFiles.mimeType,
      size: webRequestFiles.sizeBytes,
      storageKey: webRequestFiles.storageKey,
    })
    .from(webRequestFiles)
    .innerJoin(webRequests, eq(webRequests.id, webRequestFiles.webRequestId))
    .where(eq(webRequests.requestId, requestId))
    .all()
}

/** The bytes of the ID copies and proofs of requests not yet confirmed (the page's pending budget). */
export function unconfirmedFileBytes(deps: { db: DbOrTx }): number {
  const row = deps.db
    .select({ bytes: sql<number>`coalesce(sum(${webRequestFiles.sizeBytes}), 0)` })
    .from(webRequestFiles)
    .innerJoin(webRequests, and(eq(webRequests.id, webRequestFiles.webRequestId), isNull(webRequests.confirmedAt)))
    .get()
  return Number(row?.bytes ?? 0)
}
