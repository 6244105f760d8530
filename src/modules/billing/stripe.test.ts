import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import Stripe from 'stripe'
import { listEntries } from '~/modules/audit/public'
import { listOutbox } from '~/modules/mail/public'
import { createTestApp } from '~/server/testing'
import { type StripeFake, startStripeFake } from '../../../tests/support/stripe-fake'

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_suite'
let fake: StripeFake
beforeAll(() => {
  fake = startStripeFake()
})
afterAll(() => fake.stop())

const stripeApp = () =>
  createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_suite',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_suite',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  })

const json = (body: unknown, method = 'POST') => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

async function signedEvent(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event)
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret })
  return { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload }
}

describe('the Stripe adapter', () => {
  test('a payment intent is created at Stripe with the server’s price in CHF, metadata and an idempotency key', async () => {
    const { api } = await stripeApp()
    const before = fake.requests.length
    const res = await api().api.user['create-payment-intent'].post({
      amount: 49000,
      currency: 'chf',
      customer_email: 'Front@Hotel.ch',
      metadata: { plan: '3-star' },
    })
    expect(res.status).toBe(200)
    const body = res.data!
    expect(body.clientSecret).toContain('_secret_')
    const sent = fake.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    expect(sent?.form.setup_future_usage).toBe('off_session')
    expect(sent?.form.customer).toStartWith('cus_')
    expect(sent?.form.amount).toBe('49000')
    expect(sent?.form.currency).toBe('chf')
    expect(sent?.form['metadata[email]']).toBe('front@hotel.ch')
    expect(sent?.form['metadata[plan]']).toBe('3-star')
    expect(sent?.form['metadata[isRenewal]']).toBe('false')
    expect(sent?.headers['idempotency-key']).toMatch(/^kyg-registration-/)
  })

  test('the plans endpoint tells the browser to use Stripe with the publishable key only', async () => {
    const { api } = await stripeApp()
    const body = (await api().api.billing.plans.get()).data!
    expect(body.provider).toBe('stripe')
    expect(body.publishableKey).toBe('pk_test_suite')
    expect(JSON.stringify(body)).not.toContain('sk_test')
  })

  test('a webhook with a bad signature is refused with 400 and changes nothing', async () => {
    const { request, db } = await stripeApp()
    const event = {
      id: 'evt_bad',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', object: 'payment_intent' } },
    }
    const res = await request('/api/billing/stripe/webhook', await signedEvent(event, 'whsec_someone_else'))
    expect(res.status).toBe(400)
    const unsigned = await request('/api/billing/stripe/webhook', json(event))
    expect(unsigned.status).toBe(400)
    expect(db.sqlite.query('SELECT count(*) AS n FROM webhook_events').get()).toEqual({ n: 0 })
  })

  test('the same webhook event delivered twice acts once', async () => {
    const { request, db } = await stripeApp()
    const intent = fake.addIntent({ amount: 49000, status: 'succeeded', metadata: { email: 'a@b.ch' } })
    const event = {
      id: 'evt_twice',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id, object: 'payment_intent' } },
    }
    const first = await request('/api/billing/stripe/webhook', await signedEvent(event))
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ received: true, duplicate: false, acted: true })
    const second = await request('/api/billing/stripe/webhook', await signedEvent(event))
    expect(second.status).toBe(200)
    expect(await second.json()).toMatchObject({ received: true, duplicate: true, acted: false })
    const acted = listEntries({ db: db.db }).filter((e) => e.action.startsWith('payment.webhook.'))
    expect(acted).toHaveLength(1)
  })

  test('finding 8: a webhook whose intent cannot be fetched leaves nothing behind, and Stripe’s retry is acted on', async () => {
    const { request, db } = await stripeApp()
    const intent = fake.addIntent({ amount: 49000, status: 'succeeded', metadata: { email: 'a@b.ch' } })
    const event = {
      id: 'evt_lost',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id, object: 'payment_intent' } },
    }
    fake.failRetrieves(true)
    try {
      const failed = await request('/api/billing/stripe/webhook', await signedEvent(event))
      expect(failed.status).toBeGreaterThanOrEqual(500)
    } finally {
      fake.failRetrieves(false)
    }
    expect(db.sqlite.query('SELECT count(*) AS n FROM webhook_events').get()).toEqual({ n: 0 })
    const retry = await request('/api/billing/stripe/webhook', await signedEvent(event))
    expect(retry.status).toBe(200)
    expect(await retry.json()).toMatchObject({ duplicate: false, acted: true })
    expect(listEntries({ db: db.db }).filter((e) => e.action === 'payment.webhook.succeeded')).toHaveLength(1)
  }, 30_000)

  test('a webhook re-fetches the intent from Stripe instead of trusting the payload', async () => {
    const { request } = await stripeApp()
    const intent = fake.addIntent({ amount: 49000, status: 'requires_payment_method' })
    const before = fake.requests.length
    const event = {
      id: 'evt_refetch',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id, object: 'payment_intent', status: 'succeeded' } },
    }
    await request('/api/billing/stripe/webhook', await signedEvent(event))
    const fetched = fake.requests.slice(before).filter((r) => r.method === 'GET' && r.path.endsWith(intent.id))
    expect(fetched).toHaveLength(1)
  })

  test('a payment_failed event e-mails the payer in the language of the intent, once', async () => {
    const { request, db } = await stripeApp()
    const intent = fake.addIntent({
      amount: 89000,
      status: 'requires_payment_method',
      metadata: { email: 'late@hotel.ch', locale: 'fr', isRenewal: 'false', plan: '5-star' },
    })
    const event = {
      id: 'evt_failed',
      type: 'payment_intent.payment_failed',
      data: { object: { id: intent.id, object: 'payment_intent' } },
    }
    await request('/api/billing/stripe/webhook', await signedEvent(event))
    await request('/api/billing/stripe/webhook', await signedEvent(event))
    const mails = listOutbox({ db: db.db }).filter((m) => m.kind === 'payment-failed')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toBe('late@hotel.ch')
    expect(mails[0]?.subject).toBe('Votre paiement n’a pas pu être effectué')
  })
})
