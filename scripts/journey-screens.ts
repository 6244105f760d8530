// bun scripts/journey-screens.ts: screenshots of the screens issue 14 changed, at 390 and 1280 px in EN and DE, saved
// small (palette PNG through sharp) in docs/screens/. Needs a client build (bun run build) and Chromium.
import { join } from 'node:path'
import sharp from 'sharp'
import { createMembers, openAt, signInWithForm } from '../tests/support/accounts'
import { DESKTOP, launchBrowser, PHONE } from '../tests/support/browser'
import { startTestServer } from '../tests/support/server'

const OUT = join(import.meta.dir, '../docs/screens')
const MEMBER = { email: 'screens@bellevue.ch', password: 'secret-pass-1' }
const server = await startTestServer({ INACTIVITY_TIMEOUT_MS: '8000' })
const browser = await launchBrowser()
await createMembers(server, [MEMBER])

type Page = Awaited<ReturnType<typeof openAt>>['page']
async function save(page: Page, name: string) {
  const png = await page.screenshot({ fullPage: name.includes('full') })
  await sharp(png)
    .png({ palette: true, colors: 64, compressionLevel: 9 })
    .toFile(join(OUT, `${name}.png`))
}

try {
  for (const locale of ['en', 'de'] as const) {
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const tag = `${locale}-${size}`
      // Landing: one header row, prices.
      let probe = await openAt(browser, server, '/', { locale, viewport })
      await save(probe.page, `landing-${tag}`)
      if (size === '390') {
        await probe.page.locator('.lang-compact .dropdown-toggle').click()
        await save(probe.page, `language-menu-${tag}`)
      }
      await probe.close()

      // Registration step 1 with the error summary, then the strength meter on a weak password.
      probe = await openAt(browser, server, '/register', { locale, viewport })
      await probe.page.locator('form button[type=submit]').click()
      await probe.page.locator('.error-summary').waitFor()
      await save(probe.page, `register-errors-${tag}`)
      await probe.page.locator('#register-f_name').fill('Li')
      await probe.page.locator('#register-phone').fill('+41 (0)79 123 45 67')
      await probe.page.locator('#register-password').fill('123456')
      await probe.page.locator('.password-strength').waitFor()
      await probe.page.locator('#register-password').scrollIntoViewIfNeeded()
      await save(probe.page, `register-password-${tag}`)
      await probe.close()

      // The bank-transfer page with the QR-bill (the navigation state the wizard leaves).
      probe = await openAt(browser, server, '/', { locale, viewport })
      await probe.page.evaluate(() => {
        history.pushState(
          { source: 'banktransfer', reference: 'KYG-ABCD-EFGH', amount: 49000, __TSR_index: 1, key: 'screens' },
          '',
          '/check-verification-status',
        )
      })
      await probe.page.reload()
      await probe.page.locator('[data-testid="qr-bill"] > svg').waitFor({ timeout: 15_000 })
      await save(probe.page, `bank-transfer-full-${tag}`)
      await probe.close()

      // No registration behind the status page.
      probe = await openAt(browser, server, '/check-verification-status', { locale, viewport })
      await probe.page.locator('main h1').waitFor()
      await save(probe.page, `status-no-registration-${tag}`)
      await probe.close()

      // A failed sign-in: on the form and one toast.
      probe = await openAt(browser, server, '/login', { locale, viewport })
      await signInWithForm(probe.page, { email: 'nobody@bellevue.ch', password: 'wrong-one' })
      await probe.page.locator('.form-failure').waitFor()
      await probe.page.locator('[data-sonner-toast]').waitFor()
      await save(probe.page, `login-failed-${tag}`)

      // Signed in: header, tabs, the account menu, the profile in view mode, the idle warning.
      await signInWithForm(probe.page, MEMBER)
      await probe.page.waitForURL('**/dashboard/search')
      await probe.page.locator('.account-menu .dropdown-toggle').click()
      await save(probe.page, `account-menu-${tag}`)
      await probe.page.locator('.account-menu a').click()
      await probe.page.waitForURL('**/dashboard/profile')
      await save(probe.page, `profile-view-full-${tag}`)
      await probe.page.locator('[role=dialog]').waitFor({ timeout: 15_000 })
      await save(probe.page, `idle-warning-${tag}`)
      await probe.close()
      console.log('screens done for', tag)
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
