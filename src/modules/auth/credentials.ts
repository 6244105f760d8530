// Sign-in and password reset: the flows where a stranger proves who they are.
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, forbidden, unauthenticated } from '~/kernel/errors'
import type { Locale } from '~/lib/constants'
import { type AuditDeps, record } from '~/modules/audit/public'
import { countQueuedSince, enqueue, passwordResetMail } from '~/modules/mail/public'
import { hotelAdmits } from './hotel'
import { type MfaMethod, methodsOf } from './mfa/factors'
import { assertStrongPassword, burnPasswordCheck, hashPassword, randomToken, sha256, verifyPassword } from './passwords'
import { passwordResets, users } from './schema'
import { openSession, revokeAllSessions, type SessionRow } from './sessions'
import { asLocale, findUserByEmail, type UserRow } from './users'

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

type Client = { ip?: string | null; userAgent?: string | null }

export type LoginResult =
  | { kind: 'signed-in'; user: UserRow; session: SessionRow }
  | { kind: 'pending'; user: UserRow }
  | { kind: 'second-factor'; user: UserRow; methods: MfaMethod[] }

/**
 * Checks e-mail and password. A wrong password and an unknown e-mail get the same 401 in the same time (a dummy
 * hash is verified). A pending member gets no session; rejected and suspended accounts get 403.
 */
export async function login(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  input: { email: string; password: string; locale?: Locale } & Client,
): Promise<LoginResult> {
  const user = findUserByEmail(deps, input.email)
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : await burnPasswordCheck(input.password)
  const actorIp = input.ip ?? null
  if (!user || !ok) {
    record(deps, {
      actor: { type: 'anonymous', ip: actorIp },
      action: 'auth.login.failure',
      target: user ? { type: 'user', id: user.id } : null,
      details: { email: input.email, reason: user ? 'wrong-password' : 'unknown-email' },
    })
    throw unauthenticated('auth.invalidCredentials')
  }
  if (user.status === 'rejected' || user.status === 'suspended' || user.status === 'closed') {
    record(deps, {
      actor: { type: 'anonymous', ip: actorIp },
      action: 'auth.login.failure',
      target: { type: 'user', id: user.id },
      details: { reason: user.status },
    })
    throw forbidden(
      user.status === 'rejected'
        ? 'auth.accountRejected'
        : user.status === 'closed'
          ? 'lifecycle.closing.signInClosed'
          : 'auth.accountSuspended',
    )
  }
  if (user.status === 'approved' && !hotelAdmits(deps, user)) {
    record(deps, {
      actor: { type: 'anonymous', ip: actorIp },
      action: 'auth.login.failure',
      target: { type: 'user', id: user.id },
      details: { reason: 'hotel-blocked' },
    })
    throw forbidden('team.errors.hotelBlocked')
  }
  if (user.status === 'pending') {
    record(deps, {
      actor: { type: 'user', id: user.id, ip: actorIp },
      action: 'auth.login.pending',
      target: { type: 'user', id: user.id },
    })
    return { kind: 'pending', user }
  }
  // With a second factor, the right password only earns a ticket for the second step (issue 21).
  const methods = methodsOf(deps.db, user.id)
  if (methods.length > 0) {
    record(deps, {
      actor: { type: user.role === 'admin' ? 'admin' : 'user', id: user.id, ip: actorIp },
      action: 'auth.login.second_factor_asked',
      target: { type: 'user', id: user.id },
    })
    return { kind: 'second-factor', user, methods }
  }
  return { kind: 'signed-in', user, session: openSignedInSession(deps, user, input) }
}

/**
 * Opens the session of a completed sign-in (password, then the second factor when there is one) with its audit entry,
 * and keeps the language of the sign-in as the person's.
 */
export function openSignedInSession(
  deps: AuditDeps,
  user: UserRow,
  input: { locale?: Locale; method?: 'password' | 'totp' | 'recovery' | 'passkey' } & Client,
): SessionRow {
  const actorIp = input.ip ?? null
  return deps.db.transaction((tx) => {
    if (input.locale && input.locale !== user.locale) {
      tx.update(users).set({ locale: input.locale }).where(eq(users.id, user.id)).run()
    }
    const s = openSession({ ...deps, db: tx }, { userId: user.id, ip: input.ip, userAgent: input.userAgent })
    record(
      { ...deps, db: tx },
      {
        actor: { type: user.role === 'admin' ? 'admin' : 'user', id: user.id, ip: actorIp },
        action: 'auth.login.success',
        target: { type: 'session', id: s.id },
        ...(input.method && input.method !== 'password' ? { details: { method: input.method } } : {}),
      },
    )
    return s
  })
}

/** Reset e-mails a stranger can cause per account and hour (the answer stays the same beyond it). */
const RESET_MAILS_PER_HOUR = 3

/**
 * Issues a reset token when a password-reset e-mail is sent (src/modules/mail SECRET_TOKEN; registered in
 * src/server/hooks.ts): random, single-use,
 * valid one hour, stored only as its hash; the clear token exists only in the e-mail on its way out.
 */
export function issueResetToken(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  message: { to: string },
): string | null {
  const user = findUserByEmail(deps, message.to)
  if (!user || user.status === 'rejected') return null
  const token = randomToken()
  const now = deps.clock.now()
  deps.db
    .insert(passwordResets)
    .values({
      id: newId(),
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      usedAt: null,
    })
    .run()
  return token
}

/**
 * Forgot password: for a known account, a reset e-mail is queued in the user's language, in the same transaction as
 * the audit entry; its link's token is issued when it is sent. At most RESET_MAILS_PER_HOUR per account and hour.
 * Unknown e-mails change nothing but the audit; the caller answers the same either way.
 */
export function requestPasswordReset(
  deps: { db: DbOrTx; clock: Clock; chainKey: string; config: { BASE_URL: string; CONTACT_EMAIL: string } },
  input: { email: string } & Client,
): void {
  const user = findUserByEmail(deps, input.email)
  deps.db.transaction((tx) => {
    // Rejected accounts cannot sign in anyway; no link for them.
    const eligible = user && user.status !== 'rejected'
    const since = new Date(deps.clock.now().getTime() - 60 * 60 * 1000).toISOString()
    const capped =
      eligible &&
      countQueuedSince({ ...deps, db: tx }, { to: user.email, kind: 'password-reset', since }) >= RESET_MAILS_PER_HOUR
    record(
      { ...deps, db: tx },
      {
        actor: { type: 'anonymous', ip: input.ip ?? null },
        action: 'auth.password_reset.requested',
        target: user ? { type: 'user', id: user.id } : null,
        details: user ? (capped ? { capped: true } : {}) : { accountFound: false },
      },
    )
    if (!eligible || capped) return
    enqueue(
      { ...deps, db: tx },
      passwordResetMail({
        locale: asLocale(user.locale),
        to: user.email,
        name: `${user.fName} ${user.lName}`.trim(),
        contactEmail: deps.config.CONTACT_EMAIL,
        baseUrl: deps.config.BASE_URL,
      }),
    )
  })
}

/** Sets a new password with a reset token: once, within the hour; every open session of the user ends. */
export async function resetPassword(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  input: { token: string; password: string } & Client,
): Promise<UserRow> {
  const tokenHash = sha256(input.token)
  const now = deps.clock.now().toISOString()
  const find = (db: DbOrTx) =>
    db
      .select()
      .from(passwordResets)
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .get()
  const invalid = () => new AppError('VALIDATION', 'auth.resetTokenInvalid', { field: 'token' })
  if (!find(deps.db)) throw invalid()
  await assertStrongPassword(input.password)
  const passwordHash = await hashPassword(input.password)
  return deps.db.transaction((tx) => {
    // Checked again inside the transaction: two concurrent uses of one link cannot both pass.
    const reset = find(tx)
    if (!reset) throw invalid()
    tx.update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
      .run()
    tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId)).run()
    revokeAllSessions({ ...deps, db: tx }, reset.userId)
    record(
      { ...deps, db: tx },
      {
        actor: { type: 'anonymous', ip: input.ip ?? null },
        action: 'auth.password_reset.completed',
        target: { type: 'user', id: reset.userId },
      },
    )
    return tx.select().from(users).where(eq(users.id, reset.userId)).get()!
  })
}
