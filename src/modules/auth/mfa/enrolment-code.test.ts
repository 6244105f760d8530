// Security review 4, finding 4: an administrator's first second factor needs the one-time enrolment code the operator
// handed over (admin:create, mfa:reset; ADR 276). Every way around it is tried: no code, a wrong one, another
// administrator's, an expired one, one used before, the one a reset replaced, and guessing.
import { describe, expect, test } from 'bun:test'
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { fixedClock } from '~/kernel/clock'
import { serverLL } from '~/kernel/i18n'
import { listEntries, OPERATOR } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { answerIn, createTestApp, refusalIn } from '~/server/testing'
import { createMember, createTestAdmin, jsonInit, signIn } from '../testing'
import { resetSecondFactor } from './changes'
import { ENROLMENT_CODE_FAILURES_PER_HOUR, ENROLMENT_CODE_TTL_MS } from './enrolment-code'
import { totpCodeAt } from './factors'
import { recoveryCodesAnswer } from './model'

const START = '2026-11-26T10:00:00.000Z'
const TABLES = ['mfa_totp', 'passkeys', 'mfa_recovery_codes', 'webauthn_challenges', 'mfa_enrolment_codes']

async function setup() {
  const clock = fixedClock(START)
  const t = await createTestApp({ TRUST_PROXY: 'true' }, { clock })
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request(path, jsonInit('POST', body, headers))
  /** Every second-factor row, to compare before and after a refusal. */
  const rows = () => TABLES.map((table) => t.db.sqlite.query(`SELECT * FROM ${table} ORDER BY rowid`).all())
  /** An administrator without a factor, signed in with the password alone, and the code admin:create printed. */
  const newAdmin = async () => {
    const admin = await createTestAdmin(t.db.db, undefined, undefined, { secondFactor: false, clock })
    const session = await signIn(t.request, admin.user.email, admin.password)
    return { ...admin, enrolmentCode: admin.enrolmentCode!, bearer: session.bearer }
  }
  return { ...t, clock, post, rows, newAdmin }
}
type T = Awaited<ReturnType<typeof setup>>

/** Enrols an authenticator app with this enrolment code; answers both answers' statuses. */
async function enrolApp(t: T, bearer: Record<string, string>, enrolmentCode: string | undefined) {
  const totp = t.api(bearer).api.user.mfa.totp
  const started = await totp.post({ enrolmentCode })
  if (started.status !== 200) return { started: started.status, confirmed: 0 }
  const { secret } = started.data!
  const code = totpCodeAt(secret, t.clock.now())
  const confirmed = await totp.confirm.post({ code, enrolmentCode })
  return { started: 200, confirmed: confirmed.status }
}

/** CBOR (RFC 8949) of the few shapes a WebAuthn attestation holds: small integers, strings, bytes and maps. */
function cbor(value: number | string | Uint8Array | Map<unknown, unknown>): number[] {
  const head = (major: number, n: number) =>
    n < 24 ? [(major << 5) | n] : n < 256 ? [(major << 5) | 24, n] : [(major << 5) | 25, n >> 8, n & 255]
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') return [...head(3, Buffer.byteLength(value)), ...Buffer.from(value)]
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value]
  const out = head(5, value.size)
  for (const [k, v] of value) out.push(...cbor(k as never), ...cbor(v as never))
  return out
}

/** What a browser hands over after an authenticator created a passkey (`none` attestation, a fresh P-256 key). */
function softPasskey(options: { challenge: string; rp: { id?: string } }, origin: string) {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' })
  const xy = (c?: string) => Buffer.from(c ?? '', 'base64url')
  const key = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, xy(jwk.x)],
    [-3, xy(jwk.y)],
  ])
  const id = randomBytes(16)
  const authData = Buffer.concat([
    createHash('sha256')
      .update(options.rp.id ?? '')
      .digest(),
    Buffer.from([0x45, 0, 0, 0, 0]), // user present and verified, credential data attached; counter 0
    Buffer.alloc(16),
    Buffer.from([0, id.length]),
    id,
    Buffer.from(cbor(key)),
  ])
  const attestation = new Map<string, unknown>([
    ['fmt', 'none'],
    ['attStmt', new Map()],
    ['authData', authData],
  ])
  const clientData = { type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }
  return {
    id: id.toString('base64url'),
    rawId: id.toString('base64url'),
    type: 'public-key',
    response: {
      clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString('base64url'),
      attestationObject: Buffer.from(cbor(attestation as Map<unknown, unknown>)).toString('base64url'),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  }
}

const refusalOf = async (res: Response) => ({ status: res.status, ...(await refusalIn(res)) })
const invalid = { status: 400, field: 'enrolmentCode', message: serverLL('en').mfa.enrolmentCodeInvalid() }

describe('finding 4: an administrator’s first second factor needs the operator’s one-time code', () => {
  test('finding 4: without the code an admin can start neither an app nor a passkey, nor confirm; nothing stored', async () => {
    const t = await setup()
    const admin = await t.newAdmin()
    const status = await (await t.request('/api/user/mfa', { headers: admin.bearer })).json()
    expect(status).toMatchObject({ required: true, enrolmentCodeRequired: true, methods: [] })
    const before = t.rows()
    const missing = { status: 400, field: 'enrolmentCode', message: serverLL('de').mfa.enrolmentCodeRequired() }
    const de = { ...admin.bearer, 'accept-language': 'de' }
    for (const path of ['/api/user/mfa/totp', '/api/user/mfa/passkeys/options'])
      for (const body of [undefined, {}, { enrolmentCode: '' }])
        expect(await refusalOf(await t.post(path, body, de))).toMatchObject(missing)
    const confirm = await t.post('/api/user/mfa/totp/confirm', { code: '123456' }, de)
    expect(await refusalOf(confirm)).toMatchObject(missing)
    expect(t.rows()).toEqual(before)

    // Started with the code, the app is still refused at its confirmation without it: the secret stays unconfirmed.
    const started = await t.api(admin.bearer).api.user.mfa.totp.post({ enrolmentCode: admin.enrolmentCode })
    const { secret } = started.data!
    const halfway = t.rows()
    const code = totpCodeAt(secret, t.clock.now())
    expect((await t.post('/api/user/mfa/totp/confirm', { code }, admin.bearer)).status).toBe(400)
    expect(t.rows()).toEqual(halfway)
    const done = await t.post('/api/user/mfa/totp/confirm', { code, enrolmentCode: admin.enrolmentCode }, admin.bearer)
    expect(done.status).toBe(200)
    expect((await t.request('/api/admin/overview', { headers: admin.bearer })).status).toBe(200)
    const after = await (await t.request('/api/user/mfa', { headers: admin.bearer })).json()
    expect(after).toMatchObject({ methods: ['totp', 'recovery'], enrolmentCodeRequired: false })
  })

  test('finding 4: a passkey is stored only with the code, which it uses up; without it nothing is stored', async () => {
    const t = await setup()
    const admin = await t.newAdmin()
    const origin = new URL(t.config.BASE_URL).origin
    const optionsWith = async (enrolmentCode: string) => {
      const res = await t.api(admin.bearer).api.user.mfa.passkeys.options.post({ enrolmentCode })
      expect(res.status).toBe(200)
      return res.data!
    }
    const before = t.rows()
    for (const enrolmentCode of [undefined, '0000-0000-0000-0000']) {
      const { challengeId, options } = await optionsWith(admin.enrolmentCode)
      const body = { challengeId, response: softPasskey(options, origin), enrolmentCode }
      const refused = await t.post('/api/user/mfa/passkeys', body, admin.bearer)
      expect(await refusalOf(refused)).toMatchObject({ status: 400, field: 'enrolmentCode' })
    }
    // Nothing of the passkey stored and the code not used (the challenges were asked for and spent).
    const without = (all: unknown[][]) => all.filter((_, i) => TABLES[i] !== 'webauthn_challenges')
    expect(without(t.rows())).toEqual(without(before))
    const second = await optionsWith(admin.enrolmentCode)
    const body = {
      challengeId: second.challengeId,
      response: softPasskey(second.options, origin),
      name: 'Laptop',
      enrolmentCode: admin.enrolmentCode,
    }
    const added = await t.post('/api/user/mfa/passkeys', body, admin.bearer)
    expect(added.status).toBe(200)
    expect((await answerIn(recoveryCodesAnswer, added)).recoveryCodes).toHaveLength(10)
    const codeRow = t.db.sqlite.query('SELECT used_at FROM mfa_enrolment_codes').get() as { used_at: string }
    expect(codeRow.used_at).toBe(t.clock.now().toISOString())
    const added2 = listEntries(t.db).filter((e) => e.action === 'auth.mfa.added' && e.targetId === admin.user.id)
    expect(added2).toHaveLength(1)
  })

  test('finding 4: only the keyed hash is stored; a wrong code and another admin’s code are refused and audited', async () => {
    const t = await setup()
    const admin = await t.newAdmin()
    const other = await t.newAdmin()
    const stored = JSON.stringify(t.rows())
    for (const code of [admin.enrolmentCode, other.enrolmentCode])
      expect(stored).not.toContain(code.replaceAll('-', ''))
    const before = t.rows()
    for (const enrolmentCode of ['0000-0000-0000-0000', other.enrolmentCode]) {
      expect(await refusalOf(await t.post('/api/user/mfa/totp', { enrolmentCode }, admin.bearer))).toMatchObject(
        invalid,
      )
      const options = await t.post('/api/user/mfa/passkeys/options', { enrolmentCode }, admin.bearer)
      expect(await refusalOf(options)).toMatchObject(invalid)
    }
    expect(t.rows()).toEqual(before)
    const refused = listEntries(t.db).filter((e) => e.action === 'auth.mfa.enrolment_code_refused')
    expect(refused.map((e) => e.targetId)).toEqual(Array(4).fill(admin.user.id))
    // Both codes still work for their own administrator (typed in capitals, without dashes).
    expect(await enrolApp(t, other.bearer, other.enrolmentCode.toUpperCase().replaceAll('-', ''))).toEqual({
      started: 200,
      confirmed: 200,
    })
    expect(await enrolApp(t, admin.bearer, admin.enrolmentCode)).toEqual({ started: 200, confirmed: 200 })
    const issued = listEntries(t.db).filter((e) => e.action === 'auth.mfa.enrolment_code_issued')
    expect(issued).toHaveLength(2)
  })

  test('finding 4: the code expires after 24 hours and works only once', async () => {
    const t = await setup()
    const late = await t.newAdmin()
    t.clock.advance(ENROLMENT_CODE_TTL_MS)
    const { bearer } = await signIn(t.request, late.user.email, late.password)
    const before = t.rows()
    expect(await enrolApp(t, bearer, late.enrolmentCode)).toEqual({ started: 400, confirmed: 0 })
    expect(t.rows()).toEqual(before)

    const admin = await t.newAdmin()
    t.clock.advance(ENROLMENT_CODE_TTL_MS - 60_000)
    admin.bearer = (await signIn(t.request, admin.user.email, admin.password)).bearer
    expect(await enrolApp(t, admin.bearer, admin.enrolmentCode)).toEqual({ started: 200, confirmed: 200 })
    // Without a factor again (removed with the password), the used code does not open enrolment a second time.
    const removed = await t.post('/api/user/mfa/totp/remove', { current_password: admin.password }, admin.bearer)
    expect(removed.status).toBe(200)
    t.clock.advance(30_000)
    expect(await enrolApp(t, admin.bearer, admin.enrolmentCode)).toEqual({ started: 400, confirmed: 0 })
  })

  test('finding 4: mfa:reset issues a fresh code, the old one stops working; a member’s reset issues none', async () => {
    const t = await setup()
    const admin = await t.newAdmin()
    const deps = { ...testDeps(t.db.db, t.clock), config: t.config, sessionSecret: t.sessionSecret }
    const reset = resetSecondFactor(deps, { email: admin.user.email, reason: 'Lost phone', actor: OPERATOR })
    const fresh = reset.enrolmentCode!.code
    expect(fresh).not.toBe(admin.enrolmentCode)
    expect(reset.enrolmentCode!.expiresAt).toBe(new Date(t.clock.now().getTime() + ENROLMENT_CODE_TTL_MS).toISOString())
    expect(await enrolApp(t, admin.bearer, admin.enrolmentCode)).toEqual({ started: 400, confirmed: 0 })
    expect(await enrolApp(t, admin.bearer, fresh)).toEqual({ started: 200, confirmed: 200 })
    // An enrolled administrator reset again needs the next code, not the one used before.
    t.clock.advance(30_000)
    const next = resetSecondFactor(deps, { email: admin.user.email, reason: 'Lost again', actor: OPERATOR })
    expect(await enrolApp(t, admin.bearer, fresh)).toEqual({ started: 400, confirmed: 0 })
    expect(await enrolApp(t, admin.bearer, next.enrolmentCode!.code)).toEqual({ started: 200, confirmed: 200 })

    // Hotel members (owners and staff) enrol as before, with no code, also after a reset.
    const { user, password } = await createMember(t.db.db)
    expect(resetSecondFactor(deps, { email: user.email, reason: 'Lost', actor: OPERATOR }).enrolmentCode).toBeNull()
    const member = await signIn(t.request, user.email, password)
    const status = await (await t.request('/api/user/mfa', { headers: member.bearer })).json()
    expect(status.enrolmentCodeRequired).toBe(false)
    expect(await enrolApp(t, member.bearer, undefined)).toEqual({ started: 200, confirmed: 200 })
  })

  test('finding 4: wrong codes are limited per person and address; another address keeps its tries', async () => {
    const t = await setup()
    const admin = await t.newAdmin()
    const from = (ip: string) => ({ ...admin.bearer, 'x-forwarded-for': ip })
    for (let i = 0; i < ENROLMENT_CODE_FAILURES_PER_HOUR; i++) {
      const res = await t.post('/api/user/mfa/totp', { enrolmentCode: `wrong-${i}` }, from('203.0.113.7'))
      expect(res.status).toBe(400)
    }
    const right = { enrolmentCode: admin.enrolmentCode }
    const throttled = await t.post('/api/user/mfa/totp', right, from('203.0.113.7'))
    expect(await refusalOf(throttled)).toMatchObject({
      status: 429,
      message: serverLL('en').mfa.enrolmentCodeThrottled(),
    })
    expect((await t.post('/api/user/mfa/totp', right, from('198.51.100.4'))).status).toBe(200)
    t.clock.advance(3_600_000)
    expect((await t.post('/api/user/mfa/totp', right, from('203.0.113.7'))).status).toBe(200)
  })
})
