import { Elysia } from 'elysia'
import { AppError } from '~/kernel/errors'
import { requestLocale, serverLL } from '~/kernel/i18n'
import { clientIpOf } from '~/kernel/rate-limit'
import { BODY, noBody } from '~/kernel/routes'
import { closeAccount } from './closing'
import { login, requestPasswordReset, resetPassword } from './credentials'
import { confirmEmailChange } from './email-change'
import { type AuthGuard, type AuthNeeds, requestClaims } from './guard'
import { issueTicket } from './mfa/factors'
import { createMfaPlugin } from './mfa/routes'
import {
  closeAccountBody,
  closedAnswer,
  confirmEmailToken,
  currentUserAnswer,
  emailBody,
  emailCheckAnswer,
  emailConfirmedAnswer,
  type LoginAnswer,
  loginAnswer,
  loginBody,
  messageAnswer,
  profileUpdateBody,
  resetPasswordBody,
  userParams,
} from './model'
import { currentUserView, loginUserView, updateProfile } from './service'
import { logout } from './sessions'
import { sessionCookie, signedInAnswer } from './sign-in-answer'
import { createAccountThrottle } from './throttle'

export {
  type AuthGuard,
  type AuthNeeds,
  createAuthGuard,
  SESSION_COOKIE,
} from './guard'
export { createTeamPlugin, type TeamNeeds } from './team-routes'

/** The account API of spec section 7 under /api/user. Every route declares its access and body limit (ADR 060). */
export function createAuthPlugin(deps: AuthNeeds, guard: AuthGuard) {
  const { config } = deps
  // Sign-in: at most 10 attempts per minute per IP, plus a growing delay per account and source after failures
  // (so failures from elsewhere never lock the owner out).
  const accountThrottle = createAccountThrottle({ clock: deps.clock })
  const ipOf = clientIpOf(config)

  return new Elysia({ prefix: '/api/user' })
    .use(guard)
    .use(createMfaPlugin(deps, guard, accountThrottle))
    .post(
      '/login',
      async ({ body, request, server, set }): Promise<LoginAnswer> => {
        const ip = ipOf(request, server)
        const throttleKey = `${body.email}\n${ip}`
        try {
          accountThrottle.check(throttleKey)
        } catch (error) {
          deps.securityEvents?.record({ kind: 'sign_in_throttled', ip, path: '/api/user/login' })
          throw error
        }
        const locale = requestLocale(request)
        const LL = serverLL(locale).auth
        let result: Awaited<ReturnType<typeof login>>
        try {
          result = await login(deps, { ...body, ip, userAgent: request.headers.get('user-agent'), locale })
        } catch (error) {
          if (error instanceof AppError && error.status === 401) accountThrottle.fail(throttleKey)
          throw error
        }
        accountThrottle.succeed(throttleKey)
        const user = loginUserView(deps, result.user)
        if (result.kind === 'pending')
          return { user, massage: LL.loginPending(), documentPass: deps.hooks.documentPassFor?.(result.user.id) }
        // Issue 21: no token and no cookie yet, a ticket for POST /login/second-factor.
        if (result.kind === 'second-factor')
          return { mfa: { ticket: issueTicket(deps, result.user.id), methods: result.methods } }
        return signedInAnswer(deps, guard, set, { user: result.user, view: user, session: result.session, locale })
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: { limit: 10, windowMs: 60_000, message: 'auth.tooManyAttempts' },
        body: loginBody,
        response: loginAnswer,
      },
    )
    .get('/get-current-user', ({ currentUser }) => currentUserView(deps, currentUser), {
      auth: 'user',
      bodyLimit: BODY.none,
      response: currentUserAnswer,
    })
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
      // Rate-limited: a stolen session must not be able to guess the current password.
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: { limit: 10, windowMs: 60_000 },
        params: userParams,
        body: profileUpdateBody,
        response: currentUserAnswer,
      },
    )
    .post(
      '/close-account',
      // ADR 105: effective at once, no refund; the session cookie goes with the account.
      async ({ body, currentUser, request, server, set }) => {
        const closed = await closeAccount(deps, {
          user: currentUser,
          currentPassword: body.current_password,
          ip: ipOf(request, server),
        })
        set.headers['set-cookie'] = sessionCookie('', { secure: config.secure, expires: new Date(0) })
        return { ...closed, message: serverLL(requestLocale(request)).lifecycle.closing.done() }
      },
      // Rate-limited: a stolen session must not be able to guess the current password.
      {
        auth: 'user',
        owner: true,
        bodyLimit: BODY.json,
        rateLimit: { limit: 10, windowMs: 60_000 },
        body: closeAccountBody,
        response: closedAnswer,
      },
    )
    .post(
      '/confirm-email',
      // The /confirm-email page posts the token of the link sent to the new address (finding 7, ADR 053).
      ({ body, request, server }) => {
        const user = confirmEmailChange(deps, { token: body.token, ip: ipOf(request, server) })
        return { message: serverLL(requestLocale(request)).security.emailChanged(), email: user.email }
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: { limit: 10, windowMs: 60_000 },
        body: confirmEmailToken,
        response: emailConfirmedAnswer,
      },
    )
    .get(
      '/confirm-email',
      // Links sent before ADR 053 pointed here: they now open the page, which confirms (a GET changes nothing).
      ({ query, redirect }) => redirect(`/confirm-email?token=${encodeURIComponent(query.token)}`, 303),
      {
        anonymous: true,
        bodyLimit: BODY.none,
        rateLimit: { limit: 10, windowMs: 60_000 },
        query: confirmEmailToken,
        sends: 'redirect',
      },
    )
    .post(
      '/logout',
      async ({ request, server, set }) => {
        const claims = await requestClaims(guard, request, deps.clock)
        if (claims) logout(deps, { sessionId: claims.sid, role: claims.role, ip: ipOf(request, server) })
        set.headers['set-cookie'] = sessionCookie('', { secure: config.secure, expires: new Date(0) })
        return { message: serverLL(requestLocale(request)).auth.loggedOut() }
      },
      // Takes no body; BODY.json (not none) so a client sending `{}` is not refused.
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: { limit: 30, windowMs: 60_000 },
        body: noBody,
        response: messageAnswer,
      },
    )
    .post(
      '/forgot-password',
      async ({ body, request, server }) => {
        const started = performance.now()
        requestPasswordReset(deps, { email: body.email, ip: ipOf(request, server) })
        deps.mailQueued?.()
        // Known and unknown e-mails answer after the same minimum time.
        await Bun.sleep(Math.max(0, 250 - (performance.now() - started)))
        return { message: serverLL(requestLocale(request)).auth.resetLinkSent() }
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: { limit: 5, windowMs: 60_000 },
        body: emailBody,
        response: messageAnswer,
      },
    )
    .post(
      '/reset-password',
      async ({ body, request, server }) => {
        await resetPassword(deps, { ...body, ip: ipOf(request, server) })
        return { message: serverLL(requestLocale(request)).auth.resetDone() }
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: { limit: 10, windowMs: 60_000 },
        body: resetPasswordBody,
        response: messageAnswer,
      },
    )
    .post(
      '/check-email-exist',
      // One answer for every well-formed address (security review 3, finding 5; ADR 186): whether an address has an
      // account is told to its owner by e-mail when a registration is tried, never to the caller. `user` is the field
      // the spec's clients read.
      () => ({ canRegister: true as const, user: false as const }),
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: { limit: 5, windowMs: 60_000 },
        body: emailBody,
        response: emailCheckAnswer,
      },
    )
}
