// axe-core on every admin console screen at desktop width, and no sideways scrolling at phone width.
// Set SCREENSHOTS=dir to keep a PNG of each screen at both widths (to look at them).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { type Credentials, createAdminWithCli, openAt, signInWithForm } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, waitForHydration } from '../support/browser'
import { startTestServer, type TestServer } from '../support/server'

let server: TestServer
let browser: Browser
let admin: Credentials

const ADMIN_SCREENS = [
  '/admin',
  '/admin/hotels',
  '/admin/payments',
  '/admin/audit',
  '/admin/requests',
  '/admin/incidents',
  '/admin/jobs',
]

beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
  admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function overflowOf(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

describe('the admin console is accessible', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`every admin screen at ${viewport.width}px: axe finds nothing at 1280 px, nothing scrolls sideways`, async () => {
      const probe = await openAt(browser, server, '/login', { viewport })
      const { page } = probe
      await signInWithForm(page, admin)
      await page.waitForURL('**/admin')
      for (const path of ADMIN_SCREENS) {
        await page.goto(path)
        await waitForHydration(page)
        // The screen's lists have loaded (no "Loading…" status left), waited on instead of a fixed pause.
        await page.waitForFunction(
          () => ![...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes('Loading…')),
        )
        const label = `${path} ${viewport.width}px`
        if (process.env.SCREENSHOTS) {
          const name = `${path.replaceAll('/', '_')}-${viewport.width}.png`
          await page.screenshot({ path: join(process.env.SCREENSHOTS, name), fullPage: true })
        }
        if (viewport === DESKTOP) {
          const violations = await axeViolations(page)
          expect(`${label}\n${describeViolations(violations)}`).toBe(`${label}\n`)
        }
        expect(`${label} overflow ${await overflowOf(page)}`).toBe(`${label} overflow 0`)
      }
      expect(probe.problems).toEqual([])
      await probe.close()
    })
  }
})
