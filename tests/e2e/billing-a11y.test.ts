// Accessibility of the joining and payment screens: axe at phone and desktop width, every wizard step, the TEST MODE
// card form, the pending page with bank details and the payment-failed screen.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser, Page } from 'playwright-core'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from '../support/browser'
import { startTestServer, type TestServer } from '../support/server'

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function expectNoViolations(page: Page, where: string) {
  const violations = await axeViolations(page)
  expect(`${where}\n${describeViolations(violations)}`).toBe(`${where}\n`)
}

for (const [label, viewport] of [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  describe(`payment screens at ${label}`, () => {
    test('axe finds no violation on the three wizard steps, the TEST MODE card form and the payment-failed screen', async () => {
      const { page, close } = await openPage(browser, server.url, { viewport })
      await page.route('**/api/user/check-email-exist', (route) => route.fulfill({ json: { user: null } }))
      await page.goto('/register')
      await waitForHydration(page)
      await expectNoViolations(page, 'step 1')
      await page.getByLabel('First name').fill('Anna')
      await page.getByLabel('Last name').fill('Meier')
      await page.getByLabel(/^Email/).fill(`a11y-${label.replace(' ', '')}@alpina.ch`)
      await page.getByLabel('Phone').fill('0791234567')
      await page.locator('#register-password').fill('alpina-pass-1')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByText('Step 2 of 3').waitFor()
      await expectNoViolations(page, 'step 2')
      await page.getByLabel('Hotel or company name').fill('Hotel Alpina')
      await page.getByLabel('Street').fill('Bahnhofstrasse')
      await page.getByLabel('Building no.').fill('5')
      await page.getByLabel('ZIP code').fill('8001')
      await page.getByLabel('City').fill('Zurich')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByText('Step 3 of 3').waitFor()
      await expectNoViolations(page, 'step 3')
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await page.getByText('Please sign the compliance declaration.').first().waitFor()
      await expectNoViolations(page, 'step 3 with errors')
      await page.getByLabel('Your full name, as signature').fill('Anna Meier')
      await page.getByLabel('I sign this compliance declaration').check()
      await page.getByLabel('I accept the general terms and conditions', { exact: false }).check()
      await page.getByLabel('I consent to the processing of my data', { exact: false }).check()
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await page.getByText('TEST MODE').first().waitFor()
      await expectNoViolations(page, 'TEST MODE card form')
      await page.goto('/payment-validation?payment_intent=pi_sim_x&redirect_status=failed')
      await page.getByText('Payment Failed').waitFor()
      await expectNoViolations(page, 'payment failed')
      await close()
    }, 30_000)
  })
}
