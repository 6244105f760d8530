// Which second factors a person has, whether they need one, and the single-use parts: TOTP steps, recovery codes and
// sign-in tickets (ADR 205). Every time comes from the injected clock.
import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { conflict, validation } from '~/kernel/errors'
import { decryptSecret, encryptSecret } from '~/kernel/secret-box'
import type { AuditDeps } from '~/modules/audit/public'
import { randomToken, sha256 } from '../passwords'
import { hotelMfaPolicies, mfaRecoveryCodes, mfaTickets, mfaTotp, passkeys } from '../schema'
import type { UserRow } from '../users'
import { newRecoveryCode, recoveryCodeHash, totpKeyOf } from './secrets'

// otplib and its hashes load with the first code checked or enrolled, not at server start (issue 19, the restart).
let otplib: typeof import('otplib') | undefined
const otp = () => {
  otplib ??= require('otplib') as typeof import('otplib')
  return otplib
}

export type MfaMethod = 'totp' | 'passkey' | 'recovery'
export type MfaDeps = AuditDeps & { sessionSecret: string }

/** How long a sign-in ticket (and a WebAuthn challenge) lives. */
export const MFA_TICKET_TTL_MS = 5 * 60 * 1000
const RECOVERY_CODE_COUNT = 10
/** The issuer authenticator apps show beside the account. */
const TOTP_ISSUER = 'KnowYourGuest'
const PERIOD_S = 30

const totpRow = (db: DbOrTx, userId: string) => db.select().from(mfaTotp).where(eq(mfaTotp.userId, userId)).get()

const hasConfirmedTotp = (db: DbOrTx, userId: string) =>
  Boolean(
    db
      .select({ userId: mfaTotp.userId })
      .from(mfaTotp)
      .where(and(eq(mfaTotp.userId, userId), isNotNull(mfaTotp.confirmedAt)))
      .get(),
  )

const passkeyCount = (db: DbOrTx, userId: string) =>
  db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get()?.n ?? 0

export const recoveryCodesLeft = (db: DbOrTx, userId: string) =>
  db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)))
    .get()?.n ?? 0

/** The methods a person can sign in with, in the contract's order; recovery codes count only beside a real factor. */
export function methodsOf(db: DbOrTx, userId: string): MfaMethod[] {
  const methods: MfaMethod[] = []
  if (hasConfirmedTotp(db, userId)) methods.push('totp')
  if (passkeyCount(db, userId) > 0) methods.push('passkey')
  if (methods.length > 0 && recoveryCodesLeft(db, userId) > 0) methods.push('recovery')
  return methods
}

/** An authenticator app or a passkey (recovery codes alone are not a factor). */
export const hasSecondFactor = (db: DbOrTx, userId: string) =>
  hasConfirmedTotp(db, userId) || passkeyCount(db, userId) > 0

/** Whether the person's hotel requires a second factor of its whole team. */
export function hotelRequiresSecondFactor(db: DbOrTx, companyId: string | null): boolean {
  if (!companyId) return false
  return Boolean(db.select().from(hotelMfaPolicies).where(eq(hotelMfaPolicies.companyId, companyId)).get()?.required)
}

/** Administrators always; a hotel's people when its owner requires it. */
export const secondFactorRequired = (db: DbOrTx, user: Pick<UserRow, 'role' | 'companyId'>) =>
  user.role === 'admin' || hotelRequiresSecondFactor(db, user.companyId)

// ---- TOTP ----

/** Starts (or restarts) enrolment of an authenticator app: a fresh secret, stored encrypted, unconfirmed. */
export function startTotpEnrolment(deps: MfaDeps, user: Pick<UserRow, 'id' | 'email'>) {
  if (hasConfirmedTotp(deps.db, user.id)) throw conflict('mfa.totpAlreadyEnrolled')
  const secret = otp().generateSecret()
  const secretEnc = encryptSecret(totpKeyOf(deps.sessionSecret), secret)
  const now = deps.clock.now().toISOString()
  deps.db
    .insert(mfaTotp)
    .values({ userId: user.id, secretEnc, createdAt: now, confirmedAt: null, lastStep: null })
    .onConflictDoUpdate({ target: mfaTotp.userId, set: { secretEnc, createdAt: now, lastStep: null } })
    .run()
  return { secret, uri: otp().generateURI({ issuer: TOTP_ISSUER, label: user.email, secret }) }
}

/**
 * The 30-second step of a right code not used before, or null. One step either side is accepted (clock drift); a step
 * at or before the last accepted one is refused, so a code works once.
 */
function acceptedStep(deps: MfaDeps, row: typeof mfaTotp.$inferSelect, code: string): number | null {
  const secret = decryptSecret(totpKeyOf(deps.sessionSecret), row.secretEnc)
  if (!secret) return null
  const result = otp().verifySync({
    secret,
    token: code,
    epoch: Math.floor(deps.clock.now().getTime() / 1000),
    epochTolerance: PERIOD_S,
    ...(row.lastStep !== null ? { afterTimeStep: row.lastStep } : {}),
  })
  return result.valid ? ((result as { timeStep?: number }).timeStep ?? null) : null
}

/** Marks the step used, only if no other request used it (or a later one) first. */
function claimStep(db: DbOrTx, userId: string, step: number): boolean {
  const claimed = db
    .update(mfaTotp)
    .set({ lastStep: step })
    .where(and(eq(mfaTotp.userId, userId), or(isNull(mfaTotp.lastStep), lt(mfaTotp.lastStep, step))))
    .returning({ userId: mfaTotp.userId })
    .all()
  return claimed.length === 1
}

/** Confirms enrolment with a first code: the app is then a factor (the code counts as used). */
export function confirmTotp(deps: MfaDeps, userId: string, code: string): boolean {
  const row = totpRow(deps.db, userId)
  if (!row) throw validation('code', 'mfa.enrolmentNotStarted')
  if (row.confirmedAt) throw conflict('mfa.totpAlreadyEnrolled')
  const step = acceptedStep(deps, row, code)
  if (step === null || !claimStep(deps.db, userId, step)) return false
  deps.db.update(mfaTotp).set({ confirmedAt: deps.clock.now().toISOString() }).where(eq(mfaTotp.userId, userId)).run()
  return true
}

/** The code an authenticator app shows for this secret now (tests and the enrolment fixture). */
export const totpCodeAt = (secret: string, at: Date) =>
  otp().generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) })

// ---- recovery codes ----

/** Replaces the person's recovery codes with ten new ones and answers them (shown once; only hashes stay). */
export function issueRecoveryCodes(deps: { db: DbOrTx; clock: Clock }, userId: string, n = RECOVERY_CODE_COUNT) {
  const codes = Array.from({ length: n }, newRecoveryCode)
  const now = deps.clock.now().toISOString()
  deps.db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId)).run()
  deps.db
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ id: newId(), userId, codeHash: recoveryCodeHash(code), createdAt: now })))
    .run()
  return codes
}

// ---- a code at sign-in ----

/**
 * Checks a code typed at sign-in: six digits are a TOTP code (accepted once), anything else a recovery code (used up).
 * Answers the method that matched, or null. Call inside the transaction that opens the session.
 */
export function useSecondFactorCode(deps: MfaDeps, userId: string, typed: string): 'totp' | 'recovery' | null {
  const code = typed.replace(/\s/g, '')
  if (/^\d{6}$/.test(code)) {
    const row = totpRow(deps.db, userId)
    if (!row?.confirmedAt) return null
    const step = acceptedStep(deps, row, code)
    return step !== null && claimStep(deps.db, userId, step) ? 'totp' : null
  }
  if (!hasSecondFactor(deps.db, userId)) return null
  const used = deps.db
    .update(mfaRecoveryCodes)
    .set({ usedAt: deps.clock.now().toISOString() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id })
    .all()
  return used.length === 1 ? 'recovery' : null
}

// ---- tickets ----

/** A ticket for the second step of a sign-in: the clear token goes to the client, its hash stays here. */
export function issueTicket(deps: { db: DbOrTx; clock: Clock }, userId: string): string {
  const token = randomToken()
  const now = deps.clock.now()
  deps.db
    .insert(mfaTickets)
    .values({
      id: newId(),
      userId,
      tokenHash: sha256(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + MFA_TICKET_TTL_MS).toISOString(),
    })
    .run()
  return token
}

/** The ticket's row while it is unused and within its 5 minutes, else null. */
export function liveTicket(deps: { db: DbOrTx; clock: Clock }, token: string) {
  return deps.db
    .select()
    .from(mfaTickets)
    .where(
      and(
        eq(mfaTickets.tokenHash, sha256(token)),
        isNull(mfaTickets.usedAt),
        gt(mfaTickets.expiresAt, deps.clock.now().toISOString()),
      ),
    )
    .get()
}

/** Uses the ticket up; false when another request did first. */
export function spendTicket(deps: { db: DbOrTx; clock: Clock }, ticketId: string): boolean {
  return (
    deps.db
      .update(mfaTickets)
      .set({ usedAt: deps.clock.now().toISOString() })
      .where(and(eq(mfaTickets.id, ticketId), isNull(mfaTickets.usedAt)))
      .returning({ id: mfaTickets.id })
      .all().length === 1
  )
}
