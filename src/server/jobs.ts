// The composition of every scheduled job (ADR 100): each module's `jobs.ts` describes its jobs; this file lists them
// and builds the one scheduler the server starts and the CLI runs jobs through.

import type { DbHandle, DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import type { Logger } from '~/kernel/log'
import { createScheduler, type JobDefinition } from '~/kernel/scheduler'
import { uploadsDirOf } from '~/kernel/uploads/storage'
import { webRequestJobs } from '~/modules/admin/web-request-jobs'
import { webRequestFilesDirOf } from '~/modules/admin/web-requests'
import { arrivalJobs } from '~/modules/arrivals/jobs'
import { auditJobs } from '~/modules/audit/jobs'
import { authJobs } from '~/modules/auth/jobs'
import { listAdmins } from '~/modules/auth/service'
import { backupJobs } from '~/modules/backups/jobs'
import { resticOf } from '~/modules/backups/restic'
import { createGateway, type PaymentGateway } from '~/modules/billing/gateway'
import { billingJobs } from '~/modules/billing/jobs'
import { paymentFailedStillWanted } from '~/modules/billing/public'
import { NOTICE_MAIL_KIND, noticeStillWanted } from '~/modules/guestside/public'
import { jobsJobs } from '~/modules/jobs/jobs'
import { runRecorder } from '~/modules/jobs/service'
import { mailJobs } from '~/modules/mail/jobs'
import { enqueue } from '~/modules/mail/service'
import { auditChainBrokenMail } from '~/modules/mail/templates'
import type { MailTransport } from '~/modules/mail/transport'
import { publicApiJobs } from '~/modules/publicapi/jobs'
import { reportJobs } from '~/modules/reports/jobs'
import { verificationJobs } from '~/modules/verification/jobs'
import { documentsDirOf } from '~/modules/verification/service'
import { webhookJobs } from '~/modules/webhooks/jobs'
import { privateTargetsAllowed, type Resolver, systemResolver } from '~/modules/webhooks/target'
import { createReportHooks, rematchDates, secretIssuers } from './hooks'

export type JobDeps = {
  db: DbHandle
  config: Config
  log: Logger
  transport: MailTransport
  /** The payment provider the app uses (one instance); built from the configuration when absent. */
  gateway?: PaymentGateway
  clock: Clock
  /** The audit chain's key (resolveAuditKey(DATA_DIR), read once by main.ts or the CLI; ADR 165). */
  chainKey: string
  /** The session secret (webhook signing secrets are encrypted under a key derived from it; ADR 211). */
  sessionSecret: string
  /** Resolves webhook receivers' names (ADR 240); by default the system's, a stub in tests (no real DNS). */
  resolveHost?: Resolver
}

/** The audit job's port: every approved administrator gets the broken-chain e-mail in their language. */
export const chainBrokenAlert =
  (deps: { config: Pick<Config, 'CONTACT_EMAIL'>; clock: Clock }) =>
  (db: DbOrTx, brokenAtSeq: number): void => {
    const { config, clock } = deps
    for (const admin of listAdmins({ db }))
      enqueue(
        { db, clock },
        auditChainBrokenMail({ ...admin, to: admin.email, contactEmail: config.CONTACT_EMAIL, brokenAtSeq }),
      )
  }

/** The off-site copies' settings (issue 35) when BACKUP_REPOSITORY is set; restic also reads s3:/sftp: credentials. */
const offsiteOf = (config: Config) => {
  const restic = resticOf(config, process.env)
  return restic ? { restic, intervalMinutes: config.BACKUP_INTERVAL_MINUTES } : undefined
}

export function allJobs(deps: JobDeps): JobDefinition[] {
  const { clock, chainKey, config, log } = deps
  const core = { db: deps.db.db, clock, chainKey }
  const gateway = deps.gateway ?? createGateway(config, core)
  return [
    ...mailJobs({
      ...core,
      transport: deps.transport,
      log,
      issuers: secretIssuers(core),
      perAddressPerDay: config.MAIL_PER_ADDRESS_PER_DAY,
      stillWanted: {
        'payment-failed': paymentFailedStillWanted({ ...core, gateway }),
        [NOTICE_MAIL_KIND]: noticeStillWanted(core),
      },
    }),
    ...authJobs(core),
    ...auditJobs({ ...core, log, alertChainBroken: chainBrokenAlert({ config, clock }) }),
    ...billingJobs({ ...core, config, gateway }),
    ...backupJobs({ db: deps.db, clock, chainKey, dataDir: config.DATA_DIR, offsite: offsiteOf(config) }),
    ...jobsJobs(core),
    ...reportJobs({
      ...core,
      hooks: createReportHooks({ ...core, config, reportDates: rematchDates(deps.sessionSecret, core.clock) }),
      uploadsDir: uploadsDirOf(config),
    }),
    ...arrivalJobs(core),
    ...publicApiJobs(core),
    ...verificationJobs({ ...core, documentsDir: documentsDirOf(config) }),
    ...webRequestJobs({ ...core, filesDir: webRequestFilesDirOf(config) }),
    ...webhookJobs({
      ...core,
      log,
      sessionSecret: deps.sessionSecret,
      allowPrivate: privateTargetsAllowed(config),
      resolve: deps.resolveHost ?? systemResolver,
    }),
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
