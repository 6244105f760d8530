import { existsSync } from 'node:fs'
import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core'

/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium build without the desktop browser
 * around it; what Playwright itself runs for headless tests) when it is installed, else Debian's Chromium. The shell
 * took half the CPU per page opened and checked (ADR 320), and the browser tests are bound by CPU on 2 cores.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const EXECUTABLE = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export type PageProbe = {
  page: Page
  /** Console errors and warnings, page errors (CSP violations and hydration warnings land here). */
  problems: string[]
  /** Requests to any host other than the app's. */
  foreignRequests: string[]
  close: () => Promise<void>
}

/** A fresh context and page that records console problems and requests leaving the site. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<PageProbe> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl, ...options })
  const page = await context.newPage()
  const problems: string[] = []
  const foreignRequests: string[] = []
  const ownHost = new URL(baseUrl).host
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  // Requests leaving the site are read from Chromium's own network events (a CDP session: plain data), not from
  // Playwright's `request` event: subscribing to that makes Playwright's server mirror every request and its response
  // of the page into the test's process as objects, and under load some of those arrived for a page the client had
  // already let go ("Cannot find parent object page@…/request@… to create …", then "Object with guid … was not bound"
  // once per later test; admin.test, notice-letter.test). The app's own background calls (the session check every
  // minute and at focus, issue 32 item 13) made these mirrored requests many more.
  const cdp = await context.newCDPSession(page)
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const url = new URL(request.url)
    if (!['data:', 'blob:'].includes(url.protocol) && url.host !== ownHost) foreignRequests.push(request.url)
  })
  await cdp.send('Network.enable')
  // KYG_CPU_THROTTLE=4 runs the page's JavaScript four times slower (Chromium's CPU throttling), to reproduce on a quiet
  // machine what a test meets under load: a test that acts before the page is ready (ADR 353).
  const throttle = Number(process.env.KYG_CPU_THROTTLE ?? 1)
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  // The page leaves for about:blank before its context closes, so none of its requests is still in flight then.
  const close = async () => {
    await cdp.detach().catch(() => undefined)
    await page.goto('about:blank').catch(() => undefined)
    await context.close()
  }
  return { page, problems, foreignRequests, close }
}

/** Waits until React has hydrated the page (the router marks the document). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __kygHydrated?: boolean }).__kygHydrated === true, null, {
    timeout: 15_000,
  })
}

/**
 * Follows `link` (the dashboard's "New report" tab, or a search result's "Report guest") to the report form and
 * answers what its Last name field holds once the form is on screen.
 */
export async function openNewReport(page: Page, link: Locator): Promise<string> {
  await link.click()
  await page.waitForURL(/\/dashboard\/new-report$/)
  const lastName = page.getByLabel(/^Last name/).first()
  await lastName.waitFor()
  return lastName.inputValue()
}

/**
 * Follows the first search result's "Report guest" link and answers where it points and what the report form it opens
 * holds in Last name and Date of birth, as shown (12.03.1980; handed over in memory, issue 24 item 3).
 */
export async function reportGuestFromResults(page: Page) {
  const link = page.getByRole('link', { name: 'Report guest' }).first()
  const href = await link.getAttribute('href')
  const lastName = await openNewReport(page, link)
  const birthDate = await page
    .getByLabel(/^Date of birth/)
    .first()
    .inputValue()
  return { href, lastName, birthDate }
}

/** The dashboard's "New report" tab. */
export function newReportTab(page: Page): Locator {
  return page.getByRole('link', { name: 'New report', exact: true }).first()
}
