// Test helpers: accounts in a given state, and signing in through the API. Used by this and other modules' tests.
import { eq } from 'drizzle-orm'
import { generateSecret } from 'otplib'
import type { Db } from '~/db/client'
import { type Clock, systemClock } from '~/kernel/clock'
import { encryptSecret } from '~/kernel/secret-box'
import { OPERATOR } from '~/modules/audit/public'
import { type TestTarget, testDeps } from '~/modules/audit/testing'
import { issueEnrolmentCode } from './mfa/enrolment-code'
import { issueRecoveryCodes } from './mfa/factors'
import { totpKeyOf } from './mfa/secrets'
import { hashPassword } from './passwords'
import { mfaTotp, type UserStatus, users } from './schema'
import { createAdmin, createPendingMember } from './service'
import type { UserRow } from './users'

/** The current code of a TOTP secret, for tests that complete a second step themselves. */
export { totpCodeAt } from './mfa/factors'

let counter = 0

// The fixtures' password hashes, one per password per test process: a real argon2id hash (what sign-in verifies) costs
// 55 ms quiet and several seconds under load, and the fixtures share a handful of passwords (ADR 353).
const fixtureHashes = new Map<string, Promise<string>>()
const fixtureHash = (password: string) => {
  let hash = fixtureHashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    fixtureHashes.set(password, hash)
  }
  return hash
}

/** A hotel member (company, user, declaration) with the given status (default approved). */
export async function createMember(
  target: TestTarget,
  overrides: { email?: string; password?: string; status?: UserStatus; locale?: 'en' | 'fr' | 'de' | 'it' } = {},
  clock?: Clock,
): Promise<{ user: UserRow; password: string }> {
  counter++
  const password = overrides.password ?? 'secret-pass-1'
  const deps = testDeps(target, clock)
  const { user } = createPendingMember(deps, {
    f_name: 'Anna',
    l_name: 'Muster',
    email: overrides.email ?? `hotel${counter}-${crypto.randomUUID().slice(0, 8)}@example.ch`,
    phone: '+41791234567',
    passwordHash: await fixtureHash(password),
    locale: overrides.locale ?? 'en',
    company: {
      company_name: 'Hotel Bellevue',
      street_name: 'Seestrasse',
      building_no: '12',
      room_no: '',
      zip_code: '8002',
      city: 'Zurich',
      country: 'Switzerland',
      stars: 5,
      is_part_of_association: true,
    },
    declaration: { fullName: 'Anna Muster', version: '2025-05-08' },
    actor: { type: 'anonymous' },
  })
  const status = overrides.status ?? 'approved'
  if (status !== 'pending') deps.db.update(users).set({ status }).where(eq(users.id, user.id)).run()
  return { user: { ...user, status }, password }
}

/** The session secret of `createTestApp` (src/server/testing.ts), whose key encrypts the fixtures' TOTP secrets. */
export const TEST_SESSION_SECRET = 'test-secret-'.padEnd(64, 'x')

// Recovery codes of enrolled fixtures by e-mail: `signIn` spends one when the login asks for a second factor.
const fixtureCodes = new Map<string, { db: Db; userId: string; codes: string[] }>()

/**
 * Enrols a person's authenticator app directly (as if they had scanned it and typed a code) with ten recovery codes;
 * answers the secret (for `totpCodeAt`) and the codes. `signIn` completes such a person's second step by itself.
 */
export function enrolSecondFactor(db: Db, user: { id: string; email: string }, sessionSecret = TEST_SESSION_SECRET) {
  const secret = generateSecret()
  const now = systemClock.now().toISOString()
  db.insert(mfaTotp)
    .values({
      userId: user.id,
      secretEnc: encryptSecret(totpKeyOf(sessionSecret), secret),
      createdAt: now,
      confirmedAt: now,
    })
    .run()
  const recoveryCodes = issueRecoveryCodes({ db, clock: systemClock }, user.id)
  fixtureCodes.set(user.email, { db, userId: user.id, codes: [...recoveryCodes] })
  return { totpSecret: secret, recoveryCodes }
}

/**
 * An administrator with a second factor (every admin must have one, issue 21); `secondFactor: false` for one without,
 * answered with the one-time enrolment code `admin:create` prints (ADR 276), issued on `clock`'s time.
 */
export async function createTestAdmin(
  target: TestTarget,
  email = `admin${++counter}@example.ch`,
  password = 'admin-pass-1',
  { secondFactor = true, clock }: { secondFactor?: boolean; clock?: Clock } = {},
) {
  const deps = testDeps(target, clock)
  const user = await createAdmin(deps, { email, password, actor: { type: 'operator' } })
  const enrolled = secondFactor ? enrolSecondFactor(deps.db, user) : null
  const enrolmentCode = secondFactor
    ? null
    : issueEnrolmentCode({ ...deps, sessionSecret: TEST_SESSION_SECRET }, { userId: user.id, actor: OPERATOR }).code
  return { user, password, totpSecret: enrolled?.totpSecret ?? null, enrolmentCode }
}

/** A recovery code of an enrolled fixture for its next sign-in (ten more once they are spent). */
function nextFixtureCode(email: string): string {
  const entry = fixtureCodes.get(email.trim().toLowerCase())
  if (!entry) throw new Error(`${email} has a second factor that the test fixtures did not enrol`)
  if (entry.codes.length === 0) entry.codes = issueRecoveryCodes({ db: entry.db, clock: systemClock }, entry.userId)
  return entry.codes.shift()!
}

type Requester = (path: string, init?: RequestInit) => Promise<Response>

export const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** Signs in through the API and answers the token and the cookie header to send back. */
export async function signIn(
  request: Requester,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  let res = await request('/api/user/login', jsonInit('POST', { email, password }, headers))
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  let body = (await res.json()) as { token: string; mfa?: { ticket: string } }
  if (body.mfa) {
    // An enrolled fixture (createTestAdmin, enrolSecondFactor): the second step with one of its recovery codes.
    const code = nextFixtureCode(email)
    res = await request('/api/user/login/second-factor', jsonInit('POST', { ticket: body.mfa.ticket, code }, headers))
    if (res.status !== 200) throw new Error(`second factor failed: ${res.status} ${await res.text()}`)
    body = (await res.json()) as { token: string }
  }
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!
  return { token: body.token, cookie, bearer: { authorization: `Bearer ${body.token}` } }
}

/** A staff person of the owner's hotel (approved unless told otherwise), as an accepted invitation makes one. */
export async function createStaff(
  db: Db,
  owner: UserRow,
  overrides: { email?: string; password?: string; status?: UserStatus; locale?: 'en' | 'fr' | 'de' | 'it' } = {},
): Promise<{ user: UserRow; password: string }> {
  counter++
  const password = overrides.password ?? 'staff-pass-1'
  const now = new Date().toISOString()
  const user: UserRow = {
    id: crypto.randomUUID(),
    email: overrides.email ?? `staff${counter}-${crypto.randomUUID().slice(0, 8)}@example.ch`,
    passwordHash: await fixtureHash(password),
    fName: 'Lea',
    lName: 'Keller',
    phone: '',
    role: 'user',
    status: overrides.status ?? 'approved',
    locale: overrides.locale ?? 'en',
    companyId: owner.companyId,
    teamRole: 'staff',
    statusReason: null,
    createdAt: now,
    updatedAt: now,
  }
  db.insert(users).values(user).run()
  return { user, password }
}
