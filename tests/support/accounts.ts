// Browser-test helpers for accounts: members and an admin in a test server's database, and signing in by the form.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { openDatabase } from '~/db/client'
import { resolveSessionSecret } from '~/kernel/config'
import { findUserByEmail } from '~/modules/auth/public'
import type { UserStatus } from '~/modules/auth/schema'
import { createMember, enrolSecondFactor } from '~/modules/auth/testing'
import { DESKTOP, openPage, waitForHydration } from './browser'
import { inDatabase, runCli, type TestServer } from './server'

export type Credentials = { email: string; password: string }

/** Creates hotel members (company "Hotel Bellevue", Anna Muster) directly in the server's database file. */
export async function createMembers(server: TestServer, accounts: (Credentials & { status?: UserStatus })[]) {
  await inDatabase(server, async (deps) => {
    for (const account of accounts) await createMember(deps, account)
  })
}

// Recovery codes of the people enrolled here, by e-mail: signInWithForm types one when the sign-in asks for it.
const recoveryCodes = new Map<string, string[]>()

/**
 * Creates an administrator with the operator CLI and answers the generated password and the one-time enrolment code
 * it prints once (ADR 276). Every admin must have a second factor (issue 21): unless `secondFactor: false`, an
 * authenticator app is enrolled directly in the database (answered as `totpSecret`), and signInWithForm completes the
 * second step with a recovery code.
 */
export async function createAdminWithCli(
  server: TestServer,
  email: string,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<Credentials & { totpSecret?: string; enrolmentCode: string }> {
  const created = await runCli(server, ['admin:create', email])
  const password = /Password \(shown only once[^)]*\): (\S+)/.exec(created.stdout)?.[1]
  const enrolmentCode = /Enrolment code for the first second factor \([^)]*\): (\S+)/.exec(created.stdout)?.[1]
  if (!password || !enrolmentCode)
    throw new Error(`admin:create printed no password or enrolment code:\n${created.stdout}${created.stderr}`)
  if (!secondFactor) return { email, password, enrolmentCode }
  return { email, password, enrolmentCode, ...enrolInServer(server, email) }
}

/** Enrols a person's authenticator app and recovery codes in the server's database (as after the setup page). */
export function enrolInServer(server: TestServer, email: string): { totpSecret: string } {
  const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
  try {
    const user = findUserByEmail({ db: db.db }, email)
    if (!user) throw new Error(`no account ${email}`)
    const enrolled = enrolSecondFactor(db.db, user, resolveSessionSecret(server.dataDir))
    recoveryCodes.set(email, enrolled.recoveryCodes)
    return { totpSecret: enrolled.totpSecret }
  } finally {
    db.close()
  }
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
    headers,
  }: {
    locale?: string
    viewport?: { width: number; height: number }
    clock?: boolean
    /** Sent with every request of the page (e.g. its own X-Forwarded-For, for a server that trusts its proxy). */
    headers?: Record<string, string>
  } = {},
) {
  const probe = await openPage(browser, server.url, { viewport, ...(headers ? { extraHTTPHeaders: headers } : {}) })
  if (clock) await probe.page.clock.install()
  await probe.page.context().addCookies([{ name: 'lang', value: locale, url: server.url }])
  await probe.page.goto(path)
  await waitForHydration(probe.page)
  return probe
}

/**
 * Signs in through the API and answers the bearer header; for a person enrolled by these helpers (every admin), the
 * second step is completed with one of their recovery codes, as a person would type it.
 */
export async function bearerOf(server: TestServer, { email, password }: Credentials) {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  let res = await post('/api/user/login', { email, password })
  if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${await res.text()}`)
  let body = (await res.json()) as { token?: string; mfa?: { ticket: string } }
  if (body.mfa) {
    const code = recoveryCodes.get(email)?.shift()
    if (!code) throw new Error(`${email} needs a second factor that these helpers did not enrol`)
    res = await post('/api/user/login/second-factor', { ticket: body.mfa.ticket, code })
    if (res.status !== 200) throw new Error(`second factor of ${email}: ${res.status} ${await res.text()}`)
    body = (await res.json()) as { token?: string }
  }
  return { authorization: `Bearer ${body.token}` }
}

/**
 * Fills the login form (EN or DE labels) and submits it. For a person enrolled by these helpers, the second step asked
 * for next is completed with one of their recovery codes.
 */
export async function signInWithForm(page: Page, { email, password }: Credentials) {
  await page.getByRole('textbox', { name: /^(Email|E-Mail)/ }).fill(email)
  await page.getByLabel(/^(Password|Passwort) \*/).fill(password)
  const codes = recoveryCodes.get(email)
  const answer = codes?.length ? page.waitForResponse((r) => r.url().endsWith('/api/user/login')) : null
  await page.locator('form button[type=submit]').click()
  if (!answer || !codes) return
  const body = (await (await answer).json().catch(() => ({}))) as { mfa?: unknown }
  if (!body.mfa) return
  await page.getByRole('textbox', { name: /^Code/ }).fill(codes.shift()!)
  await page.locator('form button[type=submit]').click()
}
