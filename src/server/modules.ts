import { Elysia } from 'elysia'
import { uploadsDirOf } from '~/kernel/uploads/storage'
import { type AdminNeeds, adminPlugin } from '~/modules/admin/index'
import { createReportsPort } from '~/modules/admin/reports-adapter'
import { createApiKeyGuard } from '~/modules/apikeys/guard'
import { type ApiKeysNeeds, apiKeysPlugin } from '~/modules/apikeys/index'
import { type ArrivalsNeeds, arrivalsPlugin } from '~/modules/arrivals/index'
import { createSecurityEvents } from '~/modules/audit/security-events'
import { type AuthNeeds, createAuthGuard, createAuthPlugin, createTeamPlugin, type TeamNeeds } from '~/modules/auth'
import { createGateway } from '~/modules/billing/gateway'
import { type BillingNeeds, billingPlugin } from '~/modules/billing/index'
import { type NoticeLetterNeeds, noticeLettersPlugin } from '~/modules/guestside/letter-routes'
import { createTransport } from '~/modules/mail/transport'
import { type ApiV1Needs, apiV1Plugin } from '~/modules/publicapi/index'
import { type ReportsNeeds, reportsPlugin } from '~/modules/reports'
import { type SearchNeeds, searchPlugin } from '~/modules/search'
import { type VerificationNeeds, verificationPlugin } from '~/modules/verification'
import { type WebhooksNeeds, webhooksPlugin } from '~/modules/webhooks/index'
import { privateTargetsAllowed, systemResolver } from '~/modules/webhooks/target'
import type { AppDeps } from './app'
import { createDiskAlert } from './disk-alert'
import { createAuthHooks, createReportHooks, createSearchHooks } from './hooks'
import { createJobs } from './jobs'

/**
 * The product's modules on one app (ADR 341). The shared pieces are built once; then each module gets an object of
 * its door's `…Needs` type, written out here, so that what a module receives is what it declares and nothing more.
 */
export function wireModules(deps: AppDeps) {
  const { config, db, log, clock, chainKey, sessionSecret, mailQueued } = deps
  // What every service gets: the database, the one clock and the audit chain's key (ADR 165).
  const core = { db: db.db, clock, chainKey }
  const gateway = deps.gateway ?? createGateway(config, core)
  const securityEvents = createSecurityEvents({ ...core, log })
  const authHooks = createAuthHooks({ ...core, config })
  const disk = createDiskAlert({ ...core, config, log, freeDisk: deps.freeDisk, mailQueued })
  const searchPorts = createSearchHooks({ config, sessionSecret, clock, searchSummaries: deps.searchSummaries })
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

  const auth: AuthNeeds = { ...core, config, log, sessionSecret, hooks: authHooks, securityEvents, mailQueued }
  const team: TeamNeeds = { ...core, config, hooks: authHooks, mailQueued }
  const billing: BillingNeeds = { ...core, config, gateway, log, mailQueued }
  const reports: ReportsNeeds = {
    ...core,
    config,
    authHooks,
    hooks: createReportHooks({
      ...core,
      config,
      reportDates: { auditKey: searchPorts.auditKey, probes: searchPorts.limiter.reportDates },
    }),
    uploadsDir: uploadsDirOf(config),
    mailQueued,
    disk,
  }
  const letters: NoticeLetterNeeds = { ...core, config }
  // One search (one limiter): a flagged arrival opened counts as a search by that person.
  const search: SearchNeeds = { ...core, config, ...searchPorts }
  const arrivals: ArrivalsNeeds = { ...core, config, search }
  const apiKeys: ApiKeysNeeds = { ...core, config }
  // One set of webhook needs for the settings screen and /api/v1/webhooks: the same rules and targets.
  const webhooks: WebhooksNeeds = {
    ...core,
    config,
    log,
    sessionSecret,
    allowPrivate: privateTargetsAllowed(config),
    resolve: deps.resolveHost ?? systemResolver,
  }
  const apiV1: ApiV1Needs = { search, arrivals, webhooks, config }
  const reportsPort = createReportsPort(reports)
  const admin: AdminNeeds = {
    ...core,
    config,
    hooks: authHooks,
    gateway,
    reports: reportsPort,
    scheduler,
    storage: disk.state,
    disk,
    mailQueued,
  }
  const verification: VerificationNeeds = { ...core, config, disk }

  // The guard carries the route declarations (`auth`, `optionalAuth`, `anonymous`, `bodyLimit`, `rateLimit`; see
  // src/kernel/routes.ts and ADR 060): every module plugin `.use()`s it. /api/v1 takes API keys only (issue 23).
  const guard = createAuthGuard(auth)
  const apiKeyGuard = createApiKeyGuard({ ...core, config, authHooks })
  const modules = new Elysia()
    .use(createAuthPlugin(auth, guard))
    .use(createTeamPlugin(team, guard))
    .use(billingPlugin(billing, guard))
    .use(reportsPlugin(reports, guard))
    .use(noticeLettersPlugin(letters, guard))
    .use(searchPlugin(search, guard))
    .use(arrivalsPlugin(arrivals, guard))
    .use(apiKeysPlugin(apiKeys, guard))
    .use(webhooksPlugin(webhooks, guard))
    .use(apiV1Plugin(apiV1, apiKeyGuard))
    .use(adminPlugin(admin, guard))
    .use(verificationPlugin(verification, guard))
  return { guard, securityEvents, modules }
}
