// Issue 24, item 29 in Chromium: a reset link used once already (or expired, or made up) is said on the page, in place
// of the form, with "Ask for a new link" leading to /forget-password; no toast. EN and DE at 390 and 1280 px, with axe
// and screenshots in docs/screens.
import { describe, expect, test } from 'bun:test'
import { createMembers } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { linkIn } from '../support/mail'
import { screenPath } from '../support/screens'

const RESET_LINK = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+)/

const LOCALES = ['en', 'de'] as const
type Locale = (typeof LOCALES)[number]
const memberOf = (locale: Locale, width: number) => ({
  email: `reset-${locale}-${width}@bellevue.ch`,
  password: `reset-${locale}-pass-1`,
})
const WORDS = {
  en: {
    password: /^New password \*/,
    confirm: /^Confirm password \*/,
    submit: 'Reset password',
    refused: 'This reset link is invalid, has expired or has already been used. Please ask for a new one.',
    requestNew: 'Ask for a new link',
    forgotTitle: 'Forgot password',
  },
  de: {
    password: /^Neues Passwort \*/,
    confirm: /^Passwort bestätigen \*/,
    submit: 'Passwort zurücksetzen',
    refused:
      'Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
    requestNew: 'Neuen Link anfordern',
    forgotTitle: 'Passwort vergessen',
  },
} as const

const file = browserFile({
  setup: (server) =>
    createMembers(
      server,
      LOCALES.flatMap((locale) => [PHONE, DESKTOP].map((v) => memberOf(locale, v.width))),
    ),
})

const post = (path: string, body: unknown) =>
  fetch(`${file.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The reset link mailed to `email` (the outbox writes the file shortly after the answer: waited on, not slept). */
async function resetLinkOf(email: string): Promise<URL> {
  expect((await post('/api/user/forgot-password', { email })).status).toBe(200)
  const mail = await file.mailTo(email, (m) => m.name.includes('password-reset') && RESET_LINK.test(m.text))
  return linkIn(mail, RESET_LINK)
}

describe('issue 24, item 29: a reused reset link', () => {
  for (const locale of LOCALES) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`item 29: a reused reset link is said on the page with "request a new link" leading to /forget-password, no toast (${locale}, ${viewport.width} px)`, async () => {
        const w = WORDS[locale]
        const member = memberOf(locale, viewport.width)
        const link = await resetLinkOf(member.email)
        // The link is used once (as from another tab or device) before the person opens it again.
        const token = link.searchParams.get('token')
        expect((await post('/api/user/reset-password', { token, password: 'first-use-pass-1' })).status).toBe(200)

        const probe = await file.open(link.pathname + link.search, { locale, viewport })
        const { page } = probe
        await page.getByLabel(w.password).fill('second-use-pass-1')
        await page.getByLabel(w.confirm).fill('second-use-pass-1')
        await page.getByRole('button', { name: w.submit }).click()
        const notice = page.locator('main [role=alert]')
        await notice.waitFor()
        expect(await notice.textContent()).toBe(w.refused)
        // Said once, on the page: the form is gone, no toast repeats it, and the notice has the focus.
        expect(await page.getByLabel(w.password).count()).toBe(0)
        expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
        expect(await notice.evaluate((el) => el === document.activeElement)).toBe(true)
        await expectCleanScreen(page, `reused reset link ${locale} ${viewport.width}`, expect)
        await page.screenshot({ path: screenPath(`reset-link-refused-${locale}-${viewport.width}.png`) })

        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(w.requestNew)
        await page.keyboard.press('Enter')
        await page.waitForURL('**/forget-password')
        await page.getByRole('heading', { name: w.forgotTitle, level: 1 }).waitFor()
        // The refused answer (400) is the only console line: nothing else went wrong.
        expect(probe.problems.filter((p) => !p.includes('status of 400'))).toEqual([])
        await probe.close()
      }, 90_000)
    }
  }

  test('item 29: a made-up reset token gets the same page as a used one, naming no account', async () => {
    const probe = await file.open('/reset-password?token=made-up-token-0123456789')
    const { page } = probe
    await page.getByLabel(WORDS.en.password).fill('made-up-pass-1')
    await page.getByLabel(WORDS.en.confirm).fill('made-up-pass-1')
    await page.getByRole('button', { name: WORDS.en.submit }).click()
    await page.locator('main [role=alert]').waitFor()
    expect(await page.locator('main [role=alert]').textContent()).toBe(WORDS.en.refused)
    expect(await page.getByRole('link', { name: WORDS.en.requestNew }).getAttribute('href')).toBe('/forget-password')
    expect(await page.locator('main').textContent()).not.toContain('@')
    await probe.close()
  }, 60_000)
})
