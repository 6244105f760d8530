// The one-time enrolment code of an administrator's first second factor (security review 4, finding 4; ADR 276).
// A just-created administrator (or one after `mfa:reset`) signs in with the password alone and is sent to add a
// factor; without this code, whoever knew the password could enrol a factor of their own choosing. `admin:create` and
// `mfa:reset` print a code (80 random bits), valid 24 hours and used once, that the operator hands over out of band;
// enrolment of a TOTP app or a passkey is refused without it while the administrator has no factor. Only its keyed
// hash is stored (HMAC-SHA-256 under a key derived from the session secret, so a copy of the database alone does not
// tell whether a guess is right). Hotel members are not concerned: they enrol as before.
import { timingSafeEqual } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { AppError, validation } from '~/kernel/errors'
import { createRateLimiter } from '~/kernel/rate-limit'
import { secretBoxKey } from '~/kernel/secret-box'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import { mfaEnrolmentCodes } from '../schema'
import type { UserRow } from '../users'
import { hasSecondFactor } from './factors'
import { newRecoveryCode, normalizeRecoveryCode } from './secrets'

export const ENROLMENT_CODE_TTL_MS = 24 * 60 * 60 * 1000
/** Wrong codes per person and address an hour; all addresses together may try ENROLMENT_CODE_CEILING. */
export const ENROLMENT_CODE_FAILURES_PER_HOUR = 5
const ENROLMENT_CODE_CEILING = 50

export type EnrolmentCodeDeps = AuditDeps & { sessionSecret: string }
type Person = Pick<UserRow, 'id' | 'role'>

const hashOf = (sessionSecret: string, typed: string) =>
  new Bun.CryptoHasher('sha256', secretBoxKey(sessionSecret, 'mfa-enrolment-code-v1'))
    .update(normalizeRecoveryCode(typed))
    .digest('hex')

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** An administrator without a second factor needs the code to enrol one (an admin created before it included). */
export const enrolmentCodeRequired = (db: DbOrTx, user: Person) =>
  user.role === 'admin' && !hasSecondFactor(db, user.id)

/** A new code for this person (it replaces any earlier one), audited; the clear code is answered once, to print. */
export function issueEnrolmentCode(deps: EnrolmentCodeDeps, input: { userId: string; actor: Actor }) {
  const code = newRecoveryCode()
  const now = deps.clock.now()
  const expiresAt = new Date(now.getTime() + ENROLMENT_CODE_TTL_MS).toISOString()
  const values = { codeHash: hashOf(deps.sessionSecret, code), createdAt: now.toISOString(), expiresAt, usedAt: null }
  deps.db.transaction((tx) => {
    tx.insert(mfaEnrolmentCodes)
      .values({ userId: input.userId, ...values })
      .onConflictDoUpdate({ target: mfaEnrolmentCodes.userId, set: values })
      .run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'auth.mfa.enrolment_code_issued',
        target: { type: 'user', id: input.userId },
        details: { expiresAt },
      },
    )
  })
  return { code, expiresAt }
}

const invalid = () => validation('enrolmentCode', 'mfa.enrolmentCodeInvalid')

/**
 * Throws 422 (field `enrolmentCode`) unless the person needs no code, or `typed` is their own code, unused and within
 * its 24 hours. With `spend`, the code is used up: call it in the transaction that stores the factor, so a refusal
 * stores nothing and two requests cannot both use it.
 */
export function acceptEnrolmentCode(
  deps: EnrolmentCodeDeps,
  user: Person,
  typed: string | undefined,
  { spend }: { spend: boolean },
) {
  if (!enrolmentCodeRequired(deps.db, user)) return
  if (!typed?.trim()) throw validation('enrolmentCode', 'mfa.enrolmentCodeRequired')
  const hash = hashOf(deps.sessionSecret, typed)
  const now = deps.clock.now().toISOString()
  const row = deps.db.select().from(mfaEnrolmentCodes).where(eq(mfaEnrolmentCodes.userId, user.id)).get()
  if (!row || !sameHash(row.codeHash, hash) || row.usedAt || row.expiresAt <= now) throw invalid()
  if (!spend) return
  const used = deps.db
    .update(mfaEnrolmentCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaEnrolmentCodes.userId, user.id),
        eq(mfaEnrolmentCodes.codeHash, hash),
        isNull(mfaEnrolmentCodes.usedAt),
      ),
    )
    .returning({ userId: mfaEnrolmentCodes.userId })
    .all()
  if (used.length !== 1) throw invalid()
}

/**
 * Runs an enrolment step of a person who needs the code: 429 after too many wrong codes (per person and address, and
 * a higher ceiling per person, so another address cannot keep the administrator out); a wrong code is audited.
 * `starting` also checks the code, without using it up, so a wrong one is told before the app or the device is set up.
 */
export function createEnrolmentCodeGate(deps: EnrolmentCodeDeps) {
  const here = createRateLimiter({ limit: ENROLMENT_CODE_FAILURES_PER_HOUR, windowMs: 3_600_000, clock: deps.clock })
  const person = createRateLimiter({ limit: ENROLMENT_CODE_CEILING, windowMs: 3_600_000, clock: deps.clock })
  async function gated<T>(user: Person, actor: Actor, attempt: () => Promise<T> | T): Promise<T> {
    if (!enrolmentCodeRequired(deps.db, user)) return attempt()
    const keys = [`${user.id}\n${actor.ip ?? ''}`, user.id] as const
    here.check(keys[0], 'mfa.enrolmentCodeThrottled')
    person.check(keys[1], 'mfa.enrolmentCodeThrottled')
    try {
      return await attempt()
    } catch (error) {
      if (error instanceof AppError && error.message === 'mfa.enrolmentCodeInvalid') {
        here.count(keys[0])
        person.count(keys[1])
        record(deps, { actor, action: 'auth.mfa.enrolment_code_refused', target: { type: 'user', id: user.id } })
      }
      throw error
    }
  }
  const starting = <T>(user: Person, actor: Actor, code: string | undefined, start: () => Promise<T> | T) =>
    gated(user, actor, () => {
      acceptEnrolmentCode(deps, user, code, { spend: false })
      return start()
    })
  return { gated, starting }
}
