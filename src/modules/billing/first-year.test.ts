// Issue 24, item 21 (ADR 227): the first subscription year starts at the hotel's approval, the later of payment and
// approval, so the days spent waiting for it are not lost. The clock is the injected one, moved by the tests.
import { describe, expect, test } from 'bun:test'
import { fixedClock } from '~/kernel/clock'
import { OPERATOR } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { approveHotel, rejectHotel } from '~/modules/auth/public'
import { createMember, createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { createAuthHooks } from '~/server/hooks'
import { answerIn, createTestApp, refusalIn } from '~/server/testing'
import { addMonths, confirmBankTransfer, createBankTransfer, extendSubscription } from './service'
import { signUpAnswer, signUpBody } from './testing'

const DAY = 86_400_000
const DAY_0 = '2027-03-01T09:00:00.000Z'
const day = (n: number) => new Date(Date.parse(DAY_0) + n * DAY).toISOString()
const PLAN = { id: '3-star', priceRappen: 49000, stars: 3, association: false } as const

type App = Awaited<ReturnType<typeof createTestApp>>

async function setup() {
  const clock = fixedClock(DAY_0)
  const app = await createTestApp({}, { clock })
  const admin = await createTestAdmin(app.db.db)
  /** The administrator's call, signed in at the clock's present (a session from day 0 has long timed out). */
  const sessions = new Map<string, string>()
  const cookieNow = async () => {
    const at = clock.now().toISOString()
    const cookie = sessions.get(at) ?? (await signIn(app.request, admin.user.email, admin.password)).cookie
    sessions.set(at, cookie)
    return cookie
  }
  const asAdmin = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const cookie = await cookieNow()
    const init =
      method === 'GET' ? { headers: { cookie } } : jsonInit('POST', body ?? {}, { cookie, origin: app.config.BASE_URL })
    return app.request(path, init)
  }
  /**
   * The administrator's session for the typed client (`app.browser(await adminSession())`). Never hand the client out of
   * an async function: Eden's client answers every property, `then` too, so awaiting it waits for ever.
   */
  const adminSession = async () => ({ cookie: await cookieNow() })
  return { app, clock, asAdmin, adminSession }
}

/** Every row a decision could write: the account, the subscription, the payments, the audit and the outbox. */
const rowsOf = (app: App) =>
  ['users', 'subscriptions', 'payments', 'refunds', 'audit_log', 'mail_outbox'].map((table) =>
    app.db.sqlite.query(`SELECT * FROM ${table} ORDER BY rowid`).all(),
  )
const post = (app: App, path: string, body: unknown) => app.request(path, jsonInit('POST', body))
const idOf = (app: App, email: string) =>
  (app.db.sqlite.query('SELECT id FROM users WHERE email = ?').get(email) as { id: string }).id
const subscriptionRow = (app: App, id: string) =>
  app.db.sqlite
    .query('SELECT starts_at, expires_at, awaiting_approval FROM subscriptions WHERE user_id = ?')
    .get(id) as { starts_at: string; expires_at: string; awaiting_approval: number }

async function registerByCard(app: App, email: string) {
  const intent = (
    await app.api().api.user['create-payment-intent'].post({
      amount: 49000,
      currency: 'chf',
      customer_email: email,
      metadata: { plan: '3-star' },
    })
  ).data!
  const { clientSecret, paymentIntentId } = intent
  const paid = await app
    .api()
    .api.billing.simulated.confirm.post({ clientSecret, paymentIntentId, outcome: 'succeeded' })
  expect(paid.status).toBe(200)
  const body = { ...signUpBody(email), password: 'secret-pass-1', paymentIntent: intent.paymentIntentId }
  expect((await post(app, '/api/user/sign-up', body)).status).toBe(200)
  return idOf(app, email)
}

async function registerByTransfer(app: App, email: string) {
  const body = { ...signUpBody(email), password: 'secret-pass-1', paymentMethod: 'banktransfer' }
  const { bankTransfer } = await answerIn(signUpAnswer, await post(app, '/api/user/sign-up', body))
  if (!bankTransfer) throw new Error('a sign-up by bank transfer answers its transfer')
  return { id: idOf(app, email), reference: bankTransfer.reference }
}

const approve = (asAdmin: Awaited<ReturnType<typeof setup>>['asAdmin'], id: string) =>
  asAdmin('POST', `/api/admin/hotels/${id}/approve`, { withoutDocument: 'ID seen at the reception' })

describe('item 21: the first year starts at approval', () => {
  test('paid by card on day 0 and approved on day 10, the subscription runs until day 10 plus one year', async () => {
    const { app, clock, asAdmin, adminSession } = await setup()
    const id = await registerByCard(app, 'anna@alpina.ch')
    expect(subscriptionRow(app, id)).toMatchObject({ starts_at: DAY_0, awaiting_approval: 1 })

    clock.set(day(10))
    expect((await approve(asAdmin, id)).status).toBe(200)
    expect(subscriptionRow(app, id)).toEqual({
      starts_at: day(10),
      expires_at: addMonths(day(10), 12),
      awaiting_approval: 0,
    })
    expect(addMonths(day(10), 12)).toBe('2028-03-11T09:00:00.000Z')
    // The console's hotel page shows that end, and the audit says what moved.
    const admin = app.browser(await adminSession()).api.admin
    const detail = (await admin.hotels({ id }).get()).data!
    expect(detail.subscription).toMatchObject({ state: 'active', expiresAt: '2028-03-11T09:00:00.000Z' })
    const entry = app.db.sqlite
      .query("SELECT details FROM audit_log WHERE action = 'subscription.started.approved'")
      .get() as { details: string }
    expect(JSON.parse(entry.details)).toMatchObject({
      start: day(10),
      expiry: '2028-03-11T09:00:00.000Z',
      daysAdded: 10,
    })
  }, 30_000)

  test('a bank transfer confirmed on day 3 and approved on day 10 also runs from day 10', async () => {
    const { app, clock, asAdmin } = await setup()
    const { id, reference } = await registerByTransfer(app, 'bruno@alpina.ch')
    clock.set(day(3))
    expect((await asAdmin('POST', `/api/admin/payments/transfers/${reference}/confirm`)).status).toBe(200)
    expect(subscriptionRow(app, id)).toMatchObject({ starts_at: day(3), awaiting_approval: 1 })
    clock.set(day(10))
    expect((await approve(asAdmin, id)).status).toBe(200)
    expect(subscriptionRow(app, id)).toMatchObject({ starts_at: day(10), expires_at: addMonths(day(10), 12) })
  }, 30_000)

  test('a registration transfer confirmed after the approval starts the year at its confirmation', async () => {
    const { app, clock } = await setup()
    const deps = { ...testDeps(app.db.db, clock), config: app.config }
    const { user } = await createMember(app.db.db, { status: 'approved' })
    const payment = createBankTransfer(deps, { userId: user.id, plan: PLAN, purpose: 'registration', actor: OPERATOR })
    clock.set(day(20))
    confirmBankTransfer(deps, { reference: payment.bankReference!, actor: OPERATOR })
    expect(subscriptionRow(app, user.id)).toEqual({
      starts_at: day(20),
      expires_at: addMonths(day(20), 12),
      awaiting_approval: 0,
    })
  }, 30_000)

  test('a renewal after the approval extends from the current end, not from the approval', async () => {
    const { app, clock, asAdmin } = await setup()
    const id = await registerByCard(app, 'carla@alpina.ch')
    clock.set(day(10))
    expect((await approve(asAdmin, id)).status).toBe(200)
    clock.set(day(300))
    extendSubscription(testDeps(app.db.db, clock), { userId: id, plan: PLAN, actor: OPERATOR })
    expect(subscriptionRow(app, id)).toMatchObject({ starts_at: day(10), expires_at: addMonths(day(10), 24) })
  }, 30_000)

  test('an extension while waiting keeps its year on top of the moved first year; a typed end date stays put', async () => {
    const { app, clock, asAdmin } = await setup()
    const extended = await registerByCard(app, 'dora@alpina.ch')
    const typed = await registerByCard(app, 'eva@alpina.ch')
    clock.set(day(2))
    const change = (id: string, body: unknown) => asAdmin('POST', `/api/admin/hotels/${id}/subscription`, body)
    expect((await change(extended, { action: 'extend', reason: 'Prize' })).status).toBe(200)
    expect((await change(typed, { action: 'set', expiresOn: '2028-06-30', reason: 'Contract' })).status).toBe(200)
    clock.set(day(10))
    expect((await approve(asAdmin, extended)).status).toBe(200)
    expect((await approve(asAdmin, typed)).status).toBe(200)
    expect(subscriptionRow(app, extended)).toMatchObject({ starts_at: day(10), expires_at: addMonths(day(10), 24) })
    expect(subscriptionRow(app, typed)).toMatchObject({
      starts_at: DAY_0,
      expires_at: '2028-06-30T21:59:59.999Z',
      awaiting_approval: 0,
    })
  }, 30_000)

  test('a rejected applicant is refunded as ADR 219 says and a later approval is refused, nothing stored', async () => {
    const { app, clock, asAdmin } = await setup()
    const id = await registerByCard(app, 'fritz@alpina.ch')
    clock.set(day(10))
    expect((await asAdmin('POST', `/api/admin/hotels/${id}/reject`, { reason: 'Not a hotel' })).status).toBe(200)
    expect(app.db.sqlite.query('SELECT status, amount_rappen FROM refunds').all()).toEqual([
      { status: 'succeeded', amount_rappen: 49000 },
    ])
    expect(subscriptionRow(app, id)).toEqual({ starts_at: DAY_0, expires_at: day(10), awaiting_approval: 0 })
    const ended = app.db.sqlite.query('SELECT auto_renew, cancel_after FROM subscriptions').get()
    expect(ended).toEqual({ auto_renew: 0, cancel_after: day(10) })
    clock.set(day(20))
    await asAdmin('GET', `/api/admin/hotels/${id}`) // signs in first: the sign-in's own audit entry is not the approval's
    const before = rowsOf(app)
    const refused = await approve(asAdmin, id)
    expect(refused.status).toBe(409)
    expect((await refusalIn(refused)).message).toBe(
      'Only a pending hotel can be approved: a rejected or closed hotel’s decision is final.',
    )
    expect(rowsOf(app)).toEqual(before)
    expect(subscriptionRow(app, id)).toEqual({ starts_at: DAY_0, expires_at: day(10), awaiting_approval: 0 })
  }, 30_000)

  test('a hotel rejected without a refund (the CLI) cannot be approved either; nothing stored (ADR 235)', async () => {
    const { app, clock, asAdmin } = await setup()
    const id = await registerByCard(app, 'gina@alpina.ch')
    const email = 'gina@alpina.ch'
    rejectHotel({ ...testDeps(app.db.db, clock), config: app.config }, { email, reason: 'No hotel', actor: OPERATOR })
    clock.set(day(20))
    await asAdmin('GET', `/api/admin/hotels/${id}`) // signs in first: the sign-in's own audit entry is not the approval's
    const before = rowsOf(app)
    expect((await approve(asAdmin, id)).status).toBe(409)
    const accountDeps = {
      ...testDeps(app.db.db, clock),
      config: app.config,
      hooks: createAuthHooks({ ...testDeps(app.db.db, clock), config: app.config }),
    }
    expect(() => approveHotel(accountDeps, { email, actor: OPERATOR })).toThrow('admin.errors.onlyPendingApproved')
    expect(rowsOf(app)).toEqual(before)
  }, 30_000)
})
