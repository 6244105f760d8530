import { Elysia } from 'elysia'
import { uploadsDirOf } from '~/kernel/uploads/storage'
import { adminPlugin } from '~/modules/admin/index'
import { createReportsPort } from '~/modules/admin/reports-adapter'
import { createApiKeyGuard } from '~/modules/apikeys/guard'
import { apiKeysPlugin } from '~/modules/apikeys/index'
import { arrivalsPlugin } from '~/modules/arrivals/index'
import { createSecurityEvents } from '~/modules/audit/security-events'
import { createAuthGuard, createAuthPlugin, createTeamPlugin } from '~/modules/auth'
import { createGateway } from '~/modules/billing/gateway'
import { billingPlugin } from '~/modules/billing/index'
import { noticeLettersPlugin } from '~/modules/guestside/letter-routes'
import { createTransport } from '~/modules/mail/transport'
import { apiV1Plugin } from '~/modules/publicapi/index'
import { reportsPlugin } from '~/modules/reports'
import { searchPlugin } from '~/modules/search'
import { verificationPlugin } from '~/modules/verification'
import { webhooksPlugin } from '~/modules/webhooks/index'
import { privateTargetsAllowed, systemResolver } from '~/modules/webhooks/target'
import type { AppDeps } from './app'
import { createDiskAlert } from './disk-alert'
import { createAuthHooks, createReportHooks, createSearchHooks } from './hooks'
import { createJobs } from './jobs'

/**
 * The product's modules on one app (ADR 341): the shared pieces are built once here, and each module is handed what
 * its door declares it needs.
 */
export function wireModules(deps: AppDeps) {
  const { config, db, log, clock, chainKey, sessionSecret, mailQueued } = deps
  // What every service gets: the database, the one clock and the audit chain's key (ADR 165).
  const core = { db: db.db, clock, chainKey }
  const gateway = deps.gateway ?? createGateway(config, core)
  const securityEvents = createSecurityEvents({ ...core, log })
  const authHooks = createAuthHooks({ ...core, config })
  const auth = { ...core, config, log, sessionSecret, hooks: authHooks, securityEvents, mailQueued }
  // The guard carries the route declarations (`auth`, `optionalAuth`, `anonymous`, `bodyLimit`, `rateLimit`; see
  // src/kernel/routes.ts and ADR 060): every module plugin `.use()`s it.
  const guard = createAuthGuard(auth)
  const disk = createDiskAlert({ ...core, config, log, freeDisk: deps.freeDisk, mailQueued })
  const reports = {
    ...core,
    config,
    authHooks,
    hooks: createReportHooks({ ...core, config }),
    uploadsDir: uploadsDirOf(config),
    mailQueued,
    disk,
  }
  // One search (one limiter): a flagged arrival opened counts as a search by that person.
  const search = { ...core, config, ...createSearchHooks(deps) }
  const arrivals = { ...core, config, search }
  // One set of webhook needs for the settings screen and /api/v1/webhooks: the same rules and targets.
  const webhooks = {
    ...core,
    config,
    log,
    sessionSecret,
    allowPrivate: privateTargetsAllowed(config),
    resolve: deps.resolveHost ?? systemResolver,
  }
  let jobs = deps.jobs
  const scheduler = () =>
    (jobs ??= createJobs({
      ...core,
      db,
      config,
      log,
      sessionSecret,
      gateway,
      transport: createTransport(config, log, clock),
      resolveHost: deps.resolveHost,
    }))
  const admin = { ...auth, gateway, reports: createReportsPort(reports), scheduler, storage: disk.state }
  // /api/v1 takes API keys only (issue 23); its own guard, its own error shape (src/modules/publicapi/errors.ts).
  const apiKeyGuard = createApiKeyGuard({ ...core, config, authHooks })

  const modules = new Elysia()
    .use(createAuthPlugin(auth, guard))
    .use(createTeamPlugin(auth, guard))
    .use(billingPlugin({ ...core, config, gateway, log, mailQueued }, guard))
    .use(reportsPlugin(reports, guard))
    .use(noticeLettersPlugin({ ...core, config }, guard))
    .use(searchPlugin(search, guard))
    .use(arrivalsPlugin(arrivals, guard))
    .use(apiKeysPlugin({ ...core, config }, guard))
    .use(webhooksPlugin(webhooks, guard))
    .use(apiV1Plugin({ search, arrivals, webhooks, config }, apiKeyGuard))
    .use(adminPlugin(admin, guard))
    .use(verificationPlugin({ ...core, config, disk }, guard))
  return { guard, securityEvents, modules }
}
