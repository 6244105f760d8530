import { describe, expect, test } from 'bun:test'
import type { Db } from '~/db/client'
import { listEntries, verifyChain } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { listOutbox } from '~/modules/mail/public'
import { deliverToMemory } from '~/modules/mail/testing'
import { secretIssuers } from '~/server/hooks'
import { createTestApp } from '~/server/testing'
import { passwordResets } from './schema'
import { createMember, createTestAdmin, jsonInit, signIn } from './testing'
import { findUserByEmail } from './users'

const profile = {
  f_name: 'Marie',
  l_name: 'Dupont',
  phone: '+41221234567',
  email: 'marie@hotel-du-lac.ch',
  company_name: 'Hotel du Lac',
  street_name: 'Quai du Mont-Blanc',
  building_no: '7',
  room_no: '3B',
  zip_code: '1201',
  city: 'Geneva',
  country: 'France',
  password: '',
}

/** The reset link's token from the last password-reset e-mail, as sent (the outbox never holds it). */
async function tokenFromOutbox(t: { db: { db: Db }; chainKey: string }) {
  const mail = (await deliverToMemory({ db: t.db.db, issuers: secretIssuers(t) }))
    .filter((m) => m.kind === 'password-reset')
    .at(-1)
  const link = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')
  return { mail, token: link?.[1] }
}

describe('profile update', () => {
  test('a member updates their own profile and gets the updated current user back', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    const res = await t.request(
      `/api/user/update/${user.id}`,
      jsonInit('PUT', { ...profile, current_password: password }, bearer),
    )
    expect(res.status).toBe(200)
    const me = await res.json()
    // The new e-mail waits for its confirmation link (finding 7).
    expect(me).toMatchObject({ _id: user.id, email: user.email, f_name: 'Marie', l_name: 'Dupont' })
    expect(me.companyData[0]).toMatchObject({
      company_name: 'Hotel du Lac',
      room_no: '3B',
      city: 'Geneva',
      country: 'France',
    })
    // A blank password leaves the password unchanged.
    expect((await t.request('/api/user/login', jsonInit('POST', { email: user.email, password }))).status).toBe(200)
  })

  test('user A cannot update user B (403), and B is unchanged', async () => {
    const t = await createTestApp()
    const a = await createMember(t.db.db)
    const b = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, a.user.email, a.password)
    const res = await t.request(`/api/user/update/${b.user.id}`, jsonInit('PUT', { f_name: 'Hacker' }, bearer))
    expect(res.status).toBe(403)
    expect((await res.json()).message).toBe('You can only change your own profile.')
    expect(findUserByEmail(testDeps(t.db.db), b.user.email)?.fName).toBe('Anna')
  })

  test('an admin may update any member', async () => {
    const t = await createTestApp()
    const admin = await createTestAdmin(t.db.db)
    const member = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, admin.user.email, admin.password)
    const res = await t.request(`/api/user/update/${member.user.id}`, jsonInit('PUT', { city: 'Basel' }, bearer))
    expect(res.status).toBe(200)
    expect((await res.json()).companyData[0].city).toBe('Basel')
  })

  test('without a session the update gets 401', async () => {
    const t = await createTestApp()
    const member = await createMember(t.db.db)
    const res = await t.request(`/api/user/update/${member.user.id}`, jsonInit('PUT', { city: 'Basel' }))
    expect(res.status).toBe(401)
  })

  const invalid: [string, unknown, string][] = [
    ['f_name', 'Marie3', 'First name must contain only letters.'],
    ['l_name', 'Du$ont', 'Last name must contain only letters.'],
    ['phone', '079 12a', 'Please enter a valid phone number, for example +41 79 123 45 67.'],
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['company_name', 'Hotel <script>', 'Company name must contain only letters, numbers, and spaces.'],
    ['street_name', 'Main St; DROP', 'Street name must contain only letters, numbers, and spaces.'],
    ['zip_code', '12', 'ZIP code must be at least 3 characters long.'],
    ['country', 'Atlantis', 'Please choose a country from the list.'],
    ['password', 'abc', 'Password must be at least 6 characters long.'],
    ['password', '123456', 'This password is too easy to guess.'],
    ['f_name', '', 'This field is required.'],
  ]
  for (const [field, value, message] of invalid) {
    test(`an invalid ${field} (${JSON.stringify(value)}) gets 400 naming the field`, async () => {
      const t = await createTestApp()
      const { user, password } = await createMember(t.db.db)
      const { bearer } = await signIn(t.request, user.email, password)
      const res = await t.request(
        `/api/user/update/${user.id}`,
        jsonInit('PUT', { ...profile, current_password: password, [field]: value }, bearer),
      )
      expect(res.status).toBe(400)
      const body = await res.json()
      expect(body.field).toBe(field)
      expect(body.message).toContain(message)
    })
  }

  test("field messages come in the visitor's language", async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    const res = await t.request(
      `/api/user/update/${user.id}`,
      jsonInit('PUT', { zip_code: '1' }, { ...bearer, 'accept-language': 'it' }),
    )
    expect((await res.json()).message).toContain('Il codice postale deve contenere almeno 3 caratteri.')
  })

  test('an e-mail that belongs to another account gets 409 with a message', async () => {
    const t = await createTestApp()
    const a = await createMember(t.db.db)
    const b = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, a.user.email, a.password)
    const res = await t.request(
      `/api/user/update/${a.user.id}`,
      jsonInit('PUT', { email: b.user.email.toUpperCase(), current_password: a.password }, bearer),
    )
    expect(res.status).toBe(409)
    const body = await res.json()
    expect(body.message).toBe('An account with this email address already exists.')
    expect(body.field).toBe('email')
  })

  test('a new password works at once, the old one fails, and other sessions end while this one stays', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const other = await signIn(t.request, user.email, password)
    const current = await signIn(t.request, user.email, password)
    const res = await t.request(
      `/api/user/update/${user.id}`,
      jsonInit('PUT', { password: 'brand-new-pw', current_password: password }, current.bearer),
    )
    expect(res.status).toBe(200)
    expect((await t.request('/api/user/login', jsonInit('POST', { email: user.email, password }))).status).toBe(401)
    expect(
      (await t.request('/api/user/login', jsonInit('POST', { email: user.email, password: 'brand-new-pw' }))).status,
    ).toBe(200)
    expect((await t.request('/api/user/get-current-user', { headers: current.bearer })).status).toBe(200)
    expect((await t.request('/api/user/get-current-user', { headers: other.bearer })).status).toBe(401)
  })

  test('a profile change is audited with the changed field names only', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    await t.request(
      `/api/user/update/${user.id}`,
      jsonInit('PUT', { city: 'Bern', password: 'another-pw-9', current_password: password }, bearer),
    )
    const entry = listEntries(testDeps(t.db.db)).find((e) => e.action === 'auth.profile.updated')
    expect(entry?.targetId).toBe(user.id)
    expect(JSON.parse(entry!.details).fields).toEqual(['city', 'password'])
    expect(JSON.stringify(listEntries(testDeps(t.db.db)))).not.toContain('another-pw-9')
    expect(verifyChain(testDeps(t.db.db)).ok).toBe(true)
  })
})

describe('forgot and reset password', () => {
  test('forgot-password answers the same for a known and an unknown e-mail, and only queues the mail', async () => {
    // Behind a trusted proxy, so each round comes from its own address and the per-IP limit stays out of the way.
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const { user } = await createMember(t.db.db)
    let ip = 0
    const ask = (email: string) =>
      t.request('/api/user/forgot-password', jsonInit('POST', { email }, { 'x-forwarded-for': `203.0.113.${++ip}` }))
    for (let round = 0; round < 3; round++) {
      const known = await ask(user.email)
      const unknown = await ask('nobody@example.ch')
      expect(known.status).toBe(200)
      expect(unknown.status).toBe(200)
      const body = await known.json()
      expect(body).toEqual(await unknown.json())
      expect(body).toEqual({ message: 'Password reset link sent. Check your email.' })
    }
    // Only the known account got e-mails, and the answer did not wait for them to be sent (the outbox worker sends
    // them), so its time does not tell the two apart; `bun run bench:bounds` compares the times.
    const outbox = listOutbox(testDeps(t.db.db))
    expect(new Set(outbox.map((m) => m.to))).toEqual(new Set([user.email]))
    expect(outbox.every((m) => m.status === 'pending')).toBe(true)
  })

  test('forgot-password needs a valid e-mail', async () => {
    const t = await createTestApp()
    const res = await t.request('/api/user/forgot-password', jsonInit('POST', { email: 'nope' }))
    expect(res.status).toBe(400)
    expect((await res.json()).field).toBe('email')
  })

  test("the reset e-mail is in the user's language and links to /reset-password with a token stored only as a hash", async () => {
    const t = await createTestApp()
    const { user } = await createMember(t.db.db, { locale: 'de' })
    await t.request('/api/user/forgot-password', jsonInit('POST', { email: user.email }))
    const { mail, token } = await tokenFromOutbox(t)
    expect(mail?.subject).toBe('Setzen Sie Ihr KnowYourGuest-Passwort zurück')
    expect(mail?.text).toContain(`${t.config.BASE_URL}/reset-password?token=`)
    expect(mail?.html).toContain('Guten Tag Anna Muster')
    const stored = t.db.db.select().from(passwordResets).all()
    expect(stored).toHaveLength(1)
    expect(stored[0]!.tokenHash).not.toBe(token)
    expect(JSON.stringify(stored)).not.toContain(token!)
    expect(Date.parse(stored[0]!.expiresAt) - Date.parse(stored[0]!.createdAt)).toBe(60 * 60 * 1000)
  })

  test('the reset link works once; the old password and the used link then fail; earlier sessions are gone', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const before = await signIn(t.request, user.email, password)
    await t.request('/api/user/forgot-password', jsonInit('POST', { email: user.email }))
    const { token } = await tokenFromOutbox(t)
    const reset = await t.request('/api/user/reset-password', jsonInit('POST', { token, password: 'fresh-pass-7' }))
    expect(reset.status).toBe(200)
    expect(await reset.json()).toEqual({ message: 'Your password has been successfully reset.' })

    expect((await t.request('/api/user/get-current-user', { headers: before.bearer })).status).toBe(401)
    expect((await t.request('/api/user/login', jsonInit('POST', { email: user.email, password }))).status).toBe(401)
    expect(
      (await t.request('/api/user/login', jsonInit('POST', { email: user.email, password: 'fresh-pass-7' }))).status,
    ).toBe(200)

    const again = await t.request('/api/user/reset-password', jsonInit('POST', { token, password: 'other-pass-8' }))
    expect(again.status).toBe(400)
    expect((await again.json()).message).toContain('invalid, has expired or has already been used')
  })

  test('an unknown or expired reset token gets 400 with a clear message', async () => {
    const t = await createTestApp()
    const { user } = await createMember(t.db.db)
    const bogus = await t.request(
      '/api/user/reset-password',
      jsonInit('POST', { token: 'made-up-token', password: 'fresh-pass-7' }),
    )
    expect(bogus.status).toBe(400)
    await t.request('/api/user/forgot-password', jsonInit('POST', { email: user.email }))
    const { token } = await tokenFromOutbox(t)
    t.db.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .run()
    const expired = await t.request('/api/user/reset-password', jsonInit('POST', { token, password: 'fresh-pass-7' }))
    expect(expired.status).toBe(400)
    expect((await expired.json()).message).toBe(
      'This reset link is invalid, has expired or has already been used. Please ask for a new one.',
    )
  })

  test('the new password follows the minimum length of 6', async () => {
    const t = await createTestApp()
    const res = await t.request('/api/user/reset-password', jsonInit('POST', { token: 'x', password: '12345' }))
    expect(res.status).toBe(400)
    expect((await res.json()).field).toBe('password')
  })

  test('password reset asked and done are audited, and the chain verifies', async () => {
    const t = await createTestApp()
    const { user } = await createMember(t.db.db)
    await t.request('/api/user/forgot-password', jsonInit('POST', { email: user.email }))
    const { token } = await tokenFromOutbox(t)
    await t.request('/api/user/reset-password', jsonInit('POST', { token, password: 'fresh-pass-7' }))
    const actions = listEntries(testDeps(t.db.db)).map((e) => e.action)
    expect(actions).toContain('auth.password_reset.requested')
    expect(actions).toContain('auth.password_reset.completed')
    expect(JSON.stringify(listEntries(testDeps(t.db.db)))).not.toContain(token!)
    expect(verifyChain(testDeps(t.db.db)).ok).toBe(true)
  })

  test('forgot-password is limited per IP', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const from = { 'x-forwarded-for': '192.0.2.44' }
    const answers: number[] = []
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await t.request('/api/user/forgot-password', jsonInit('POST', { email: `a${i}@example.ch` }, from))).status,
      )
    }
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(answers[5]).toBe(429)
  })
})

describe('check-email-exist', () => {
  test('answers the same for a known and an unknown e-mail, never the address (security review 3, finding 5)', async () => {
    const t = await createTestApp()
    const { user } = await createMember(t.db.db)
    const known = await t.request('/api/user/check-email-exist', jsonInit('POST', { email: user.email.toUpperCase() }))
    expect(await known.json()).toEqual({ canRegister: true, user: false })
    const unknown = await t.request('/api/user/check-email-exist', jsonInit('POST', { email: 'free@example.ch' }))
    expect(await unknown.json()).toEqual({ canRegister: true, user: false })
  })

  test('is limited per IP', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const from = { 'x-forwarded-for': '192.0.2.99' }
    let last = 0
    for (let i = 0; i < 11; i++) {
      last = (await t.request('/api/user/check-email-exist', jsonInit('POST', { email: `c${i}@example.ch` }, from)))
        .status
    }
    expect(last).toBe(429)
  })
})
