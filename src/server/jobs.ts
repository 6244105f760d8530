// The composition of every scheduled job (ADR 100): each module's `jobs.ts` describes its jobs; this file lists them
// and builds the one scheduler the server starts and the CLI runs jobs through.

import type { DbHandle, DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import type { Logger } from '~/kernel/log'
import { createScheduler, type JobDefinition } from '~/kernel/scheduler'
import { uploadsDirOf } from '~/kernel/uploads/storage'
import { arrivalJobs } from '~/modules/arrivals/jobs'
import { auditJobs } from '~/modules/audit/jobs'
import { authJobs } from '~/modules/auth/jobs'
import { listAdmins } from '~/modules/auth/service'
import { backupJobs } from '~/modules/backups/jobs'
import { createGateway, type PaymentGateway } from '~/modules/billing/gateway'
import { billingJobs } from '~/modules/billing/jobs'
import { paymentFailedStillWanted } from '~/modules/billing/public'
import { jobsJobs } from '~/modules/jobs/jobs'
import { runRecorder } from '~/modules/jobs/service'
import { mailJobs } from '~/modules/mail/jobs'
import { enqueue } from '~/modules/mail/service'
import { auditChainBrokenMail } from '~/modules/mail/templates'
import type { MailTransport } from '~/modules/mail/transport'
import { reportJobs } from '~/modules/reports/jobs'
import { verificationJobs } from '~/modules/verification/jobs'
import { documentsDirOf } from '~/modules/verification/service'
import { createReportHooks } from './hooks'

export type JobDeps = {
  db: DbHandle
  config: Config
  log: Logger
  transport: MailTransport
  /** The payment provider the app uses (one instance); built from the configuration when absent. */
  gateway?: PaymentGateway
  clock: Clock
}

/** The audit job's port: every approved administrator gets the broken-chain e-mail in their language. */
export const chainBrokenAlert =
  (config: Pick<Config, 'CONTACT_EMAIL'>) =>
  (db: DbOrTx, brokenAtSeq: number): void => {
    for (const admin of listAdmins({ db }))
      enqueue(
        { db },
        auditChainBrokenMail({ ...admin, to: admin.email, contactEmail: config.CONTACT_EMAIL, brokenAtSeq }),
      )
  }

export function allJobs(deps: JobDeps): JobDefinition[] {
  const db = deps.db.db
  const gateway = deps.gateway ?? createGateway(deps.config, { db })
  return [
    ...mailJobs({
      db,
      transport: deps.transport,
      log: deps.log,
      perAddressPerDay: deps.config.MAIL_PER_ADDRESS_PER_DAY,
      stillWanted: { 'payment-failed': paymentFailedStillWanted({ db, gateway }) },
    }),
    ...authJobs({ db }),
    ...auditJobs({ db, log: deps.log, alertChainBroken: chainBrokenAlert(deps.config) }),
    ...billingJobs({ db, config: deps.config, gateway }),
    ...backupJobs({ db: deps.db, dataDir: deps.config.DATA_DIR }),
    ...jobsJobs({ db }),
    ...reportJobs({
      db,
      hooks: createReportHooks({ db, clock: deps.clock, config: deps.config }),
      uploadsDir: uploadsDirOf(deps.config),
    }),
    ...arrivalJobs({ db }),
    ...verificationJobs({ db, documentsDir: documentsDirOf(deps.config) }),
  ]
}

export function createJobs(deps: JobDeps) {
  return createScheduler({
    jobs: allJobs(deps),
    clock: deps.clock,
    log: deps.log,
    recorder: runRecorder({ db: deps.db.db }),
  })
}
