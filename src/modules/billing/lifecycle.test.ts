import { afterEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { createTestDb } from '~/db/testing'
import { fixedClock } from '~/kernel/clock'
import { loadConfig } from '~/kernel/config'
import { createLogger } from '~/kernel/log'
import { createScheduler } from '~/kernel/scheduler'
import { listEntries, SYSTEM } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { companies, users } from '~/modules/auth/schema'
import { createMember, signIn } from '~/modules/auth/testing'
import { runRecorder } from '~/modules/jobs/public'
import { listOutbox } from '~/modules/mail/public'
import { createTestApp, refusal } from '~/server/testing'
import { createSimulatedGateway } from './gateway'
import { billingJobs } from './jobs'
import { cancelAutoRenewal, renewsAtTermEnd } from './lifecycle'
import { planById } from './plans'
import { renewalPlanOf } from './renewal'
import { payments, subscriptions } from './schema'
import { addMonths, extendSubscription, paymentsOf, startFirstYearAtApproval, subscriptionOf } from './service'
import { mailPdfText } from './testing'

const DAY = 86_400_000
const config = loadConfig({ LOG_LEVEL: 'silent', BASE_URL: 'https://kyg.example' })
const silent = createLogger('silent')
let handle = createTestDb()
afterEach(() => {
  handle.close()
  handle = createTestDb()
})

const TERM_END = '2027-06-30T10:00:00.000Z'
const at = (offsetDays: number, hours = 0) => new Date(Date.parse(TERM_END) + offsetDays * DAY + hours * 3_600_000)

/** A 5-star association member whose term ends at TERM_END, paying by card (saved) or by bank transfer. */
async function member(opts: { locale?: 'en' | 'fr' | 'de' | 'it'; card?: string | null; status?: 'pending' } = {}) {
  const { user, password } = await createMember(handle.db, { locale: opts.locale ?? 'en', status: opts.status })
  const plan = planById(config, '5-star-association')!
  extendSubscription(testDeps(handle.db), {
    userId: user.id,
    plan,
    actor: { type: 'system' },
    now: new Date('2026-06-30T10:00:00.000Z'),
    card: opts.card === null ? undefined : { customer: 'cus_sim_1', paymentMethod: opts.card ?? 'pm_sim_ok' },
  })
  expect(subscriptionOf(handle, user.id)?.expiresAt).toBe(TERM_END)
  return { user, password }
}

function jobs(start: Date) {
  const clock = fixedClock(start)
  const gateway = createSimulatedGateway(testDeps(handle.db, clock))
  // The jobs' own clock is the scheduler's: what they write (a transfer's date) is dated on it.
  const scheduler = createScheduler({
    jobs: billingJobs({ ...testDeps(handle.db, clock), config, gateway }),
    clock,
    log: silent,
    recorder: runRecorder(handle),
  })
  return { clock, scheduler }
}

const mails = (kindPrefix: string) => listOutbox(handle).filter((m) => m.kind.startsWith(kindPrefix))

describe('expiry reminders', () => {
  test('reminders go 30, 7 and 1 days before expiry, once each, in the member’s language', async () => {
    const { user } = await member({ locale: 'de' })
    const { clock, scheduler } = jobs(at(-31))
    const sentAfter = async (day: number) => {
      clock.set(at(day))
      await scheduler.runNow('billing.reminders')
      return mails('subscription-reminder').map((m) => m.kind)
    }
    expect(await sentAfter(-31)).toEqual([])
    expect(await sentAfter(-30)).toEqual(['subscription-reminder-30'])
    expect(await sentAfter(-29)).toEqual(['subscription-reminder-30'])
    expect(await sentAfter(-7)).toEqual(['subscription-reminder-30', 'subscription-reminder-7'])
    // Twice on the same day, and the day after: nothing new.
    expect(await sentAfter(-7)).toHaveLength(2)
    expect(await sentAfter(-6)).toHaveLength(2)
    expect(await sentAfter(-1)).toHaveLength(3)
    expect(await sentAfter(-0.5)).toHaveLength(3)
    const all = mails('subscription-reminder')
    expect(all.every((m) => m.to === user.email)).toBe(true)
    expect(all[0]?.subject).toBe('Ihr KnowYourGuest-Abonnement endet am 30. Juni 2027')
    expect(all[0]?.text).toContain('gespeicherten Karte')
  })

  test('a member whose 30-day reminder was missed gets only the one now due', async () => {
    await member({ locale: 'fr' })
    const { scheduler } = jobs(at(-5))
    await scheduler.runNow('billing.reminders')
    await scheduler.runNow('billing.reminders')
    expect(mails('subscription-reminder').map((m) => m.kind)).toEqual(['subscription-reminder-7'])
    expect(mails('subscription-reminder')[0]?.subject).toContain('Votre abonnement KnowYourGuest se termine le')
  })
})

describe('automatic renewal', () => {
  test('at term end the saved card is charged off-session and the term follows without a gap, once', async () => {
    const { user } = await member()
    const { scheduler } = jobs(at(0, 1))
    expect((await scheduler.runNow('billing.auto-renewal')).counts).toEqual({ renewed: 1, declined: 0 })
    expect((await scheduler.runNow('billing.auto-renewal')).counts).toEqual({ renewed: 0, declined: 0 })
    expect(subscriptionOf(handle, user.id)?.expiresAt).toBe('2028-06-30T10:00:00.000Z')
    const renewal = paymentsOf(handle, user.id).filter((p) => p.purpose === 'renewal')
    expect(renewal).toHaveLength(1)
    expect(renewal[0]).toMatchObject({ status: 'succeeded', provider: 'simulated', amountRappen: 69_000 })
    expect(mails('subscription-renewed')).toHaveLength(1)
  })

  test('nothing is charged before term end', async () => {
    await member()
    const { scheduler } = jobs(at(0, -1))
    expect((await scheduler.runNow('billing.auto-renewal')).counts).toEqual({ renewed: 0, declined: 0 })
  })

  test('a declined card is e-mailed and retried on days 1, 3 and 7, then no more', async () => {
    const { user } = await member({ locale: 'it', card: 'pm_sim_declined' })
    const { clock, scheduler } = jobs(at(0, 1))
    const declinedBy = async (day: number) => {
      clock.set(at(day, 1))
      await scheduler.runNow('billing.auto-renewal')
      return mails('renewal-charge-failed').length
    }
    expect(await declinedBy(0)).toBe(1)
    expect(await declinedBy(0.5)).toBe(1)
    expect(await declinedBy(1)).toBe(2)
    expect(await declinedBy(2)).toBe(2)
    expect(await declinedBy(3)).toBe(3)
    expect(await declinedBy(7)).toBe(4)
    expect(await declinedBy(9)).toBe(4)
    const failed = mails('renewal-charge-failed')
    expect(failed[0]?.text).toContain('Riproveremo il 1 luglio 2027')
    expect(failed[3]?.text).toContain('Era il nostro ultimo tentativo')
    expect(subscriptionOf(handle, user.id)?.expiresAt).toBe(TERM_END)
    expect(listEntries(handle).filter((e) => e.action === 'subscription.renewal.declined')).toHaveLength(4)
  })

  test('a new star rating applies from the next term: the renewal charges the new plan', async () => {
    const { user } = await member()
    handle.db
      .update(companies)
      .set({ stars: 3, isPartOfAssociation: false })
      .where(eq(companies.id, user.companyId!))
      .run()
    const { scheduler } = jobs(at(0, 1))
    await scheduler.runNow('billing.auto-renewal')
    const sub = subscriptionOf(handle, user.id)!
    expect(sub.plan).toBe('3-star')
    expect(sub.priceRappen).toBe(49_000)
    expect(paymentsOf(handle, user.id)[0]?.amountRappen).toBe(49_000)
  })
})

describe('manual renewal after a plan change', () => {
  test('a hotel that changed its star rating renews by hand at the new plan’s price, from the next term', async () => {
    const { request, api, db } = await createTestApp()
    handle = db
    const { user, password } = await member()
    // Ten days before term end (renewal opens 30 days before).
    const termEnd = new Date(Date.now() + 10 * DAY).toISOString()
    handle.db.update(subscriptions).set({ expiresAt: termEnd }).where(eq(subscriptions.userId, user.id)).run()
    handle.db
      .update(companies)
      .set({ stars: 3, isPartOfAssociation: false })
      .where(eq(companies.id, user.companyId!))
      .run()
    const session = await signIn(request, user.email, password)
    // The popup reads the price from the first payment record: the new plan's, while the term runs on the old one.
    const asMember = api(session.bearer).api
    const me = (await asMember.user['get-current-user'].get()).data!
    expect(me.paymentData[0]).toMatchObject({ price: 490, renewalPlan: '3-star' })
    expect(me.subscription).toMatchObject({ plan: '5-star-association', price: 690, renewalPrice: 490 })
    const intentFor = (amount: number) =>
      asMember.user['create-payment-intent'].post({
        amount,
        currency: 'chf',
        customer_email: user.email,
        metadata: { userId: user.id, isRenewal: true },
      })
    // The old plan's price is refused: the charge is the new plan's.
    expect((await intentFor(69_000)).status).toBe(400)
    const intentRes = await intentFor(49_000)
    expect(intentRes.status).toBe(200)
    const intent = intentRes.data!
    expect(intent.amount).toBe(49_000)
    const confirm = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret }
    expect((await api().api.billing.simulated.confirm.post({ ...confirm, outcome: 'succeeded' })).status).toBe(200)
    const renewed = await asMember.user['update-user-subscription'].put({
      paymentMode: 'stripe',
      paymentId: intent.paymentIntentId,
      status: 'succeeded',
    })
    expect(renewed.status).toBe(200)
    const sub = subscriptionOf(handle, user.id)!
    expect(sub).toMatchObject({ plan: '3-star', priceRappen: 49_000 })
    // The new term follows the current one: the old plan runs until its end.
    expect(sub.expiresAt).toBe(addMonths(termEnd, 12))
    const renewal = paymentsOf(handle, user.id).filter((p) => p.purpose === 'renewal')
    expect(renewal.map((p) => p.amountRappen)).toEqual([49_000])
  }, 30_000)

  test('an unchanged plan renews at the price the member pays', async () => {
    const { user } = await member()
    handle.db.update(subscriptions).set({ priceRappen: 65_000 }).where(eq(subscriptions.userId, user.id)).run()
    expect(renewalPlanOf({ ...testDeps(handle.db), config }, user.id)).toMatchObject({
      id: '5-star-association',
      priceRappen: 65_000,
    })
  })
})

describe('bank transfer renewal', () => {
  test('30 days before term end a bank-transfer member gets an invoice with a new reference, once', async () => {
    const { user } = await member({ locale: 'fr', card: null })
    const { scheduler } = jobs(at(-30))
    await scheduler.runNow('billing.renewal-invoices')
    await scheduler.runNow('billing.renewal-invoices')
    const pending = handle.db.select().from(payments).where(eq(payments.userId, user.id)).all()
    expect(pending.filter((p) => p.status === 'pending' && p.purpose === 'renewal')).toHaveLength(1)
    const invoice = mails('renewal-invoice')
    expect(invoice).toHaveLength(1)
    expect(invoice[0]?.text).toContain(pending.find((p) => p.status === 'pending')!.bankReference!)
    expect(invoice[0]?.subject).toBe('Facture pour le renouvellement de votre abonnement KnowYourGuest')
  })

  test('the renewal invoice carries the QR-bill PDF, addressed to the hotel, with its description and date (ADR 235)', async () => {
    await member({ locale: 'de', card: null })
    const { scheduler } = jobs(at(-30))
    await scheduler.runNow('billing.renewal-invoices')
    const [invoice] = mails('renewal-invoice')
    const reference = /KYG-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(invoice?.text ?? '')?.[0]
    expect(invoice?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`qr-bill-${reference}.pdf`, 'application/pdf'],
    ])
    const pdf = mailPdfText(invoice!)
    // The hotel's own name and address (an approved member's, ADR 228), the day the bill was made and what it pays.
    for (const line of ['Hotel Bellevue', 'Seestrasse 12', '8002 Zurich', 'Schweiz', 'Datum: 31. Mai 2027'])
      expect(pdf).toContain(line)
    expect(pdf).toContain('KnowYourGuest-Abonnement Hotel mit 4 oder 5 Sternen, 2027')
    expect(pdf).toContain(reference!)
  })
})

describe('a hotel still waiting for its approval (ADR 235)', () => {
  test('its provisional term end brings no reminder, invoice or charge; once approved, the moved term gets them', async () => {
    const waiting = [await member({ status: 'pending' }), await member({ status: 'pending', card: null })]
    handle.db.update(subscriptions).set({ awaitingApproval: true }).run()
    const audited = listEntries(handle)
    const { clock, scheduler } = jobs(at(-31))
    for (let day = -31; day <= 8; day++) {
      clock.set(at(day, 1))
      for (const job of ['billing.reminders', 'billing.renewal-invoices', 'billing.auto-renewal'])
        await scheduler.runNow(job)
    }
    expect(listOutbox(handle)).toEqual([])
    expect(waiting.flatMap(({ user }) => paymentsOf(handle, user.id))).toEqual([])
    expect(handle.sqlite.query('SELECT * FROM subscription_notices').all()).toEqual([])
    expect(listEntries(handle)).toEqual(audited)
    expect(waiting.map(({ user }) => subscriptionOf(handle, user.id)?.expiresAt)).toEqual([TERM_END, TERM_END])

    // Approved on day 10: the year runs from then, and its end is a real one.
    for (const { user } of waiting) {
      handle.db.update(users).set({ status: 'approved' }).where(eq(users.id, user.id)).run()
      startFirstYearAtApproval(testDeps(handle.db, fixedClock(at(10))), { userId: user.id, actor: SYSTEM })
    }
    const end = subscriptionOf(handle, waiting[0]!.user.id)!.expiresAt
    expect(end).toBe(addMonths(at(10).toISOString(), 12))
    clock.set(new Date(Date.parse(end) - 30 * DAY + 3_600_000))
    await scheduler.runNow('billing.reminders')
    await scheduler.runNow('billing.renewal-invoices')
    expect(mails('subscription-reminder-30')).toHaveLength(2)
    expect(mails('renewal-invoice')).toHaveLength(1)
  })
})

describe('termination', () => {
  test('notice 30 days or more before term end: no renewal, confirmed by e-mail and audited', async () => {
    const { user } = await member()
    const answer = cancelAutoRenewal(
      { ...testDeps(handle.db), config },
      { userId: user.id, actor: { type: 'user', id: user.id }, now: at(-40) },
    )
    expect(answer).toEqual({ autoRenew: false, endsAt: TERM_END, inTime: true })
    expect(mails('auto-renewal-cancelled')[0]?.text).toContain('it ends on 30 June 2027')
    expect(listEntries(handle).some((e) => e.action === 'subscription.auto_renew.cancelled')).toBe(true)
    const { scheduler } = jobs(at(0, 1))
    expect((await scheduler.runNow('billing.auto-renewal')).counts).toEqual({ renewed: 0, declined: 0 })
    expect(subscriptionOf(handle, user.id)?.expiresAt).toBe(TERM_END)
  })

  test('later notice applies from the following term: one more renewal, then none', async () => {
    const { user } = await member()
    const answer = cancelAutoRenewal(
      { ...testDeps(handle.db), config },
      { userId: user.id, actor: { type: 'user', id: user.id }, now: at(-10) },
    )
    expect(answer).toMatchObject({ inTime: false, endsAt: '2028-06-30T10:00:00.000Z' })
    const { clock, scheduler } = jobs(at(0, 1))
    await scheduler.runNow('billing.auto-renewal')
    const renewed = subscriptionOf(handle, user.id)!
    expect(renewed.expiresAt).toBe('2028-06-30T10:00:00.000Z')
    expect(renewsAtTermEnd(renewed)).toBe(false)
    clock.set('2028-06-30T11:00:00.000Z')
    await scheduler.runNow('billing.auto-renewal')
    expect(subscriptionOf(handle, user.id)?.expiresAt).toBe('2028-06-30T10:00:00.000Z')
  })

  test('a member cancels from the profile through the API; a second cancel is refused', async () => {
    const { request, api, db } = await createTestApp()
    handle = db
    const { user, password } = await member()
    const session = await signIn(request, user.email, password)
    const cancel = api(session.bearer).api.billing['auto-renewal'].cancel
    const first = await cancel.post({})
    expect(first.status).toBe(200)
    expect(first.data?.autoRenew).toBe(false)
    const again = await cancel.post({})
    expect(again.status).toBe(409)
    expect(refusal(again).message).toBe('There is no automatic renewal to cancel.')
    const me = (await api(session.bearer).api.user['get-current-user'].get()).data
    expect(JSON.stringify(me)).toContain('"endsAt"')
  })
})
