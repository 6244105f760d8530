import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { suspendUser } from '~/modules/auth/public'
import { createStaff, signIn } from '~/modules/auth/testing'
import { createActiveMember } from '~/modules/reports/testing'
import { createTestApp, refusal } from '~/server/testing'
import { apiKeys } from './schema'
import { hashKey } from './service'
import { createHotelWithKey } from './testing'

const t = await createTestApp()
const search = (headers: Record<string, string>, body = { first_name: 'Max', last_name: 'Muster' }) =>
  t.api(headers).api.v1.search.post(body)
const keysOf = (headers: Record<string, string>) => t.api(headers).api.member['api-keys']

async function owner() {
  const { user, password } = await createActiveMember(t.db.db)
  const session = await signIn(t.request, user.email, password)
  return { user, headers: session.bearer }
}

describe('API keys of a hotel', () => {
  test('the owner creates a named key with scopes, sees it once, and the list shows only its first characters', async () => {
    const { user, headers } = await owner()
    const res = await keysOf(headers).post({ name: ' Mews ', scopes: ['search', 'arrivals:read'] })
    expect(res.status).toBe(201)
    const created = res.data!
    expect(created.key).toMatch(/^kyg_[A-Za-z0-9_-]{43}$/)
    expect(created.apiKey).toMatchObject({ name: 'Mews', scopes: ['arrivals:read', 'search'] })
    const row = t.db.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id)).get()
    expect(row?.hash).toBe(hashKey(created.key))
    expect(JSON.stringify(row)).not.toContain(created.key)
    expect(row?.companyId).toBe(user.companyId ?? '')
    const list = (await keysOf(headers).get()).data!
    expect(JSON.stringify(list)).not.toContain(created.key)
    expect(list.keys).toEqual([expect.objectContaining({ prefix: created.key.slice(0, 8), lastUsedAt: null })])
  })

  test('the owner chooses a test key: kyg_test_…, listed as test, acting on the sandbox (ADR 291); another mode is refused', async () => {
    const { headers } = await owner()
    const res = await keysOf(headers).post({ name: 'Sandbox', scopes: ['search'], mode: 'test' })
    expect(res.status).toBe(201)
    const created = res.data!
    expect(created.key).toMatch(/^kyg_test_[A-Za-z0-9_-]{43}$/)
    expect(created.apiKey).toMatchObject({ mode: 'test', prefix: created.key.slice(0, 13) })
    const found = await search({ authorization: `Bearer ${created.key}` }, { first_name: 'Test', last_name: 'Close' })
    expect(found.data?.close).toHaveLength(1)
    // @ts-expect-error: a mode the contract does not have, refused
    const wrong = await keysOf(headers).post({ name: 'x', scopes: ['search'], mode: 'staging' })
    expect(wrong.status).toBe(400)
  })

  test('a key without a name or scopes, or with an unknown scope, is refused with a translated message and nothing stored', async () => {
    const { headers } = await owner()
    const before = t.db.db.select().from(apiKeys).all().length
    for (const body of [
      { name: '', scopes: ['search'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
    ]) {
      // @ts-expect-error: 'admin' is no scope of the contract, refused
      const res = await keysOf({ ...headers, 'accept-language': 'de' }).post(body)
      expect(res.status).toBe(400)
      expect(refusal(res).message).not.toContain('api.errors')
    }
    expect(t.db.db.select().from(apiKeys).all().length).toBe(before)
  })

  test('a revoked key answers 401 at once, and the list shows when it was revoked', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['search'])
    const session = await signIn(t.request, hotel.user.email, hotel.password)
    expect((await search(hotel.auth)).status).toBe(200)
    const res = await keysOf(session.bearer)({ id: hotel.apiKey.id }).delete()
    expect(res.status).toBe(200)
    expect(res.data?.revokedAt).not.toBeNull()
    const refused = await search(hotel.auth)
    expect(refused.status).toBe(401)
    expect(refusal(refused)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'This API key has been revoked.' })
  })

  test('the hotel’s staff may neither list, create nor revoke its keys (403)', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['search'])
    const staff = await createStaff(t.db.db, hotel.user)
    const { bearer } = await signIn(t.request, staff.user.email, staff.password)
    const before = t.db.db.select().from(apiKeys).all()
    expect((await keysOf(bearer).get()).status).toBe(403)
    const create = await keysOf(bearer).post({ name: 'x', scopes: ['search'] })
    expect(create.status).toBe(403)
    const revoke = await keysOf(bearer)({ id: hotel.apiKey.id }).delete()
    expect(revoke.status).toBe(403)
    expect(t.db.db.select().from(apiKeys).all()).toEqual(before)
  })

  test("a hotel cannot see or revoke another hotel's key", async () => {
    const other = await createHotelWithKey(t.db.db, ['search'])
    const { headers } = await owner()
    const res = await keysOf(headers)({ id: other.apiKey.id }).delete()
    expect(res.status).toBe(404)
    const list = (await keysOf(headers).get()).data!
    expect(list.keys).toEqual([])
    expect((await search(other.auth)).status).toBe(200)
  })

  test('a call records when the key was last used, and is audited under the key’s name', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['search'], { name: 'Apaleo sync' })
    await search(hotel.auth)
    const row = t.db.db.select().from(apiKeys).where(eq(apiKeys.id, hotel.apiKey.id)).get()
    expect(row?.lastUsedAt).not.toBeNull()
    const entries = t.db.db.select().from(auditLog).where(eq(auditLog.actorId, hotel.apiKey.id)).all()
    expect(entries.map((e) => e.action)).toEqual(['api.call', 'search.query'])
    for (const e of entries) {
      expect(e.actorType).toBe('api_key')
      expect(JSON.parse(e.details).apiKey).toBe('Apaleo sync')
    }
  })
})

describe('API key authentication', () => {
  test('a missing, malformed or unknown key answers 401 in the one error shape', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['search'])
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${hotel.key}x` },
      { authorization: `Bearer kyg_${'A'.repeat(43)}` },
    ]) {
      const res = await search(headers)
      expect(res.status).toBe(401)
      const body = refusal(res)
      expect(body.code).toBe('UNAUTHENTICATED')
      expect(body.message.length).toBeGreaterThan(5)
    }
  })

  test('a session token or cookie does not open /api/v1, and an API key does not open session routes', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['search'])
    const session = await signIn(t.request, hotel.user.email, hotel.password)
    expect((await search(session.bearer)).status).toBe(401)
    expect((await search({ cookie: session.cookie })).status).toBe(401)
    for (const path of ['/api/user/user-details', '/api/member/api-keys', '/api/reports/mine']) {
      const res = await t.request(path, { headers: hotel.auth })
      expect([401, 404]).toContain(res.status)
      expect(res.status).not.toBe(200)
    }
    const create = await keysOf(hotel.auth).post({ name: 'x', scopes: ['search'] })
    expect(create.status).toBe(401)
  })

  test('a key without the route’s scope answers 403 naming the scope', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:read'])
    const res = await search({ ...hotel.auth, 'accept-language': 'fr' })
    expect(res.status).toBe(403)
    const body = refusal(res)
    expect(body.code).toBe('FORBIDDEN')
    expect(body.message).toContain('search')
    expect(body.message).toContain('autorisation')
  })

  test('the key of a suspended hotel is refused (403), and of an expired one (402)', async () => {
    const suspended = await createHotelWithKey(t.db.db, ['search'])
    suspendUser(testDeps(t.db.db), { email: suspended.user.email, actor: { type: 'operator' } })
    const res = await search(suspended.auth)
    expect(res.status).toBe(403)
    expect(refusal(res).code).toBe('FORBIDDEN')
    const expired = await createHotelWithKey(t.db.db, ['search'], { expired: true })
    const late = await search(expired.auth)
    expect(late.status).toBe(402)
    expect(refusal(late).code).toBe('PAYMENT_REQUIRED')
  })

  test('a refused key is refused before its body is read: no schema details leak', async () => {
    // @ts-expect-error: a body the contract refuses, never read
    const res = await t.api().api.v1.search.post({ first_name: 5 })
    expect(res.status).toBe(401)
  })
})

describe('per-key rate limit', () => {
  test('calls over the per-key limit answer 429 with Retry-After; another key of the hotel is not affected', async () => {
    const limited = await createTestApp({ API_CALLS_PER_MINUTE_PER_KEY: '2' })
    const one = await createHotelWithKey(limited.db.db, ['search'])
    const call = (headers: Record<string, string>) =>
      limited.api(headers).api.v1.search.post({ first_name: 'Max', last_name: 'Muster' })
    expect((await call(one.auth)).status).toBe(200)
    expect((await call(one.auth)).status).toBe(200)
    const refused = await call(one.auth)
    expect(refused.status).toBe(429)
    expect(Number(refused.response?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refusal(refused).code).toBe('RATE_LIMITED')
    const two = await createHotelWithKey(limited.db.db, ['search'])
    expect((await call(two.auth)).status).toBe(200)
  })
})
