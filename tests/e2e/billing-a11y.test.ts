// Accessibility of the joining and payment screens: axe at phone and desktop width, every wizard step, the TEST MODE
// card form, the pending page with bank details and the payment-failed screen.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { wizardHotelStep, wizardPersonStep, wizardPlanStep } from '../support/registration'

const file = browserFile()

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
      const { page, close } = await file.open('/register', { viewport })
      // Asked when step 1 is sent, after the page has loaded.
      await page.route('**/api/user/check-email-exist', (route) => route.fulfill({ json: { user: null } }))
      await expectNoViolations(page, 'step 1')
      await wizardPersonStep(page, { email: `a11y-${label.replace(' ', '')}@alpina.ch` })
      await expectNoViolations(page, 'step 2')
      await wizardHotelStep(page, {})
      await expectNoViolations(page, 'step 3')
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await page.getByText('Please sign the compliance declaration.').first().waitFor()
      await expectNoViolations(page, 'step 3 with errors')
      await wizardPlanStep(page, { signer: 'Anna Meier' })
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
