import { afterEach, describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { loadConfig } from '~/kernel/config'
import { createLogger } from '~/kernel/log'
import { listEntries } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { createTestApp, refusal } from '~/server/testing'
import { createSimulatedGateway } from './gateway'
import { planById } from './plans'
import {
  type BillingDeps,
  confirmBankTransfer,
  createBankTransfer,
  createPaymentIntent,
  extendSubscription,
  MESSAGES,
  paymentDataOf,
  pendingBankTransfers,
  recordCardPayment,
  registrationPaymentConfirmed,
  saveRegistrationDraft,
  takeRegistrationDraft,
  verifyPaidIntent,
} from './service'

let handle = createTestDb()
afterEach(() => {
  handle.close()
  handle = createTestDb()
})
const config = loadConfig({ LOG_LEVEL: 'silent' })
const depsOf = (): BillingDeps & { gateway: ReturnType<typeof createSimulatedGateway> } => ({
  ...testDeps(handle.db),
  config,
  log: createLogger('silent'),
  gateway: createSimulatedGateway(testDeps(handle.db)),
})
const anonymous = { type: 'anonymous' as const }
const plan3 = planById(config, '3-star')!
const plan5 = planById(config, '5-star')!
const count = (table: string) => (handle.sqlite.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n

async function paidIntent(deps: ReturnType<typeof depsOf>, email = 'front@hotel.ch', plan = plan3) {
  const intent = await createPaymentIntent(deps, {
    amount: plan.priceRappen,
    currency: 'chf',
    email,
    plan,
    purpose: 'registration',
    actor: anonymous,
  })
  await deps.gateway.confirm(intent.id, intent.clientSecret, 'succeeded')
  return intent
}

describe('plans and prices', () => {
  test('the four plans have documented default prices in rappen, overridable by environment', () => {
    expect(plan3.priceRappen).toBe(49_000)
    expect(planById(config, '3-star-association')?.priceRappen).toBe(39_000)
    expect(plan5.priceRappen).toBe(89_000)
    expect(planById(config, '5-star-association')?.priceRappen).toBe(69_000)
    expect(planById(loadConfig({ PRICE_5_STAR_CHF: '1000.50' }), '5-star')?.priceRappen).toBe(100_050)
    expect(() => loadConfig({ PRICE_3_STAR_CHF: 'free' })).toThrow(/PRICE_3_STAR_CHF/)
  })
})

describe('create-payment-intent', () => {
  test('without an e-mail it answers the spec message and creates nothing', async () => {
    const { api, db } = await createTestApp()
    const res = await api().api.user['create-payment-intent'].post({
      amount: 49000,
      currency: 'chf',
      metadata: { plan: '3-star' },
    })
    expect(res.status).toBe(400)
    expect(refusal(res).message).toBe('User email is required')
    expect(db.sqlite.query('SELECT count(*) AS n FROM simulated_intents').get()).toEqual({ n: 0 })
  })

  test('the message is answered in the visitor’s language', async () => {
    const { api } = await createTestApp()
    const res = await api({ cookie: 'lang=de' }).api.user['create-payment-intent'].post({
      amount: 49000,
      currency: 'chf',
      metadata: { plan: '3-star' },
    })
    expect(refusal(res).message).toBe('Die E-Mail des Benutzers ist erforderlich')
  })

  test('a lower amount than the plan price is refused with a clear message and creates nothing', async () => {
    const { api, db } = await createTestApp()
    const res = await api().api.user['create-payment-intent'].post({
      amount: 100,
      currency: 'chf',
      customer_email: 'a@hotel.ch',
      metadata: { plan: '5-star' },
    })
    expect(res.status).toBe(400)
    expect(refusal(res).message).toBe('The amount does not match the price of the selected plan.')
    expect(db.sqlite.query('SELECT count(*) AS n FROM simulated_intents').get()).toEqual({ n: 0 })
  })

  test('the plan price in CHF gives a simulated TEST MODE intent with a pi_sim_ id', async () => {
    const { api } = await createTestApp()
    const res = await api().api.user['create-payment-intent'].post({
      amount: 89000,
      currency: 'chf',
      customer_email: 'a@hotel.ch',
      metadata: { plan: '5-star' },
    })
    expect(res.status).toBe(200)
    const body = res.data!
    expect(body.paymentIntentId).toMatch(/^pi_sim_/)
    expect(body.clientSecret.startsWith(`${body.paymentIntentId}_secret_`)).toBe(true)
  })

  test('the TEST MODE decline card answers the spec message and leaves the intent unpaid', async () => {
    const { api } = await createTestApp()
    const created = (
      await api().api.user['create-payment-intent'].post({
        amount: 49000,
        currency: 'chf',
        customer_email: 'a@hotel.ch',
        metadata: { plan: '3-star' },
      })
    ).data!
    const confirm = api().api.billing.simulated.confirm
    const { paymentIntentId, clientSecret } = created
    const declined = await confirm.post({ paymentIntentId, clientSecret, outcome: 'declined' })
    expect(declined.status).toBe(402)
    expect(refusal(declined).message).toBe('Payment failed. Please try again.')
    const wrongSecret = await confirm.post({ paymentIntentId, clientSecret: 'guess', outcome: 'succeeded' })
    expect(wrongSecret.status).toBe(404)
  })
})

describe('verifying a paid intent (the redirect is never trusted)', () => {
  test('a simulated intent survives a restart: a new gateway on the same database retrieves it', async () => {
    const deps = depsOf()
    const intent = await paidIntent(deps)
    const again = await createSimulatedGateway(testDeps(handle.db)).retrieveIntent(intent.id)
    expect(again?.status).toBe('succeeded')
  })

  test('an intent that was not paid is refused', async () => {
    const deps = depsOf()
    const intent = await createPaymentIntent(deps, {
      amount: plan3.priceRappen,
      currency: 'chf',
      email: 'front@hotel.ch',
      plan: plan3,
      purpose: 'registration',
      actor: anonymous,
    })
    await expect(
      verifyPaidIntent(deps, {
        intentId: intent.id,
        plan: plan3,
        purpose: 'registration',
        email: 'front@hotel.ch',
        actor: anonymous,
      }),
    ).rejects.toThrow(MESSAGES.intentNotPaid)
  })

  test('an intent paid by another e-mail is refused', async () => {
    const deps = depsOf()
    const intent = await paidIntent(deps, 'other@hotel.ch')
    await expect(
      verifyPaidIntent(deps, {
        intentId: intent.id,
        plan: plan3,
        purpose: 'registration',
        email: 'front@hotel.ch',
        actor: anonymous,
      }),
    ).rejects.toThrow(MESSAGES.intentWrongOwner)
  })

  test('an intent for another plan’s amount is refused', async () => {
    const deps = depsOf()
    const intent = await paidIntent(deps, 'front@hotel.ch', plan3)
    await expect(
      verifyPaidIntent(deps, {
        intentId: intent.id,
        plan: plan5,
        purpose: 'registration',
        email: 'front@hotel.ch',
        actor: anonymous,
      }),
    ).rejects.toThrow(MESSAGES.intentWrongAmount)
  })

  test('an intent already used is refused, and the database refuses a second payment with it', async () => {
    const deps = depsOf()
    const intent = await paidIntent(deps)
    const check = {
      intentId: intent.id,
      plan: plan3,
      purpose: 'registration' as const,
      email: 'front@hotel.ch',
      actor: anonymous,
    }
    await verifyPaidIntent(deps, check)
    recordCardPayment(deps, {
      userId: 'u1',
      plan: plan3,
      purpose: 'registration',
      intentId: intent.id,
      actor: anonymous,
    })
    await expect(verifyPaidIntent(deps, check)).rejects.toThrow(MESSAGES.intentUsed)
    expect(() =>
      recordCardPayment(deps, {
        userId: 'u2',
        plan: plan3,
        purpose: 'registration',
        intentId: intent.id,
        actor: anonymous,
      }),
    ).toThrow(MESSAGES.intentUsed)
    expect(count('payments')).toBe(1)
  })

  test('an id that does not start with pi_ is refused before any lookup', async () => {
    const deps = depsOf()
    await expect(
      verifyPaidIntent(deps, {
        intentId: 'ch_123',
        plan: plan3,
        purpose: 'registration',
        email: 'a@b.ch',
        actor: anonymous,
      }),
    ).rejects.toThrow(MESSAGES.intentFormat)
  })

  test('every refusal is written to the audit log', async () => {
    const deps = depsOf()
    const intent = await paidIntent(deps, 'other@hotel.ch')
    await verifyPaidIntent(deps, {
      intentId: intent.id,
      plan: plan3,
      purpose: 'registration',
      email: 'x@y.ch',
      actor: anonymous,
    }).catch(() => {})
    expect(listEntries(deps).some((e) => e.action === 'payment.verification.refused')).toBe(true)
  })
})

describe('subscriptions', () => {
  test('a first payment starts a 12-month subscription; paymentData shows its price and expiry', () => {
    const deps = depsOf()
    const now = new Date('2026-03-10T10:00:00.000Z')
    extendSubscription(deps, { userId: 'u1', plan: plan3, actor: anonymous, now })
    const { paymentData, subscription } = paymentDataOf(deps, 'u1')
    expect(subscription?.expiresAt).toBe('2027-03-10T10:00:00.000Z')
    expect(paymentData[0]).toMatchObject({ price: 490, expiry_date: '2027-03-10T10:00:00.000Z' })
  })

  test('renewing before expiry extends from the current expiry, after expiry from now', () => {
    const deps = depsOf()
    extendSubscription(deps, { userId: 'u1', plan: plan3, actor: anonymous, now: new Date('2025-06-01T00:00:00.000Z') })
    const early = extendSubscription(deps, {
      userId: 'u1',
      plan: plan3,
      actor: anonymous,
      now: new Date('2026-05-12T00:00:00.000Z'),
    })
    expect(early.expiresAt).toBe('2027-06-01T00:00:00.000Z')
    const late = extendSubscription(deps, {
      userId: 'u1',
      plan: plan3,
      actor: anonymous,
      now: new Date('2028-01-15T00:00:00.000Z'),
    })
    expect(late.expiresAt).toBe('2029-01-15T00:00:00.000Z')
  })
})

describe('bank transfers', () => {
  test('a transfer gets a unique reference, stays pending, and approval waits for its confirmation', () => {
    const deps = depsOf()
    const a = createBankTransfer(deps, { userId: 'u1', plan: plan5, purpose: 'registration', actor: anonymous })
    const b = createBankTransfer(deps, { userId: 'u2', plan: plan5, purpose: 'registration', actor: anonymous })
    expect(a.bankReference).toMatch(/^KYG-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(a.bankReference).not.toBe(b.bankReference)
    expect(registrationPaymentConfirmed(deps, 'u1')).toBe(false)
    expect(pendingBankTransfers(deps).map((p) => p.userId)).toEqual(['u1', 'u2'])

    const { subscription } = confirmBankTransfer(deps, {
      reference: a.bankReference!.toLowerCase(),
      actor: { type: 'operator' },
    })
    expect(registrationPaymentConfirmed(deps, 'u1')).toBe(true)
    expect(subscription.priceRappen).toBe(89_000)
    expect(pendingBankTransfers(deps).map((p) => p.userId)).toEqual(['u2'])
    expect(() => confirmBankTransfer(deps, { reference: a.bankReference!, actor: { type: 'operator' } })).toThrow(
      MESSAGES.referenceUnknown,
    )
  })
})

describe('registration drafts', () => {
  test('the password waits as a hash under a random id, for the same e-mail only, and only once', async () => {
    const deps = depsOf()
    const { draftId } = await saveRegistrationDraft(deps, { email: 'Front@Hotel.ch', password: 'secret-pass' })
    expect(draftId.length).toBeGreaterThanOrEqual(32)
    const stored = handle.sqlite.query('SELECT password_hash FROM registration_drafts').get() as {
      password_hash: string
    }
    expect(stored.password_hash).not.toContain('secret-pass')
    expect(takeRegistrationDraft(deps, { draftId, email: 'someone@else.ch' })).toBeUndefined()
    const hash = takeRegistrationDraft(deps, { draftId, email: 'front@hotel.ch' })
    expect(hash && (await Bun.password.verify('secret-pass', hash))).toBe(true)
    expect(takeRegistrationDraft(deps, { draftId, email: 'front@hotel.ch' })).toBeUndefined()
  })
})
