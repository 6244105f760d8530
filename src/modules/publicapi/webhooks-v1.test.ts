import { afterAll, describe, expect, setSystemTime, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { fixedClock } from '~/kernel/clock'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { auditLog } from '~/modules/audit/schema'
import { jsonInit } from '~/modules/auth/testing'
import { SIGNATURE_HEADER, verifySignature } from '~/modules/webhooks/public'
import { webhookDeliveries, webhooks } from '~/modules/webhooks/schema'
import { startReceiver } from '~/modules/webhooks/testing'
import { createTestApp, refusal, refusalIn } from '~/server/testing'

// Issue 33 item 8: /api/v1/webhooks under `webhooks:manage`, with the settings screen's rules (the webhooks module's
// own functions). Only loopback receivers (allowed by WEBHOOK_ALLOW_PRIVATE_TARGETS, as in the screen's tests).
const clock = fixedClock(new Date())
const t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, { clock })
const receivers: { stop(): void }[] = []
afterAll(() => {
  for (const r of receivers) r.stop()
  t.db.close()
})
const receiver = () => {
  const r = startReceiver()
  receivers.push(r)
  return r
}
const manager = () => createHotelWithKey(t.db.db, ['webhooks:manage'])
// Registrations and tests are rate-limited per address (10 a minute): each write starts a new minute.
const call = (method: string, path: string, auth: Record<string, string>, body?: unknown) => {
  if (method === 'POST') clock.advance(61_000)
  return t.request(`/api/v1${path}`, body === undefined ? { method, headers: auth } : jsonInit(method, body, auth))
}
// The same calls through the typed client.
const v1Hooks = (auth: Record<string, string>) => t.api(auth).api.v1.webhooks
const register = (auth: Record<string, string>, url: string) => {
  clock.advance(61_000)
  return v1Hooks(auth).post({ url })
}
const sendTest = (auth: Record<string, string>, id: string) => {
  clock.advance(61_000)
  return v1Hooks(auth)({ id }).test.post({})
}
const hooksOf = (companyId: string) => t.db.db.select().from(webhooks).where(eq(webhooks.companyId, companyId)).all()

describe('/api/v1/webhooks', () => {
  test('a key with webhooks:manage registers, lists, tests and deletes a webhook; the test verifies both ways', async () => {
    const hotel = await manager()
    const inbox = receiver()
    const created = await register(hotel.auth, inbox.url)
    expect(created.status).toBe(201)
    const { secret, webhook } = created.data!
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(webhook).toEqual({
      id: expect.any(String),
      url: inbox.url,
      secret_prefix: secret.slice(0, 10),
      created_at: clock.now().toISOString(),
    })
    const listed = await call('GET', '/webhooks', hotel.auth)
    expect(listed.status).toBe(200)
    const listText = await listed.text()
    expect(JSON.parse(listText)).toEqual({ webhooks: [webhook] })
    expect(listText).not.toContain(secret.slice(10))

    const tested = await sendTest(hotel.auth, webhook.id)
    expect(tested.status).toBe(200)
    expect(tested.data).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      last_status: 200,
    })
    expect(inbox.received).toHaveLength(1)
    const got = inbox.received[0]!
    const now = Math.floor(clock.now().getTime() / 1000)
    expect(verifySignature(secret, got.headers.get(SIGNATURE_HEADER) ?? '', got.body, now)).toBe(true)
    setSystemTime(clock.now())
    try {
      expect(new Webhook(secret).verify(got.body, Object.fromEntries(got.headers.entries()))).toMatchObject({
        type: 'webhook.test',
        data: { webhook_id: webhook.id },
      })
    } finally {
      setSystemTime()
    }

    const deleted = await v1Hooks(hotel.auth)({ id: webhook.id }).delete()
    expect(deleted.status).toBe(200)
    expect(deleted.data).toEqual({ id: webhook.id, deleted: true })
    expect(hooksOf(hotel.companyId)).toHaveLength(0)
    expect(t.db.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id)).all()).toEqual(
      [],
    )
    const audited = t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, hotel.apiKey.id), eq(auditLog.actorType, 'api_key')))
      .all()
      .map((e) => e.action)
    expect(audited).toContain('webhook.create')
    expect(audited).toContain('webhook.delete')
  })

  test('a key without webhooks:manage may neither list, register, test nor delete (403), and nothing is stored', async () => {
    const owner = await manager()
    const { webhook } = (await register(owner.auth, receiver().url)).data!
    const other = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read', 'search'])
    for (const [method, path, body] of [
      ['GET', '/webhooks', undefined],
      ['POST', '/webhooks', { url: receiver().url }],
      ['POST', `/webhooks/${webhook.id}/test`, {}],
      ['DELETE', `/webhooks/${webhook.id}`, undefined],
    ] as const) {
      const res = await call(method, path, other.auth, body)
      expect(res.status).toBe(403)
      expect((await refusalIn(res)).message).toContain('webhooks:manage')
    }
    expect(hooksOf(other.companyId)).toHaveLength(0)
    expect(hooksOf(owner.companyId)).toHaveLength(1)
    expect(t.db.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id)).all()).toEqual(
      [],
    )
    expect((await call('GET', '/webhooks', { authorization: 'Bearer nope' })).status).toBe(401)
  })

  test('the screen’s address rules: a non-https, private or credentialed address is refused naming url, nothing stored', async () => {
    const hotel = await manager()
    for (const url of [
      'http://hooks.example.com/kyg',
      'https://user:pw@hooks.example.com/kyg',
      'https://169.254.169.254/latest',
      'https://[::ffff:10.0.0.1]/kyg',
      'not a url',
      '',
    ]) {
      const res = await register(hotel.auth, url)
      expect(res.status).toBe(422)
      expect(refusal(res).field).toBe('url')
    }
    expect(hooksOf(hotel.companyId)).toHaveLength(0)
    const audited = t.db.db.select().from(auditLog).where(eq(auditLog.actorId, hotel.apiKey.id)).all()
    expect(audited.filter((e) => e.action === 'webhook.create')).toHaveLength(0)
  })

  test('unknown fields of a registration are refused with 422 naming each of them, and nothing is stored', async () => {
    const hotel = await manager()
    clock.advance(61_000)
    // @ts-expect-error: fields the contract does not have, refused
    const res = await v1Hooks(hotel.auth).post({ url: receiver().url, events: ['arrival.match'], x: 1 })
    expect(res.status).toBe(422)
    const body = refusal(res)
    expect(body).toMatchObject({ code: 'VALIDATION', field: 'events' })
    expect(body.message).toContain('events')
    expect(body.message).toContain('x')
    expect(hooksOf(hotel.companyId)).toHaveLength(0)
  })

  test('a hotel has at most 5 webhooks: a sixth is refused with 409 and nothing stored', async () => {
    const hotel = await manager()
    for (let i = 0; i < 5; i++) expect((await register(hotel.auth, `${receiver().url}?n=${i}`)).status).toBe(201)
    const sixth = await register(hotel.auth, receiver().url)
    expect(sixth.status).toBe(409)
    expect(refusal(sixth).code).toBe('CONFLICT')
    expect(hooksOf(hotel.companyId)).toHaveLength(5)
  })

  test('another hotel’s webhook can be neither tested nor deleted (404), and it stays', async () => {
    const owner = await manager()
    const stranger = await manager()
    const inbox = receiver()
    const { webhook } = (await register(owner.auth, inbox.url)).data!
    expect((await sendTest(stranger.auth, webhook.id)).status).toBe(404)
    expect((await v1Hooks(stranger.auth)({ id: webhook.id }).delete()).status).toBe(404)
    expect((await v1Hooks(stranger.auth).get()).data).toEqual({ webhooks: [] })
    expect(hooksOf(owner.companyId)).toHaveLength(1)
    expect(inbox.received).toHaveLength(0)
  })

  test('more than 10 registrations and tests a minute from one address are refused (429)', async () => {
    const hotel = await manager()
    const { webhook } = (await register(hotel.auth, receiver().url)).data!
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await v1Hooks(hotel.auth)({ id: webhook.id }).test.post({})).status)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
