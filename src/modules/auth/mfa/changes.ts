// Adding and removing second factors: each change is audited and mailed to the person in their language, in the
// transaction that makes it (issue 21).
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError, notFound } from '~/kernel/errors'
import { serverLL } from '~/kernel/i18n'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import { enqueue, renderLayout } from '~/modules/mail/public'
import {
  mfaEnrolmentCodes,
  mfaInvitations,
  mfaRecoveryCodes,
  mfaTickets,
  mfaTotp,
  passkeys,
  users,
  webauthnChallenges,
} from '../schema'
import { asLocale, findUserByEmail, type UserRow } from '../users'
import { acceptEnrolmentCode, issueEnrolmentCode } from './enrolment-code'
import { confirmTotp, hasSecondFactor, issueRecoveryCodes, type MfaDeps, recoveryCodesLeft } from './factors'

export type MailConfig = { BASE_URL: string; CONTACT_EMAIL: string }
type Change = 'added' | 'removed' | 'reset'
type Method = 'totp' | 'passkey' | 'all'

/** The e-mail telling a person that a second factor was added or removed. */
function factorChangeMail(user: UserRow, change: Change, method: Method, config: MailConfig) {
  const locale = asLocale(user.locale)
  const LL = serverLL(locale).mfa
  const methodName = method === 'all' ? '' : LL.method[method]()
  const subject = change === 'added' ? LL.mail.addedSubject() : LL.mail.removedSubject()
  const body =
    change === 'added'
      ? LL.mail.addedBody({ method: methodName })
      : change === 'removed'
        ? LL.mail.removedBody({ method: methodName })
        : LL.mail.resetBody()
  return renderLayout({
    locale,
    to: user.email,
    kind: `mfa-${change}`,
    subject,
    heading: subject,
    name: `${user.fName} ${user.lName}`.trim(),
    paragraphs: [body],
    action: { label: LL.page.link(), url: `${config.BASE_URL}/security` },
    after: [LL.mail.notYou()],
    contactEmail: config.CONTACT_EMAIL,
  })
}

/** Audits and mails one change, in the caller's transaction. */
export function recordFactorChange(
  deps: AuditDeps & { config: MailConfig },
  input: { user: UserRow; change: Change; method: Method; actor: Actor; details?: Record<string, unknown> },
) {
  record(deps, {
    actor: input.actor,
    action: `auth.mfa.${input.change}`,
    target: { type: 'user', id: input.user.id },
    details: { method: input.method, ...input.details },
  })
  enqueue(deps, factorChangeMail(input.user, input.change, input.method, deps.config))
}

/**
 * Confirms an authenticator app with its first code and answers ten new recovery codes (shown once). A wrong code is
 * a 401 the caller throttles; an administrator's first factor also uses up the enrolment code (a wrong one is a 422,
 * ./enrolment-code.ts). Nothing is stored when either is refused.
 */
export function confirmTotpEnrolment(
  deps: MfaDeps & { config: MailConfig },
  input: { user: UserRow; code: string; enrolmentCode?: string; actor: Actor },
): string[] {
  return deps.db.transaction((tx) => {
    const txDeps = { ...deps, db: tx }
    // Before the app counts as a factor (then no code would be asked any more).
    acceptEnrolmentCode(txDeps, input.user, input.enrolmentCode, { spend: true })
    if (!confirmTotp(txDeps, input.user.id, input.code))
      throw new AppError('UNAUTHENTICATED', 'mfa.codeInvalid', { field: 'code' })
    const codes = issueRecoveryCodes(txDeps, input.user.id)
    recordFactorChange(txDeps, { user: input.user, change: 'added', method: 'totp', actor: input.actor })
    return codes
  })
}

/** Ten new recovery codes when the person has a factor and none left (the first passkey). */
export function recoveryCodesForNewFactor(deps: { db: DbOrTx; clock: Clock }, userId: string): string[] | null {
  return recoveryCodesLeft(deps.db, userId) === 0 ? issueRecoveryCodes(deps, userId) : null
}

/** Forgets the person's recovery codes once no factor is left (they would be a factor of their own). */
function dropOrphanRecoveryCodes(db: DbOrTx, userId: string) {
  if (!hasSecondFactor(db, userId)) db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId)).run()
}

/** Removes the authenticator app (the person confirmed with their password). */
export function removeTotp(deps: AuditDeps & { config: MailConfig }, input: { user: UserRow; actor: Actor }) {
  deps.db.transaction((tx) => {
    const removed = tx.delete(mfaTotp).where(eq(mfaTotp.userId, input.user.id)).returning().all()
    if (!removed.some((row) => row.confirmedAt)) throw notFound()
    dropOrphanRecoveryCodes(tx, input.user.id)
    recordFactorChange({ ...deps, db: tx }, { ...input, change: 'removed', method: 'totp' })
  })
}

/** Removes one of the person's passkeys. */
export function removePasskey(
  deps: AuditDeps & { config: MailConfig },
  input: { user: UserRow; passkeyId: string; actor: Actor },
) {
  deps.db.transaction((tx) => {
    const removed = tx.delete(passkeys).where(eq(passkeys.id, input.passkeyId)).returning().all()
    // Another person's passkey is not found (and stays).
    if (removed.length !== 1 || removed[0]!.userId !== input.user.id) throw notFound()
    dropOrphanRecoveryCodes(tx, input.user.id)
    recordFactorChange(
      { ...deps, db: tx },
      { ...input, change: 'removed', method: 'passkey', details: { passkey: input.passkeyId } },
    )
  })
}

/** Everything second-factor of a person whose profile is deleted (archive retention): nothing of it is kept. */
export function forgetSecondFactors(db: DbOrTx, userId: string) {
  for (const table of [
    mfaTotp,
    passkeys,
    mfaRecoveryCodes,
    mfaTickets,
    webauthnChallenges,
    mfaInvitations,
    mfaEnrolmentCodes,
  ])
    db.delete(table).where(eq(table.userId, userId)).run()
}

/**
 * The operator's reset (`bun run cli mfa:reset`): every factor and recovery code of the person goes; audited and
 * mailed. An administrator gets a new enrolment code (answered once, to hand over), without which no new factor is
 * added. A password reset never does this.
 */
export function resetSecondFactor(
  deps: AuditDeps & { config: MailConfig; sessionSecret: string },
  input: { email: string; reason: string; actor: Actor },
): { user: UserRow; enrolmentCode: { code: string; expiresAt: string } | null } {
  const user = findUserByEmail(deps, input.email)
  if (!user) throw notFound('auth.userNotFound')
  const enrolmentCode = deps.db.transaction((tx) => {
    tx.delete(mfaTotp).where(eq(mfaTotp.userId, user.id)).run()
    tx.delete(passkeys).where(eq(passkeys.userId, user.id)).run()
    tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)).run()
    recordFactorChange(
      { ...deps, db: tx },
      { user, change: 'reset', method: 'all', actor: input.actor, details: { reason: input.reason } },
    )
    return user.role === 'admin'
      ? issueEnrolmentCode({ ...deps, db: tx }, { userId: user.id, actor: input.actor })
      : null
  })
  return { user: deps.db.select().from(users).where(eq(users.id, user.id)).get()!, enrolmentCode }
}
