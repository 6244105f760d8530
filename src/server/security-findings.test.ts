// The findings of the security review (issue 8), one test each, named after the finding. docs/security.md lists them.
import { describe, expect, test } from 'bun:test'
import { createMember, createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { createTestApp } from './testing'

const json = (body: unknown, headers: Record<string, string> = {}) => jsonInit('POST', body, headers)
const raw = (body: BodyInit, method = 'POST', headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body,
})

describe('finding 1: one small request freezes the server', () => {
  test('finding 1: a 20 KB body nested 10,000 deep is refused at once with 400, and nothing of it is echoed', async () => {
    const t = await createTestApp()
    const deep = `{"f_name":${'['.repeat(10_000)}"NEEDLE"${']'.repeat(10_000)}}`
    const started = performance.now()
    const res = await t.request('/api/user/sign-up', raw(deep))
    expect(res.status).toBe(400)
    expect(performance.now() - started).toBeLessThan(200)
    const text = await res.text()
    expect(text).not.toContain('NEEDLE')
    expect(text.length).toBeLessThan(300)
  })

  test('finding 1: bodies over the route limit answer 413, also without a Content-Length', async () => {
    const t = await createTestApp()
    const big = JSON.stringify({ email: `${'a'.repeat(70 * 1024)}@example.ch`, password: 'x' })
    expect((await t.request('/api/user/login', raw(big))).status).toBe(413)
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)))
        controller.close()
      },
    })
    expect((await t.request('/api/user/login', raw(chunks))).status).toBe(413)
  })

  test('finding 1: a validation error names the field and never repeats the received value', async () => {
    const t = await createTestApp()
    const res = await t.request('/api/user/login', json({ email: 'NEEDLE-not-an-address', password: 'x' }))
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.field).toBe('email')
    expect(JSON.stringify(body)).not.toContain('NEEDLE')
  })

  test('finding 1: fuzzing every POST and PUT route answers 4xx, never 5xx, while /healthz stays under 50 ms', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const routes = t.app.routes
      .filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.path.startsWith('/api'))
      .map((r) => ({
        method: r.method,
        path: r.path.replace(/:[^/]+/g, 'x1'),
        // Routes that take no body (logout) ignore what they are sent; they must still never fail.
        takesBody: Boolean((r.hooks as { body?: unknown }).body) || r.path.includes('webhook'),
      }))
    expect(routes.length).toBeGreaterThan(8)
    const oneMb = 'a'.repeat(1024 * 1024)
    const bodies: (() => BodyInit)[] = [
      () => '{"email": "unterminated',
      () => 'null',
      () => '[]',
      () => '"just a string"',
      () => `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      () => `{"email":"${oneMb}"}`,
      () => `{"email":"${oneMb.repeat(10)}"}`,
      () => '{"email":"a\\u0000b@example.ch","password":"\\u0000\\u0000","f_name":"\\u0000"}',
      () => '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"email":{"__proto__":"p@example.ch"}}',
      () => '{"amount":1e309,"metadata":{"isRenewal":"yes"},"customer_email":["a@b.ch","c@d.ch"]}',
      () => new Uint8Array([0xff, 0xfe, 0x00, 0x7b]),
    ]
    const slowest: number[] = []
    let n = 0
    for (const route of routes) {
      for (const body of bodies) {
        const from = { 'x-forwarded-for': `203.0.113.${++n % 250}` }
        const fuzz = t.request(route.path, raw(body(), route.method, from))
        const healthStarted = performance.now()
        const health = await t.request('/healthz')
        slowest.push(performance.now() - healthStarted)
        expect(health.status).toBe(200)
        const res = await fuzz
        if (res.status >= 500 || (route.takesBody && res.status < 400)) {
          throw new Error(`${route.method} ${route.path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`)
        }
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    slowest.sort((a, b) => b - a)
    expect(slowest[0]).toBeLessThan(50)
  }, 60_000)
})

describe('finding 9: personal pages may be cached', () => {
  test('finding 9: every API answer and every personal page says Cache-Control: no-store', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { cookie } = await signIn(t.request, user.email, password)
    for (const path of ['/api/user/get-current-user', '/api/billing/plans', '/api/nothing']) {
      const res = await t.request(path, { headers: { cookie } })
      expect(res.headers.get('cache-control')).toContain('no-store')
    }
    const refused = await t.request('/api/user/login', json({ email: 'bad' }))
    expect(refused.headers.get('cache-control')).toContain('no-store')
    for (const path of ['/dashboard', '/dashboard/profile', '/profile', '/admin']) {
      const res = await t.request(path, { headers: { cookie } })
      expect(res.headers.get('cache-control')).toContain('no-store')
    }
  })
})

describe('finding 10: account existence is revealed', () => {
  test('finding 10: check-email-exist answers only whether the address can register, never the address or a role', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const { user: admin } = await createTestAdmin(t.db.db)
    const res = await t.request('/api/user/check-email-exist', json({ email: admin.email }))
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ canRegister: false, user: true })
    expect(text).not.toContain(admin.email)
    expect(text).not.toContain('admin')
    const free = await t.request('/api/user/check-email-exist', json({ email: 'free@example.ch' }))
    expect(await free.json()).toEqual({ canRegister: true, user: false })
    const from = { 'x-forwarded-for': '198.51.100.10' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.request('/api/user/check-email-exist', json({ email: `n${i}@example.ch` }, from))).status)
    }
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('finding 11: the access log and refused actions', () => {
  test('finding 11: the access log shows the status the client got (400, not 422)', async () => {
    const t = await createTestApp()
    const res = await t.request('/api/user/login', json({ email: 'bad' }))
    expect(res.status).toBe(400)
    await Bun.sleep(20)
    const line = t.logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request' && l.path === '/api/user/login')
    expect(line?.status).toBe(400)
  })

  test('finding 11: 403s, forged tokens, cross-site refusals and throttled sign-ins are audited as security events, rate-limited', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const { user, password } = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    // A member changing another account (403).
    const { user: other } = await createMember(t.db.db)
    await t.request(`/api/user/update/${other.id}`, jsonInit('PUT', { city: 'Bern' }, bearer))
    const forgedToken = `${bearer.authorization.slice(0, -4)}AAAA`
    await t.request('/api/user/get-current-user', { headers: { authorization: forgedToken, ...from('192.0.2.1') } })
    await t.request('/api/user/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example', ...from('192.0.2.2') },
    })
    for (let i = 0; i < 4; i++) {
      await t.request('/api/user/login', json({ email: user.email, password: 'wrong-one' }, from('192.0.2.3')))
    }
    const actions = t.db.sqlite
      .query<{ action: string }, []>("SELECT action FROM audit_log WHERE action LIKE 'security.%'")
      .all()
      .map((r) => r.action)
    expect(actions).toContain('security.forbidden')
    expect(actions).toContain('security.token_refused')
    expect(actions).toContain('security.cross_site_refused')
    expect(actions).toContain('security.sign_in_throttled')
    // Rate-limited: a flood of forged tokens from one address leaves a bounded number of rows.
    for (let i = 0; i < 100; i++) {
      await t.request('/api/user/get-current-user', { headers: { authorization: forgedToken, ...from('192.0.2.9') } })
    }
    const flood = t.db.sqlite
      .query<{ n: number }, []>("SELECT count(*) AS n FROM audit_log WHERE action = 'security.token_refused'")
      .get()
    expect(flood?.n).toBeLessThanOrEqual(25)
  })
})
