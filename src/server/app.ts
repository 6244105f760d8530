import { Elysia } from 'elysia'
import type { DbHandle } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import type { FreeDisk } from '~/kernel/disk'
import { AppError, notFound } from '~/kernel/errors'
import type { Logger } from '~/kernel/log'
import { methodsAt } from '~/kernel/routes'
import type { Scheduler } from '~/kernel/scheduler'
import type { PaymentGateway } from '~/modules/billing/gateway'
import type { SearchDeps } from '~/modules/search/service'
import type { Resolver } from '~/modules/webhooks/target'
import type { ClientManifest } from './build-client'
import { compressAnswers } from './compression'
import { createHttpEdges } from './http-edges'
import { wireModules } from './modules'
import { pageRoutes } from './pages'
import { staticRoutes } from './static-routes'

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

/**
 * The composition root (ADR 341): the request edges (ids, security headers, error answers, access log), the health
 * check and files, the product's modules (src/server/modules.ts), and the pages rendered on the server.
 */
export function createApp(deps: AppDeps) {
  const { guard, securityEvents, modules } = wireModules(deps)
  const edges = createHttpEdges({ config: deps.config, log: deps.log, securityEvents })
  const app = new Elysia()
    // HTML and API answers over 1 KB are compressed by Accept-Encoding, streaming SSR included (ADR 112).
    .wrap(compressAnswers)
    .onError(edges.answerError)
    .onRequest(edges.guardRequest)
    .onAfterResponse(edges.logRequest)
    .use(staticRoutes({ db: deps.db, baseUrl: deps.config.BASE_URL }))
    .use(modules)
    .use(guard)
    .all('/api/*', ({ request }) => noApiRoute(request), { anonymous: true, bodyLimit: { bytes: 0, parse: 'stream' } })

  /**
   * An /api address no route answers for this method: 405 naming the methods other routes take there (and an Allow
   * header), whatever the method — GET and POST included, which the page routes would otherwise take — or 404.
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

  const { config, log, manifest } = deps
  const handle = (request: Request) => app.handle(request)
  return app.use(pageRoutes({ config, log, manifest, metaOf: edges.metaOf, handle, noApiRoute }, guard))
}

export type App = ReturnType<typeof createApp>
