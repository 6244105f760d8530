// axe-core on every admin console screen at desktop width, and no sideways scrolling at phone width.
// Set SCREENSHOTS=dir to keep a PNG of each screen at both widths (to look at them).
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { type Credentials, createAdminWithCli } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'

let admin: Credentials
const file = browserFile({
  setup: async (server) => {
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
  },
})

const ADMIN_SCREENS = [
  '/admin',
  '/admin/hotels',
  '/admin/payments',
  '/admin/audit',
  '/admin/requests',
  '/admin/incidents',
  '/admin/jobs',
]

async function overflowOf(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

describe('the admin console is accessible', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`every admin screen at ${viewport.width}px: axe finds nothing at 1280 px, nothing scrolls sideways`, async () => {
      // Signed in once for the file (the second step with a recovery code), the session reused at the other width.
      const probe = await file.as(admin, '/admin', { viewport })
      const { page } = probe
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
