// Issue 24, items 5 to 7 at the API: approving without the representative's ID needs a reason (audited), and a
// rejection pays back what the applicant paid (card through the payment port, bank transfer by the administrator's
// word) and ends the subscription, with the mail saying what happens to the money, in one transaction.
import { describe, expect, test } from 'bun:test'
import { listEntries } from '~/modules/audit/public'
import { createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { signUpAnswer, signUpBody } from '~/modules/billing/testing'
import { listOutbox } from '~/modules/mail/public'
import { reportForm, smallPng } from '~/modules/reports/testing'
import { answerIn, createTestApp, refusalIn } from '~/server/testing'

type App = Awaited<ReturnType<typeof createTestApp>>

async function setup() {
  const app = await createTestApp()
  const admin = await createTestAdmin(app.db.db)
  const session = await signIn(app.request, admin.user.email, admin.password)
  const post = (path: string, body: unknown = {}) =>
    app.request(path, jsonInit('POST', body, { cookie: session.cookie, origin: app.config.BASE_URL }))
  return { app, post }
}

const idOf = (app: App, email: string) =>
  (app.db.sqlite.query('SELECT id FROM users WHERE email = ?').get(email) as { id: string }).id
const rows = (app: App, sql: string, ...params: string[]) => app.db.sqlite.query(sql).all(...params)

/** A hotel that registered and paid by (simulated) card; answers its document pass. */
async function registerByCard(app: App, email: string) {
  const api = app.api().api
  const intent = (
    await api.user['create-payment-intent'].post({
      amount: 49000,
      currency: 'chf',
      customer_email: email,
      metadata: { plan: '3-star' },
    })
  ).data!
  const { clientSecret, paymentIntentId } = intent
  expect(
    (await api.billing.simulated.confirm.post({ clientSecret, paymentIntentId, outcome: 'succeeded' })).status,
  ).toBe(200)
  const { draftId } = (await api.billing['registration-drafts'].post({ email, password: 'secret-pass-1' })).data!
  // The sign-up stays a raw request (the fixture's body is wider than the contract), read through its answer schema.
  const body = { ...signUpBody(email), draftId, paymentIntent: intent.paymentIntentId }
  const res = await app.request('/api/user/sign-up', jsonInit('POST', body))
  expect(res.status).toBe(200)
  return (await answerIn(signUpAnswer, res)).documentPass
}

/** A hotel that registered to pay by bank transfer; answers the reference. */
async function registerByTransfer(app: App, email: string) {
  const body = { ...signUpBody(email), password: 'secret-pass-1', paymentMethod: 'banktransfer' }
  const res = await app.request('/api/user/sign-up', jsonInit('POST', body))
  const { bankTransfer } = await answerIn(signUpAnswer, res)
  if (!bankTransfer) throw new Error('a sign-up by bank transfer answers its transfer')
  return bankTransfer.reference
}

/** What a refused decision must leave untouched: the hotel, its payments, refunds, subscription, audit and outbox. */
const snapshot = (app: App, id: string) => ({
  user: rows(app, 'SELECT status, status_reason FROM users WHERE id = ?', id),
  refunds: rows(app, 'SELECT * FROM refunds'),
  subscription: rows(app, 'SELECT * FROM subscriptions WHERE user_id = ?', id),
  audit: listEntries(app.db).length,
  outbox: listOutbox(app.db).length,
})

describe('item 7: the representative’s ID is asked of every applicant after payment', () => {
  test('the registration e-mail asks for it, after a card payment and with the bank details alike', async () => {
    const { app } = await setup()
    await registerByCard(app, 'gina@alpina.ch')
    await registerByTransfer(app, 'hans@alpina.ch')
    const ask = 'Please also upload a copy of your representative’s ID card or passport (front and back)'
    for (const kind of ['registration-received', 'registration-received-bank-transfer']) {
      const mail = listOutbox(app.db).find((m) => m.kind === kind)!
      expect(mail.text).toContain(ask)
      expect(mail.text).toContain(`${app.config.BASE_URL}/login`)
    }
  })
})

describe('item 7: approving without the representative’s ID', () => {
  test('is refused without a reason and nothing changes; with a reason it is approved and the reason audited', async () => {
    const { app, post } = await setup()
    await registerByCard(app, 'anna@alpina.ch')
    const id = idOf(app, 'anna@alpina.ch')
    const before = snapshot(app, id)
    const refused = await post(`/api/admin/hotels/${id}/approve`, { note: 'UID checked' })
    expect(refused.status).toBe(409)
    expect((await refusalIn(refused)).message).toBe(
      'No copy of the representative’s ID has been uploaded: give the reason for approving without it.',
    )
    expect(snapshot(app, id)).toEqual(before)

    const body = { note: 'UID checked', withoutDocument: 'ID seen at the reception, copy follows' }
    expect((await post(`/api/admin/hotels/${id}/approve`, body)).status).toBe(200)
    const entry = listEntries(app.db).find((e) => e.action === 'auth.hotel.approved')!
    expect(JSON.parse(entry.details)).toMatchObject(body)
  })

  test('with a document uploaded, the approval needs no override and records none', async () => {
    const { app, post } = await setup()
    const pass = await registerByCard(app, 'bruno@alpina.ch')
    const upload = await app.request('/api/verification/documents', {
      method: 'POST',
      headers: { 'x-document-pass': pass },
      body: reportForm({}, [{ name: 'id.png', bytes: await smallPng() }]),
    })
    expect(upload.status).toBe(201)
    const id = idOf(app, 'bruno@alpina.ch')
    expect((await post(`/api/admin/hotels/${id}/approve`, { withoutDocument: 'ignored' })).status).toBe(200)
    const entry = listEntries(app.db).find((e) => e.action === 'auth.hotel.approved')!
    expect(JSON.parse(entry.details).withoutDocument).toBeUndefined()
  })
})

describe('item 6: a rejected applicant gets the money back', () => {
  test('a card payment is refunded through the payment port, the subscription ends, the mail says so', async () => {
    const { app, post } = await setup()
    await registerByCard(app, 'carla@alpina.ch')
    app.db.sqlite.run("UPDATE users SET locale = 'de' WHERE email = 'carla@alpina.ch'")
    const id = idOf(app, 'carla@alpina.ch')
    const res = await post(`/api/admin/hotels/${id}/reject`, { reason: 'Kein Hotelbetrieb' })
    expect(res.status).toBe(200)
    const refund = rows(app, 'SELECT status, amount_rappen, provider_refund_id FROM refunds')[0] as Record<
      string,
      unknown
    >
    expect(refund).toMatchObject({ status: 'succeeded', amount_rappen: 49000 })
    expect(String(refund.provider_refund_id)).toMatch(/^re_/)
    const sub = rows(app, 'SELECT expires_at, auto_renew FROM subscriptions WHERE user_id = ?', id)[0] as {
      expires_at: string
      auto_renew: number
    }
    expect(sub.expires_at <= app.clock.now().toISOString()).toBe(true)
    expect(sub.auto_renew).toBe(0)
    const mail = listOutbox(app.db).find((m) => m.kind === 'application-rejected')!
    expect(mail.text).toContain('Grund: Kein Hotelbetrieb')
    expect(mail.text).toContain('Ihre Anmeldezahlung von CHF 490.00 wurde Ihrer Karte gutgeschrieben')
    const actions = listEntries(app.db).map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['payment.refunded', 'subscription.ended.rejected']))
    const rejected = listEntries(app.db).find((e) => e.action === 'auth.hotel.rejected')!
    expect(JSON.parse(rejected.details).refund).toEqual({ method: 'card', amountRappen: 49000 })
  })

  test('a confirmed bank transfer is refused until the administrator says they pay it back, then recorded', async () => {
    const { app, post } = await setup()
    const reference = await registerByTransfer(app, 'dora@alpina.ch')
    expect((await post(`/api/admin/payments/transfers/${reference}/confirm`, {})).status).toBe(200)
    const id = idOf(app, 'dora@alpina.ch')
    const before = snapshot(app, id)
    const refused = await post(`/api/admin/hotels/${id}/reject`, { reason: 'Not a hotel' })
    expect(refused.status).toBe(409)
    expect((await refusalIn(refused)).message).toBe(
      'This hotel paid by bank transfer: confirm that you pay it back before rejecting.',
    )
    expect(snapshot(app, id)).toEqual(before)

    expect(
      (await post(`/api/admin/hotels/${id}/reject`, { reason: 'Not a hotel', transferRefunded: true })).status,
    ).toBe(200)
    expect(rows(app, 'SELECT status, amount_rappen FROM refunds')).toEqual([
      { status: 'succeeded', amount_rappen: 49000 },
    ])
    const mail = listOutbox(app.db).find((m) => m.kind === 'application-rejected')!
    expect(mail.text).toContain('is being transferred back to the account it came from')
  })

  test('an applicant who paid nothing is told nothing is owed; a second rejection is refused', async () => {
    const { app, post } = await setup()
    await registerByTransfer(app, 'eva@alpina.ch')
    const id = idOf(app, 'eva@alpina.ch')
    expect((await post(`/api/admin/hotels/${id}/reject`, { reason: 'Duplicate' })).status).toBe(200)
    expect(rows(app, 'SELECT * FROM refunds')).toEqual([])
    const mail = listOutbox(app.db).find((m) => m.kind === 'application-rejected')!
    expect(mail.text).toContain('No payment of yours was received')
    expect((await post(`/api/admin/hotels/${id}/reject`, { reason: 'Duplicate' })).status).toBe(409)
  })
})
