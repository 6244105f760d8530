// Security review 3 (issue 20), findings 4 and 5: the mail an anonymous caller can make the server send, and whether
// an address has an account. docs/security.md lists each test with the guarantee it proves.
import { beforeAll, describe, expect, test } from 'bun:test'
import { fixedClock } from '~/kernel/clock'
import { createLogger } from '~/kernel/log'
import { createMember, jsonInit } from '~/modules/auth/testing'
import { signUpAnswer, signUpBody } from '~/modules/billing/testing'
import type { OutgoingMessage } from '~/modules/mail/public'
import { listOutbox } from '~/modules/mail/public'
import { createJobs } from './jobs'
import { answerIn, createTestApp, ensureClientBuild } from './testing'

type App = Awaited<ReturnType<typeof createTestApp>>
const silent = createLogger('silent')
const post = (app: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, jsonInit('POST', body, headers))
const MINUTE = 60_000
// PAYMENT_FAILED_MAIL_DELAY_MINUTES by default.
const DELAY = 15 * MINUTE

/** The app with a clock the test moves, and the mail job run through the composed scheduler into memory. */
async function appWithClock(env: Record<string, string> = {}) {
  const clock = fixedClock('2027-03-01T09:00:00Z')
  const app = await createTestApp(env, { clock })
  const sent: OutgoingMessage[] = []
  const transport = { send: async (m: OutgoingMessage) => void sent.push(m), close() {} }
  const deliver = async () => {
    const jobs = createJobs({
      db: app.db,
      config: app.config,
      log: silent,
      transport,
      clock,
      chainKey: app.chainKey,
      sessionSecret: app.sessionSecret,
    })
    // The job runs in batches until nothing is due.
    expect((await jobs.runNow('mail.deliver')).status).toBe('ok')
  }
  return { app, clock, sent, deliver }
}

async function intentFor(app: App, email: string, from: Record<string, string> = {}) {
  const res = await app.api(from).api.user['create-payment-intent'].post({
    amount: 49000,
    currency: 'chf',
    customer_email: email,
    metadata: { plan: '3-star' },
  })
  expect(res.status).toBe(200)
  const { clientSecret, paymentIntentId } = res.data!
  return { clientSecret, paymentIntentId }
}
const confirm = (
  app: App,
  intent: { clientSecret: string; paymentIntentId: string },
  outcome: 'succeeded' | 'declined',
  from: Record<string, string> = {},
) => app.api(from).api.billing.simulated.confirm.post({ ...intent, outcome })

beforeAll(() => ensureClientBuild(), 120_000)

describe('finding 4: the server mails any address for anonymous callers', () => {
  test('finding 4: a card declined and paid 9 s later on the payment page sends no payment-failed e-mail', async () => {
    const { app, clock, sent, deliver } = await appWithClock()
    const intent = await intentFor(app, 'newcomer@example.ch')
    expect((await confirm(app, intent, 'declined')).status).toBe(402)
    clock.advance(9_000)
    expect((await confirm(app, intent, 'succeeded')).status).toBe(200)
    const signUp = await post(app, '/api/user/sign-up', {
      ...signUpBody('newcomer@example.ch'),
      password: 'secret-pass-1',
      paymentIntent: intent.paymentIntentId,
    })
    expect(signUp.status).toBe(200)
    clock.advance(DELAY + MINUTE)
    await deliver()
    expect(sent.map((m) => m.kind)).toEqual(['registration-received'])
    expect(listOutbox(app.db, { status: 'pending' })).toEqual([])
    // Issue 32 item 18: the withdrawn e-mail says so in the outbox, not `sent` with an empty sent_at.
    expect(listOutbox(app.db, { status: 'withdrawn' }).map((m) => [m.kind, m.sentAt])).toEqual([
      ['payment-failed', null],
    ])
  })

  test('finding 4: a declined card with no later success is e-mailed once the payer has had time to retry, not before', async () => {
    const { app, clock, sent, deliver } = await appWithClock()
    const intent = await intentFor(app, 'gone@example.ch')
    expect((await confirm(app, intent, 'declined')).status).toBe(402)
    clock.advance(DELAY - MINUTE)
    await deliver()
    expect(sent).toEqual([])
    clock.advance(2 * MINUTE)
    await deliver()
    expect(sent.map((m) => [m.kind, m.to])).toEqual([['payment-failed', 'gone@example.ch']])
  })

  test('finding 4: one address receives at most MAIL_PER_ADDRESS_PER_DAY e-mails a day, however many intents are declined', async () => {
    const { app, clock, sent, deliver } = await appWithClock({ MAIL_PER_ADDRESS_PER_DAY: '3', TRUST_PROXY: 'true' })
    for (let i = 0; i < 5; i++) {
      const from = { 'x-forwarded-for': `198.51.100.${10 + i}` }
      const intent = await intentFor(app, 'victim@example.ch', from)
      expect((await confirm(app, intent, 'declined', from)).status).toBe(402)
    }
    clock.advance(DELAY + MINUTE)
    await deliver()
    expect(sent.filter((m) => m.to === 'victim@example.ch')).toHaveLength(3)
    // The others are withheld, not sent later.
    expect(listOutbox(app.db, { status: 'pending' })).toEqual([])
    clock.advance(24 * 60 * MINUTE)
    await deliver()
    expect(sent).toHaveLength(3)
    // A day later the address can be mailed again.
    const intent = await intentFor(app, 'victim@example.ch')
    await confirm(app, intent, 'declined')
    clock.advance(DELAY + MINUTE)
    await deliver()
    expect(sent).toHaveLength(4)
  })

  test('finding 4: the bank-transfer sign-up e-mail to an unconfirmed address carries no text the sender chose', async () => {
    const { app, sent, deliver } = await appWithClock()
    const chosen = {
      company_name: 'Refund pending - call 0900 123 456',
      f_name: 'Urgentrefund',
      l_name: 'Callnow',
      compliance: { fullName: 'Urgentrefund Callnow', accepted: true },
    }
    const res = await post(app, '/api/user/sign-up', {
      ...signUpBody('stranger@example.ch', { paymentMethod: 'banktransfer', ...chosen }),
      password: 'secret-pass-1',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    await deliver()
    expect(sent.map((m) => m.kind)).toEqual(['registration-received-bank-transfer'])
    const mail = sent[0]!
    const everything = `${mail.subject}\n${mail.text}\n${mail.html}`
    for (const text of ['0900', 'Refund pending', 'Urgentrefund', 'Callnow']) expect(everything).not.toContain(text)
    // What the server says is there: the amount and the reference to quote.
    const { bankTransfer } = await answerIn(signUpAnswer, res)
    expect(mail.text).toContain(bankTransfer?.reference ?? 'a reference')
  })
})

/** The answer with every value replaced by its type: what a caller can tell apart without knowing the values. */
const shape = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
    : value === null
      ? null
      : typeof value
const answer = async (res: Response) => ({ status: res.status, shape: shape(await res.json()) })
const count = (app: App, table: string) =>
  (app.db.sqlite.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n

describe('finding 5: account existence is still answerable', () => {
  test('finding 5: check-email-exist, create-payment-intent and a bank-transfer sign-up answer alike for a known and an unknown address, and the owner is told by e-mail', async () => {
    const { app, sent, deliver } = await appWithClock({ TRUST_PROXY: 'true' })
    const { user: owner } = await createMember(app.db.db)
    const asked = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` })
    const pair = async (call: (email: string, from: Record<string, string>) => Promise<Response>) => [
      await answer(await call(owner.email, asked(1))),
      await answer(await call('nobody@example.ch', asked(2))),
    ]
    const exists = await pair((email, from) => post(app, '/api/user/check-email-exist', { email }, from))
    expect(exists[0]).toEqual(exists[1])
    expect(exists[0]!.status).toBe(200)
    const intents = await pair((email, from) =>
      post(
        app,
        '/api/user/create-payment-intent',
        { amount: 49000, currency: 'chf', customer_email: email, metadata: { plan: '3-star' } },
        from,
      ),
    )
    expect(intents[0]).toEqual(intents[1])
    expect(intents[0]!.status).toBe(200)
    const users = count(app, 'users')
    const signUps = await pair((email, from) =>
      post(
        app,
        '/api/user/sign-up',
        { ...signUpBody(email, { paymentMethod: 'banktransfer' }), password: 'secret-pass-1' },
        from,
      ),
    )
    expect(signUps[0]).toEqual(signUps[1])
    expect(signUps[0]!.status).toBe(200)
    // Only the unknown address registered; the known one's account is untouched and its owner is told.
    expect(count(app, 'users')).toBe(users + 1)
    await deliver()
    expect(sent.filter((m) => m.to === owner.email).map((m) => m.kind)).toEqual(['registration-address-taken'])
    expect(sent.find((m) => m.to === owner.email)!.text).toContain('/login')
  })

  test('finding 5: a card sign-up for a known address creates nothing, refunds the payment, tells the owner, and the intent cannot pay again', async () => {
    const { app, sent, deliver } = await appWithClock()
    const { user: owner } = await createMember(app.db.db)
    const intent = await intentFor(app, owner.email)
    expect((await confirm(app, intent, 'succeeded')).status).toBe(200)
    const before = { users: count(app, 'users'), payments: count(app, 'payments'), companies: count(app, 'companies') }
    const body = { ...signUpBody(owner.email), password: 'secret-pass-1', paymentIntent: intent.paymentIntentId }
    const res = await post(app, '/api/user/sign-up', body)
    expect(res.status).toBe(200)
    expect(shape(await res.json())).toMatchObject({ status: 'boolean', user: { id: 'string' }, documentPass: 'string' })
    expect({
      users: count(app, 'users'),
      payments: count(app, 'payments'),
      companies: count(app, 'companies'),
    }).toEqual(before)
    await deliver()
    const told = sent.find((m) => m.to === owner.email)
    expect(told?.kind).toBe('registration-address-taken')
    expect(told?.text).toContain('refunded')
    // Used once, like an intent that paid for a registration.
    expect((await post(app, '/api/user/sign-up', body)).status).toBe(409)
  })

  test('finding 5: check-email-exist and sign-up allow 5 calls a minute per address, create-payment-intent 10', async () => {
    const { app } = await appWithClock({ TRUST_PROXY: 'true' })
    const from = { 'x-forwarded-for': '198.51.100.77' }
    const statuses = async (n: number, call: (i: number) => Promise<Response>) => {
      const out: number[] = []
      for (let i = 0; i < n; i++) out.push((await call(i)).status)
      return out
    }
    const checks = await statuses(6, (i) =>
      post(app, '/api/user/check-email-exist', { email: `n${i}@example.ch` }, from),
    )
    expect(checks.slice(0, 5).every((s) => s === 200)).toBe(true)
    expect(checks[5]).toBe(429)
    const signUps = await statuses(6, () => post(app, '/api/user/sign-up', {}, from))
    expect(signUps.slice(0, 5).every((s) => s === 400)).toBe(true)
    expect(signUps[5]).toBe(429)
    const intents = await statuses(11, () => post(app, '/api/user/create-payment-intent', {}, from))
    expect(intents.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(intents[10]).toBe(429)
  })
})
