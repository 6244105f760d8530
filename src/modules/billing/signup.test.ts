import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { testDeps } from '~/modules/audit/testing'
import { approveHotel } from '~/modules/auth/public'
import { createMember, jsonInit, signIn } from '~/modules/auth/testing'
import { listOutbox } from '~/modules/mail/public'
import { createAuthHooks } from '~/server/hooks'
import { answerIn, createTestApp, refusal, refusalIn } from '~/server/testing'
import { purgeUnpaidRegistrations } from './jobs'
import { payments, subscriptions } from './schema'
import { confirmBankTransfer } from './service'
import { mailPdfText, signUpAnswer, signUpBody } from './testing'

type App = Awaited<ReturnType<typeof createTestApp>>
const post = (app: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, jsonInit('POST', body, headers))
const count = (app: App, table: string) =>
  (app.db.sqlite.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n

// Sign-ups stay raw requests (the fixture's body is wider than the contract); their answers are read through the
// route's answer schema. Every other call goes through the typed client.
const registration = signUpBody
const signedUp = (res: Response) => answerIn(signUpAnswer, res)

async function intentFor(app: App, email: string, plan = '3-star', amount = 49000) {
  const res = await app.api().api.user['create-payment-intent'].post({
    amount,
    currency: 'chf',
    customer_email: email,
    metadata: { plan },
  })
  expect(res.status).toBe(200)
  return res.data!
}
async function pay(app: App, intent: { clientSecret: string; paymentIntentId: string }) {
  const { clientSecret, paymentIntentId } = intent
  const res = await app
    .api()
    .api.billing.simulated.confirm.post({ clientSecret, paymentIntentId, outcome: 'succeeded' })
  expect(res.status).toBe(200)
}
const draftFor = async (app: App, email: string, password: string) =>
  (await app.api().api.billing['registration-drafts'].post({ email, password })).data!
const messageOf = async (res: Response) => (await refusalIn(res)).message
const nothingCreated = (app: App) => {
  expect(count(app, 'users')).toBe(0)
  expect(count(app, 'companies')).toBe(0)
  expect(count(app, 'compliance_declarations')).toBe(0)
  expect(count(app, 'payments')).toBe(0)
  expect(count(app, 'subscriptions')).toBe(0)
}

describe('sign-up with a card payment', () => {
  test('a paid intent creates company, pending user, declaration, payment and a one-year subscription at once', async () => {
    const app = await createTestApp()
    const intent = await intentFor(app, 'anna@alpina.ch')
    await pay(app, intent)
    const { draftId } = await draftFor(app, 'anna@alpina.ch', 'secret-pass-1')
    const res = await post(app, '/api/user/sign-up', {
      ...registration('anna@alpina.ch'),
      draftId,
      paymentIntent: intent.paymentIntentId,
    })
    expect(res.status).toBe(200)
    const body = await signedUp(res)
    expect(body.token).toBeNull()
    expect(body.status).toBe(true)
    expect(body.user.status).toBe('pending')
    expect(count(app, 'users')).toBe(1)
    expect(count(app, 'companies')).toBe(1)
    expect(count(app, 'compliance_declarations')).toBe(1)
    const payment = app.db.db.select().from(payments).get()
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountRappen: 49000,
      currency: 'chf',
      purpose: 'registration',
    })
    expect(payment?.providerReference).toBe(intent.paymentIntentId)
    const sub = app.db.db.select().from(subscriptions).get()
    expect(new Date(sub!.expiresAt).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1)
    expect(listOutbox(app.db).map((m) => m.kind)).toContain('registration-received')
    expect(count(app, 'registration_drafts')).toBe(0)
  })

  test('a pending member cannot sign in; after approval the draft’s password works', async () => {
    const app = await createTestApp()
    const intent = await intentFor(app, 'bruno@alpina.ch')
    await pay(app, intent)
    const { draftId } = await draftFor(app, 'bruno@alpina.ch', 'secret-pass-2')
    await post(app, '/api/user/sign-up', {
      ...registration('bruno@alpina.ch'),
      draftId,
      paymentIntent: intent.paymentIntentId,
    })
    const pending = (await app.api().api.user.login.post({ email: 'bruno@alpina.ch', password: 'secret-pass-2' })).data
    expect(pending).not.toHaveProperty('token')
    approveHotel(
      {
        ...testDeps(app.db.db),
        config: app.config,
        hooks: createAuthHooks({ ...testDeps(app.db.db), config: app.config }),
      },
      {
        email: 'bruno@alpina.ch',
        actor: { type: 'operator' },
      },
    )
    const { bearer } = await signIn(app.request, 'bruno@alpina.ch', 'secret-pass-2')
    const me = (await app.api(bearer).api.user['get-current-user'].get()).data!
    expect(me.paymentData[0]?.price).toBe(490)
    expect(me.paymentData[0]?.expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(me.subscription).toMatchObject({ status: 'active' })
  })
})

describe('payment tampering fails with a clear message and creates nothing', () => {
  test('an intent that was never paid (even when the address says redirect_status=succeeded)', async () => {
    const app = await createTestApp()
    const intent = await intentFor(app, 'anna@alpina.ch')
    const res = await post(app, '/api/user/sign-up', {
      ...registration('anna@alpina.ch'),
      password: 'secret-pass-1',
      paymentIntent: intent.paymentIntentId,
      redirect_status: 'succeeded',
    })
    expect(res.status).toBe(402)
    expect(await messageOf(res)).toBe('The payment has not been completed. Please try again.')
    nothingCreated(app)
  })

  test('an intent that was declined', async () => {
    const app = await createTestApp()
    const intent = await intentFor(app, 'anna@alpina.ch')
    await post(app, '/api/billing/simulated/confirm', { ...intent, outcome: 'declined' })
    const res = await post(app, '/api/user/sign-up', {
      ...registration('anna@alpina.ch'),
      password: 'secret-pass-1',
      paymentIntent: intent.paymentIntentId,
    })
    expect(await messageOf(res)).toBe('The payment has not been completed. Please try again.')
    nothingCreated(app)
    expect(listOutbox(app.db).map((m) => m.kind)).toEqual(['payment-failed'])
  })

  test('an intent paid by another e-mail', async () => {
    const app = await createTestApp()
    const intent = await intentFor(app, 'someone@else.ch')
    await pay(app, intent)
    const res = await post(app, '/api/user/sign-up', {
      ...registration('anna@alpina.ch'),
      password: 'secret-pass-1',
      paymentIntent: intent.paymentIntentId,
    })
    expect(res.status).toBe(402)
    expect(await messageOf(res)).toBe('This payment belongs to another account.')
    nothingCreated(app)
  })

  test('an intent for another amount than the plan of the registration', async () => {
    const app = await createTestApp()
    const intent = await intentFor(app, 'anna@alpina.ch', '3-star-association', 39000)
    await pay(app, intent)
    const res = await post(app, '/api/user/sign-up', {
      ...registration('anna@alpina.ch', { stars: 5, selectedPlan: '5-star' }),
      password: 'secret-pass-1',
      paymentIntent: intent.paymentIntentId,
    })
    expect(await messageOf(res)).toBe('The payment amount does not match the selected plan.')
    nothingCreated(app)
  })

  test('an intent already used for another registration', async () => {
    const app = await createTestApp()
    const intent = await intentFor(app, 'anna@alpina.ch')
    await pay(app, intent)
    const first = await post(app, '/api/user/sign-up', {
      ...registration('anna@alpina.ch'),
      password: 'secret-pass-1',
      paymentIntent: intent.paymentIntentId,
    })
    expect(first.status).toBe(200)
    const again = await post(app, '/api/user/sign-up', {
      ...registration('carla@alpina.ch'),
      password: 'secret-pass-1',
      paymentIntent: intent.paymentIntentId,
    })
    expect(again.status).toBe(409)
    expect(await messageOf(again)).toBe('This payment has already been used.')
    expect(count(app, 'users')).toBe(1)
    expect(count(app, 'payments')).toBe(1)
  })

  test('a payment intent for an e-mail that already has an account answers as for any address (review 3, finding 5)', async () => {
    const app = await createTestApp()
    const { user } = await createMember(app.db.db)
    const res = await app.api().api.user['create-payment-intent'].post({
      amount: 49000,
      currency: 'chf',
      customer_email: user.email.toUpperCase(),
      metadata: { plan: '3-star' },
    })
    expect(res.status).toBe(200)
  })

  test('an id that is not a payment intent', async () => {
    const app = await createTestApp()
    const res = await post(app, '/api/user/sign-up', {
      ...registration('anna@alpina.ch'),
      password: 'secret-pass-1',
      paymentIntent: 'cs_test_123',
    })
    expect(await messageOf(res)).toBe('Invalid payment intent format')
    nothingCreated(app)
  })

  test('a registration draft made for another e-mail is not accepted', async () => {
    const app = await createTestApp()
    const intent = await intentFor(app, 'anna@alpina.ch')
    await pay(app, intent)
    const { draftId } = await draftFor(app, 'mallory@evil.ch', 'secret-pass-1')
    const res = await post(app, '/api/user/sign-up', {
      ...registration('anna@alpina.ch'),
      draftId,
      paymentIntent: intent.paymentIntentId,
    })
    expect(await messageOf(res)).toBe('Your registration has expired. Please fill in the registration form again.')
    nothingCreated(app)
  })

  test('the terms, the privacy consent and the compliance declaration are required', async () => {
    const app = await createTestApp()
    const res = await post(app, '/api/user/sign-up', {
      ...registration('anna@alpina.ch', { agreeToPrivacy: false }),
      password: 'secret-pass-1',
      paymentMethod: 'banktransfer',
    })
    expect(res.status).toBe(400)
    expect(await messageOf(res)).toContain('Please confirm the terms and conditions and the privacy consent.')
    nothingCreated(app)
  })
})

describe('sign-up by bank transfer', () => {
  test('a pending payment gets a reference, mailed with the bank details; approval waits for payments:confirm', async () => {
    const app = await createTestApp()
    const res = await post(app, '/api/user/sign-up', {
      ...registration('dora@alpina.ch', { stars: 5, is_part_of_association: true, selectedPlan: '5-star-association' }),
      password: 'secret-pass-1',
      paymentMethod: 'banktransfer',
    })
    expect(res.status).toBe(200)
    const body = await signedUp(res)
    if (!body.bankTransfer) throw new Error('a sign-up by bank transfer answers its transfer')
    expect(body.bankTransfer.reference).toMatch(/^KYG-/)
    expect(body.bankTransfer.amount).toBe(69000)
    // The page's QR-bill carries the description its PDF carries, not the bare reference (ADR 235).
    expect(body.bankTransfer.description).toMatch(/^KnowYourGuest subscription Hotel with 4 or 5 stars, \d{4}$/)
    const mail = listOutbox(app.db).find((m) => m.kind === 'registration-received-bank-transfer')
    expect(mail?.text).toContain(body.bankTransfer.reference)
    expect(mail?.text).toContain('CH93 0076 2011 6238 5295 7')
    // The Swiss QR-bill rides along as PDF (ADR 121).
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`qr-bill-${body.bankTransfer.reference}.pdf`, 'application/pdf'],
    ])
    const pdf = Buffer.from(mail?.attachments?.[0]?.contentBase64 ?? '', 'base64').toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(mailPdfText(mail!)).toContain(body.bankTransfer.description)
    expect(count(app, 'subscriptions')).toBe(0)

    const accountDeps = {
      ...testDeps(app.db.db),
      config: app.config,
      hooks: createAuthHooks({ ...testDeps(app.db.db), config: app.config }),
    }
    expect(() => approveHotel(accountDeps, { email: 'dora@alpina.ch', actor: { type: 'operator' } })).toThrow(
      'billing.errors.approvalNeedsPayment',
    )
    confirmBankTransfer(
      { ...testDeps(app.db.db), config: app.config },
      { reference: body.bankTransfer.reference, actor: { type: 'operator' } },
    )
    approveHotel(accountDeps, { email: 'dora@alpina.ch', actor: { type: 'operator' } })
    await signIn(app.request, 'dora@alpina.ch', 'secret-pass-1')
  })

  test('while the transfer is pending the e-mail is taken; after 30 days unpaid it can register again', async () => {
    const app = await createTestApp()
    await post(app, '/api/user/sign-up', {
      ...registration('eva@alpina.ch'),
      password: 'secret-pass-1',
      paymentMethod: 'banktransfer',
    })
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString()
    app.db.db.update(payments).set({ createdAt: old }).where(eq(payments.purpose, 'registration')).run()

    const again = await post(app, '/api/user/sign-up', {
      ...registration('eva@alpina.ch', { company_name: 'Hotel Eva' }),
      password: 'secret-pass-2',
      paymentMethod: 'banktransfer',
    })
    expect(again.status).toBe(200)
    expect(count(app, 'users')).toBe(1)
    expect(count(app, 'companies')).toBe(1)
    expect(
      app.db.db
        .select()
        .from(payments)
        .all()
        .map((p) => p.status)
        .sort(),
    ).toEqual(['failed', 'pending'])
  })

  test('a pending registration whose transfer is recent cannot be taken over with the same e-mail', async () => {
    const app = await createTestApp()
    const body = { ...registration('fred@alpina.ch'), password: 'secret-pass-1', paymentMethod: 'banktransfer' }
    expect((await post(app, '/api/user/sign-up', body)).status).toBe(200)
    // The same answer as a new address (review 3, finding 5); nothing changes and the owner is told by e-mail.
    const again = await post(app, '/api/user/sign-up', body)
    expect(again.status).toBe(200)
    expect(count(app, 'users')).toBe(1)
    expect(listOutbox(app.db).map((m) => m.kind)).toContain('registration-address-taken')
  })
})

describe('renewal', () => {
  async function memberWithExpiry(app: App, daysAhead: number) {
    const { user, password } = await createMember(app.db.db)
    const now = Date.now()
    app.db.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        plan: '5-star-association',
        priceRappen: 69000,
        startsAt: new Date(now - 300 * 86_400_000).toISOString(),
        expiresAt: new Date(now + daysAhead * 86_400_000).toISOString(),
        autoRenew: true,
        updatedAt: new Date(now).toISOString(),
      })
      .run()
    const { bearer } = await signIn(app.request, user.email, password)
    return { user, bearer, expiresAt: new Date(now + daysAhead * 86_400_000).toISOString() }
  }
  const renewalIntent = (app: App, email: string, userId: string, bearer: Record<string, string>, amount = 69000) =>
    app.api(bearer).api.user['create-payment-intent'].post({
      amount,
      currency: 'chf',
      customer_email: email,
      metadata: { userId, isRenewal: true },
    })
  const renew = (app: App, bearer: Record<string, string>) => app.api(bearer).api.user['update-user-subscription']

  test('paying the renewal by card moves the expiry exactly 12 months on', async () => {
    const app = await createTestApp()
    const { user, bearer, expiresAt } = await memberWithExpiry(app, 20)
    const res = await renewalIntent(app, user.email, user.id, bearer)
    expect(res.status).toBe(200)
    const intent = res.data!
    await pay(app, intent)
    const renewed = await renew(app, bearer).put({
      paymentMode: 'stripe',
      paymentId: intent.paymentIntentId,
      amount: 69000,
      clientSecret: intent.clientSecret,
      status: 'succeeded',
    })
    expect(renewed.status).toBe(200)
    expect(renewed.data?.message).toBe('Subscription renewed successfully!')
    const sub = app.db.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get()
    const expected = new Date(expiresAt)
    expected.setUTCFullYear(expected.getUTCFullYear() + 1)
    expect(sub?.expiresAt).toBe(expected.toISOString())
    expect(listOutbox(app.db).map((m) => m.kind)).toContain('subscription-renewed')

    const twice = await renew(app, bearer).put({
      paymentMode: 'stripe',
      paymentId: intent.paymentIntentId,
      status: 'succeeded',
    })
    expect(refusal(twice).message).toBe('This payment has already been used.')
  })

  test('a renewal confirmation for an unpaid intent is refused and the expiry stays', async () => {
    const app = await createTestApp()
    const { user, bearer, expiresAt } = await memberWithExpiry(app, 20)
    const intent = (await renewalIntent(app, user.email, user.id, bearer)).data!
    const res = await renew(app, bearer).put({
      paymentMode: 'stripe',
      paymentId: intent.paymentIntentId,
      status: 'succeeded',
    })
    expect(res.status).toBe(402)
    const sub = app.db.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get()
    expect(sub?.expiresAt).toBe(expiresAt)
  })

  test('another member’s paid renewal intent cannot renew my subscription', async () => {
    const app = await createTestApp()
    const a = await memberWithExpiry(app, 10)
    const b = await memberWithExpiry(app, 10)
    const intent = (await renewalIntent(app, a.user.email, a.user.id, a.bearer)).data!
    await pay(app, intent)
    const res = await renew(app, b.bearer).put({
      paymentMode: 'stripe',
      paymentId: intent.paymentIntentId,
      status: 'succeeded',
    })
    expect(refusal(res).message).toBe('This payment belongs to another account.')
  })

  test('with 40 days left the renewal is not open yet; a lower amount is refused; a renewal needs a signed-in member', async () => {
    const app = await createTestApp()
    const early = await memberWithExpiry(app, 40)
    const res = await renewalIntent(app, early.user.email, early.user.id, early.bearer)
    expect(refusal(res).message).toBe('Your subscription can be renewed from 30 days before it expires.')
    const due = await memberWithExpiry(app, 20)
    const lower = await renewalIntent(app, due.user.email, due.user.id, due.bearer, 100)
    expect(refusal(lower).message).toBe('The amount does not match the price of the selected plan.')
    const anonymous = await renewalIntent(app, due.user.email, due.user.id, {})
    expect(anonymous.status).toBe(401)
  })

  test('renewal by bank transfer gives one reference and extends the expiry once confirmed', async () => {
    const app = await createTestApp()
    const { user, bearer, expiresAt } = await memberWithExpiry(app, 5)
    const transfer = app.api(bearer).api.billing.renewal['bank-transfer']
    const first = (await transfer.post({})).data!
    const second = (await transfer.post({})).data!
    expect(second).toEqual(first)
    expect(first.amount).toBe(69000)
    // Asked twice, the same bill: its page shows the description its PDF carries (ADR 235).
    const mail = listOutbox(app.db).find((m) => m.kind === 'renewal-bank-transfer')
    expect(first.description).toMatch(/^KnowYourGuest subscription Hotel with 4 or 5 stars, \d{4}$/)
    expect(mailPdfText(mail!)).toContain(first.description)
    confirmBankTransfer(
      { ...testDeps(app.db.db), config: app.config },
      { reference: first.reference, actor: { type: 'operator' } },
    )
    const sub = app.db.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get()
    const expected = new Date(expiresAt)
    expected.setUTCFullYear(expected.getUTCFullYear() + 1)
    expect(sub?.expiresAt).toBe(expected.toISOString())
  })
})

describe('retention of unpaid registrations', () => {
  test('a bank-transfer registration unpaid after 30 days is removed; a recent one and a paid one stay', async () => {
    const app = await createTestApp()
    for (const email of ['old@alpina.ch', 'new@alpina.ch']) {
      await post(app, '/api/user/sign-up', {
        ...registration(email),
        password: 'secret-pass-1',
        paymentMethod: 'banktransfer',
      })
    }
    const paid = await intentFor(app, 'paid@alpina.ch')
    await pay(app, paid)
    await post(app, '/api/user/sign-up', {
      ...registration('paid@alpina.ch'),
      password: 'secret-pass-1',
      paymentIntent: paid.paymentIntentId,
    })
    const oldUser = app.db.sqlite.query("SELECT id FROM users WHERE email = 'old@alpina.ch'").get() as { id: string }
    app.db.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where(eq(payments.userId, oldUser.id))
      .run()
    expect(purgeUnpaidRegistrations(testDeps(app.db.db))).toEqual({ registrations: 1, drafts: 0 })
    const emails = (app.db.sqlite.query('SELECT email FROM users ORDER BY email').all() as { email: string }[]).map(
      (u) => u.email,
    )
    expect(emails).toEqual(['new@alpina.ch', 'paid@alpina.ch'])
    expect(count(app, 'companies')).toBe(2)
    expect(app.db.db.select().from(payments).where(eq(payments.userId, oldUser.id)).get()?.status).toBe('failed')
  })
})

describe('new passwords (ADR 120)', () => {
  test('a registration draft with a common password such as 123456 is refused naming the field', async () => {
    const app = await createTestApp()
    const res = await app.api().api.billing['registration-drafts'].post({ email: 'li@alpina.ch', password: '123456' })
    expect(res.status).toBe(400)
    expect(refusal(res).field).toBe('password')
    expect(count(app, 'registration_drafts')).toBe(0)
  })
  test('a registration with "Li" as first name, a city of two letters and a written-out phone is accepted', async () => {
    const app = await createTestApp()
    const res = await post(
      app,
      '/api/user/sign-up',
      registration('li@alpina.ch', {
        f_name: 'Li',
        city: 'Au',
        phone: '+41 (0)79 123 45 67',
        paymentMethod: 'banktransfer',
        password: 'Matterhorn-Fondue-42',
      }),
    )
    expect(res.status).toBe(200)
    const row = app.db.sqlite.query('SELECT phone, f_name FROM users').get() as { phone: string; f_name: string }
    expect(row).toEqual({ phone: '+41791234567', f_name: 'Li' })
  })
})
