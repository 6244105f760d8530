import { Elysia } from 'elysia'
import type { DbHandle } from '~/db/client'
import { pingDatabase } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import type { FreeDisk } from '~/kernel/disk'
import { AppError, type ErrorBody, notFound } from '~/kernel/errors'
import { issueKey, serverLL, translateForRequest } from '~/kernel/i18n'
import type { Logger } from '~/kernel/log'
import { methodsAt } from '~/kernel/routes'
import type { Scheduler } from '~/kernel/scheduler'
import { uploadsDirOf } from '~/kernel/uploads/storage'
import { LOCALE_COOKIE, type Locale } from '~/lib/constants'
import { isLocale, negotiateLocale } from '~/lib/locale'
import { plansOf } from '~/lib/plans'
import type { PublicConfig } from '~/lib/public-config'
import { adminPlugin } from '~/modules/admin/index'
import { createReportsPort } from '~/modules/admin/reports-adapter'
import { createApiKeyGuard } from '~/modules/apikeys/guard'
import { apiKeysPlugin } from '~/modules/apikeys/index'
import { arrivalsPlugin } from '~/modules/arrivals/index'
import { createSecurityEvents } from '~/modules/audit/security-events'
import { createAuthGuard, createAuthPlugin, createTeamPlugin } from '~/modules/auth'
import { createGateway, type PaymentGateway } from '~/modules/billing/gateway'
import { billingPlugin } from '~/modules/billing/index'
import { noticeLettersPlugin } from '~/modules/guestside/letter-routes'
import { createTransport } from '~/modules/mail/transport'
import { apiErrorAnswer } from '~/modules/publicapi/errors'
import { apiV1Plugin } from '~/modules/publicapi/index'
import { reportsPlugin } from '~/modules/reports'
import { searchPlugin } from '~/modules/search'
import type { SearchDeps } from '~/modules/search/service'
import { verificationPlugin } from '~/modules/verification'
import { webhooksPlugin } from '~/modules/webhooks/index'
import { privateTargetsAllowed, type Resolver, systemResolver } from '~/modules/webhooks/target'
import { serveAsset, serveFlag, servePublic } from './assets'
import type { ClientManifest } from './build-client'
import { compressAnswers } from './compression'
import { createDiskAlert } from './disk-alert'
import { createAuthHooks, createReportHooks, createSearchHooks } from './hooks'
import { createJobs } from './jobs'
import { createPageCache } from './page-cache'
import {
  allowedHostsOf,
  checkRequestHost,
  checkStateChangingRequest,
  clientIp,
  createNonce,
  securityHeaders,
} from './security'
import { robotsTxt, sitemapXml } from './site-files'
import type { SsrRenderer } from './ssr'

export type AppDeps = {
  config: Config
  db: DbHandle
  log: Logger
  /** The one clock (ADR 165): `systemClock` in main.ts, a `fixedClock` in tests that move time. */
  clock: Clock
  /** The audit chain's key (resolveAuditKey(DATA_DIR) in main.ts), passed to everything that writes audit entries. */
  chainKey: string
  sessionSecret: string
  manifest: ClientManifest
  /** The payment provider; by default chosen from the configuration (Stripe keys or the simulated provider). */
  gateway?: PaymentGateway
  /** Wakes the mail outbox worker after a request queued e-mail (main.ts); tests run the worker themselves. */
  mailQueued?: () => void
  /** The scheduler main.ts starts; by default one that never starts its timers, built at the first "Run now". */
  jobs?: Scheduler
  /** DATA_DIR's free space (a port: tests simulate a full disk); by default the file system's (statfs). */
  freeDisk?: FreeDisk
  /** Report display fields for search results; by default the reports service's (tests may pass their own). */
  searchSummaries?: SearchDeps['summaries']
  /** Resolves webhook receivers' names (ADR 240); by default the system's, a stub in tests (no real DNS). */
  resolveHost?: Resolver
}

/** Pages that show a signed-in member's or admin's data: never stored by a browser or proxy cache. */
const PERSONAL_PAGES = /^\/(dashboard|admin|profile)(\/|$)/

type RequestMeta = { id: string; nonce: string; start: number; status?: number }

/** Composes the whole HTTP surface: security headers, error mapping, health, assets, API modules and SSR. */
export function createApp(deps: AppDeps) {
  const { config, db, log, manifest, clock, chainKey } = deps
  // What every service gets: the database, the one clock and the audit chain's key (ADR 165).
  const core = { db: db.db, clock, chainKey }
  const gateway = deps.gateway ?? createGateway(config, core)
  const securityEvents = createSecurityEvents({ ...core, log })
  const authDeps = {
    ...core,
    config,
    log,
    sessionSecret: deps.sessionSecret,
    hooks: createAuthHooks({ ...core, config }),
    securityEvents,
    mailQueued: deps.mailQueued,
  }
  // The guard carries the route declarations (`auth`, `optionalAuth`, `anonymous`, `bodyLimit`, `rateLimit`; see
  // src/kernel/routes.ts and ADR 060): pass `authGuard` to every module plugin, which `.use()`s it.
  const authGuard = createAuthGuard(authDeps)
  const disk = createDiskAlert({ ...core, config, log, freeDisk: deps.freeDisk, mailQueued: deps.mailQueued })
  const reportDeps = {
    ...core,
    config,
    authHooks: authDeps.hooks,
    hooks: createReportHooks({ ...core, config }),
    uploadsDir: uploadsDirOf(config),
    mailQueued: deps.mailQueued,
    disk,
  }
  // One search (one limiter): a flagged arrival opened counts as a search by that person.
  const searchDeps = { ...core, config, ...createSearchHooks(deps) }
  // /api/v1 takes API keys only (issue 23); its own guard, its own error shape (src/modules/publicapi/errors.ts).
  const arrivalDeps = { ...core, config, search: searchDeps }
  const apiKeyGuard = createApiKeyGuard({ ...core, config, authHooks: authDeps.hooks })
  // One set of webhook deps for the settings screen and /api/v1/webhooks: the same rules and targets.
  const webhookDeps = {
    ...core,
    config,
    log,
    sessionSecret: deps.sessionSecret,
    allowPrivate: privateTargetsAllowed(config),
    resolve: deps.resolveHost ?? systemResolver,
  }
  let jobs = deps.jobs
  const scheduler = () =>
    (jobs ??= createJobs({
      db,
      config,
      log,
      clock,
      chainKey,
      sessionSecret: deps.sessionSecret,
      gateway,
      transport: createTransport(config, log, clock),
      resolveHost: deps.resolveHost,
    }))
  const allowedHosts = allowedHostsOf(config.BASE_URL)
  const headerOptions = { secure: config.secure, stripe: Boolean(config.STRIPE_PUBLISHABLE_KEY) }
  const meta = new WeakMap<Request, RequestMeta>()
  const metaOf = (request: Request): RequestMeta => {
    let m = meta.get(request)
    if (!m) {
      m = { id: crypto.randomUUID(), nonce: createNonce(), start: performance.now() }
      meta.set(request, m)
    }
    return m
  }
  const robots = robotsTxt(config.BASE_URL)
  const sitemap = sitemapXml(config.BASE_URL)
  const publicConfig: PublicConfig = {
    contactEmail: config.CONTACT_EMAIL,
    localeUrls: manifest.locales,
    css: manifest.css,
    staticScript: manifest.staticScript,
    inactivityTimeoutMs: config.INACTIVITY_TIMEOUT_MS,
    baseUrl: config.BASE_URL,
    plans: plansOf(config),
    idDocumentMaxMb: config.ID_DOCUMENT_MAX_MB,
    operator: { name: config.OPERATOR_NAME, address: config.OPERATOR_ADDRESS, uid: config.OPERATOR_UID },
  }

  const app = new Elysia()
    // HTML and API answers over 1 KB are compressed by Accept-Encoding, streaming SSR included (ADR 112).
    .wrap(compressAnswers)
    .onError(({ code, error: raised, request, set, server }) => {
      const m = metaOf(request)
      if (new URL(request.url).pathname.startsWith('/api/v1/')) {
        const answer = apiErrorAnswer(
          code,
          raised,
          (message, params) => translateForRequest(request, message, params),
          m.id,
        )
        if (answer.status === 500) log.error('unhandled error', { requestId: m.id, error: raised })
        m.status = answer.status
        // The rate-limit headers the key guard set before the request was refused are kept (issue 33, item 3).
        const kept = Object.entries(set.headers).filter(([name]) => name.startsWith('ratelimit-'))
        const headers: Record<string, string> = {
          ...Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        }
        if (answer.retryAfterSeconds) headers['retry-after'] = String(answer.retryAfterSeconds)
        if (raised instanceof AppError && typeof raised.extra.allow === 'string') headers.allow = raised.extra.allow
        return new Response(JSON.stringify(answer.body), { status: answer.status, headers })
      }
      let status: number
      let body: ErrorBody
      // A refusal of the route's body reader (too large, too deep, not JSON) arrives wrapped as a parse error.
      const cause = (raised as { cause?: unknown }).cause
      const error = code === 'PARSE' && cause instanceof AppError ? cause : raised
      if (error instanceof AppError) {
        status = error.status
        if (error.code === 'FORBIDDEN' || error.code === 'BAD_ORIGIN') {
          securityEvents.record({
            kind: error.code === 'FORBIDDEN' ? 'forbidden' : 'cross_site_refused',
            ip: clientIp(request, server, config.TRUST_PROXY),
            path: new URL(request.url).pathname,
          })
        }
        body = {
          message: translateForRequest(request, error.message, error.extra.params),
          code: error.code,
          ...(error.extra.field ? { field: error.extra.field } : {}),
        }
        if (error.extra.retryAfterSeconds) set.headers['retry-after'] = String(error.extra.retryAfterSeconds)
        if (typeof error.extra.allow === 'string') set.headers.allow = error.extra.allow
      } else if (code === 'VALIDATION' && (error as { type?: string }).type === 'response') {
        // The route's own answer broke its response schema (ADR 160): a server fault, never the client's.
        status = 500
        body = { message: translateForRequest(request, 'errors.internal'), code: 'INTERNAL', errorId: m.id }
        log.error('answer does not match the route response schema', { requestId: m.id, error })
      } else if (code === 'VALIDATION') {
        status = 400
        body = validationBody(error, (message) => translateForRequest(request, message))
      } else if (code === 'PARSE') {
        status = 400
        body = { message: translateForRequest(request, 'security.invalidJson'), code: 'VALIDATION' }
      } else if (code === 'NOT_FOUND') {
        status = 404
        body = { message: translateForRequest(request, 'errors.notFound'), code: 'NOT_FOUND' }
      } else {
        status = 500
        body = { message: translateForRequest(request, 'errors.internal'), code: 'INTERNAL', errorId: m.id }
        log.error('unhandled error', { requestId: m.id, error })
      }
      // The access log reports what the client gets (Elysia's own status would say 422 for a validation error).
      m.status = status
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      })
    })
    .onRequest(({ request, set }) => {
      const m = metaOf(request)
      Object.assign(set.headers, securityHeaders(m.nonce, headerOptions), { 'x-request-id': m.id })
      const path = new URL(request.url).pathname
      if (path.startsWith('/api/')) {
        // No API answer is ever cached (they hold personal data or depend on the session).
        set.headers['cache-control'] = 'no-store'
        checkRequestHost(request, allowedHosts, config.TRUST_PROXY)
        checkStateChangingRequest(request, allowedHosts, path)
      } else if (PERSONAL_PAGES.test(path)) set.headers['cache-control'] = 'private, no-store'
    })
    .onAfterResponse(({ request, set, responseValue }) => {
      const m = metaOf(request)
      const url = new URL(request.url)
      if (url.pathname.startsWith('/assets/')) return
      log.info('request', {
        requestId: m.id,
        method: request.method,
        path: url.pathname,
        status: m.status ?? (responseValue instanceof Response ? responseValue.status : set.status),
        ms: Math.round(performance.now() - m.start),
      })
    })
    .get('/healthz', ({ set }) => {
      if (!pingDatabase(db.sqlite)) {
        set.status = 503
        return { status: 'unavailable' }
      }
      return { status: 'ok' }
    })
    .get('/assets/:file', async ({ params, request }) => {
      return (await serveAsset(params.file, request.headers.get('accept-encoding'))) ?? notFoundText()
    })
    .get('/flags/:file', ({ params }) => serveFlag(params.file))
    .get('/favicon.svg', async () => (await servePublic('favicon.svg')) ?? notFoundText())
    // Crawlers and home screens (ADR 113): the PNG icons, robots.txt and the sitemap with hreflang alternates.
    .get('/favicon.ico', async () => (await servePublic('favicon-48.png')) ?? notFoundText())
    .get('/apple-touch-icon.png', async () => (await servePublic('apple-touch-icon.png')) ?? notFoundText())
    .get('/robots.txt', () => textFile(robots, 'text/plain'))
    .get('/sitemap.xml', () => textFile(sitemap, 'application/xml'))
    .get('/images/:file', async ({ params }) => (await servePublic(`images/${params.file}`)) ?? notFoundText())
    .get('/fonts/:file', async ({ params }) => (await servePublic(`fonts/${params.file}`)) ?? notFoundText())
    // API modules are mounted here (each module's index.ts is one Elysia plugin with prefix /api/...).
    .use(createAuthPlugin(authDeps, authGuard))
    .use(createTeamPlugin(authDeps, authGuard))
    .use(billingPlugin({ ...core, config, gateway, log, mailQueued: deps.mailQueued }, authGuard))
    .use(reportsPlugin(reportDeps, authGuard))
    .use(noticeLettersPlugin({ ...core, config }, authGuard))
    .use(searchPlugin(searchDeps, authGuard))
    .use(arrivalsPlugin(arrivalDeps, authGuard))
    .use(apiKeysPlugin({ ...core, config }, authGuard))
    .use(webhooksPlugin(webhookDeps, authGuard))
    .use(apiV1Plugin({ search: searchDeps, arrivals: arrivalDeps, webhooks: webhookDeps, config }, apiKeyGuard))
    .use(
      adminPlugin(
        { ...authDeps, gateway, reports: createReportsPort(reportDeps), scheduler, storage: disk.state },
        authGuard,
      ),
    )
    .use(verificationPlugin({ ...core, config, disk }, authGuard))
    .use(authGuard)
    .all('/api/*', ({ request }) => noApiRoute(request), { anonymous: true, bodyLimit: { bytes: 0, parse: 'stream' } })

  /**
   * An /api address no route answers for this method: 405 naming the methods other routes take there (and an Allow
   * header), whatever the method — GET and POST included, which the page routes below would otherwise take — or 404.
   * The body is never read.
   */
  function noApiRoute(request: Request): never {
    const allowed = methodsAt(app.routes, new URL(request.url).pathname)
    if (allowed.length > 0) {
      throw new AppError('METHOD_NOT_ALLOWED', 'errors.methodNotAllowed', {
        params: { methods: allowed.join(', ') },
        allow: allowed.join(', '),
      })
    }
    throw notFound('errors.noSuchRoute')
  }

  // React's server renderer, the router and every screen load with the first page, not before the server listens
  // (ADR 146): the start to the first /healthz does not pay for them.
  let renderer: Promise<SsrRenderer> | undefined
  const renderPage: SsrRenderer = async (request, options) => {
    renderer ??= import('./ssr')
      .then(({ createSsrRenderer }) =>
        createSsrRenderer({ manifest, publicConfig, handle: (request) => app.handle(request) }),
      )
      .catch((error: unknown) => {
        renderer = undefined
        throw error
      })
    return (await renderer)(request, options)
  }
  // Anonymous public pages: rendered once per language, answered with this response's nonce (ADR 111).
  const pageCache = createPageCache(manifest, renderPage)
  return app
    .post(
      '/*',
      ({ request, set }) => {
        // A page form submitted before its script has loaded (forms with a password say method="post" so that the
        // password never lands in the address): the page is shown again; the body is never read.
        const url = new URL(request.url)
        if (url.pathname.startsWith('/api/')) noApiRoute(request)
        set.status = 303
        set.headers.location = `${url.pathname}${url.search}`
        set.headers['cache-control'] = 'no-store'
        return ''
      },
      { anonymous: true, bodyLimit: { bytes: 64 * 1024, parse: 'stream' } },
    )
    .get('/*', async ({ request, cookie }) => {
      if (new URL(request.url).pathname.startsWith('/api/')) noApiRoute(request)
      // `?lang=xx` (the sitemap's per-language addresses) comes before the cookie and Accept-Language.
      const queryLang = new URL(request.url).searchParams.get('lang')
      const locale = negotiateLocale(
        isLocale(queryLang) ? queryLang : (cookie[LOCALE_COOKIE]?.value as string | undefined),
        request.headers.get('accept-language'),
      )
      const m = metaOf(request)
      const cached = await pageCache.lookup(request, { nonce: m.nonce, locale })
      if (cached) return cached
      return renderPage(request, { nonce: m.nonce, locale }).catch((error: unknown) => {
        log.error('page render failed', { requestId: m.id, error })
        return new Response(errorPageHtml(locale, m.id), {
          status: 500,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        })
      })
    })
}

export type App = ReturnType<typeof createApp>

/** The last-resort error page when rendering itself fails: plain translated HTML with the error id, no script. */
export function errorPageHtml(locale: Locale, errorId: string) {
  const LL = serverLL(locale).shell.error
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(LL.title())}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#16202c"><h1 style="color:#0f2a44">${escapeHtml(LL.title())}</h1><p>${escapeHtml(LL.text())}</p><p>${escapeHtml(LL.reference({ id: errorId }))}</p><p><a href="/">${escapeHtml(LL.back())}</a></p></body></html>`
}

const textFile = (body: string, type: string) =>
  new Response(body, { headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=3600' } })

function notFoundText() {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

/** Elysia's validation error (valibot via Standard Schema) as the API's error body: first issue, field named. */
function validationBody(error: unknown, translate: (message: string) => string): ErrorBody {
  type PathItem = string | number | { key?: unknown }
  const issue = (error as { valueError?: { message?: string; path?: PathItem[] } }).valueError
  const field = issue?.path
    ?.map((p) => (typeof p === 'object' && p ? String(p.key) : String(p)))
    .filter(Boolean)
    .join('.')
  const message = translate(issueKey(issue?.message))
  return { message: field ? `${field}: ${message}` : message, code: 'VALIDATION', ...(field ? { field } : {}) }
}
