import { afterAll, beforeAll, beforeEach, describe, expect, setSystemTime, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import { fixedClock } from '~/kernel/clock'
import { createLogger } from '~/kernel/log'
import { decryptSecret } from '~/kernel/secret-box'
import { addDays, zurichDay } from '~/lib/dates'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from '~/modules/arrivals/testing'
import { createStaff, jsonInit, signIn } from '~/modules/auth/testing'
import { createJobs } from '~/server/jobs'
import { createTestApp, refusal } from '~/server/testing'
import { deliverWebhooks, RETRY_WINDOW_MS, webhookRetryDelayMs } from './deliver'
import { webhookDeliveries, webhooks } from './schema'
import { MAX_WEBHOOKS, queueTestEvent, webhookKeyOf } from './service'
import { newSigningSecret, SIGNATURE_HEADER, verifySignature } from './signing'
import { noDns, startReceiver, stubResolver } from './testing'

const clock = fixedClock(new Date())
let t: Awaited<ReturnType<typeof createTestApp>>
let hotel: Awaited<ReturnType<typeof signedInHotel>>
let reporter: Awaited<ReturnType<typeof signedInHotel>>
let admin: Record<string, string>
const receivers: { stop(): void }[] = []
const silent = createLogger('silent')

beforeAll(async () => {
  // The receivers of these tests listen on loopback: allowed only by the explicit setting (finding 6).
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, { clock })
  reporter = await signedInHotel(t)
  admin = await signedInAdmin(t)
}, 120_000)
// Each test's own hotel (a hotel has at most MAX_WEBHOOKS).
beforeEach(async () => {
  hotel = await signedInHotel(t)
})
afterAll(() => {
  for (const r of receivers) r.stop()
  t.db.close()
})

const receiver = (options?: Parameters<typeof startReceiver>[0]) => {
  const r = startReceiver(options)
  receivers.push(r)
  return r
}
// Registrations and tests are rate-limited per address (10 a minute): each starts a new minute.
const webhooksOf = (headers: Record<string, string>) => t.api(headers).api.member.webhooks
const register = (headers: Record<string, string>, url: string) => {
  clock.advance(61_000)
  return webhooksOf(headers).post({ url })
}
const sendTest = (id: string, headers = hotel.headers) => {
  clock.advance(61_000)
  return webhooksOf(headers)({ id }).test.post({})
}
async function registered(url: string, headers = hotel.headers) {
  const res = await register(headers, url)
  expect(res.status).toBe(201)
  return res.data!
}
const jobs = (resolveHost = noDns) =>
  createJobs({
    db: t.db,
    config: t.config,
    log: silent,
    transport: { send: async () => {}, close() {} },
    clock,
    chainKey: t.chainKey,
    sessionSecret: t.sessionSecret,
    resolveHost,
  })
const deliveriesOf = (id: string) =>
  t.db.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id)).all()
const counts = () => ({
  webhooks: t.db.db.select().from(webhooks).all().length,
  deliveries: t.db.db.select().from(webhookDeliveries).all().length,
})

describe('arrival.match', () => {
  test('a loopback receiver gets a signed arrival.match when a report is approved, and verifies the signature', async () => {
    const inbox = receiver()
    const { secret, webhook } = await registered(inbox.url)
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const day = (n: number) => addDays(zurichDay(clock.now()), n)
    const added = await t.api(hotel.headers).api.arrivals.post({
      reservation_ref: 'R-7731',
      first_name: 'Dragan',
      last_name: 'Petrović',
      birth_date: '1983-07-19',
      check_in: day(2),
      check_out: day(4),
    })
    expect(added.status).toBe(201)
    const id = await writeReport(t, reporter.headers, {
      first_name: 'Dragan',
      last_name: 'Petrovic',
      birth_date: '1983-07-19',
    })
    // Queued in the approval's transaction, before anything is sent.
    const before = deliveriesOf(webhook.id).length
    await approveReport(t, admin, id)
    expect(deliveriesOf(webhook.id).length).toBe(before + 1)
    await jobs().runNow('webhooks.deliver')
    const got = inbox.received.find((r) => r.headers.get('kyg-event') === 'arrival.match')
    expect(got).toBeDefined()
    const header = got!.headers.get(SIGNATURE_HEADER) ?? ''
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    const now = Math.floor(clock.now().getTime() / 1000)
    expect(verifySignature(secret, header, got!.body, now)).toBe(true)
    expect(verifySignature(secret, header, got!.body.replace('exact', 'close'), now)).toBe(false)
    expect(verifySignature(`${secret}x`, header, got!.body, now)).toBe(false)
    expect(verifySignature(secret, header, got!.body, now + 3600)).toBe(false)
    // The same delivery verifies by the Standard Webhooks specification, with its package, as a vendor would (ADR 262).
    const standard = Object.fromEntries(got!.headers.entries())
    expect(standard['webhook-id']).toBe(JSON.parse(got!.body).id)
    expect(standard['webhook-timestamp']).toBe(String(now))
    expect(standard['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
    setSystemTime(clock.now())
    try {
      expect(new Webhook(secret).verify(got!.body, standard)).toMatchObject({ type: 'arrival.match' })
      expect(() => new Webhook(secret).verify(got!.body.replace('exact', 'close'), standard)).toThrow(
        WebhookVerificationError,
      )
      expect(() => new Webhook(newSigningSecret()).verify(got!.body, standard)).toThrow(WebhookVerificationError)
      setSystemTime(new Date(clock.now().getTime() + 3_600_000))
      expect(() => new Webhook(secret).verify(got!.body, standard)).toThrow('Message timestamp too old')
    } finally {
      setSystemTime()
    }
    const event = JSON.parse(got!.body)
    expect(event).toMatchObject({
      type: 'arrival.match',
      data: { reservation_ref: 'R-7731', group: 'exact' },
    })
    expect(event.data.url).toBe(`${t.config.BASE_URL}/dashboard/arrivals/alerts?alert=${event.data.alert_id}`)
    expect(got!.body).not.toMatch(/Dragan|Petrovi|1983/)
    const log = (await webhooksOf(hotel.headers)({ id: webhook.id }).deliveries.get()).data!
    expect(log.deliveries[0]).toMatchObject({
      event: 'arrival.match',
      status: 'delivered',
      attempts: 1,
      lastStatus: 200,
    })
  })
})

describe('a match that is gone', () => {
  test('a report settled before its arrival.match was delivered takes the event with it: nothing is sent', async () => {
    const inbox = receiver()
    const { webhook } = await registered(inbox.url)
    const day = (n: number) => addDays(zurichDay(clock.now()), n)
    const guest = { first_name: 'Selma', last_name: 'Zahltspäter', birth_date: '1979-02-11' }
    const added = await t.api(hotel.headers).api.arrivals.post({
      ...guest,
      reservation_ref: 'R-8802',
      check_in: day(2),
      check_out: day(4),
    })
    expect(added.status).toBe(201)
    const id = await writeReport(t, reporter.headers, guest)
    await approveReport(t, admin, id)
    expect(deliveriesOf(webhook.id).map((d) => [d.event, d.status])).toEqual([['arrival.match', 'pending']])
    const settled = await t.api(reporter.headers).api.reports({ id }).settle.post({})
    expect(settled.status).toBe(200)
    expect(deliveriesOf(webhook.id)).toEqual([])
    await jobs().runNow('webhooks.deliver')
    expect(inbox.received).toEqual([])
  })

  test('the events of withdrawn alerts are found by index: their alert is a column beside the payload', async () => {
    const { webhook } = await registered(receiver().url)
    const day = (n: number) => addDays(zurichDay(clock.now()), n)
    const guest = { first_name: 'Ilse', last_name: 'Indexfeld', birth_date: '1981-03-12' }
    const added = await t.api(hotel.headers).api.arrivals.post({ ...guest, check_in: day(2), check_out: day(4) })
    expect(added.status).toBe(201)
    await approveReport(t, admin, await writeReport(t, reporter.headers, guest))
    const [row] = deliveriesOf(webhook.id)
    expect(row?.alertId).toBe((JSON.parse(row!.payload) as { data: { alert_id: string } }).data.alert_id)
    const explain = t.db.sqlite.prepare(
      `EXPLAIN QUERY PLAN DELETE FROM webhook_deliveries
       WHERE event = 'arrival.match' AND status = 'pending' AND alert_id IN ('a', 'b')`,
    )
    const plan = (explain.all() as { detail: string }[]).map((r) => r.detail).join('\n')
    explain.finalize()
    expect(plan).toContain('webhook_deliveries_alert_idx')
    expect(plan).not.toMatch(/SCAN webhook_deliveries/)
  })
})

describe('who may', () => {
  test('the signing secret is shown once: never listed, and stored only encrypted under the session secret', async () => {
    const { secret, webhook } = await registered(receiver().url)
    const list = await (await t.request('/api/member/webhooks', { headers: hotel.headers })).text()
    expect(list).toContain(webhook.id)
    expect(list).not.toContain(secret)
    const row = t.db.db.select().from(webhooks).where(eq(webhooks.id, webhook.id)).get()!
    expect(JSON.stringify(row)).not.toContain(secret.slice(6))
    expect(decryptSecret(webhookKeyOf(t.sessionSecret), row.secretEnc)).toBe(secret)
    expect(decryptSecret(webhookKeyOf('another-secret-'.padEnd(64, 'y')), row.secretEnc)).toBeNull()
  })

  test('another hotel can neither see, test, read the log of, nor delete my webhook (404)', async () => {
    const { webhook } = await registered(receiver().url)
    const other = await signedInHotel(t)
    const list = (await webhooksOf(other.headers).get()).data!
    expect(list.webhooks).toEqual([])
    const before = counts()
    for (const [path, init] of [
      [`/api/member/webhooks/${webhook.id}/test`, jsonInit('POST', {}, other.headers)],
      [`/api/member/webhooks/${webhook.id}/deliveries`, { headers: other.headers }],
      [`/api/member/webhooks/${webhook.id}`, { method: 'DELETE', headers: other.headers }],
    ] as const) {
      const res = await t.request(path, init)
      expect(res.status).toBe(404)
    }
    expect(counts()).toEqual(before)
  })

  test('the hotel’s staff may neither list, register, test nor delete its webhooks (403)', async () => {
    const { webhook } = await registered(receiver().url)
    const staff = await createStaff(t.db.db, hotel.user)
    const { bearer } = await signIn(t.request, staff.user.email, staff.password)
    const before = counts()
    expect((await webhooksOf(bearer).get()).status).toBe(403)
    expect((await register(bearer, receiver().url)).status).toBe(403)
    const test = await webhooksOf(bearer)({ id: webhook.id }).test.post({})
    expect(test.status).toBe(403)
    const del = await webhooksOf(bearer)({ id: webhook.id }).delete()
    expect(del.status).toBe(403)
    expect(counts()).toEqual(before)
  })

  test('a hotel has at most a handful of webhooks; one more is refused with a translated message, nothing stored', async () => {
    const owner = await signedInHotel(t, 'fr')
    for (let i = 0; i < MAX_WEBHOOKS; i++) await registered(receiver().url, owner.headers)
    const before = counts()
    const res = await register(owner.headers, receiver().url)
    expect(res.status).toBe(409)
    expect(refusal(res).message).toContain('webhooks')
    expect(counts()).toEqual(before)
  })

  test('finding 6: without WEBHOOK_ALLOW_PRIVATE_TARGETS a server (BASE_URL missing, so localhost) refuses loopback, private and link-local receivers, and stores nothing', async () => {
    const plain = await createTestApp({}, { clock })
    try {
      const owner = await signedInHotel(plain)
      const before = plain.db.db.select().from(webhooks).all().length
      for (const url of [
        receiver().url,
        'http://localhost:8080/hook',
        'https://10.0.0.8/hook',
        'https://192.168.1.20/hook',
        'https://169.254.169.254/latest/meta-data/',
        'https://[fe80::1]/hook',
      ]) {
        clock.advance(61_000)
        const res = await plain.request('/api/member/webhooks', jsonInit('POST', { url }, owner.headers))
        expect(`${url} ${res.status}`).toBe(`${url} 400`)
      }
      expect(plain.db.db.select().from(webhooks).all().length).toBe(before)
    } finally {
      plain.db.close()
    }
  })

  test('more than 10 test events a minute from one address are refused (429)', async () => {
    const { webhook } = await registered(receiver().url)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await webhooksOf(hotel.headers)({ id: webhook.id }).test.post({})).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
  })

  test('deleting a webhook removes it with its log, and nothing more is sent to it', async () => {
    const inbox = receiver()
    const { webhook } = await registered(inbox.url)
    await sendTest(webhook.id)
    const res = await webhooksOf(hotel.headers)({ id: webhook.id }).delete()
    expect(res.status).toBe(200)
    expect(deliveriesOf(webhook.id)).toEqual([])
    expect(t.db.db.select().from(webhooks).where(eq(webhooks.id, webhook.id)).all()).toEqual([])
  })
})

// ADR 240: the name is resolved once per attempt and the request goes to what was checked. A registration takes
// https names only; these tests point a registered webhook at an http name as a TLS-less stand-in (send.test.ts has
// the https case), by changing its stored address.
describe('DNS rebinding', () => {
  const pointAt = (id: string, url: string) => t.db.db.update(webhooks).set({ url }).where(eq(webhooks.id, id)).run()

  test('a name that changes its address between the check and the sending is reached only at the checked address', async () => {
    const checked = receiver()
    const rebound = receiver({ hostname: '127.0.0.2', port: checked.port })
    const { webhook } = await registered(checked.url)
    pointAt(webhook.id, `http://hooks.rebind.test:${checked.port}/kyg-events`)
    const dns = stubResolver({ 'hooks.rebind.test': [['127.0.0.1'], ['127.0.0.2']] })
    queueTestEvent({ db: t.db.db, clock }, hotel.companyId, webhook.id)
    await jobs(dns.resolve).runNow('webhooks.deliver')
    expect(deliveriesOf(webhook.id)[0]).toMatchObject({ status: 'delivered', lastStatus: 200 })
    expect(checked.received).toHaveLength(1)
    expect(rebound.received).toHaveLength(0)
    expect(dns.calls).toEqual(['hooks.rebind.test'])
  })

  test('in production a name answering a loopback, metadata or embedded address among public ones is never sent to', async () => {
    const inbox = receiver()
    const { webhook } = await registered(inbox.url)
    pointAt(webhook.id, `https://pms.rebind.test:${inbox.port}/kyg-events`)
    for (const bad of ['127.0.0.1', '::ffff:127.0.0.1', '::7f00:1', '169.254.169.254', '0.0.0.0', '2130706433']) {
      const dns = stubResolver({ 'pms.rebind.test': [['8.8.8.8', bad]] })
      const production = { db: t.db.db, clock, log: silent, sessionSecret: t.sessionSecret, allowPrivate: false }
      const id = queueTestEvent({ db: t.db.db, clock }, hotel.companyId, webhook.id)
      expect(await deliverWebhooks({ ...production, resolve: dns.resolve }, { ids: [id] })).toMatchObject({ retry: 1 })
      expect(t.db.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).get()).toMatchObject({
        status: 'pending',
        lastStatus: null,
        lastError: 'refused: pms.rebind.test resolves to a non-public address',
      })
    }
    expect(inbox.received).toHaveLength(0)
  })
})

// Last: these move the clock by up to a day (the sessions above would have expired).
describe('retries', () => {
  test('a failing receiver is retried with exponential back-off, and delivered once it answers', async () => {
    const inbox = receiver({ status: 503 })
    const { webhook } = await registered(inbox.url)
    const tried = await sendTest(webhook.id)
    const first = tried.data!
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503, lastError: 'HTTP 503' })
    expect(first.responseExcerpt).toBe('receiver is down')
    expect(Date.parse(first.nextAttemptAt ?? '') - clock.now().getTime()).toBe(webhookRetryDelayMs(1))
    // Not due yet: nothing is sent.
    await jobs().runNow('webhooks.deliver')
    expect(inbox.received).toHaveLength(1)
    clock.advance(webhookRetryDelayMs(1))
    await jobs().runNow('webhooks.deliver')
    expect(inbox.received).toHaveLength(2)
    const [second] = deliveriesOf(webhook.id)
    expect(second).toMatchObject({ status: 'pending', attempts: 2 })
    expect(Date.parse(second!.nextAttemptAt) - clock.now().getTime()).toBe(2 * webhookRetryDelayMs(1))
    inbox.answer.status = 200
    clock.set(second!.nextAttemptAt)
    await jobs().runNow('webhooks.deliver')
    expect(deliveriesOf(webhook.id)[0]).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200 })
  })

  test('a redirect is not followed: the delivery stays pending with the reason', async () => {
    const elsewhere = receiver()
    const inbox = receiver({ status: 302, location: elsewhere.url })
    const { webhook } = await registered(inbox.url)
    const res = await sendTest(webhook.id)
    expect(res.data).toMatchObject({ status: 'pending', lastStatus: 302, lastError: 'redirect not followed' })
    expect(elsewhere.received).toHaveLength(0)
  })

  test('a receiver that keeps failing is tried for 24 hours, then the delivery is marked failed', async () => {
    const inbox = receiver({ status: 500 })
    const { webhook } = await registered(inbox.url)
    await sendTest(webhook.id)
    const created = Date.parse(deliveriesOf(webhook.id)[0]!.createdAt)
    const gaps: number[] = []
    for (let row = deliveriesOf(webhook.id)[0]!; row.status === 'pending'; row = deliveriesOf(webhook.id)[0]!) {
      gaps.push(Date.parse(row.nextAttemptAt) - clock.now().getTime())
      clock.set(row.nextAttemptAt)
      await jobs().runNow('webhooks.deliver')
    }
    const last = deliveriesOf(webhook.id)[0]!
    expect(last.status).toBe('failed')
    expect(last.attempts).toBe(inbox.received.length)
    expect(gaps.slice(0, 4)).toEqual([60_000, 120_000, 240_000, 480_000])
    expect(Date.parse(last.lastAttemptAt ?? '')).toBeLessThanOrEqual(created + RETRY_WINDOW_MS)
    expect(Date.parse(last.lastAttemptAt ?? '')).toBeGreaterThan(created + RETRY_WINDOW_MS - 7_200_000)
  })
})
