import type { Context } from 'elysia'
import type { Config } from '~/kernel/config'
import { AppError, type ErrorBody } from '~/kernel/errors'
import { issueKey, translateForRequest } from '~/kernel/i18n'
import type { Logger } from '~/kernel/log'
import type { ClientServer } from '~/kernel/rate-limit'
import type { SecurityEvents } from '~/modules/audit/public'
import { apiErrorAnswer } from '~/modules/publicapi/errors'
import {
  allowedHostsOf,
  checkRequestHost,
  checkStateChangingRequest,
  clientIp,
  createNonce,
  securityHeaders,
} from './security'

// The edges every request passes (ADR 341): its id and nonce, the security headers, the error answer, the access log.

/** Pages that show a signed-in member's or admin's data: never stored by a browser or proxy cache. */
const PERSONAL_PAGES = /^\/(dashboard|admin|profile)(\/|$)/

type RequestMeta = { id: string; nonce: string; start: number; status?: number }
type Set = Context['set']
type ErrorContext = { code: string | number; error: unknown; request: Request; set: Set; server: ClientServer }

export type EdgeNeeds = {
  config: Pick<Config, 'BASE_URL' | 'TRUST_PROXY' | 'secure' | 'STRIPE_PUBLISHABLE_KEY'>
  log: Logger
  /** Refused actions (403, cross-site) as rate-limited security events. */
  securityEvents: SecurityEvents
}

/** The request hooks of the app: `metaOf` gives a request's id and nonce to the page routes. */
export function createHttpEdges({ config, log, securityEvents }: EdgeNeeds) {
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

  /** Every thrown error as the API's error body in the request's language; /api/v1 has its own shape. */
  const answerError = ({ code, error: raised, request, set, server }: ErrorContext) => {
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
  }

  /** Security headers and the request id on every answer; the host and origin checks of every API call. */
  const guardRequest = ({ request, set }: { request: Request; set: Set }) => {
    const m = metaOf(request)
    Object.assign(set.headers, securityHeaders(m.nonce, headerOptions), { 'x-request-id': m.id })
    const path = new URL(request.url).pathname
    if (path.startsWith('/api/')) {
      // No API answer is ever cached (they hold personal data or depend on the session).
      set.headers['cache-control'] = 'no-store'
      checkRequestHost(request, allowedHosts, config.TRUST_PROXY)
      checkStateChangingRequest(request, allowedHosts, path)
    } else if (PERSONAL_PAGES.test(path)) set.headers['cache-control'] = 'private, no-store'
  }

  /** One access-log line per answer (assets aside), with the status the client got. */
  const logRequest = ({ request, set, responseValue }: { request: Request; set: Set; responseValue: unknown }) => {
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
  }

  return { metaOf, answerError, guardRequest, logRequest }
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
