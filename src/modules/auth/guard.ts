// The one place where a request's session token becomes a signed-in user (ADR 060).
import { createSecretKey } from 'node:crypto'
import { jwt } from '@elysiajs/jwt'
import { Elysia } from 'elysia'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError, forbidden, unauthenticated } from '~/kernel/errors'
import type { Logger } from '~/kernel/log'
import { type ClientServer, clientIpOf } from '~/kernel/rate-limit'
import { accessDetail, routeRules } from '~/kernel/routes'
import { API_KEY_PREFIX } from '~/lib/constants'
import type { SecurityEvents } from '~/modules/audit/public'
import type { AuthHooks } from './hooks'
import { isStaff } from './hotel'
import { hasSecondFactor, hotelRequiresSecondFactor } from './mfa/factors'
import { checkSession, type SessionRow } from './sessions'

export const SESSION_COOKIE = 'kyg_session'

/** What the accounts module needs (ADR 341): the root hands it these and nothing else. */
export type AuthNeeds = {
  db: DbOrTx
  clock: Clock
  /** The audit chain's HMAC key (ADR 165). */
  chainKey: string
  config: { BASE_URL: string; CONTACT_EMAIL: string; secure: boolean; TRUST_PROXY: boolean }
  log: Logger
  sessionSecret: string
  hooks: AuthHooks
  /** Refused actions (forged tokens, 403s, throttled sign-ins) as rate-limited security events. */
  securityEvents?: SecurityEvents
  /** Called after a change queued e-mail, so the outbox worker sends it now rather than at its next pass. */
  mailQueued?: () => void
}

export type TokenClaims = { sid: string; sub: string; role: 'admin' | 'user'; exp: number }
type Verifier = { verify(token: string, options: { algorithms: ['HS256']; currentDate: Date }): Promise<unknown> }
type UserRow = ReturnType<typeof checkSession>['user']
type AdmissionContext = { request: Request; server: ClientServer; sessionJwt: Verifier }

/**
 * The session token of a request: `Authorization: Bearer …` first, else the session cookie. An API key (`kyg_…`) is
 * never a session token: it opens /api/v1 only (src/modules/apikeys/guard.ts), so here it counts as no token at all.
 */
function sessionToken(request: Request): string | undefined {
  const auth = request.headers.get('authorization')
  if (auth?.toLowerCase().startsWith('bearer ')) {
    const token = auth.slice(7).trim()
    return token && !token.startsWith(API_KEY_PREFIX) ? token : undefined
  }
  const cookie = request.headers.get('cookie') ?? ''
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1]
}

/**
 * The token's claims when its HS256 signature, its expiry (by the injected clock) and its shape are right; any other
 * algorithm, or none, is refused. Checked on every request: about 0.05 ms (ADR 222).
 */
export async function verifiedClaims(verifier: Verifier, token: string, clock: Clock): Promise<TokenClaims | null> {
  const claims = (await verifier.verify(token, { algorithms: ['HS256'], currentDate: clock.now() })) as
    | Partial<TokenClaims>
    | false
  if (!claims || typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || !claims.exp) return null
  return claims as TokenClaims
}

/**
 * The HS256 key of the session tokens, imported once: given the secret as text, jose imports it again for every
 * token it signs or checks (ADR 238: 12 % of a check). Expiry is still decided on each check by the injected clock.
 */
export function sessionKey(secret: string): CryptoKey {
  const key = createSecretKey(new TextEncoder().encode(secret))
  // node:crypto's CryptoKey type names more key usages than the web's; the object is the web's CryptoKey.
  return key.toCryptoKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) as CryptoKey
}

const enrolmentRequired = () => new AppError('MFA_ENROLMENT_REQUIRED', 'mfa.enrolmentRequired')

/** A subscription counts as active when billing says so (member-level routes). */
export const subscriptionActive = (hooks: AuthHooks, userId: string) => {
  const { subscription } = hooks.subscriptionOf(userId)
  return Boolean(subscription && typeof subscription === 'object' && subscription.status === 'active')
}

/**
 * The guard: session signing plus the route declarations (src/kernel/routes.ts) and the macros
 * - `auth: 'user'` any approved account (members and admins), `auth: 'member'` an approved hotel account whose
 *   subscription is active (else 402), `auth: 'admin'` administrators only; `currentUser` and `session` are then in
 *   the handler's context;
 * - `optionalAuth: true` anyone; `viewer` is the signed-in user or null.
 * src/server/app.ts creates it once and passes it to every module plugin, which `.use()`s it.
 */
export function createAuthGuard(deps: AuthNeeds) {
  const ipOf = clientIpOf(deps.config)

  /** The signed-in user of a request, or 401. A token whose signature fails is a security event. */
  const signedIn = async (
    verifier: Verifier,
    request: Request,
    ip: string,
  ): Promise<{ user: UserRow; session: SessionRow }> => {
    const token = sessionToken(request)
    if (!token) throw unauthenticated('auth.notSignedIn')
    const claims = await verifiedClaims(verifier, token, deps.clock)
    if (!claims) {
      deps.securityEvents?.record({ kind: 'token_refused', ip, path: new URL(request.url).pathname })
      throw unauthenticated('auth.notSignedIn')
    }
    return checkSession(deps, { sessionId: claims.sid, userId: claims.sub })
  }

  /** Who may call the route, checked once per request: signed in (401), the right role (403), paying (402). */
  const admitted = async (
    level: 'user' | 'member' | 'admin',
    { request, server, sessionJwt }: AdmissionContext,
  ): Promise<{ user: UserRow; session: SessionRow }> => {
    const { user, session } = await signedInOnce({ request, server, sessionJwt })
    // A 403 is audited as a security event where errors are answered (src/server/app.ts).
    if (level === 'admin' && user.role !== 'admin') throw forbidden('auth.adminOnly')
    // Issue 21: administrators, and the people of a hotel that requires it, act only with a second factor.
    if (level === 'admin' && !hasSecondFactor(deps.db, user.id)) throw enrolmentRequired()
    if (level === 'member') {
      if (user.role !== 'user') throw forbidden('security.membersOnly')
      if (hotelRequiresSecondFactor(deps.db, user.companyId) && !hasSecondFactor(deps.db, user.id))
        throw enrolmentRequired()
      if (!subscriptionActive(deps.hooks, user.id))
        throw new AppError('PAYMENT_REQUIRED', 'security.subscriptionRequired')
    }
    return { user, session }
  }
  // The session behind a request, looked up once: `auth` and `owner` both ask it.
  const sessions = new WeakMap<Request, Promise<{ user: UserRow; session: SessionRow }>>()
  const signedInOnce = ({ request, server, sessionJwt }: AdmissionContext) => {
    let found = sessions.get(request)
    if (!found) {
      found = signedIn(sessionJwt, request, ipOf(request, server))
      sessions.set(request, found)
    }
    return found
  }
  /** `owner: true` (ADR 200): the hotel's staff get 403; whoever else may call the route says its access level. */
  const ownerCheck = async (context: AdmissionContext) => {
    if (!sessionToken(context.request)) return
    const found = await signedInOnce(context).catch(() => null)
    if (found && isStaff(found.user)) throw forbidden('team.errors.ownerOnly')
  }
  const admissions = new WeakMap<Request, Promise<{ user: UserRow; session: SessionRow }>>()
  const admit = (level: 'user' | 'member' | 'admin', context: AdmissionContext) => {
    let admission = admissions.get(context.request)
    if (!admission) {
      admission = admitted(level, context)
      admissions.set(context.request, admission)
    }
    return admission
  }

  return new Elysia()
    .use(routeRules(deps.config, deps.clock))
    .use(jwt({ name: 'sessionJwt', secret: sessionKey(deps.sessionSecret), alg: 'HS256' }))
    .macro({
      // Who may call the route is checked before its body is read or validated (issue 20, finding 8): an anonymous
      // caller with a bad body gets 401, never a 400 that tells the route's schema. Elysia reads bodies in `parse`
      // and validates after `transform`, and runs `resolve` only after validation; so the check runs as the route's
      // first parser (placed first whatever the order of the route's options) and again as a transform for requests
      // without a body, once per request, and `resolve` hands its result to the handler.
      auth: (level: 'user' | 'member' | 'admin') => {
        const first = async (context: AdmissionContext) => {
          await admit(level, context)
        }
        return {
          detail: accessDetail(level),
          parse: first,
          // Elysia calls this with the route's hook while it applies the options (the parsers gathered so far).
          introspect: (hook: object) => {
            const route = hook as { parse?: unknown }
            route.parse = [first, ...[route.parse].flat().filter((parser) => parser && parser !== first)]
          },
          transform: first,
          async resolve(context: AdmissionContext) {
            const { user, session } = await admit(level, context)
            return { currentUser: user, session }
          },
        }
      },
      // Owner-only routes (staff management, billing and renewal, API keys, the hotel's data, closing): declared
      // beside the access level, checked before the body is read like `auth`; src/server/team-routes.test.ts sends
      // staff to every route declaring it.
      owner: (_on: true) => ({
        detail: { 'x-owner-only': true } as Record<string, unknown>,
        parse: ownerCheck,
        // First among the parsers too (it answers nothing for a stranger, whom the access level then refuses).
        introspect: (hook: object) => {
          const route = hook as { parse?: unknown }
          route.parse = [ownerCheck, ...[route.parse].flat().filter((parser) => parser && parser !== ownerCheck)]
        },
        transform: ownerCheck,
      }),
      optionalAuth: (_on: true) => ({
        detail: accessDetail('optional'),
        async resolve({ request, server, sessionJwt }) {
          if (!sessionToken(request)) return { viewer: null as UserRow | null }
          try {
            return { viewer: (await signedInOnce({ request, server, sessionJwt })).user as UserRow | null }
          } catch (error) {
            if (error instanceof AppError && error.status === 401) return { viewer: null as UserRow | null }
            throw error
          }
        },
      }),
    })
}
export type AuthGuard = ReturnType<typeof createAuthGuard>

/** Signs the session token of a new session (its exp is the session's absolute expiry). */
export function signSessionToken(guard: AuthGuard, claims: TokenClaims): Promise<string> {
  return guard.decorator.sessionJwt.sign(claims)
}

/** The claims of the request's token when it verifies, else null (logout of a possibly expired session). */
export async function requestClaims(guard: AuthGuard, request: Request, clock: Clock): Promise<TokenClaims | null> {
  const token = sessionToken(request)
  return token ? verifiedClaims(guard.decorator.sessionJwt, token, clock) : null
}
