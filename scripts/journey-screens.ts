// bun scripts/journey-screens.ts [name-filter]: screenshots of the screens issue 14 changed, at 390 and 1280 px in EN
// and DE, saved small (64-colour palette PNG through sharp) in docs/screens/, with an axe check of each screen.
// Needs a client build (bun run build) and Chromium. A filter ("card") takes only the screens whose name contains it.
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { createMembers, openAt, signInWithForm } from '../tests/support/accounts'
import { axeViolations, describeViolations } from '../tests/support/axe'
import { DESKTOP, launchBrowser, PHONE } from '../tests/support/browser'
import { startTestServer, type TestServer } from '../tests/support/server'

const OUT = join(import.meta.dir, '../docs/screens')
const MEMBER = { email: 'screens@bellevue.ch', password: 'secret-pass-1' }
const only = process.argv[2] ?? ''
// Long enough for the other screens; the idle warning is waited for on its own page.
const server = await startTestServer({ INACTIVITY_TIMEOUT_MS: '45000' })
const browser = await launchBrowser()
await createMembers(server, [MEMBER])
const problems: string[] = []

type Page = Awaited<ReturnType<typeof openAt>>['page']
type Shot = { page: Page; name: string; element?: string; full?: boolean }

async function save({ page, name, element, full }: Shot) {
  // The sticky header would cover the top of an element taller than the window.
  if (element) await page.addStyleTag({ content: 'header.site-header { position: static !important }' })
  const png = element
    ? await page.locator(element).first().screenshot()
    : await page.screenshot({ fullPage: full ?? false })
  await sharp(png)
    .png({ palette: true, colors: 64, compressionLevel: 9 })
    .toFile(join(OUT, `${name}.png`))
  const violations = describeViolations(await axeViolations(page))
  if (violations) problems.push(`${name}: ${violations}`)
  console.log(name, violations ? `axe: ${violations}` : 'axe clean')
}

type Screen = (
  browser: Browser,
  server: TestServer,
  at: { locale: 'en' | 'de'; viewport: typeof PHONE; tag: string; phone: boolean },
) => Promise<void>

const screens: Record<string, Screen> = {
  // Landing: one header row, the language menu on phones, the prices (item 4, 11).
  async landing(browser, server, { locale, viewport, tag, phone }) {
    const { page, close } = await openAt(browser, server, '/', { locale, viewport })
    await save({ page, name: `landing-${tag}` })
    await save({ page, name: `landing-pricing-${tag}`, element: '.pricing' })
    if (phone) {
      await page.locator('.lang-compact .dropdown-toggle').click()
      await save({ page, name: `language-menu-${tag}` })
    }
    await close()
  },
  async faq(browser, server, { locale, viewport, tag }) {
    const { page, close } = await openAt(browser, server, '/faq', { locale, viewport })
    await save({ page, name: `faq-pricing-${tag}`, element: '.pricing' })
    await close()
  },
  // Registration: the error summary, the strength meter, the card form of step 3 (items 3, 5, 6, 12).
  async register(browser, server, { locale, viewport, tag }) {
    const { page, close } = await openAt(browser, server, '/register', { locale, viewport })
    await page.locator('form button[type=submit]').click()
    await page.locator('.error-summary').waitFor()
    await save({ page, name: `register-errors-${tag}` })
    await page.locator('#register-f_name').fill('Li')
    await page.locator('#register-l_name').fill('Muster')
    await page.locator('#register-email').fill(`screens-${tag}@alpina.ch`)
    await page.locator('#register-phone').fill('+41 (0)79 123 45 67')
    await page.locator('#register-password').fill('123456')
    await page.locator('.password-strength').waitFor()
    await save({ page, name: `register-password-${tag}`, element: '.field-with-meter' })
    await page.locator('#register-password').fill('alpina-pass-1')
    await page.locator('form button[type=submit]').click()
    await page.locator('#register-company_name').waitFor({ timeout: 15_000 })
    await page.locator('#register-company_name').fill('Hotel Alpina')
    await page.locator('#register-street_name').fill('Bahnhofstrasse')
    await page.locator('#register-building_no').fill('5')
    await page.locator('#register-zip_code').fill('6490')
    await page.locator('#register-city').fill('Au')
    await page.locator('form button[type=submit]').click()
    await page.locator('#register-complianceName').waitFor({ timeout: 15_000 })
    await page.locator('input[value="5-star"]').check()
    await page.locator('#register-complianceName').fill('Li Muster')
    await page.locator('#register-complianceAccepted').check()
    await page.locator('#register-agreeToTerms').check()
    await page.locator('#register-agreeToPrivacy').check()
    await page.locator('form button[type=submit]').click()
    await page.locator('.card-form').waitFor({ timeout: 15_000 })
    await page.locator('.card-form button[type=submit]').click()
    await page.locator('.card-form .field-error').first().waitFor()
    await save({ page, name: `card-form-${tag}`, element: '.card-form' })
    await close()
  },
  // The bank-transfer page with the QR-bill (the navigation state the wizard leaves), items 1, 2, 12.
  async bank(browser, server, { locale, viewport, tag }) {
    const { page, close } = await openAt(browser, server, '/', { locale, viewport })
    await page.evaluate(() => {
      history.pushState(
        { source: 'banktransfer', reference: 'KYG-ABCD-EFGH', amount: 49000, __TSR_index: 1, key: 'screens' },
        '',
        '/check-verification-status',
      )
    })
    await page.reload()
    await page.locator('[data-testid="qr-bill"] > svg').waitFor({ timeout: 15_000 })
    await save({ page, name: `bank-transfer-full-${tag}`, full: true })
    await close()
  },
  async status(browser, server, { locale, viewport, tag }) {
    const { page, close } = await openAt(browser, server, '/check-verification-status', { locale, viewport })
    await page.locator('main h1').waitFor()
    await save({ page, name: `status-no-registration-${tag}` })
    await close()
  },
  // Signing in: Login Failed on the form and one toast, the account menu, the profile in view and edit mode.
  async member(browser, server, { locale, viewport, tag }) {
    const { page, close } = await openAt(browser, server, '/login', { locale, viewport })
    await signInWithForm(page, { email: 'nobody@bellevue.ch', password: 'wrong-one' })
    await page.locator('.form-failure').waitFor()
    await page.locator('[data-sonner-toast]').waitFor()
    await save({ page, name: `login-failed-${tag}` })
    await signInWithForm(page, MEMBER)
    await page.waitForURL('**/dashboard/search')
    await page.locator('.account-menu .dropdown-toggle').click()
    await page.locator('.account-menu a').waitFor()
    await save({ page, name: `account-menu-${tag}` })
    await page.locator('.account-menu a').click()
    await page.locator('#profile-form').waitFor({ timeout: 15_000 })
    await page.evaluate(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) toast.remove()
    })
    await save({ page, name: `profile-view-full-${tag}`, full: true })
    await page.locator('button[aria-controls="profile-form"]').click()
    await page.locator('#profile-firstName').fill('Anna1')
    await page.locator('#profile-zipCode').fill('80')
    await page.locator('#profile-form button[type=submit]').click()
    await page.locator('.error-summary').waitFor()
    await save({ page, name: `profile-edit-errors-${tag}` })
    await close()
  },
  // The idle warning (item 9), on a page with nothing else going on.
  async idle(browser, server, { locale, viewport, tag }) {
    const { page, close } = await openAt(browser, server, '/login', { locale, viewport })
    await signInWithForm(page, MEMBER)
    await page.waitForURL('**/dashboard/search')
    await page.getByTestId('idle-warning').waitFor({ timeout: 60_000 })
    await save({ page, name: `idle-warning-${tag}` })
    await close()
  },
}

try {
  for (const locale of ['en', 'de'] as const) {
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const tag = `${locale}-${size}`
      for (const [name, screen] of Object.entries(screens)) {
        if (only && !name.includes(only)) continue
        await screen(browser, server, { locale, viewport, tag, phone: size === '390' })
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
if (problems.length) {
  console.error(`axe found problems:\n${problems.join('\n')}`)
  process.exit(1)
}
