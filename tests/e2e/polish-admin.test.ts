// Issue 24 in Chromium, the administrator's side of "The front desk, polished" (items 5, 6, 7, 8 and 9): tables that
// fit the screen, a hotel decision confirmed with a note, the representative's ID asked after payment, the pending
// hotel's upload page at phone width and a rejection that refunds. Screens go to docs/screens and are checked by axe.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser, Page } from 'playwright-core'
import { jsonInit } from '~/modules/auth/testing'
import { signUpBody } from '~/modules/billing/testing'
import { type Credentials, createAdminWithCli, openAt, signInWithForm } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, waitForHydration } from '../support/browser'
import { startTestServer, type TestServer } from '../support/server'

let server: TestServer
let browser: Browser
let admin: Credentials
const PASSWORD = 'alpina-pass-1'

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, jsonInit('POST', body, headers))

/** A hotel registered and paid by (simulated) card through the API, as the registration page does it. */
async function registerByCard(email: string, company: string) {
  const intentRes = await post('/api/user/create-payment-intent', {
    amount: 49000,
    currency: 'chf',
    customer_email: email,
    metadata: { plan: '3-star' },
  })
  const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string }
  expect((await post('/api/billing/simulated/confirm', { ...intent, outcome: 'succeeded' })).status).toBe(200)
  const draft = (await (await post('/api/billing/registration-drafts', { email, password: PASSWORD })).json()) as {
    draftId: string
  }
  const res = await post('/api/user/sign-up', {
    ...signUpBody(email, { company_name: company }),
    draftId: draft.draftId,
    paymentIntent: intent.paymentIntentId,
  })
  expect(res.status).toBe(200)
}

/** A hotel registered to pay by bank transfer through the API; answers the transfer's reference. */
async function registerByTransfer(email: string, company: string) {
  const res = await post('/api/user/sign-up', {
    ...signUpBody(email, { company_name: company }),
    password: PASSWORD,
    paymentMethod: 'banktransfer',
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { bankTransfer: { reference: string } }).bankTransfer.reference
}

beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
  admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
  await registerByCard('anna.longname-reservations@hotel-bellevue-palace.ch', 'Grand Hotel Bellevue Palace')
  await registerByCard('carla@seeblick.ch', 'Hotel Seeblick')
  await registerByTransfer('bruno.meier-frontdesk@hotel-alpina-gstaad.ch', 'Hotel Alpina Gstaad & Spa')
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function adminAt(path: string, viewport: { width: number; height: number }, locale = 'en') {
  const probe = await openAt(browser, server, '/login', { viewport, locale })
  await signInWithForm(probe.page, admin)
  await probe.page.waitForURL('**/admin')
  await probe.page.goto(path)
  await waitForHydration(probe.page)
  await probe.page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"]')].some((s) => /Loading|Laden/.test(s.textContent ?? '')),
  )
  return probe
}

/** Whether the element lies wholly inside the viewport's width (no sideways scrolling needed to reach it). */
const insideWidth = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect()
      return box.left >= 0 && box.right <= document.documentElement.clientWidth + 0.5
    }),
  )

async function expectAccessible(page: Page, screen: string) {
  expect(`${screen}: ${describeViolations(await axeViolations(page))}`).toBe(`${screen}: `)
}

describe('issue 24 at the admin console', () => {
  test('item 9: admin tables fit: at 1280 px every payments and audit column is on screen, at 390 px the transfer’s Confirm button is reachable without sideways scrolling', async () => {
    for (const locale of ['en', 'de']) {
      for (const viewport of [DESKTOP, PHONE]) {
        for (const path of ['/admin/payments', '/admin/audit']) {
          const { page, close } = await adminAt(path, viewport, locale)
          const screen = `${path} ${locale} ${viewport.width}px`
          await page.locator('.admin-table').first().waitFor()
          // No table scrolls inside its box, and every column heading (at 1280 px) or card (at 390 px) is on screen.
          const hidden = await page
            .locator('.admin-table-wrap')
            .evaluateAll((wraps) => wraps.map((w) => w.scrollWidth - w.clientWidth))
          expect(`${screen} ${hidden}`).toBe(`${screen} ${hidden.map(() => 0)}`)
          const cells = viewport === DESKTOP ? '.admin-table thead th' : '.admin-table tbody td:not(:empty)'
          const inside = await insideWidth(page, cells)
          expect(inside.length).toBeGreaterThan(0)
          expect(`${screen} ${inside}`).toBe(`${screen} ${inside.map(() => true)}`)
          if (path === '/admin/payments') {
            const confirm = page.getByRole('button', { name: /^(Confirm|Bestätigen) KYG-/ })
            expect(await insideWidth(page, `button[aria-label="${await confirm.getAttribute('aria-label')}"]`)).toEqual(
              [true],
            )
            // Status, Refunded and Actions at 1280 px; each under its name at 390 px.
            if (viewport === PHONE)
              await page
                .getByText(locale === 'en' ? 'Refunded' : 'Erstattet')
                .first()
                .waitFor()
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0)
          if (viewport === DESKTOP) await expectAccessible(page, screen)
          const name = `admin-${path.split('/')[2]}-${locale}-${viewport.width}.png`
          await page.screenshot({ path: `docs/screens/${name}`, fullPage: true })
          await close()
        }
      }
    }
  })
})
