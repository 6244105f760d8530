// The /api/v1 guard (issue 23): a route declares the scope it needs (`apiKey: 'search'`); the key comes only from
// `Authorization: Bearer kyg_…` (never a session cookie or token), is looked up by its hash, rate-limited per key,
// and acts for its hotel while that hotel may use the service. Each admitted call is audited under the key's name.
import { Elysia } from 'elysia'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError, forbidden, unauthenticated } from '~/kernel/errors'
import { type ClientServer, clientIp, createRateLimiter } from '~/kernel/rate-limit'
import { accessDetail, routeRules } from '~/kernel/routes'
import { type Actor, record } from '~/modules/audit/public'
import { type AuthHooks, hotelOwner, type MemberActing, requireActiveMember } from '~/modules/auth/public'
import type { ApiScope, KeyMode } from './model'
import { type ApiKeyRow, findKey, KEY_PREFIX, scopesOf, touchKey } from './service'

export type ApiKeyGuardDeps = {
  db: DbOrTx
  clock: Clock
  /** The audit chain's key (ADR 165). */
  chainKey: string
  config: { TRUST_PROXY: boolean; API_CALLS_PER_MINUTE_PER_KEY: number }
  authHooks: AuthHooks
}

/** Who is calling: the key, its hotel, and the audit actor to record its actions under. */
export type ApiCaller = {
  keyId: string
  keyName: string
  companyId: string
  /** The person who created the key (the hotel's owner then). */
  createdBy: string
  scopes: ApiScope[]
  /** live: the hotel's data; test (`kyg_test_…`): its sandbox only (ADR 291). */
  mode: KeyMode
  actor: Actor
  /** The key acting for its hotel, in the shape search and arrivals take from a person too. */
  acting: MemberActing
}

type AdmissionContext = { request: Request; server: ClientServer; set: { headers: Record<string, unknown> } }

/**
 * A route's key rule: the scope it needs, and whether a hotel whose subscription has expired may still call it (a
 * hotel must always be able to stop sending data: deleting an arrival; issue 33, item 12).
 */
export type KeyRule = ApiScope | { scope: ApiScope; whileExpired: true }

/** The API key a request presents, or undefined (a session token, a cookie or nothing). */
function presentedKey(request: Request): string | undefined {
  const auth = request.headers.get('authorization')
  if (!auth?.toLowerCase().startsWith('bearer ')) return undefined
  const token = auth.slice(7).trim()
  return token.startsWith(KEY_PREFIX) ? token : undefined
}

export function createApiKeyGuard(deps: ApiKeyGuardDeps) {
  const limiter = createRateLimiter({
    limit: deps.config.API_CALLS_PER_MINUTE_PER_KEY,
    windowMs: 60_000,
    clock: deps.clock,
  })

  /** The hotel may use the service: its owner (ADR 200) is approved (403) and its subscription active (402). */
  const hotelInGoodStanding = (row: ApiKeyRow, whileExpired: boolean) => {
    const owner = hotelOwner(deps, row.companyId)
    if (owner?.status !== 'approved') throw forbidden('api.errors.hotelSuspended')
    if (!whileExpired) requireActiveMember({ hooks: deps.authHooks }, owner)
  }

  const admitted = (rule: KeyRule, { request, server, set }: AdmissionContext): ApiCaller => {
    const scope = typeof rule === 'string' ? rule : rule.scope
    const presented = presentedKey(request)
    if (!presented) throw unauthenticated('api.errors.keyMissing')
    const row = findKey(deps, presented)
    if (!row) throw unauthenticated('api.errors.keyUnknown')
    if (row.revokedAt) throw unauthenticated('api.errors.keyRevoked')
    try {
      limiter.hit(row.id, 'api.errors.tooManyCalls')
    } finally {
      // Every answer to a known key says where its window stands (issue 33, item 3), refusals included.
      const state = limiter.state(row.id)
      set.headers['ratelimit-limit'] = String(state.limit)
      set.headers['ratelimit-remaining'] = String(state.remaining)
      set.headers['ratelimit-reset'] = String(state.resetSeconds)
    }
    hotelInGoodStanding(row, typeof rule !== 'string' && rule.whileExpired)
    const scopes = scopesOf(row)
    if (!scopes.includes(scope)) throw new AppError('FORBIDDEN', 'api.errors.scopeMissing', { params: { scope } })
    touchKey(deps, row)
    const actor = { type: 'api_key' as const, id: row.id, ip: clientIp(request, server, deps.config.TRUST_PROXY) }
    const url = new URL(request.url)
    record(deps, {
      actor,
      action: 'api.call',
      target: { type: 'company', id: row.companyId },
      details: { apiKey: row.name, method: request.method, path: url.pathname },
    })
    const acting = { userId: row.id, companyId: row.companyId, actor, keyName: row.name }
    return {
      keyId: row.id,
      keyName: row.name,
      companyId: row.companyId,
      createdBy: row.createdBy,
      scopes,
      mode: row.mode,
      actor,
      acting,
    }
  }
  // Checked once per request, whichever of the macro's hooks runs first.
  const admissions = new WeakMap<Request, ApiCaller>()
  const admit = (rule: KeyRule, context: AdmissionContext) => {
    let caller = admissions.get(context.request)
    if (!caller) {
      caller = admitted(rule, context)
      admissions.set(context.request, caller)
    }
    return caller
  }

  return new Elysia({ name: 'api-key-guard' }).use(routeRules(deps.config, deps.clock)).macro({
    // As the session guard (src/modules/auth/guard.ts): the key is checked before the body is read or validated, so
    // a caller without a valid key learns nothing of the route's schema.
    apiKey: (rule: KeyRule) => {
      const first = (context: AdmissionContext) => {
        admit(rule, context)
      }
      const scope = typeof rule === 'string' ? rule : rule.scope
      const whileExpired = typeof rule !== 'string' && rule.whileExpired
      return {
        detail: {
          ...accessDetail('api-key'),
          'x-scope': scope,
          ...(whileExpired ? { 'x-while-expired': true } : {}),
          security: [{ apiKey: [] }],
        },
        parse: first,
        introspect: (hook: object) => {
          const route = hook as { parse?: unknown }
          route.parse = [first, ...[route.parse].flat().filter((parser) => parser && parser !== first)]
        },
        transform: first,
        resolve: (context: AdmissionContext) => ({ apiCaller: admit(rule, context) }),
      }
    },
  })
}
export type ApiKeyGuard = ReturnType<typeof createApiKeyGuard>
