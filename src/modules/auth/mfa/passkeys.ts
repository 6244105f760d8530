// Passkeys (WebAuthn, @simplewebauthn/server; ADR 206): registration by a signed-in person, and an assertion either as
// the second step of a sign-in (after the password) or alone, for a shared front-desk device (passwordless).
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import { AppError } from '~/kernel/errors'
import type { Actor, AuditDeps } from '~/modules/audit/public'
import { passkeys, webauthnChallenges } from '../schema'
import type { UserRow } from '../users'
import { type MailConfig, recordFactorChange, recoveryCodesForNewFactor } from './changes'
import { acceptEnrolmentCode } from './enrolment-code'
import { MFA_TICKET_TTL_MS } from './factors'

// @simplewebauthn/server and its certificate parsers are large: loaded with the first passkey ceremony, not at start.
const webauthn = () => import('@simplewebauthn/server')

export type PasskeyDeps = AuditDeps & { config: MailConfig }
type Purpose = (typeof webauthnChallenges.$inferSelect)['purpose']

const RP_NAME = 'KnowYourGuest'
/** The relying party: the site's host name and origin from BASE_URL (WebAuthn needs a domain name, not an IP). */
const relyingParty = (config: { BASE_URL: string }) => {
  const url = new URL(config.BASE_URL)
  return { rpID: url.hostname, origin: url.origin }
}

const failed = () => new AppError('UNAUTHENTICATED', 'mfa.passkeyFailed')

function storeChallenge(deps: PasskeyDeps, purpose: Purpose, challenge: string, userId: string | null) {
  const now = deps.clock.now()
  const id = newId()
  deps.db
    .insert(webauthnChallenges)
    .values({
      id,
      userId,
      purpose,
      challenge,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + MFA_TICKET_TTL_MS).toISOString(),
    })
    .run()
  return id
}

/** Uses the challenge up (single use, 5 minutes, of this purpose and person); null when it is not valid. */
function spendChallenge(deps: PasskeyDeps, id: string, purpose: Purpose, userId: string | null) {
  const row = deps.db
    .update(webauthnChallenges)
    .set({ usedAt: deps.clock.now().toISOString() })
    .where(
      and(
        eq(webauthnChallenges.id, id),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, deps.clock.now().toISOString()),
      ),
    )
    .returning()
    .get()
  if (!row || row.userId !== userId) return null
  return row
}

export function passkeysOf(db: DbOrTx, userId: string) {
  return db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .all()
}

/** Options for `navigator.credentials.create`: a discoverable credential, so it can also sign in alone. */
export async function registrationOptions(deps: PasskeyDeps, user: UserRow) {
  const { rpID } = relyingParty(deps.config)
  const existing = deps.db.select().from(passkeys).where(eq(passkeys.userId, user.id)).all()
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: `${user.fName} ${user.lName}`.trim() || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: splitTransports(p.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
  return { challengeId: storeChallenge(deps, 'register', options.challenge, user.id), options }
}

const splitTransports = (value: string) => (value ? value.split(',') : undefined)

/**
 * Verifies and stores a new passkey; answers ten recovery codes when it is the person's first factor. An
 * administrator's first factor also uses up the enrolment code (./enrolment-code.ts); nothing is stored without it.
 */
export async function registerPasskey(
  deps: PasskeyDeps & { sessionSecret: string },
  input: {
    user: UserRow
    challengeId: string
    response: RegistrationResponseJSON
    name: string
    enrolmentCode?: string
    actor: Actor
  },
): Promise<{ recoveryCodes: string[] | null }> {
  const challenge = spendChallenge(deps, input.challengeId, 'register', input.user.id)
  if (!challenge) throw failed()
  const { rpID, origin } = relyingParty(deps.config)
  const verified = await (await webauthn())
    .verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    })
    .catch(() => null)
  if (!verified?.verified) throw failed()
  const { credential } = verified.registrationInfo
  return deps.db.transaction((tx) => {
    acceptEnrolmentCode({ ...deps, db: tx }, input.user, input.enrolmentCode, { spend: true })
    tx.insert(passkeys)
      .values({
        id: credential.id,
        userId: input.user.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        name: input.name,
        createdAt: deps.clock.now().toISOString(),
      })
      .run()
    const recoveryCodes = recoveryCodesForNewFactor({ db: tx, clock: deps.clock }, input.user.id)
    recordFactorChange(
      { ...deps, db: tx },
      { user: input.user, change: 'added', method: 'passkey', actor: input.actor, details: { passkey: credential.id } },
    )
    return { recoveryCodes }
  })
}

/**
 * Options for `navigator.credentials.get`: for the second step, the person's passkeys; for a passwordless sign-in,
 * none named (the browser offers the discoverable ones) and user verification required.
 */
export async function authenticationOptions(deps: PasskeyDeps, userId: string | null) {
  const { rpID } = relyingParty(deps.config)
  const allow = userId ? deps.db.select().from(passkeys).where(eq(passkeys.userId, userId)).all() : []
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID,
    userVerification: userId ? 'preferred' : 'required',
    ...(userId
      ? { allowCredentials: allow.map((p) => ({ id: p.id, transports: splitTransports(p.transports) })) }
      : {}),
  })
  return {
    challengeId: storeChallenge(deps, userId ? 'second-factor' : 'sign-in', options.challenge, userId),
    options,
  }
}

/**
 * Checks an assertion and answers the person whose passkey it is. As a second step it must be one of `userId`'s
 * passkeys; alone it must have verified the user (PIN or biometrics). The signature counter must not go back.
 */
export async function verifyPasskeyAssertion(
  deps: PasskeyDeps,
  input: { challengeId: string; response: AuthenticationResponseJSON; userId: string | null },
): Promise<string> {
  const challenge = spendChallenge(deps, input.challengeId, input.userId ? 'second-factor' : 'sign-in', input.userId)
  if (!challenge) throw failed()
  const stored = deps.db.select().from(passkeys).where(eq(passkeys.id, input.response.id)).get()
  if (!stored || (input.userId && stored.userId !== input.userId))
    throw new AppError('UNAUTHENTICATED', 'mfa.passkeyUnknown')
  const { rpID, origin } = relyingParty(deps.config)
  const verified = await (await webauthn())
    .verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: splitTransports(stored.transports),
      },
      requireUserVerification: !input.userId,
    })
    .catch(() => null)
  if (!verified?.verified) throw failed()
  deps.db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: deps.clock.now().toISOString() })
    .where(eq(passkeys.id, stored.id))
    .run()
  return stored.userId
}
