// Accounts in a real browser against the real server: guards (with the server's 302s), sign-in and sign-out,
// auth-storage, profile editing, the country selector and the password reset through the e-mail.
// Accessibility: accounts-a11y.test.ts; inactivity: accounts-idle.test.ts (each with its own server).
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { createAdminWithCli, createMembers, signInWithForm } from '../support/accounts'
import { openPage, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { linkIn } from '../support/mail'

const RESET_LINK = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+)/

let adminPassword: string

const MEMBER = { email: 'anna@bellevue.ch', password: 'secret-pass-1' }
const EDITOR = { email: 'editor@bellevue.ch', password: 'secret-pass-2' }
const FORGETFUL = { email: 'forgetful@bellevue.ch', password: 'secret-pass-3' }
const PENDING = { email: 'new@bellevue.ch', password: 'secret-pass-4' }
const ADMIN_EMAIL = 'boss@knowyourguest.ch'

// The sign-ins through the form are this file's subject; where a test is about something else once signed in, it
// reuses a session (file.as; MEMBER's is the one the sign-in test made).
const file = browserFile({
  setup: async (server) => {
    adminPassword = (await createAdminWithCli(server, ADMIN_EMAIL)).password
    await createMembers(server, [MEMBER, EDITOR, FORGETFUL, { ...PENDING, status: 'pending' }])
  },
})

const open = (path: string, options: { locale?: string } = {}) => file.open(path, options)
const signIn = signInWithForm

const pathOf = (page: Page) => new URL(page.url()).pathname
const storage = (page: Page) =>
  page.evaluate(() => ({ length: localStorage.length, auth: localStorage.getItem('auth-storage') }))
const manual = (path: string, cookie?: string) =>
  fetch(`${file.server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
async function sessionCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'kyg_session')
  return cookie ? `kyg_session=${cookie.value}` : undefined
}

describe('accounts in a real browser', () => {
  test('anonymous visitors of member and admin pages get a 302 to /login from the server, and land there', async () => {
    for (const path of ['/dashboard', '/dashboard/search', '/dashboard/profile', '/profile', '/admin']) {
      const response = await manual(path)
      expect(`${path} ${response.status} ${response.headers.get('location')}`).toBe(`${path} 302 /login`)
    }
    const probe = await open('/dashboard/profile')
    expect(pathOf(probe.page)).toBe('/login')
    expect(await probe.page.locator('h1').textContent()).toBe('Welcome back')
    expect(probe.problems).toEqual([])
    await probe.close()
  })

  test('a member signs in, lands on the dashboard, sees the company name; auth-storage holds no token', async () => {
    const probe = await open('/login')
    const { page } = probe
    await signIn(page, MEMBER)
    await page.waitForURL('**/dashboard/search')
    await page.getByRole('button', { name: 'Hotel Bellevue' }).waitFor()
    // The header knows the member before the dashboard's lazy search screen has loaded: wait for the screen itself.
    await page.locator('main form').getByRole('button', { name: 'Search', exact: true }).waitFor({ timeout: 20_000 })
    expect(await page.locator('header .account-name').textContent()).toBe('Anna Muster')
    expect(await page.locator('header .account-hotel').textContent()).toBe('Hotel Bellevue')
    for (const tab of ['Search', 'New report', 'Your reports', 'Profile'])
      expect(
        await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: tab }).count(),
      ).toBe(1)
    expect(await page.locator('main h1').textContent()).toBe('Guest search')
    // The guest search screen itself, no longer a "coming soon" notice.
    expect(await page.locator('main form').getByRole('button', { name: 'Search', exact: true }).count()).toBe(1)
    // The footer's APP column is there for members.
    expect(await page.getByRole('navigation', { name: 'App' }).count()).toBe(1)

    const { auth } = await storage(page)
    const stored = JSON.parse(auth ?? '{}')
    expect(stored).toMatchObject({ role: 'user', isAuthenticated: true, user: { email: MEMBER.email } })
    const cookie = (await page.context().cookies()).find((c) => c.name === 'kyg_session')!
    expect(cookie.httpOnly).toBe(true)
    expect(auth).not.toContain(cookie.value)
    expect(await page.evaluate(() => document.cookie)).not.toContain('kyg_session')
    expect(probe.problems).toEqual([])
    await file.keep(MEMBER, page)
    await probe.close()
  })

  test('a sign-in sent before the app has loaded is held, then sent once it has, with what was typed', async () => {
    const probe = await openPage(file.browser, file.server.url)
    const { page } = probe
    // A slow phone: the app's entry script arrives only when the test lets it.
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/entry-client-*.js', async (route) => {
      await gate
      await route.continue()
    })
    await page.goto('/login', { waitUntil: 'domcontentloaded' })
    await signIn(page, MEMBER)
    // Not posted to the server as a plain form (which would lose what was typed): held, and shown busy.
    await page.locator('main form[aria-busy="true"]').waitFor({ timeout: 15_000 })
    expect(pathOf(page)).toBe('/login')
    release()
    await page.getByRole('button', { name: 'Hotel Bellevue' }).waitFor({ timeout: 30_000 })
    expect(pathOf(page)).toBe('/dashboard/search')
    expect(probe.problems).toEqual([])
    await probe.close()
  })

  test('signed in, / and /login and /admin send a member home, with a 302 from the server too', async () => {
    const probe = await file.as(MEMBER, '/dashboard/search')
    const { page } = probe
    const cookie = await sessionCookie(page)
    for (const path of ['/', '/login', '/forget-password', '/reset-password', '/register', '/admin']) {
      const response = await manual(path, cookie)
      expect(`${path} ${response.status} ${response.headers.get('location')}`).toBe(`${path} 302 /dashboard`)
    }
    await page.goto('/login')
    await waitForHydration(page)
    expect(pathOf(page)).toBe('/dashboard/search')
    await page.goto('/admin')
    expect(pathOf(page)).toBe('/dashboard/search')
    await probe.close()
  })

  test('logging out clears all local storage, goes to /login and ends the session on the server', async () => {
    // The last use of MEMBER's session in this file: it ends here.
    const probe = await file.as(MEMBER, '/dashboard/search')
    const { page } = probe
    const cookie = await sessionCookie(page)
    await page.evaluate(() => localStorage.setItem('user_session', '{"step":2}'))
    await page.getByRole('button', { name: 'Hotel Bellevue' }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL('**/login')
    expect((await storage(page)).length).toBe(0)
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor()
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).count()).toBe(1)
    expect((await manual('/api/user/get-current-user', cookie)).status).toBe(401)
    await page.goto('/dashboard')
    expect(pathOf(page)).toBe('/login')
    await probe.close()
  })

  test('an administrator lands on the console overview at /admin; member pages send them back', async () => {
    expect(adminPassword).toBeTruthy()
    const probe = await open('/login')
    const { page } = probe
    await signIn(page, { email: ADMIN_EMAIL, password: adminPassword })
    await page.waitForURL('**/admin')
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Admin console' }).isVisible()).toBe(true)
    const cookie = await sessionCookie(page)
    for (const path of ['/dashboard', '/profile', '/login', '/']) {
      const response = await manual(path, cookie)
      expect(`${path} ${response.status} ${response.headers.get('location')}`).toBe(`${path} 302 /admin`)
    }
    await page.goto('/dashboard/profile')
    expect(pathOf(page)).toBe('/admin')
    await probe.close()
  })

  test('a wrong password shows "Login Failed" (DE: "Anmeldung fehlgeschlagen"); a pending hotel is told to wait', async () => {
    const probe = await open('/login')
    const { page } = probe
    await signIn(page, { email: MEMBER.email, password: 'not-the-password' })
    await page.getByRole('alert').getByText('Login Failed').first().waitFor()
    expect(pathOf(page)).toBe('/login')
    await signIn(page, PENDING)
    await page.locator('main [role=status]').waitFor()
    expect(await page.locator('main [role=status]').textContent()).toContain('awaiting verification')
    expect(pathOf(page)).toBe('/login')
    expect((await storage(page)).auth).toBeNull()
    await probe.close()

    const de = await open('/login', { locale: 'de' })
    await signIn(de.page, { email: MEMBER.email, password: 'falsch-falsch' })
    await de.page.getByRole('alert').getByText('Anmeldung fehlgeschlagen').first().waitFor()
    await de.close()
  })

  test('profile: edit, the spec messages, cancel restores, save persists; the country selector filters and shows flags', async () => {
    const probe = await file.as(EDITOR, '/dashboard/search')
    const { page } = probe
    await page.getByRole('link', { name: 'Profile', exact: true }).first().click()
    await page.waitForURL('**/dashboard/profile')
    // The profile screen is a lazy route: its chunk may still be loading when the address changes.
    await page.locator('main h1', { hasText: 'Hello, Anna Muster' }).waitFor()
    // The profile's own field (the owner's team section has an invitation form with a first name too).
    const firstName = page.locator('#profile-form').getByRole('textbox', { name: /^First name/ })
    expect(await firstName.getAttribute('readonly')).not.toBeNull()

    await page.getByRole('button', { name: 'Edit info' }).click()
    await firstName.fill('Al1')
    await page.getByRole('textbox', { name: /^ZIP code/ }).fill('80')
    await page.getByRole('button', { name: 'Save changes' }).click()
    // On the field and in the error summary above the form (issue 14, item 6).
    await page.locator('.field-error').getByText('First name must contain only letters.').waitFor()
    await page.locator('.field-error').getByText('ZIP code must be at least 3 characters long.').waitFor()
    await page
      .locator('.error-summary')
      .getByRole('link', { name: /^First name:/ })
      .waitFor()

    await page.locator('.profile-header').getByRole('button', { name: 'Cancel' }).click()
    expect(await firstName.inputValue()).toBe('Anna')
    expect(await page.getByRole('textbox', { name: /^ZIP code/ }).inputValue()).toBe('8002')
    expect(await page.getByRole('button', { name: 'Edit info' }).count()).toBe(1)

    await page.getByRole('button', { name: 'Edit info' }).click()
    await page.getByRole('textbox', { name: /^City/ }).fill('Bern')
    const country = page.getByRole('combobox', { name: /^Country/ })
    await country.fill('ita')
    const options = page.getByRole('option')
    expect(await options.allTextContents()).toEqual(['Italy'])
    await country.fill('')
    await country.press('ArrowDown')
    expect(await options.allTextContents()).toEqual(['Switzerland', 'Germany', 'France', 'Italy', 'Other'])
    // Every flag is served by the app and really loads (the "Other" option shows the local placeholder).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role=option] img')].every((img) => (img as HTMLImageElement).naturalWidth > 0),
    )
    const sources = await page
      .locator('[role=option] img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))
    expect(sources).toEqual([
      '/flags/ch.svg',
      '/flags/de.svg',
      '/flags/fr.svg',
      '/flags/it.svg',
      '/images/flag-placeholder.svg',
    ])
    await country.fill('germ')
    await country.press('Enter')
    expect(await country.inputValue()).toBe('Germany')

    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Your profile has been updated.').waitFor()
    await page.getByRole('button', { name: 'Edit info' }).waitFor()
    await page.reload()
    await waitForHydration(page)
    expect(await page.getByRole('textbox', { name: /^City/ }).inputValue()).toBe('Bern')
    expect(await page.getByRole('textbox', { name: /^Country/ }).inputValue()).toBe('Germany')
    expect(probe.foreignRequests).toEqual([])
    await probe.close()
  })

  test('forgot and reset password: the e-mail link resets it with the spec texts, then the new password works', async () => {
    const probe = await open('/forget-password')
    const { page } = probe
    await page.getByRole('textbox', { name: /^Email/ }).fill(FORGETFUL.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.locator('main [role=status]').waitFor()
    expect(await page.locator('main [role=status]').textContent()).toBe('Password reset link sent. Check your email.')

    // The outbox worker writes the message shortly after the answer: awaited on the mail directory's events.
    const resetMail = await file.mailTo(FORGETFUL.email, (m) => m.name.includes('password-reset'))
    const link = linkIn(resetMail, RESET_LINK)

    let resetRequests = 0
    page.on('request', (r) => r.url().includes('/api/user/reset-password') && resetRequests++)
    await page.goto(link.pathname + link.search)
    await waitForHydration(page)
    await page.getByLabel(/^New password \*/).fill('brand-new-1')
    await page.getByLabel(/^Confirm password \*/).fill('brand-new-2')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.getByText('Passwords do not match.').waitFor()
    expect(resetRequests).toBe(0)
    await page.getByRole('button', { name: 'Show password' }).first().click()
    expect(await page.getByLabel(/^New password \*/).getAttribute('type')).toBe('text')
    await page.getByLabel(/^Confirm password \*/).fill('brand-new-1')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.getByText('Your password has been successfully reset.').waitFor()
    await page.waitForURL('**/login')
    await signIn(page, { email: FORGETFUL.email, password: 'brand-new-1' })
    await page.waitForURL('**/dashboard/search')
    await probe.close()
  })

  test("a reverse proxy's 502 HTML page behind forgot password shows the spec's fallback text, not the HTML", async () => {
    const probe = await open('/forget-password')
    const { page } = probe
    await page.route('**/api/user/forgot-password', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
      }),
    )
    await page.getByRole('textbox', { name: /^Email/ }).fill(FORGETFUL.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText('Something went wrong while sending reset link.').first().waitFor()
    expect(await page.locator('body').textContent()).not.toContain('Bad Gateway')
    await probe.close()
  })
})
