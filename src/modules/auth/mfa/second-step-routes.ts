// The second step of a sign-in under /api/user (issue 21): a code or a passkey with the ticket of the first step, or a
// passkey alone. Mounted by the second-factor plugin (./routes.ts), which shares its wrong-code throttle with it.
import { eq } from 'drizzle-orm'
import { Elysia } from 'elysia'
import type { DbOrTx } from '~/db/client'
import { AppError, unauthenticated } from '~/kernel/errors'
import { requestLocale } from '~/kernel/i18n'
import { clientIpOf } from '~/kernel/rate-limit'
import { BODY } from '~/kernel/routes'
import { openSignedInSession } from '../credentials'
import type { AuthGuard, AuthNeeds } from '../guard'
import { users } from '../schema'
import { loginUserView } from '../service'
import { signedInAnswer } from '../sign-in-answer'
import type { UserRow } from '../users'
import type { createCodeThrottle } from './code-throttle'
import { liveTicket, spendTicket, useSecondFactorCode } from './factors'
import {
  authenticationOptionsAnswer,
  passkeyOptionsBody,
  passkeySignInBody,
  secondFactorBody,
  signedInAnswerSchema,
} from './model'
import { authenticationOptions, verifyPasskeyAssertion } from './passkeys'

const SIGN_IN_RATE = { limit: 10, windowMs: 60_000, message: 'auth.tooManyAttempts' } as const
type Method = 'totp' | 'recovery' | 'passkey'

export function createSecondStepPlugin(
  deps: AuthNeeds,
  guard: AuthGuard,
  throttled: ReturnType<typeof createCodeThrottle>,
) {
  const ipOf = clientIpOf(deps.config)
  const userById = (id: string) => deps.db.select().from(users).where(eq(users.id, id)).get()
  const ticketOwner = (ticket: string) => {
    const row = liveTicket(deps, ticket)
    const user = row && userById(row.userId)
    if (!row || !user || user.status !== 'approved') throw unauthenticated('mfa.ticketInvalid')
    return { row, user }
  }
  /** Opens the session once the ticket is spent (it works once, even under two requests at the same moment). */
  const finish = (
    ticketId: string | null,
    user: UserRow,
    request: Request,
    ip: string,
    verify: (db: DbOrTx) => Method | null,
  ) =>
    deps.db.transaction((tx) => {
      if (ticketId && !spendTicket({ db: tx, clock: deps.clock }, ticketId)) throw unauthenticated('mfa.ticketInvalid')
      const method = verify(tx)
      if (!method) throw new AppError('UNAUTHENTICATED', 'mfa.codeInvalid', { field: 'code' })
      return openSignedInSession({ ...deps, db: tx }, user, {
        ip,
        userAgent: request.headers.get('user-agent'),
        locale: requestLocale(request),
        method,
      })
    })
  const answer = (
    user: UserRow,
    session: ReturnType<typeof finish>,
    request: Request,
    set: { headers: Record<string, string | number> },
  ) =>
    signedInAnswer(deps, guard, set, { user, view: loginUserView(deps, user), session, locale: requestLocale(request) })

  return new Elysia()
    .use(guard)
    .post(
      '/login/second-factor',
      async ({ body, request, server, set }) => {
        const ip = ipOf(request, server)
        const { row, user } = ticketOwner(body.ticket)
        const session = await throttled(user.id, ip, () =>
          finish(row.id, user, request, ip, (db) => useSecondFactorCode({ ...deps, db }, user.id, body.code)),
        )
        return answer(user, session, request, set)
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: SIGN_IN_RATE,
        body: secondFactorBody,
        response: signedInAnswerSchema,
      },
    )
    .post(
      '/login/passkey/options',
      async ({ body }) => {
        const userId = body.ticket ? ticketOwner(body.ticket).user.id : null
        return authenticationOptions(deps, userId)
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: SIGN_IN_RATE,
        body: passkeyOptionsBody,
        response: authenticationOptionsAnswer,
      },
    )
    .post(
      '/login/passkey',
      // The second step with a passkey (with the ticket), or a sign-in with a passkey alone (without one).
      async ({ body, request, server, set }) => {
        const ip = ipOf(request, server)
        const owner = body.ticket ? ticketOwner(body.ticket) : null
        const userId = await verifyPasskeyAssertion(deps, {
          challengeId: body.challengeId,
          response: body.response,
          userId: owner?.user.id ?? null,
        })
        const user = userById(userId)
        if (user?.status !== 'approved') throw unauthenticated('mfa.passkeyFailed')
        const session = finish(owner?.row.id ?? null, user, request, ip, () => 'passkey')
        return answer(user, session, request, set)
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: SIGN_IN_RATE,
        body: passkeySignInBody,
        response: signedInAnswerSchema,
      },
    )
}
