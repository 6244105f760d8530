// Issue 32 items 9, 10 and 16 in Chromium: after a card payment each page says one message for its state, and a paid
// hotel that opens /payment-validation again (or the bare address) is never told its payment failed; a hotel that
// registers by bank transfer finds its own name and address in the QR-bill's payer box. axe clean at 390 and 1280 px,
// in English and German.
import { describe, expect, test } from 'bun:test'
import { serverLL } from '~/kernel/i18n'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { fillRegistrationWizard } from '../support/registration'
import { screenPath } from '../support/screens'

// Each registration comes from its own address: the wizard's e-mail check allows five a minute per address, and on a
// quick machine this file's six registrations fall in one minute.
const file = browserFile({ env: { TRUST_PROXY: 'true' } })
let addresses = 0
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` })

describe('issue 32 after paying', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`front desk 9 and 10: one message per state after a card payment, and a paid hotel back on /payment-validation is not told it failed (${viewport.width} px)`, async () => {
      const { page, problems, close } = await file.open('/register', { viewport, headers: ownAddress() })
      await fillRegistrationWizard(page, { email: `paid-${viewport.width}@alpina.ch`, plan: '3-star' })
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await page.locator('input[name="cardnumber"]').fill('4242 4242 4242 4242')
      await page.locator('input[name="cardexpiry"]').fill('12/30')
      await page.locator('input[name="cardcvc"]').fill('123')
      // The registration call is held until the return page has been looked at.
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
      const returnUrl = page.url()
      const status = page.getByRole('status')
      await page.getByTestId('payment-success').waitFor()
      // Item 9: the payment's success alone, no "Validating your payment..." beside it.
      expect((await status.textContent())?.trim()).toBe('Payment successful! Redirecting...')
      release()
      await page.waitForURL(/\/check-verification-status$/)
      const main = page.locator('main')
      await main.getByText('We now check your registration').waitFor()
      expect(await main.getByText('You paid by card.').count()).toBe(1)
      expect(await main.textContent()).not.toMatch(/processed|processing/i)
      await expectCleanScreen(page, `thank-you ${viewport.width}`, expect)

      // Item 10: the same return address again (history, a bookmark): recorded, not failed.
      await page.goto(returnUrl)
      await page.getByRole('heading', { name: 'Your payment is already recorded', level: 1 }).waitFor()
      expect(await main.textContent()).not.toMatch(/fail/i)
      await expectCleanScreen(page, `payment recorded ${viewport.width}`, expect)
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor()
      // And the bare address: nothing to check, not failed.
      await page.goto('/payment-validation')
      await page.getByRole('heading', { name: 'No payment to check here', level: 1 }).waitFor()
      expect(await main.textContent()).not.toMatch(/fail/i)
      await expectCleanScreen(page, `payment nothing ${viewport.width}`, expect)
      expect(problems).toEqual([])
      await close()
    }, 120_000)
  }
})

describe('issue 32, the bank transfer', () => {
  /** The payer box's label as the QR-bill library writes it, filled in and empty (to be written by hand). */
  const PAYABLE_BY = {
    en: { filled: 'Payable by', empty: 'Payable by (name/address)' },
    de: { filled: 'Zahlbar durch', empty: 'Zahlbar durch (Name/Adresse)' },
  }
  for (const locale of ['en', 'de'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`front desk 16: the QR-bill of a registration by bank transfer names the hotel, its name and address, as payer (${locale}, ${viewport.width} px)`, async () => {
        const { page, problems, close } = await file.open('/register', {
          viewport,
          locale,
          headers: ownAddress(),
        })
        await waitForHydration(page)
        await fillRegistrationWizard(page, {
          locale,
          email: `transfer-${locale}-${viewport.width}@alpina.ch`,
          company: 'Hotel Alpina',
          plan: '3-star',
          bank: true,
        })
        await page.getByRole('button', { name: serverLL(locale).billing.submit.bank() }).click()
        await page.waitForURL(/\/check-verification-status$/)
        const bill = page.locator('[data-testid="qr-bill"] > svg')
        await bill.waitFor()
        // The receipt and the payment part: each payer box names the hotel as the wizard was given it.
        const lines = await bill.evaluate((svg) =>
          [...svg.querySelectorAll('text, tspan')]
            .filter((node) => node.childElementCount === 0)
            .map((node) => node.textContent?.trim() ?? ''),
        )
        const count = (line: string) => lines.filter((l) => l === line).length
        expect(count(PAYABLE_BY[locale].filled)).toBe(2)
        expect(count(PAYABLE_BY[locale].empty)).toBe(0)
        for (const line of ['Hotel Alpina', 'Bahnhofstrasse 5', '8001 Zurich'])
          expect(`${line}: ${count(line)}`).toBe(`${line}: 2`)
        await bill.evaluate((svg) => svg.scrollIntoView({ block: 'center', inline: 'nearest' }))
        await page.screenshot({ path: screenPath(`front-desk-16-qr-bill-payer-${locale}-${viewport.width}.png`) })
        await expectCleanScreen(page, `QR-bill payer ${locale} ${viewport.width}`, expect)
        expect(problems).toEqual([])
        await close()
      }, 180_000)
    }
  }
})
