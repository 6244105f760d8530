import { and, eq, lt } from 'drizzle-orm'
import type { JobDefinition } from '~/kernel/scheduler'
import { record, SYSTEM } from '~/modules/audit/public'
import { discardPendingRegistration, getUser } from '~/modules/auth/public'
import { chargeRenewals, sendExpiryReminders, sendRenewalInvoices } from './lifecycle'
import { isAbandonedRegistration } from './registration'
import { payments, registrationDrafts } from './schema'
import type { BillingDeps } from './service'

const DAY = 86_400_000
const BATCH = 200

/**
 * Retention of unpaid registrations (docs/architecture.md, "Where things run and live"; ADR 103): a pending account whose bank transfer
 * never arrived within 30 days is removed with its company and declaration; its payment row stays, marked failed,
 * for the books. Expired registration drafts (password hashes) go too. Runs in batches; returns its counts.
 */
export function purgeUnpaidRegistrations(deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>, now = deps.clock.now()) {
  const cutoff = new Date(now.getTime() - 30 * DAY).toISOString()
  const drafts = deps.db
    .delete(registrationDrafts)
    .where(lt(registrationDrafts.expiresAt, now.toISOString()))
    .returning({ id: registrationDrafts.id })
    .all().length
  const stale = deps.db
    .select({ userId: payments.userId })
    .from(payments)
    .where(and(eq(payments.purpose, 'registration'), eq(payments.status, 'pending'), lt(payments.createdAt, cutoff)))
    .limit(BATCH)
    .all()
  let registrations = 0
  for (const { userId } of stale) {
    deps.db.transaction((tx) => {
      const user = getUser({ ...deps, db: tx }, userId)
      tx.update(payments)
        .set({ status: 'failed' })
        .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')))
        .run()
      if (user?.status === 'pending' && isAbandonedRegistration({ ...deps, db: tx }, userId, now)) {
        discardPendingRegistration({ ...deps, db: tx }, { userId, actor: SYSTEM })
        registrations++
      }
    })
  }
  if (registrations || drafts) {
    record(deps, { actor: SYSTEM, action: 'billing.retention.run', details: { registrations, drafts } })
  }
  return { registrations, drafts }
}

export const billingJobs = (
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey' | 'config' | 'gateway'>,
): JobDefinition[] => [
  {
    id: 'billing.reminders',
    schedule: '0 0 8 * * *',
    description: 'E-mails members 30, 7 and 1 days before their subscription expires (once each, in their language).',
    run: ({ now, batchSize }) => sendExpiryReminders(deps, now, batchSize),
  },
  {
    id: 'billing.renewal-invoices',
    schedule: '0 5 8 * * *',
    description: 'E-mails bank-transfer members an invoice with a new reference 30 days before their term ends.',
    run: ({ now, batchSize }) => sendRenewalInvoices(deps, now, batchSize),
  },
  {
    id: 'billing.auto-renewal',
    schedule: '0 15 * * * *',
    description: 'Charges the saved card at term end; a decline is e-mailed and retried on days 1, 3 and 7.',
    run: ({ now, batchSize }) => chargeRenewals(deps, now, batchSize),
  },
  {
    id: 'billing.unpaid-registrations',
    schedule: '0 20 */6 * * *',
    description: 'Removes registrations whose bank transfer never arrived within 30 days, and expired drafts.',
    run: ({ now }) => purgeUnpaidRegistrations(deps, now),
  },
]
