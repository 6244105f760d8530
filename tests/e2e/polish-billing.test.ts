// Issue 24 in Chromium, the paying side of "The front desk, polished" (items 21, 25 and 32): the first year starts at
// the approval and the registration says so, the QR-bill keeps its scannable size on a phone, and "Payment successful"
// is seen on the page that follows the card form. Screens go to docs/screens and are checked by axe.
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { formatDate } from '~/lib/dates'
import { jsonInit } from '~/modules/auth/testing'
import { addMonths } from '~/modules/billing/service'
import { signUpBody } from '~/modules/billing/testing'
import { type Credentials, createAdminWithCli } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { fillRegistrationWizard } from '../support/registration'
import { screenPath } from '../support/screens'

let admin: Credentials
const PASSWORD = 'alpina-pass-1'
const DAY = 86_400_000

const file = browserFile({
  env: { TRUST_PROXY: 'true' },
  setup: async (server) => {
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
  },
})

// Each sign-up comes from its own address: the sign-up allows 5 a minute per address.
let hotels = 0
const fromOwnAddress = () => ({ 'x-forwarded-for': `198.51.100.${++hotels}` })
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${file.server.url}${path}`, jsonInit('POST', body, headers))

/** The server's database, for a look at (or, to set a scene, a change of) what the app wrote. */
function inDatabase<T>(run: (sqlite: ReturnType<typeof openDatabase>['sqlite']) => T): T {
  const db = openDatabase(join(file.server.dataDir, 'knowyourguest.sqlite'), { runMigrations: false })
  try {
    return run(db.sqlite)
  } finally {
    db.close()
  }
}

/** A hotel registered and paid by (simulated) card through the API, as the registration page does it. */
async function registerByCard(email: string) {
  const from = fromOwnAddress()
  const intent = (await (
    await post(
      '/api/user/create-payment-intent',
      { amount: 49000, currency: 'chf', customer_email: email, metadata: { plan: '3-star' } },
      from,
    )
  ).json()) as { clientSecret: string; paymentIntentId: string }
  expect((await post('/api/billing/simulated/confirm', { ...intent, outcome: 'succeeded' }, from)).status).toBe(200)
  const res = await post(
    '/api/user/sign-up',
    {
      ...signUpBody(email, { company_name: 'Hotel Waldrand' }),
      password: PASSWORD,
      paymentIntent: intent.paymentIntentId,
    },
    from,
  )
  expect(res.status).toBe(200)
}

const SIZES = [DESKTOP, PHONE] as const

describe('issue 24 when paying', () => {
  test('item 21: the first year starts at approval: the plan step and the thank-you page say so, and an approval ten days after the payment ends the year ten days later', async () => {
    const said = {
      en: 'The first year starts on the day we approve your hotel, not on the day you pay',
      de: 'Das erste Jahr beginnt am Tag, an dem wir Ihr Hotel freigeben, nicht am Tag der Zahlung',
    }
    const thanks = {
      en: 'Your subscription year starts on the day your hotel is approved',
      de: 'Ihr Abonnementsjahr beginnt am Tag, an dem Ihr Hotel freigegeben wird',
    }
    for (const locale of ['en', 'de'] as const) {
      const { page, close } = await file.open('/register', { locale })
      await fillRegistrationWizard(page, {
        locale,
        email: `plan-${locale}@alpina.ch`,
        password: PASSWORD,
        plan: '3-star',
      })
      const line = page.getByTestId('year-starts')
      expect(await line.textContent()).toContain(said[locale])
      for (const viewport of SIZES) {
        await page.setViewportSize(viewport)
        await line.scrollIntoViewIfNeeded()
        await page.screenshot({ path: screenPath(`register-plan-year-${locale}-${viewport.width}.png`) })
        await expectCleanScreen(page, `plan step ${locale} ${viewport.width}`, expect)
      }
      await close()

      // The thank-you page after a card payment (the page's clock holds the 5 s redirect to /login).
      for (const viewport of SIZES) {
        const thankYou = await file.open('/check-verification-status', { locale, viewport, clock: true })
        await thankYou.page.evaluate(() => history.replaceState({ ...history.state, source: 'stripe' }, ''))
        await thankYou.page.reload()
        await waitForHydration(thankYou.page)
        await thankYou.page.getByText(thanks[locale]).waitFor()
        await thankYou.page.screenshot({
          path: screenPath(`pending-card-year-${locale}-${viewport.width}.png`),
          fullPage: true,
        })
        await expectCleanScreen(thankYou.page, `thank-you page ${locale} ${viewport.width}`, expect)
        await thankYou.close()
      }
    }

    // A hotel that paid ten days ago (its subscription written as the payment left it then) is approved now.
    await registerByCard('waldrand@alpina.ch')
    const paidAt = new Date(Date.now() - 10 * DAY).toISOString()
    inDatabase((sqlite) =>
      sqlite.run(
        `UPDATE subscriptions SET starts_at = ?, expires_at = ? WHERE user_id =
           (SELECT id FROM users WHERE email = 'waldrand@alpina.ch')`,
        [paidAt, addMonths(paidAt, 12)],
      ),
    )
    const { page, close } = await file.as(admin, '/admin/hotels')
    await page.locator('article', { hasText: 'Hotel Waldrand' }).getByRole('button', { name: 'Approve' }).click()
    const dialog = page.getByRole('dialog', { name: 'Approve Hotel Waldrand' })
    await dialog.getByLabel('Why approve without the ID?').fill('Passport shown by video call')
    await dialog.getByRole('button', { name: 'Approve without ID' }).click()
    await page.getByText('Hotel Waldrand approved').waitFor()
    const row = inDatabase(
      (sqlite) =>
        sqlite
          .query(
            `SELECT s.starts_at, s.expires_at, s.awaiting_approval FROM subscriptions s
             JOIN users u ON u.id = s.user_id WHERE u.email = 'waldrand@alpina.ch'`,
          )
          .get() as { starts_at: string; expires_at: string; awaiting_approval: number },
    )
    expect(row.awaiting_approval).toBe(0)
    expect(Date.parse(row.starts_at) - Date.parse(paidAt)).toBeGreaterThanOrEqual(10 * DAY)
    expect(row.expires_at).toBe(addMonths(row.starts_at, 12))
    // The console's member list shows that end.
    await page.reload()
    await waitForHydration(page)
    const member = page.locator('tr', { hasText: 'Hotel Waldrand' })
    await member.getByText(formatDate(row.expires_at, 'en')).waitFor()
    await close()
  }, 180_000)

  test('item 32: "Payment successful! Redirecting..." is seen on the page that follows the TEST MODE card form, then the thank-you page opens', async () => {
    const success = { en: 'Payment successful! Redirecting...', de: 'Zahlung erfolgreich! Weiterleitung...' }
    const toPayment = { en: 'Continue to payment', de: 'Weiter zur Zahlung' }
    for (const locale of ['en', 'de'] as const) {
      const { page, close } = await file.open('/register', { locale })
      await fillRegistrationWizard(page, {
        locale,
        email: `paid-${locale}@alpina.ch`,
        password: PASSWORD,
        plan: '3-star',
      })
      await page.getByRole('button', { name: toPayment[locale] }).click()
      await page.locator('input[name="cardnumber"]').fill('4242 4242 4242 4242')
      await page.locator('input[name="cardexpiry"]').fill('12/30')
      await page.locator('input[name="cardcvc"]').fill('123')
      // The registration call is held until the page has been looked at, then let through.
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/user/sign-up', async (route) => {
        await held
        await route.continue()
      })
      await page.locator('form.card-form button[type="submit"]').click()
      await page.waitForURL(/\/payment-validation\?payment_intent=pi_sim_.*redirect_status=succeeded/)
      const said = page.getByTestId('payment-success')
      await said.waitFor()
      expect(await said.textContent()).toBe(success[locale])
      for (const viewport of SIZES) {
        await page.setViewportSize(viewport)
        await page.screenshot({ path: screenPath(`payment-success-${locale}-${viewport.width}.png`) })
        await expectCleanScreen(page, `payment return ${locale} ${viewport.width}`, expect)
      }
      release()
      await page.waitForURL(/\/check-verification-status$/)
      await close()
    }
  }, 180_000)

  test('item 25: the QR-bill keeps its real size: at 390 px it scrolls sideways with a hint and opens on the payment part with the whole QR code, at 1280 px it fits', async () => {
    const res = await post(
      '/api/user/sign-up',
      { ...signUpBody('qr@alpina.ch'), password: PASSWORD, paymentMethod: 'banktransfer' },
      fromOwnAddress(),
    )
    expect(res.status).toBe(200)
    // The page draws the bill from the transfer the sign-up answered, description included (ADR 235).
    const { reference, amount, description } = (
      (await res.json()) as { bankTransfer: { reference: string; amount: number; description: string } }
    ).bankTransfer
    const mm = 96 / 25.4
    const hint = {
      en: 'The QR-bill is shown at its real size so that banking apps can read it',
      de: 'Die QR-Rechnung wird in Originalgrösse gezeigt',
    }
    for (const locale of ['en', 'de'] as const) {
      for (const viewport of SIZES) {
        const { page, close } = await file.open('/check-verification-status', { locale, viewport })
        await page.evaluate((state) => history.replaceState({ ...history.state, ...state }, ''), {
          source: 'banktransfer',
          reference,
          amount,
          description,
        })
        await page.reload()
        await waitForHydration(page)
        await page.locator('[data-testid="qr-bill"] > svg').waitFor()
        const view = await page.locator('.qr-bill-scroll').evaluate((el) => {
          const svg = el.querySelector('[data-testid="qr-bill"] > svg')!.getBoundingClientRect()
          return { svgWidth: svg.width, scrollLeft: el.scrollLeft, clientWidth: el.clientWidth, full: el.scrollWidth }
        })
        // 210 mm wide, never shrunk: the 46 mm QR code keeps its size.
        expect(Math.round(view.svgWidth)).toBe(Math.round(210 * mm))
        if (viewport === PHONE) {
          await page.getByText(hint[locale]).waitFor()
          // The QR code lies 67 to 113 mm from the bill's left edge: all of it is in view.
          expect(view.scrollLeft).toBeLessThanOrEqual(67 * mm)
          expect(view.scrollLeft + view.clientWidth).toBeGreaterThanOrEqual(113 * mm)
        } else {
          expect(view.full).toBeLessThanOrEqual(view.clientWidth)
          expect(await page.getByText(hint[locale]).count()).toBe(0)
        }
        await page.screenshot({ path: screenPath(`bank-qr-bill-${locale}-${viewport.width}.png`), fullPage: true })
        await expectCleanScreen(page, `QR-bill ${locale} ${viewport.width}`, expect)
        await close()
      }
    }
  }, 180_000)
})
