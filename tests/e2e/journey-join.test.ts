// The first-time journey in Chromium, joining (issue 14): a German hotelier at 390 px with a two-letter name, a phone
// written "+41 (0)79 123 45 67" and the village Au; "123456" refused with the meter; the bank page in German with the
// QR-bill and "Bern, Schweiz", also in the e-mail; the phone shown grouped on the profile; one error summary on the
// profile; the prices on the landing page and the FAQ; messages said once.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { signInWithForm } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { runCli } from '../support/server'

const file = browserFile()

const axeClean = async (page: Page) => expect(describeViolations(await axeViolations(page))).toBe('')

describe('joining as a first-time hotelier', () => {
  test('German at 390 px: "Li", "+41 (0)79 123 45 67" and Au accepted, "123456" refused with the meter; the bank page and the e-mail say "Bern, Schweiz"; the profile shows the phone grouped', async () => {
    const { page, close } = await file.open('/register', { locale: 'de', viewport: PHONE })
    await page.locator('#register-f_name').fill('Li')
    await page.locator('#register-l_name').fill('Wu')
    await page.locator('#register-email').fill('li@alpina.ch')
    await page.locator('#register-phone').fill('+41 (0)79 123 45 67')
    await page.locator('#register-password').fill('123456')
    // The meter says so while typing, and Next refuses the password with one summary that links to the field.
    await page.locator('.password-strength').getByText('zu leicht zu erraten').waitFor({ timeout: 15_000 })
    await page.locator('form button[type=submit]').click()
    const summary = page.locator('.error-summary')
    await summary.waitFor({ timeout: 15_000 })
    expect(await summary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '#register-password',
    ])
    expect(await page.locator('#register-password').getAttribute('aria-invalid')).toBe('true')
    await axeClean(page)

    await page.locator('#register-password').fill('alpina-pass-1')
    await page.locator('form button[type=submit]').click()
    await page.locator('#register-company_name').waitFor({ timeout: 15_000 })
    await page.locator('#register-company_name').fill('Gasthaus Au')
    await page.locator('#register-street_name').fill('Dorfstrasse')
    await page.locator('#register-building_no').fill('1')
    await page.locator('#register-zip_code').fill('9434')
    await page.locator('#register-city').fill('Au')
    await page.locator('form button[type=submit]').click()
    await page.locator('#register-complianceName').waitFor({ timeout: 15_000 })
    await page.locator('input[value="3-star"]').check()
    await page.locator('input[value="banktransfer"]').check()
    await page.locator('#register-complianceName').fill('Li Wu')
    await page.locator('#register-complianceAccepted').check()
    await page.locator('#register-agreeToTerms').check()
    await page.locator('#register-agreeToPrivacy').check()
    await page.locator('form button[type=submit]').click()

    // The bank page in German: the QR-bill, and the bank's country in German.
    await page.locator('[data-testid="qr-bill"] > svg').waitFor({ timeout: 20_000 })
    await page.locator('.bank-details').getByText('3030 Bern, Schweiz').waitFor()
    const reference = (await page.locator('.bank-reference dd span').first().textContent())?.trim() ?? ''
    expect(reference).toMatch(/^KYG-/)
    await axeClean(page)

    // The e-mail, in German, names the country in German and carries the QR-bill as PDF.
    const mail = (await file.mailTo('li@alpina.ch', (m) => m.text.includes(`qr-bill-${reference}.pdf`))).text
    expect(mail).toContain('3030 Bern, Schweiz')
    expect(mail).not.toContain('Switzerland')

    expect((await runCli(file.server, ['payments:confirm', reference])).code).toBe(0)
    expect(
      (await runCli(file.server, ['hotels:approve', 'li@alpina.ch', '--without-document', 'ID seen by video call']))
        .code,
    ).toBe(0)

    // The hotelier's first sign-in through the form is part of the journey.
    await page.goto('/login')
    await waitForHydration(page)
    await signInWithForm(page, { email: 'li@alpina.ch', password: 'alpina-pass-1' })
    await page.waitForURL('**/dashboard/search', { timeout: 20_000 })
    await page.goto('/dashboard/profile')
    // The form fills its inputs once hydrated: wait for the value itself.
    await page.waitForFunction(
      () => (document.getElementById('profile-phone') as HTMLInputElement | null)?.value === '+41 79 123 45 67',
      null,
      { timeout: 20_000 },
    )
    expect(await page.locator('#profile-firstName').inputValue()).toBe('Li')
    expect(await page.locator('#profile-city').inputValue()).toBe('Au')
    await axeClean(page)

    // Edit mode: one Cancel, and a failed save announces one summary linking to the fields.
    await page.locator('button[aria-controls="profile-form"]').click()
    await page.locator('#profile-form button[type=submit]').waitFor()
    expect(await page.getByRole('button', { name: 'Abbrechen' }).count()).toBe(1)
    await page.locator('#profile-firstName').fill('')
    await page.locator('#profile-zipCode').fill('1')
    await page.locator('#profile-form button[type=submit]').click()
    const profileSummary = page.locator('.error-summary')
    await profileSummary.waitFor({ timeout: 15_000 })
    expect(await profileSummary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '#profile-firstName',
      '#profile-zipCode',
    ])
    const first = page.locator('#profile-firstName')
    expect(await first.getAttribute('aria-invalid')).toBe('true')
    expect(await first.getAttribute('aria-describedby')).toContain('profile-firstName-error')
    await profileSummary.locator('a').first().click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('profile-firstName')
    await axeClean(page)
    await close()
  }, 90_000)

  test('the four yearly prices with their tiers are on the landing page and the FAQ, in English and German', async () => {
    for (const [locale, tiers, prices] of [
      [
        'en',
        ['Up to 3 stars', '4 or 5 stars'],
        ['CHF 490.00 / year', 'CHF 390.00 / year', 'CHF 890.00 / year', 'CHF 690.00 / year'],
      ],
      [
        'de',
        ['Bis 3 Sterne', '4 oder 5 Sterne'],
        ['CHF 490.00 / Jahr', 'CHF 390.00 / Jahr', 'CHF 890.00 / Jahr', 'CHF 690.00 / Jahr'],
      ],
    ] as const) {
      for (const path of ['/', '/faq']) {
        const { page, close } = await file.open(path, { locale })
        const pricing = page.locator('section.pricing')
        await pricing.waitFor()
        expect(await pricing.locator('h3').allTextContents()).toEqual([...tiers])
        expect(await pricing.locator('dd').allTextContents()).toEqual([...prices])
        await axeClean(page)
        await close()
      }
    }
  }, 60_000)

  test('messages are said once: the forgot-password notice and the payment return without a payment', async () => {
    let probe = await file.open('/forget-password')
    await probe.page.getByRole('textbox', { name: /^Email/ }).fill('nobody@alpina.ch')
    await probe.page.locator('form button[type=submit]').click()
    await probe.page.locator('main [role=status]').getByText('Password reset link sent.').waitFor({ timeout: 15_000 })
    await probe.page.waitForFunction(() => !document.querySelector('form[aria-busy="true"]'))
    expect(await probe.page.getByText('Password reset link sent. Check your email.').count()).toBe(1)
    expect(await probe.page.locator('[data-sonner-toast]').count()).toBe(0)
    await probe.close()

    probe = await file.open('/payment-validation')
    await probe.page.getByText('No payment to check here').first().waitFor({ timeout: 15_000 })
    expect(await probe.page.getByText('No payment to check here').count()).toBe(1)
    expect(await probe.page.locator('[data-sonner-toast]').count()).toBe(0)
    await probe.close()
  }, 60_000)
})
