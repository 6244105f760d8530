// The answer of a completed sign-in (password alone, or password then second factor, or a passkey alone): the session
// token in the body and in the cookie, and whether the person is to add a second factor now (issue 21).
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { type AuthGuard, SESSION_COOKIE, signSessionToken } from './guard'
import { secondFactorPrompt } from './mfa/prompt'
import type { LoginUser, SignedInAnswer } from './model'
import type { SessionRow } from './sessions'
import type { UserRow } from './users'

export function sessionCookie(value: string, { secure, expires }: { secure: boolean; expires: Date }) {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Expires=${expires.toUTCString()}`]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** Signs the session's token, sets the cookie and answers the spec's sign-in body. */
export async function signedInAnswer(
  deps: { db: DbOrTx; clock: Clock; config: { secure: boolean } },
  guard: AuthGuard,
  set: { headers: Record<string, string | number> },
  input: { user: UserRow; view: LoginUser; session: SessionRow; locale: Locale },
): Promise<SignedInAnswer> {
  const { user, session } = input
  const expires = new Date(session.absoluteExpiresAt)
  const token = await signSessionToken(guard, {
    sid: session.id,
    sub: user.id,
    role: user.role,
    exp: Math.floor(expires.getTime() / 1000),
  })
  set.headers['set-cookie'] = sessionCookie(token, { secure: deps.config.secure, expires })
  const secondFactor = secondFactorPrompt(deps, user)
  return {
    user: input.view,
    token,
    massage: serverLL(input.locale).auth.loginWelcome(),
    ...(secondFactor ? { secondFactor } : {}),
  }
}
