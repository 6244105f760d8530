import { jwt } from '@elysiajs/jwt'
import { Elysia } from 'elysia'
import type { DbOrTx } from '~/db/client'
import { AppError, forbidden, unauthenticated } from '~/kernel/errors'
import { requestLocale, serverLL } from '~/kernel/i18n'
import type { Logger } from '~/kernel/log'
import { clientIp, createRateLimiter } from '~/kernel/rate-limit'
import { record } from '~/modules/audit/service'
import { login, requestPasswordReset, resetPassword } from './credentials'
import type { AuthHooks } from './hooks'
import { emailBody, type LoginAnswer, loginBody, profileUpdateBody, resetPasswordBody } from './model'
import { currentUserView, emailHasAccount, loginUserView, parseInput, updateProfile } from './service'
import { checkSession, getSession, revokeSession } from './sessions'
import { createAccountThrottle } from './throttle'

export const SESSION_COOKIE = 'kyg_session'

export type AuthPluginDeps = {
  db: DbOrTx
  config: { BASE_URL: string; CONTACT_EMAIL: string; secure: boolean; TRUST_PROXY: boolean }
  log: Logger
  sessionSecret: string
  hooks: AuthHooks
  /** Called after a change queued e-mail, so the outbox worker sends it now rather than at its next pass. */
  mailQueued?: () => void
}

type TokenClaims = { sid: string; sub: string; role: 'admin' | 'user'; exp?: number }

/** The session token of a request: `Authorization: Bearer …` first, else the session cookie. */
export function sessionToken(request: Request): string | undefined {
  const auth = request.headers.get('authorization')
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || undefined
  const cookie = request.headers.get('cookie') ?? ''
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1]
}

function sessionCookie(value: string, { secure, expires }: { secure: boolean; expires: Date }) {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Expires=${expires.toUTCString()}`]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/**
 * Session signing and the guard macro `auth: 'user' | 'admin'`. `user` admits any approved account (members and
 * admins), `admin` only admins. The resolved `currentUser` and `session` are in the handler's context. Other
 * modules receive this instance from src/server/app.ts and `.use()` it.
 */
export function createAuthGuard(deps: AuthPluginDeps) {
  return new Elysia().use(jwt({ name: 'sessionJwt', secret: deps.sessionSecret, alg: 'HS256' })).macro({
    auth: (role: 'user' | 'admin') => ({
      async resolve({ request, sessionJwt }) {
        const token = sessionToken(request)
        if (!token) throw unauthenticated('auth.notSignedIn')
        // HS256 pinned: a token signed with any other algorithm, or none, is refused.
        const claims = (await sessionJwt.verify(token, { algorithms: ['HS256'] })) as TokenClaims | false
        if (!claims || typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || !claims.exp) {
          throw unauthenticated('auth.notSignedIn')
        }
        const { user, session } = checkSession(deps, { sessionId: claims.sid, userId: claims.sub })
        if (role === 'admin' && user.role !== 'admin') throw forbidden('auth.adminOnly')
        return { currentUser: user, session }
      },
    }),
  })
}
export type AuthGuard = ReturnType<typeof createAuthGuard>

/** The account API of spec section 7 under /api/user. */
export function createAuthPlugin(deps: AuthPluginDeps, guard: AuthGuard) {
  const { config } = deps
  // Sign-in: at most 10 attempts per minute per IP, plus a growing delay per account after failures.
  const loginPerIp = createRateLimiter({ limit: 10, windowMs: 60_000 })
  const accountThrottle = createAccountThrottle()
  const forgotPerIp = createRateLimiter({ limit: 5, windowMs: 60_000 })
  const emailCheckPerIp = createRateLimiter({ limit: 20, windowMs: 60_000 })
  const ipOf = (request: Request, server: Parameters<typeof clientIp>[1]) =>
    clientIp(request, server, config.TRUST_PROXY)

  return new Elysia({ prefix: '/api/user' })
    .use(guard)
    .post(
      '/login',
      async ({ body, request, server, set }): Promise<LoginAnswer> => {
        const ip = ipOf(request, server)
        loginPerIp.hit(ip, 'auth.tooManyAttempts')
        const input = parseInput(loginBody, body)
        accountThrottle.check(input.email)
        const locale = requestLocale(request)
        const LL = serverLL(locale).auth
        let result: Awaited<ReturnType<typeof login>>
        try {
          result = await login(deps, { ...input, ip, userAgent: request.headers.get('user-agent'), locale })
        } catch (error) {
          if (error instanceof AppError && error.status === 401) accountThrottle.fail(input.email)
          throw error
        }
        accountThrottle.succeed(input.email)
        const user = loginUserView(deps, result.user)
        if (result.kind === 'pending') return { user, massage: LL.loginPending() }
        const expires = new Date(result.session.absoluteExpiresAt)
        const token = await guard.decorator.sessionJwt.sign({
          sid: result.session.id,
          sub: result.user.id,
          role: result.user.role,
          exp: Math.floor(expires.getTime() / 1000),
        })
        set.headers['set-cookie'] = sessionCookie(token, { secure: config.secure, expires })
        set.headers['cache-control'] = 'no-store'
        return { user, token, massage: LL.loginWelcome() }
      },
      { body: loginBody },
    )
    .get(
      '/get-current-user',
      ({ currentUser, set }) => {
        set.headers['cache-control'] = 'no-store'
        return currentUserView(deps, currentUser)
      },
      { auth: 'user' },
    )
    .put(
      '/update/:id',
      async ({ params, body, currentUser, session, request, server }) => {
        const updated = await updateProfile(deps, {
          actor: currentUser,
          targetId: params.id,
          changes: body,
          currentSessionId: session.id,
          ip: ipOf(request, server),
        })
        return currentUserView(deps, updated)
      },
      { auth: 'user', body: profileUpdateBody },
    )
    .post('/logout', async ({ request, server, set }) => {
      const token = sessionToken(request)
      const claims = token
        ? ((await guard.decorator.sessionJwt.verify(token, { algorithms: ['HS256'] })) as TokenClaims | false)
        : false
      if (claims && typeof claims.sid === 'string') {
        const session = getSession(deps, claims.sid)
        if (session && !session.revokedAt) {
          deps.db.transaction((tx) => {
            revokeSession({ db: tx }, session.id)
            record(
              { db: tx },
              {
                actor: {
                  type: claims.role === 'admin' ? 'admin' : 'user',
                  id: session.userId,
                  ip: ipOf(request, server),
                },
                action: 'auth.logout',
                target: { type: 'session', id: session.id },
              },
            )
          })
        }
      }
      set.headers['set-cookie'] = sessionCookie('', { secure: config.secure, expires: new Date(0) })
      return { message: serverLL(requestLocale(request)).auth.loggedOut() }
    })
    .post(
      '/forgot-password',
      async ({ body, request, server }) => {
        const started = performance.now()
        const ip = ipOf(request, server)
        forgotPerIp.hit(ip, 'auth.tooManyRequests')
        const { email } = parseInput(emailBody, body)
        requestPasswordReset(deps, { email, ip })
        deps.mailQueued?.()
        // Known and unknown e-mails answer after the same minimum time.
        await Bun.sleep(Math.max(0, 250 - (performance.now() - started)))
        return { message: serverLL(requestLocale(request)).auth.resetLinkSent() }
      },
      { body: emailBody },
    )
    .post(
      '/reset-password',
      async ({ body, request, server }) => {
        const input = parseInput(resetPasswordBody, body)
        await resetPassword(deps, { ...input, ip: ipOf(request, server) })
        return { message: serverLL(requestLocale(request)).auth.resetDone() }
      },
      { body: resetPasswordBody },
    )
    .post(
      '/check-email-exist',
      ({ body, request, server }) => {
        emailCheckPerIp.hit(ipOf(request, server), 'auth.tooManyRequests')
        const { email } = parseInput(emailBody, body)
        return { user: emailHasAccount(deps, email) ? { email } : null }
      },
      { body: emailBody },
    )
}
