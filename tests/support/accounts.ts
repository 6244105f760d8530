// Browser-test helpers for accounts: members and an admin in a test server's database, and signing in by the form.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { openDatabase } from '~/db/client'
import type { UserStatus } from '~/modules/auth/schema'
import { createMember } from '~/modules/auth/testing'
import { DESKTOP, openPage, waitForHydration } from './browser'
import { runCli, serverDeps, type TestServer } from './server'

export type Credentials = { email: string; password: string }

/** Creates hotel members (company "Hotel Bellevue", Anna Muster) directly in the server's database file. */
export async function createMembers(server: TestServer, accounts: (Credentials & { status?: UserStatus })[]) {
  const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
  try {
    for (const account of accounts) await createMember(serverDeps(server, db), account)
  } finally {
    db.close()
  }
}

/** Creates an administrator with the operator CLI and answers the generated password it prints once. */
export async function createAdminWithCli(server: TestServer, email: string): Promise<Credentials> {
  const created = await runCli(server, ['admin:create', email])
  const password = /Password \(shown only once[^)]*\): (\S+)/.exec(created.stdout)?.[1]
  if (!password) throw new Error(`admin:create printed no password:\n${created.stdout}${created.stderr}`)
  return { email, password }
}

/**
 * A fresh page in the given language and size, at `path`, hydrated. With `clock`, Playwright's clock is installed
 * before the page loads, so the test moves the page's time (`page.clock.runFor`) instead of waiting for it.
 */
export async function openAt(
  browser: Browser,
  server: TestServer,
  path: string,
  {
    locale = 'en',
    viewport = DESKTOP,
    clock = false,
  }: { locale?: string; viewport?: { width: number; height: number }; clock?: boolean } = {},
) {
  const probe = await openPage(browser, server.url, { viewport })
  if (clock) await probe.page.clock.install()
  await probe.page.context().addCookies([{ name: 'lang', value: locale, url: server.url }])
  await probe.page.goto(path)
  await waitForHydration(probe.page)
  return probe
}

/** Fills the login form (EN or DE labels) and submits it. */
export async function signInWithForm(page: Page, { email, password }: Credentials) {
  await page.getByRole('textbox', { name: /^(Email|E-Mail)/ }).fill(email)
  await page.getByLabel(/^(Password|Passwort) \*/).fill(password)
  await page.locator('form button[type=submit]').click()
}
