import { describe, expect, spyOn, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { Elysia } from 'elysia'
import { fixedClock } from '~/kernel/clock'
import { listEntries, verifyChain } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { createTestApp } from '~/server/testing'
import { createAuthGuard } from '.'
import { defaultAuthHooks } from './hooks'
import { sessions } from './schema'
import { suspendUser } from './service'
import { createMember, createTestAdmin, jsonInit, signIn } from './testing'

const SECRET = 'test-secret-'.padEnd(64, 'x')
const b64url = (value: string | Uint8Array) => Buffer.from(value).toString('base64url')

/** A JWT signed by hand, to forge what the server must refuse. */
function craftToken(header: object, payload: object, secret = SECRET) {
  const unsigned = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`
  const signature = new Bun.CryptoHasher('sha256', secret).update(unsigned).digest()
  return `${unsigned}.${b64url(signature)}`
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())

describe('signing in', () => {
  test('an admin signs in and gets the spec fields, a token, a massage and an HttpOnly session cookie', async () => {
    const t = await createTestApp()
    const { user, password } = await createTestAdmin(t.db.db, 'Boss@Example.ch', undefined, { secondFactor: false })
    const res = await t.request('/api/user/login', jsonInit('POST', { email: 'BOSS@example.ch ', password }))
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Object.keys(body.user).sort()).toEqual(
      ['companyName', 'email', 'f_name', 'id', 'l_name', 'phone', 'role', 'status', 'subscription'].sort(),
    )
    expect(body.user).toMatchObject({ id: user.id, email: 'boss@example.ch', role: 'admin', status: 'approved' })
    expect(typeof body.token).toBe('string')
    expect(body.massage).toBe('Welcome back! You are now signed in.')
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toStartWith(`kyg_session=${body.token};`)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toContain('Secure')
  })

  test('the token carries only the session id, user id, role and expiry, signed with HS256', async () => {
    const t = await createTestApp()
    const { password, user } = await createTestAdmin(t.db.db)
    const { token } = await signIn(t.request, user.email, password)
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).alg).toBe('HS256')
    expect(Object.keys(claimsOf(token)).sort()).toEqual(['exp', 'iat', 'role', 'sid', 'sub'])
  })

  test('on https the session cookie is Secure', async () => {
    const t = await createTestApp({ BASE_URL: 'https://knowyourguest.ch' })
    const { password, user } = await createTestAdmin(t.db.db, undefined, undefined, { secondFactor: false })
    const res = await t.request('/api/user/login', jsonInit('POST', { email: user.email, password }))
    expect(res.headers.get('set-cookie')).toContain('Secure')
  })

  test('a wrong password and an unknown e-mail get the same 401 answer', async () => {
    const t = await createTestApp()
    const { user } = await createMember(t.db.db)
    const wrong = await t.request('/api/user/login', jsonInit('POST', { email: user.email, password: 'not-it-at-all' }))
    const unknown = await t.request(
      '/api/user/login',
      jsonInit('POST', { email: 'nobody@example.ch', password: 'x1x1x1' }),
    )
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const a = await wrong.json()
    expect(a).toEqual(await unknown.json())
    expect(a.message).toBe('Invalid email or password.')
    expect(wrong.headers.get('set-cookie')).toBeNull()
  })

  test('an unknown e-mail costs a password check of the same kind as a wrong password (a dummy argon2id hash)', async () => {
    const t = await createTestApp()
    const { user } = await createMember(t.db.db)
    // The same work, so the answer time does not tell which e-mails have accounts; the times themselves are
    // compared by `bun run bench:bounds`.
    const verify = spyOn(Bun.password, 'verify')
    try {
      const login = (email: string) =>
        t.request('/api/user/login', jsonInit('POST', { email, password: 'wrong-password' }))
      expect((await login(user.email)).status).toBe(401)
      expect((await login('ghost@example.ch')).status).toBe(401)
      expect(verify).toHaveBeenCalledTimes(2)
      const [known, unknown] = verify.mock.calls.map(([, hash]) => String(hash))
      const cost = (hash: string) => /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$/.exec(hash)?.[0]
      expect(cost(known!)).toBe(cost(user.passwordHash)!)
      expect(cost(unknown!)).toBe(cost(known!)!)
      expect(unknown).not.toBe(known)
    } finally {
      verify.mockRestore()
    }
  })

  test('a pending member gets the user and a message saying the account awaits verification, but no token or cookie', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db, { status: 'pending' })
    const res = await t.request('/api/user/login', jsonInit('POST', { email: user.email, password }))
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.user.status).toBe('pending')
    expect(body.user.companyName).toBe('Hotel Bellevue')
    expect(body.token).toBeUndefined()
    expect(body.massage).toContain('awaiting verification')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  test('rejected and suspended accounts are refused with 403 and a clear message', async () => {
    const t = await createTestApp()
    const rejected = await createMember(t.db.db, { status: 'rejected' })
    const suspended = await createMember(t.db.db, { status: 'suspended' })
    const r1 = await t.request(
      '/api/user/login',
      jsonInit('POST', { email: rejected.user.email, password: rejected.password }),
    )
    const r2 = await t.request(
      '/api/user/login',
      jsonInit('POST', { email: suspended.user.email, password: suspended.password }),
    )
    expect(r1.status).toBe(403)
    expect((await r1.json()).message).toContain('not accepted')
    expect(r2.status).toBe(403)
    expect((await r2.json()).message).toContain('suspended')
  })

  test("the answer speaks the visitor's language", async () => {
    const t = await createTestApp()
    const res = await t.request(
      '/api/user/login',
      jsonInit('POST', { email: 'nobody@example.ch', password: 'x1x1x1' }, { 'accept-language': 'de-CH' }),
    )
    expect((await res.json()).message).toBe('E-Mail-Adresse oder Passwort ist falsch.')
  })
})

describe('sessions', () => {
  test('the token works as a bearer and as the cookie on get-current-user', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { bearer, cookie } = await signIn(t.request, user.email, password)
    const byBearer = await t.request('/api/user/get-current-user', { headers: bearer })
    const byCookie = await t.request('/api/user/get-current-user', { headers: { cookie } })
    expect(byBearer.status).toBe(200)
    expect(byCookie.status).toBe(200)
    const me = await byBearer.json()
    expect(me).toEqual(await byCookie.json())
    expect(me).toEqual({
      _id: user.id,
      email: user.email,
      f_name: 'Anna',
      l_name: 'Muster',
      phone: '+41791234567',
      subscription: null,
      role: 'user',
      status: 'approved',
      paymentData: [],
      companyData: [
        {
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
      ],
      team_role: 'owner',
    })
  })

  test('without a session get-current-user answers 401 with a message', async () => {
    const t = await createTestApp()
    const res = await t.request('/api/user/get-current-user')
    expect(res.status).toBe(401)
    expect((await res.json()).message).toBe('User not authenticated')
  })

  test('a tampered token is refused', async () => {
    const t = await createTestApp()
    const { user, password } = await createTestAdmin(t.db.db)
    const member = await createMember(t.db.db)
    const { token } = await signIn(t.request, member.user.email, member.password)
    const [h, , s] = token.split('.')
    // Same signature, payload swapped to the admin's id and role.
    const claims = { ...claimsOf(token), sub: user.id, role: 'admin' }
    const forged = `${h}.${b64url(JSON.stringify(claims))}.${s}`
    const res = await t.request('/api/user/get-current-user', { headers: { authorization: `Bearer ${forged}` } })
    expect(res.status).toBe(401)
    void password
  })

  test('a token with alg none is refused', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { token } = await signIn(t.request, user.email, password)
    const none = `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${token.split('.')[1]}.`
    const res = await t.request('/api/user/get-current-user', { headers: { authorization: `Bearer ${none}` } })
    expect(res.status).toBe(401)
    const noneCookie = await t.request('/api/user/get-current-user', { headers: { cookie: `kyg_session=${none}` } })
    expect(noneCookie.status).toBe(401)
  })

  test('a token signed with another algorithm (HS512, right secret) is refused', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { token } = await signIn(t.request, user.email, password)
    const unsigned = `${b64url(JSON.stringify({ alg: 'HS512', typ: 'JWT' }))}.${token.split('.')[1]}`
    const sig = new Bun.CryptoHasher('sha512', SECRET).update(unsigned).digest()
    const res = await t.request('/api/user/get-current-user', {
      headers: { authorization: `Bearer ${unsigned}.${b64url(sig)}` },
    })
    expect(res.status).toBe(401)
  })

  test('an expired token is refused even though its session row is still open', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { token } = await signIn(t.request, user.email, password)
    const claims = claimsOf(token)
    const expired = craftToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
    // Sanity: the same hand-made token with a future exp is accepted, so only the expiry is refused.
    const fresh = craftToken({ alg: 'HS256', typ: 'JWT' }, claims)
    expect(
      (await t.request('/api/user/get-current-user', { headers: { authorization: `Bearer ${fresh}` } })).status,
    ).toBe(200)
    const res = await t.request('/api/user/get-current-user', { headers: { authorization: `Bearer ${expired}` } })
    expect(res.status).toBe(401)
  })

  test('a session past its idle or absolute expiry is refused', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const idle = await signIn(t.request, user.email, password)
    const old = await signIn(t.request, user.email, password)
    const past = new Date(Date.now() - 1000).toISOString()
    t.db.db
      .update(sessions)
      .set({ idleExpiresAt: past })
      .where(eq(sessions.id, claimsOf(idle.token).sid))
      .run()
    t.db.db
      .update(sessions)
      .set({ absoluteExpiresAt: past })
      .where(eq(sessions.id, claimsOf(old.token).sid))
      .run()
    expect((await t.request('/api/user/get-current-user', { headers: idle.bearer })).status).toBe(401)
    expect((await t.request('/api/user/get-current-user', { headers: old.bearer })).status).toBe(401)
  })

  test('logout revokes the session, clears the cookie, and the old token gets 401', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { bearer, cookie } = await signIn(t.request, user.email, password)
    const out = await t.request('/api/user/logout', { method: 'POST', headers: { cookie } })
    expect(out.status).toBe(200)
    expect((await out.json()).message).toBe('You have been signed out.')
    expect(out.headers.get('set-cookie')).toMatch(/^kyg_session=; .*Expires=Thu, 01 Jan 1970/)
    expect((await t.request('/api/user/get-current-user', { headers: bearer })).status).toBe(401)
    expect((await t.request('/api/user/get-current-user', { headers: { cookie } })).status).toBe(401)
  })

  test('logout without a session still answers 200 and clears the cookie', async () => {
    const t = await createTestApp()
    const res = await t.request('/api/user/logout', { method: 'POST' })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toContain('kyg_session=;')
  })

  test('suspending an account ends its open sessions at once', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    suspendUser(testDeps(t.db.db), { email: user.email, actor: { type: 'operator' } })
    const res = await t.request('/api/user/get-current-user', { headers: bearer })
    expect([401, 403]).toContain(res.status)
  })

  test('a cross-site browser request cannot log a member out', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { bearer, cookie } = await signIn(t.request, user.email, password)
    const res = await t.request('/api/user/logout', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    expect((await t.request('/api/user/get-current-user', { headers: bearer })).status).toBe(200)
  })
})

describe('guards', () => {
  const guardedApp = async () => {
    const t = await createTestApp()
    const guard = createAuthGuard({
      db: t.db.db,
      clock: t.clock,
      chainKey: t.chainKey,
      config: { ...t.config },
      log: { debug() {}, info() {}, warn() {}, error() {}, child: () => undefined as never },
      sessionSecret: SECRET,
      hooks: defaultAuthHooks,
    })
    const app = new Elysia()
      .onError(({ error }) => {
        const status = (error as { status?: number }).status ?? 500
        return new Response(JSON.stringify({ message: (error as Error).message }), { status })
      })
      .use(guard)
      .get('/members', ({ currentUser }) => ({ id: currentUser.id }), { auth: 'user' })
      .get('/admins', ({ currentUser }) => ({ id: currentUser.id }), { auth: 'admin' })
    return {
      t,
      get: (path: string, headers: Record<string, string>) =>
        app.handle(new Request(`http://localhost${path}`, { headers })),
    }
  }

  test("a member passes auth: 'user' but gets 403 on auth: 'admin'", async () => {
    const { t, get } = await guardedApp()
    const { user, password } = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    expect((await get('/members', bearer)).status).toBe(200)
    expect((await get('/admins', bearer)).status).toBe(403)
  })

  test("an admin passes auth: 'admin'", async () => {
    const { t, get } = await guardedApp()
    const { user, password } = await createTestAdmin(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    const res = await get('/admins', bearer)
    expect(res.status).toBe(200)
    expect((await res.json()).id).toBe(user.id)
  })

  test('anonymous requests get 401 on guarded routes', async () => {
    const { get } = await guardedApp()
    expect((await get('/members', {})).status).toBe(401)
    expect((await get('/admins', {})).status).toBe(401)
  })
})

describe('throttling', () => {
  test('the 11th sign-in attempt in a minute from one IP gets 429 with a translated message', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const from = (ip: string) => ({ 'x-forwarded-for': ip, 'accept-language': 'fr' })
    for (let i = 0; i < 10; i++) {
      const res = await t.request(
        '/api/user/login',
        jsonInit('POST', { email: `x${i}@example.ch`, password: 'wrong1' }, from('203.0.113.7')),
      )
      expect(res.status).toBe(401)
    }
    const eleventh = await t.request(
      '/api/user/login',
      jsonInit('POST', { email: 'y@example.ch', password: 'wrong1' }, from('203.0.113.7')),
    )
    expect(eleventh.status).toBe(429)
    expect(eleventh.headers.get('retry-after')).toBeTruthy()
    expect((await eleventh.json()).message).toBe(
      'Trop de tentatives de connexion. Veuillez patienter une minute et réessayer.',
    )
    // Another IP is not affected.
    const other = await t.request(
      '/api/user/login',
      jsonInit('POST', { email: 'y@example.ch', password: 'wrong1' }, from('203.0.113.8')),
    )
    expect(other.status).toBe(401)
  })

  test('after repeated failures from one address, that address must wait before the next attempt, even with the right password', async () => {
    const clock = fixedClock(new Date())
    const t = await createTestApp({ TRUST_PROXY: 'true' }, { clock })
    const { user, password } = await createMember(t.db.db)
    const from = { 'x-forwarded-for': '198.51.100.7' }
    for (let i = 0; i < 3; i++) {
      const res = await t.request(
        '/api/user/login',
        jsonInit('POST', { email: user.email, password: 'wrong-one' }, from),
      )
      expect(res.status).toBe(401)
    }
    const blocked = await t.request('/api/user/login', jsonInit('POST', { email: user.email, password }, from))
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).message).toContain('this account')
    clock.advance(1000)
    const later = await t.request('/api/user/login', jsonInit('POST', { email: user.email, password }, from))
    expect(later.status).toBe(200)
  })
})

describe('audit of sign-in', () => {
  test('sign-in success and failure and logout leave audit entries without secrets, and the chain verifies', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    await t.request('/api/user/login', jsonInit('POST', { email: user.email, password: 'wrong-one' }))
    const { cookie } = await signIn(t.request, user.email, password)
    await t.request('/api/user/logout', { method: 'POST', headers: { cookie } })
    const actions = listEntries(testDeps(t.db.db)).map((e) => e.action)
    expect(actions).toContain('auth.login.failure')
    expect(actions).toContain('auth.login.success')
    expect(actions).toContain('auth.logout')
    const all = JSON.stringify(listEntries(testDeps(t.db.db)))
    expect(all).not.toContain(password)
    expect(all).not.toContain('wrong-one')
    expect(all).not.toContain(cookie.split('=')[1]!)
    expect(verifyChain(testDeps(t.db.db)).ok).toBe(true)
  })
})

describe('client IP', () => {
  test('without TRUST_PROXY a forged X-Forwarded-For does not escape the per-IP sign-in limit', async () => {
    const t = await createTestApp()
    let last = 0
    for (let i = 0; i < 11; i++) {
      const res = await t.request(
        '/api/user/login',
        jsonInit('POST', { email: `z${i}@example.ch`, password: 'wrong1' }, { 'x-forwarded-for': `203.0.113.${i}` }),
      )
      last = res.status
    }
    expect(last).toBe(429)
  })
})
