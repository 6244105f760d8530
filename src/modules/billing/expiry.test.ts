import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { testDeps } from '~/modules/audit/testing'
import { createMember, jsonInit, signIn } from '~/modules/auth/testing'
import { createTestApp, refusalIn } from '~/server/testing'
import { planById } from './plans'
import { subscriptions } from './schema'
import { extendSubscription, subscriptionOf } from './service'

const DAY = 86_400_000

describe('an expired member (issue 12 acceptance)', () => {
  test('1 day past expiry: search and reports answer 402 in the member’s language, the dashboard shows why with the renewal button, renewing with the test card opens them again', async () => {
    const { request, api, db, config } = await createTestApp()
    const { user, password } = await createMember(db.db, { locale: 'de' })
    extendSubscription(testDeps(db.db), {
      userId: user.id,
      plan: planById(config, '5-star-association')!,
      actor: { type: 'system' },
    })
    const expiredAt = new Date(Date.now() - DAY).toISOString()
    db.db.update(subscriptions).set({ expiresAt: expiredAt }).where(eq(subscriptions.userId, user.id)).run()

    const session = await signIn(request, user.email, password)
    const headers = { ...session.bearer, cookie: session.cookie, 'accept-language': 'de' }
    // Signing in and the profile still work.
    expect((await request('/api/user/get-current-user', { headers })).status).toBe(200)
    const search = () =>
      request('/api/search', jsonInit('POST', { first_name: 'Johann', last_name: 'Müller' }, headers))
    expect((await search()).status).toBe(402)
    const blocked = await request('/api/reports/mine', { headers })
    expect(blocked.status).toBe(402)
    expect((await refusalIn(blocked)).message).toBe(
      'Ihr Abonnement ist abgelaufen. Erneuern Sie es, um Gäste zu suchen und zu melden.',
    )

    // The dashboard says why, with the renewal button (server-rendered page).
    const page = await (
      await request('/dashboard/reports', { headers: { cookie: `${session.cookie}; lang=de` } })
    ).text()
    expect(page).toContain('Ihr Abonnement ist abgelaufen')
    expect(page).toContain('class="extend-link"')

    // Renewal with the TEST MODE card: intent, card confirmation, then the renewal call.
    const intentRes = await api(headers).api.user['create-payment-intent'].post({
      amount: 69_000,
      currency: 'chf',
      customer_email: user.email,
      metadata: { userId: user.id, isRenewal: true },
    })
    expect(intentRes.status).toBe(200)
    const intent = intentRes.data!
    const confirmed = await api().api.billing.simulated.confirm.post({
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      outcome: 'succeeded',
    })
    expect(confirmed.status).toBe(200)
    const renewed = await api(headers).api.user['update-user-subscription'].put({
      paymentMode: 'stripe',
      paymentId: intent.paymentIntentId,
      status: 'succeeded',
    })
    expect(renewed.status).toBe(200)
    const sub = subscriptionOf(db, user.id)!
    expect(Date.parse(sub.expiresAt)).toBeGreaterThan(Date.now() + 360 * DAY)
    // The card is kept for the next automatic renewal.
    expect(sub.cardPaymentMethod).toStartWith('pm_sim_')

    expect((await request('/api/reports/mine', { headers })).status).toBe(200)
    // And the member searches again.
    expect((await search()).status).toBe(200)
    const after = await (
      await request('/dashboard/reports', { headers: { cookie: `${session.cookie}; lang=de` } })
    ).text()
    expect(after).not.toContain('Ihr Abonnement ist abgelaufen')
    // Sign-in, three pages and a renewal: generous on a busy machine.
  }, 30_000)
})
