import { and, asc, inArray, isNotNull, lt } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Logger } from '~/kernel/log'
import type { JobDefinition } from '~/kernel/scheduler'
import { PRIVACY } from '~/lib/constants'
import { auditLog } from './schema'
import { type AuditDeps, record, verifyChain } from './service'

export type AuditJobDeps = AuditDeps & {
  log: Logger
  /**
   * Tells the administrators that the chain broke at `brokenAtSeq`, writing in `db` (the job's transaction). A port
   * the server wires (accounts know the administrators, mail writes the e-mail): audit calls no other module.
   */
  alertChainBroken(db: DbOrTx, brokenAtSeq: number): void
}

/**
 * Verifies the whole audit chain. A break is logged as an error and e-mailed to every administrator (again at each
 * run while it lasts: a broken chain is an open incident); the alert is audited.
 */
export function verifyAuditChainJob(deps: AuditJobDeps) {
  const result = verifyChain(deps)
  if (result.ok) return { verified: result.entries, broken: 0 }
  deps.log.error('audit chain broken', { brokenAtSeq: result.brokenAtSeq })
  const target = { type: 'audit_log', id: String(result.brokenAtSeq) }
  deps.db.transaction((tx) => {
    deps.alertChainBroken(tx, result.brokenAtSeq)
    record({ ...deps, db: tx }, { actor: { type: 'system' }, action: 'audit.chain.broken', target })
  })
  return { verified: 0, broken: 1 }
}

/**
 * Privacy figures: the IP address of an audit entry is kept 12 months, then removed. The entry keeps its place in
 * the chain (the chain covers a keyed hash of the IP, not the IP; migration 0012 allows only this update). Batched,
 * idempotent.
 */
export function forgetOldAuditIps(deps: { db: DbOrTx }, now: Date, batchSize: number) {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PRIVACY.technicalDataMonths)
  const due = deps.db
    .select({ seq: auditLog.seq })
    .from(auditLog)
    .where(and(lt(auditLog.at, cutoff.toISOString()), isNotNull(auditLog.ip)))
    .orderBy(asc(auditLog.seq))
    .limit(batchSize)
    .all()
  if (due.length > 0) {
    deps.db
      .update(auditLog)
      .set({ ip: null })
      .where(
        inArray(
          auditLog.seq,
          due.map((r) => r.seq),
        ),
      )
      .run()
  }
  return { counts: { ipsRemoved: due.length }, more: due.length === batchSize }
}

export const auditJobs = (deps: AuditJobDeps): JobDefinition[] => [
  {
    id: 'audit.ip-retention',
    schedule: '0 20 3 * * *',
    description: 'Removes the IP address of audit entries older than 12 months (the chain keeps its keyed hash).',
    run: ({ now, batchSize }) => forgetOldAuditIps(deps, now, batchSize),
  },
  {
    id: 'audit.verify',
    schedule: '0 30 3 * * *',
    description: 'Verifies the audit chain; a break is logged and e-mailed to the administrators.',
    run: () => verifyAuditChainJob(deps),
  },
]
