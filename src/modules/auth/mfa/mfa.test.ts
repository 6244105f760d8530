// Issue 21, a second factor: the sign-in contract, TOTP enrolment, recovery codes, and every rule someone may try to
// break (a replayed code, an expired, reused or foreign ticket, guessing codes, the admin console without a factor).
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { testDeps } from '~/modules/audit/testing'
import { listOutbox } from '~/modules/mail/public'
import { createTestApp, refusalIn } from '~/server/testing'
import { mfaRecoveryCodes, mfaTotp } from '../schema'
import { createMember, createStaff, createTestAdmin, jsonInit, signIn } from '../testing'
import { MFA_FAILURES_PER_PERSON_PER_HOUR } from './code-throttle'
import { totpCodeAt } from './factors'

const START = '2026-11-26T10:00:00.000Z'

async function setup() {
  const clock = fixedClock(START)
  const t = await createTestApp({}, { clock })
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request(path, jsonInit('POST', body, headers))
  return { ...t, clock, post }
}
type T = Awaited<ReturnType<typeof setup>>

/** A member who enrols an authenticator app through the API; answers the secret and the recovery codes. */
async function enrolledMember(t: T, locale: 'en' | 'de' = 'en') {
  const { user, password } = await createMember(t.db.db, { locale })
  const session = await signIn(t.request, user.email, password, { 'accept-language': locale })
  const totp = t.api(session.bearer).api.user.mfa.totp
  const started = await totp.post()
  expect(started.status).toBe(200)
  const { secret, uri } = started.data!
  const confirmed = await totp.confirm.post({ code: totpCodeAt(secret, t.clock.now()) })
  expect(confirmed.status).toBe(200)
  const { recoveryCodes } = confirmed.data!
  // The next code of the app (the enrolment code was used).
  t.clock.advance(30_000)
  return { user, password, secret, uri, recoveryCodes, session }
}

async function ticketFor(t: T, email: string, password: string) {
  const res = await t.api().api.user.login.post({ email, password })
  expect(res.status).toBe(200)
  expect(res.response?.headers.get('set-cookie')).toBeNull()
  const body = res.data!
  expect(body).not.toHaveProperty('token')
  if (!('mfa' in body)) throw new Error(`${email} was signed in without the second step`)
  return body.mfa
}

describe('TOTP enrolment and the sign-in contract', () => {
  test('enrolment answers a secret and an otpauth URI, the first code answers ten recovery codes', async () => {
    const t = await setup()
    const { secret, uri, recoveryCodes, user } = await enrolledMember(t)
    expect(uri).toStartWith('otpauth://totp/KnowYourGuest:')
    expect(uri).toContain(`secret=${secret}`)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    // Neither the secret nor a recovery code rests readable in the database.
    const row = t.db.db.select().from(mfaTotp).where(eq(mfaTotp.userId, user.id)).get()!
    expect(row.secretEnc).not.toContain(secret)
    const dump = JSON.stringify(t.db.db.select().from(mfaRecoveryCodes).all())
    for (const code of recoveryCodes) expect(dump).not.toContain(code.replace(/-/g, ''))
    expect(dump).not.toContain(recoveryCodes[0]!)
  })

  test('a password sign-in answers a ticket and the methods, then the TOTP code answers the token and the cookie', async () => {
    const t = await setup()
    const { user, password, secret } = await enrolledMember(t)
    const mfa = await ticketFor(t, user.email, password)
    expect(mfa.methods).toEqual(['totp', 'recovery'])
    expect(mfa.ticket.length).toBeGreaterThan(20)
    const res = await t.post('/api/user/login/second-factor', {
      ticket: mfa.ticket,
      code: totpCodeAt(secret, t.clock.now()),
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.user).toMatchObject({ id: user.id, email: user.email })
    expect(typeof body.token).toBe('string')
    expect(res.headers.get('set-cookie')).toStartWith(`kyg_session=${body.token};`)
    const me = await t.request('/api/user/get-current-user', { headers: { authorization: `Bearer ${body.token}` } })
    expect(me.status).toBe(200)
  })

  test('a replayed TOTP code is refused within its window', async () => {
    const t = await setup()
    const { user, password, secret } = await enrolledMember(t)
    const code = totpCodeAt(secret, t.clock.now())
    const first = await ticketFor(t, user.email, password)
    expect((await t.post('/api/user/login/second-factor', { ticket: first.ticket, code })).status).toBe(200)
    t.clock.advance(5_000)
    const second = await ticketFor(t, user.email, password)
    const replay = await t.post('/api/user/login/second-factor', { ticket: second.ticket, code })
    expect(replay.status).toBe(401)
    expect((await replay.json()).message).toBe('This code is not correct or has already been used.')
    // The next period's code works.
    t.clock.advance(30_000)
    const next = await t.post('/api/user/login/second-factor', {
      ticket: second.ticket,
      code: totpCodeAt(secret, t.clock.now()),
    })
    expect(next.status).toBe(200)
  })

  test('a ticket works once', async () => {
    const t = await setup()
    const { user, password, recoveryCodes } = await enrolledMember(t)
    const { ticket } = await ticketFor(t, user.email, password)
    expect((await t.post('/api/user/login/second-factor', { ticket, code: recoveryCodes[0] })).status).toBe(200)
    const again = await t.post('/api/user/login/second-factor', { ticket, code: recoveryCodes[1] })
    expect(again.status).toBe(401)
    expect((await again.json()).message).toContain('This sign-in has expired')
  })

  test('a ticket expires after 5 minutes', async () => {
    const t = await setup()
    const { user, password, recoveryCodes } = await enrolledMember(t)
    const { ticket } = await ticketFor(t, user.email, password)
    t.clock.advance(5 * 60_000)
    const late = await t.post('/api/user/login/second-factor', { ticket, code: recoveryCodes[0] })
    expect(late.status).toBe(401)
    // The recovery code was not spent by the refused attempt.
    const fresh = await ticketFor(t, user.email, password)
    expect(
      (await t.post('/api/user/login/second-factor', { ticket: fresh.ticket, code: recoveryCodes[0] })).status,
    ).toBe(200)
  })

  test("another account's ticket does not sign in with my code, and my code does not complete theirs", async () => {
    const t = await setup()
    const anna = await enrolledMember(t)
    const mallory = await enrolledMember(t)
    const annasTicket = (await ticketFor(t, anna.user.email, anna.password)).ticket
    const withMalloryCode = await t.post('/api/user/login/second-factor', {
      ticket: annasTicket,
      code: totpCodeAt(mallory.secret, t.clock.now()),
    })
    expect(withMalloryCode.status).toBe(401)
    const withMalloryRecovery = await t.post('/api/user/login/second-factor', {
      ticket: annasTicket,
      code: mallory.recoveryCodes[0],
    })
    expect(withMalloryRecovery.status).toBe(401)
    // Anna's own code completes Anna's sign-in, as Anna.
    const own = await t.post('/api/user/login/second-factor', { ticket: annasTicket, code: anna.recoveryCodes[0] })
    expect((await own.json()).user.id).toBe(anna.user.id)
  })

  test('wrong codes are throttled like passwords: after two, even the right code waits', async () => {
    const t = await setup()
    const { user, password, secret } = await enrolledMember(t)
    const { ticket } = await ticketFor(t, user.email, password)
    for (const code of ['000000', '111111', '222222']) {
      expect((await t.post('/api/user/login/second-factor', { ticket, code })).status).toBe(401)
    }
    const right = await t.post('/api/user/login/second-factor', { ticket, code: totpCodeAt(secret, t.clock.now()) })
    expect(right.status).toBe(429)
    expect(right.headers.get('retry-after')).toBe('1')
    // A new ticket does not reset the delay (it counts per person).
    const other = await ticketFor(t, user.email, password)
    expect((await t.post('/api/user/login/second-factor', { ticket: other.ticket, code: '333333' })).status).toBe(429)
    t.clock.advance(1_000)
    const later = await t.post('/api/user/login/second-factor', { ticket, code: totpCodeAt(secret, t.clock.now()) })
    expect(later.status).toBe(200)
  })

  test('finding 5: wrong codes from another address never keep the owner out; only a per-person ceiling of many addresses does', async () => {
    const clock = fixedClock(START)
    const t0 = await createTestApp({ TRUST_PROXY: 'true' }, { clock })
    const t = {
      ...t0,
      clock,
      post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
        t0.request(path, jsonInit('POST', body, headers)),
    }
    const { user, password, secret } = await enrolledMember(t)
    const from = (address: string) => ({ 'x-forwarded-for': address })
    const login = async (address: string) => {
      const body = (await t.api(from(address)).api.user.login.post({ email: user.email, password })).data!
      if (!('mfa' in body)) throw new Error('an enrolled member is asked for the second step')
      return body.mfa.ticket
    }
    const code = (ticket: string, value: string, address: string) =>
      t.post('/api/user/login/second-factor', { ticket, code: value }, from(address))
    // Someone with the password, from another address, types wrong codes until that address must wait.
    const stolen = await login('203.0.113.66')
    for (const wrong of ['000000', '111111', '222222'])
      expect((await code(stolen, wrong, '203.0.113.66')).status).toBe(401)
    expect((await code(stolen, '333333', '203.0.113.66')).status).toBe(429)
    // The owner, from their own address, signs in at once with the right code.
    const own = await login('198.51.100.7')
    expect((await code(own, totpCodeAt(secret, t.clock.now()), '198.51.100.7')).status).toBe(200)
    // Wrong codes from many addresses together reach the per-person ceiling: then every address waits, the owner's too.
    t.clock.advance(30_000)
    const ticket = await login('198.51.100.7')
    // (The three wrong codes above count too: the ceiling is per hour, not reset by a success.)
    for (let i = 3; i < MFA_FAILURES_PER_PERSON_PER_HOUR; i++) {
      expect((await code(ticket, '000000', `192.0.2.${Math.floor(i / 2)}`)).status).toBe(401)
    }
    const refused = await code(ticket, totpCodeAt(secret, t.clock.now()), '198.51.100.7')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    t.clock.advance(3_600_000)
    const again = await login('198.51.100.7')
    expect((await code(again, totpCodeAt(secret, t.clock.now()), '198.51.100.7')).status).toBe(200)
  })

  test('a recovery code works once, typed in any case and with or without dashes', async () => {
    const t = await setup()
    const { user, password, recoveryCodes } = await enrolledMember(t)
    const code = recoveryCodes[3]!
    const first = await ticketFor(t, user.email, password)
    const typed = code.replace(/-/g, ' ').toUpperCase()
    expect((await t.post('/api/user/login/second-factor', { ticket: first.ticket, code: typed })).status).toBe(200)
    const second = await ticketFor(t, user.email, password)
    expect((await t.post('/api/user/login/second-factor', { ticket: second.ticket, code })).status).toBe(401)
  })

  test('enrolment and removal are mailed to the person in their language and audited', async () => {
    const t = await setup()
    const { user, password, session } = await enrolledMember(t, 'de')
    const removed = await t.post('/api/user/mfa/totp/remove', { current_password: password }, session.bearer)
    expect(removed.status).toBe(200)
    const mails = listOutbox(t.db).filter((m) => m.to === user.email && m.kind.startsWith('mfa-'))
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['mfa-added', 'Ihrem Konto wurde ein zweiter Faktor hinzugefügt'],
      ['mfa-removed', 'Ein zweiter Faktor wurde von Ihrem Konto entfernt'],
    ])
    // Without a factor, the recovery codes go too, and the password alone signs in again.
    expect(t.db.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)).all()).toEqual([])
    expect((await t.post('/api/user/login', { email: user.email, password })).headers.get('set-cookie')).toContain(
      'kyg_session=',
    )
  })

  test('removing a factor needs the password', async () => {
    const t = await setup()
    const { user, session } = await enrolledMember(t)
    const wrong = await t.post('/api/user/mfa/totp/remove', { current_password: 'not-it' }, session.bearer)
    expect(wrong.status).toBe(400)
    expect(t.db.db.select().from(mfaTotp).where(eq(mfaTotp.userId, user.id)).get()?.confirmedAt).toBeTruthy()
  })

  test('a password reset never removes the second factor', async () => {
    const t = await setup()
    const { user, password } = await enrolledMember(t)
    const { resetPassword, issueResetToken } = await import('../credentials')
    const token = issueResetToken(testDeps(t.db.db, t.clock), { to: user.email })!
    await resetPassword(testDeps(t.db.db, t.clock), { token, password: 'A-new-long-passphrase-42' })
    const mfa = await ticketFor(t, user.email, 'A-new-long-passphrase-42')
    expect(mfa.methods).toEqual(['totp', 'recovery'])
    expect(password).not.toBe('A-new-long-passphrase-42')
  })
})

describe('who must have a second factor', () => {
  test('an administrator without one gets 403 MFA_ENROLMENT_REQUIRED from every /api/admin route', async () => {
    const t = await setup()
    const { user, password, enrolmentCode } = await createTestAdmin(t.db.db, undefined, undefined, {
      secondFactor: false,
    })
    const res = await t.post('/api/user/login', { email: user.email, password })
    const body = await res.json()
    expect(body.secondFactor).toBe('required')
    const bearer = { authorization: `Bearer ${body.token}` }
    const adminRoutes = t.app.routes.filter((r) => r.path.startsWith('/api/admin'))
    expect(adminRoutes.length).toBeGreaterThan(20)
    const answers = await Promise.all(
      adminRoutes.map(async (r) => {
        const path = r.path.replace(/:[^/]+/g, '01900000-0000-7000-8000-000000000000')
        const init: RequestInit = r.method === 'GET' ? { headers: bearer } : jsonInit(r.method, {}, bearer)
        const answer = await t.request(path, init)
        const code = await refusalIn(answer).then(
          (refused) => refused.code,
          () => undefined,
        )
        return `${r.method} ${r.path} ${answer.status} ${code}`
      }),
    )
    const expected = adminRoutes.map((r) => `${r.method} ${r.path} 403 MFA_ENROLMENT_REQUIRED`)
    expect(answers).toEqual(expected)
    // Its own account and the enrolment stay open to it.
    expect((await t.request('/api/user/get-current-user', { headers: bearer })).status).toBe(200)
    expect((await t.post('/api/user/mfa/totp', { enrolmentCode }, bearer)).status).toBe(200)
  })

  test('once enrolled, the administrator reaches the console with the same session', async () => {
    const t = await setup()
    const { user, password, enrolmentCode } = await createTestAdmin(t.db.db, undefined, undefined, {
      secondFactor: false,
    })
    const session = await signIn(t.request, user.email, password)
    expect((await t.request('/api/admin/overview', { headers: session.bearer })).status).toBe(403)
    const { secret } = await (await t.post('/api/user/mfa/totp', { enrolmentCode }, session.bearer)).json()
    const code = totpCodeAt(secret, t.clock.now())
    await t.post('/api/user/mfa/totp/confirm', { code, enrolmentCode }, session.bearer)
    expect((await t.request('/api/admin/overview', { headers: session.bearer })).status).toBe(200)
  })

  test('test fixtures: createTestAdmin enrols a factor and signIn completes the second step', async () => {
    const t = await setup()
    const { user, password } = await createTestAdmin(t.db.db)
    const mfa = await ticketFor(t, user.email, password)
    expect(mfa.methods).toEqual(['totp', 'recovery'])
    for (let i = 0; i < 12; i++) {
      t.clock.advance(60_000)
      const session = await signIn(t.request, user.email, password)
      expect((await t.request('/api/admin/overview', { headers: session.bearer })).status).toBe(200)
    }
  })

  test('everyone else is invited once, never again', async () => {
    const t = await setup()
    const { user, password } = await createMember(t.db.db)
    const first = await (await t.post('/api/user/login', { email: user.email, password })).json()
    expect(first.secondFactor).toBe('invited')
    const second = await (await t.post('/api/user/login', { email: user.email, password })).json()
    expect(second.secondFactor).toBeUndefined()
    expect(typeof second.token).toBe('string')
  })

  test("an owner requires a second factor of the hotel's people: without one they get 403 on members' routes", async () => {
    const t = await setup()
    const owner = await enrolledMember(t)
    const { user: colleague, password } = await createStaff(t.db.db, owner.user)
    const policy = await t.request(
      '/api/user/mfa/hotel-policy',
      jsonInit('PUT', { required: true }, owner.session.bearer),
    )
    expect(await policy.json()).toEqual({ required: true })
    const res = await t.post('/api/user/login', { email: colleague.email, password })
    const body = await res.json()
    expect(body.secondFactor).toBe('required')
    const reports = await t.request('/api/reports/mine', { headers: { authorization: `Bearer ${body.token}` } })
    expect(reports.status).toBe(403)
    expect((await reports.json()).code).toBe('MFA_ENROLMENT_REQUIRED')
  })

  test('staff cannot change the hotel setting (403), and see none', async () => {
    const t = await setup()
    const owner = await enrolledMember(t)
    const { user, password } = await createStaff(t.db.db, owner.user)
    const session = await signIn(t.request, user.email, password)
    const res = await t.request('/api/user/mfa/hotel-policy', jsonInit('PUT', { required: false }, session.bearer))
    expect(res.status).toBe(403)
    expect((await (await t.request('/api/user/mfa', { headers: session.bearer })).json()).hotelPolicy).toBeNull()
  })

  test('an owner without a factor of their own cannot require one of the team', async () => {
    const t = await setup()
    const { user, password } = await createMember(t.db.db)
    const session = await signIn(t.request, user.email, password)
    const res = await t.request('/api/user/mfa/hotel-policy', jsonInit('PUT', { required: true }, session.bearer))
    expect(res.status).toBe(409)
  })
})

describe('the operator', () => {
  test('mfa:reset removes every factor of the person, audits it with the reason and mails the person', async () => {
    const t = await setup()
    const { user, password } = await enrolledMember(t)
    const { resetSecondFactor } = await import('./changes')
    const { OPERATOR, listEntries } = await import('~/modules/audit/public')
    resetSecondFactor(
      { ...testDeps(t.db.db, t.clock), config: t.config, sessionSecret: t.sessionSecret },
      { email: user.email, reason: 'Lost phone', actor: OPERATOR },
    )
    expect(t.db.db.select().from(mfaTotp).where(eq(mfaTotp.userId, user.id)).all()).toEqual([])
    expect(t.db.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)).all()).toEqual([])
    const entry = listEntries(t.db).find((e) => e.action === 'auth.mfa.reset' && e.targetId === user.id)
    expect(JSON.parse(entry?.details ?? '{}')).toMatchObject({ reason: 'Lost phone', method: 'all' })
    expect(
      listOutbox(t.db)
        .filter((m) => m.to === user.email)
        .map((m) => m.kind),
    ).toContain('mfa-reset')
    // The password alone signs in again.
    const res = await t.post('/api/user/login', { email: user.email, password })
    expect(typeof (await res.json()).token).toBe('string')
  })
})
