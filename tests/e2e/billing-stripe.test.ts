// Stripe mode in Chromium: with keys configured the wizard asks the (loopback fake) Stripe API for the intent and
// loads Stripe.js from js.stripe.com (allowed by the CSP); when Stripe.js cannot load, the member is told plainly.
import { afterAll, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { openPage, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { fillRegistrationWizard } from '../support/registration'
import { startStripeFake } from '../support/stripe-fake'

// The loopback fake of Stripe's API, listening before the server starts (its address is the server's STRIPE_API_URL).
const fake = startStripeFake()
const file = browserFile({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_API_URL: fake.url,
  },
})
afterAll(() => fake.stop())

/** A blank page (the routes below are set before it loads /register). */
const blankPage = () => openPage(file.browser, file.server.url)

/**
 * The wizard up to the card step, with Stripe.js unreachable (no network here): the intent is created at the fake and
 * the page says the payment system is not ready. Answers what the page asked js.stripe.com for.
 */
async function wizardToCardStep(page: Page, email: string) {
  const stripeScripts: string[] = []
  await page.route('https://js.stripe.com/**', (route) => {
    stripeScripts.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  await page.route('**/api/user/check-email-exist', (route) => route.fulfill({ json: { user: null } }))
  await page.goto('/register')
  await waitForHydration(page)
  await fillRegistrationWizard(page, { email, plan: '3-star-association' })
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByText('Payment system not ready', { exact: false }).waitFor()
  return stripeScripts
}

describe('Stripe mode', () => {
  test('the intent is created at Stripe with the plan price in CHF; Stripe.js is requested and its failure is explained', async () => {
    const { page, close } = await blankPage()
    const stripeScripts = await wizardToCardStep(page, 'stripe@alpina.ch')
    expect(await page.getByText('TEST MODE').count()).toBe(0)
    expect(stripeScripts.length).toBeGreaterThan(0)
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    expect(created?.form.amount).toBe('39000')
    expect(created?.form.currency).toBe('chf')
    expect(created?.form['metadata[email]']).toBe('stripe@alpina.ch')
    expect(created?.headers['idempotency-key']).toBeTruthy()
    await close()
  })

  test('item 32: back from Stripe, the payment return page says "Payment successful! Redirecting..." before the thank-you page', async () => {
    const { page, close } = await blankPage()
    await wizardToCardStep(page, 'returned@alpina.ch')
    const intent = [...fake.intents.values()].find((i) => i.metadata.email === 'returned@alpina.ch')!
    // What Stripe.js does on a paid card: the intent is paid and the browser goes to the return address.
    fake.setStatus(intent.id, 'succeeded')
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/user/sign-up', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(
      `/payment-validation?payment_intent=${intent.id}&payment_intent_client_secret=${intent.client_secret}&redirect_status=succeeded`,
    )
    const said = page.getByTestId('payment-success')
    await said.waitFor()
    expect(await said.textContent()).toBe('Payment successful! Redirecting...')
    release()
    await page.waitForURL(/\/check-verification-status$/)
    await page.getByText('You paid by card.').waitFor()
    await close()
  }, 60_000)
})
