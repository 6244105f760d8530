import type { DbOrTx } from '~/db/client'
import { serverLL } from '~/kernel/i18n'
import type { Logger } from '~/kernel/log'
import type { JobDefinition } from '~/kernel/scheduler'
import type { Locale } from '~/lib/constants'
import { enqueue } from '~/modules/mail/service'
import { renderLayout } from '~/modules/mail/templates'
import { record, verifyChain } from './service'

export type AuditJobDeps = {
  db: DbOrTx
  log: Logger
  /** Who is told when the chain breaks (the approved administrators), from the accounts module. */
  admins(): { email: string; locale: Locale }[]
  contactEmail: string
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
    for (const admin of deps.admins()) {
      const LL = serverLL(admin.locale).security.auditBroken
      enqueue(
        { db: tx },
        renderLayout({
          locale: admin.locale,
          to: admin.email,
          kind: 'audit-chain-broken',
          subject: LL.subject(),
          heading: LL.heading(),
          paragraphs: [LL.body({ seq: result.brokenAtSeq })],
          after: [LL.after()],
          contactEmail: deps.contactEmail,
        }),
      )
    }
    record({ db: tx }, { actor: { type: 'system' }, action: 'audit.chain.broken', target })
  })
  return { verified: 0, broken: 1 }
}

export const auditJobs = (deps: AuditJobDeps): JobDefinition[] => [
  {
    id: 'audit.verify',
    schedule: '0 30 3 * * *',
    description: 'Verifies the audit chain; a break is logged and e-mailed to the administrators.',
    run: () => verifyAuditChainJob(deps),
  },
]
