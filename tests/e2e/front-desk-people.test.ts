// Issue 32 at the shared desk, in Chromium: the header shows the person signed in and the hotel (item 4). Screens in
// docs/screens, axe clean at 390 and 1280 px.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { openDatabase } from '~/db/client'
import { createStaff } from '~/modules/auth/testing'
import { createActiveMember } from '~/modules/reports/testing'
import { openAt, signInWithForm } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE } from '../support/browser'
import { screenPath } from '../support/screens'
import { serverDeps, startTestServer, type TestServer } from '../support/server'

let server: TestServer
let browser: Browser
const OWNER = { email: 'owner@lindenhof.ch', password: 'lindenhof-pass-1' }
const STAFF = { email: 'lea@lindenhof.ch', password: 'lindenhof-staff-1' }

beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
  const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
  try {
    const owner = await createActiveMember(serverDeps(server, db), OWNER)
    await createStaff(db.db, owner.user, STAFF)
  } finally {
    db.close()
  }
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('issue 32: who is at the desk', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`front desk 4: the header shows the person signed in and the hotel, the owner and a receptionist each their own (${viewport.width} px)`, async () => {
      for (const [person, name, locale] of [
        [OWNER, 'Anna Muster', 'en'],
        [STAFF, 'Lea Keller', 'de'],
      ] as const) {
        const { page, problems, close } = await openAt(browser, server, '/login', { locale, viewport })
        await signInWithForm(page, person)
        await page.waitForURL('**/dashboard/**')
        const toggle = page.locator('header .account-menu .dropdown-toggle')
        await toggle.waitFor()
        expect(await toggle.locator('.account-name').textContent()).toBe(name)
        expect(await toggle.locator('.account-hotel').textContent()).toBe('Hotel Bellevue')
        // Read as one name by a screen reader, the person first.
        expect(await page.getByRole('button', { name: new RegExp(`^${name}\\s+Hotel Bellevue$`) }).count()).toBe(1)
        // Both lines are within the screen (the hotel may be cut with an ellipsis, never pushed off).
        const box = (await toggle.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
        await toggle.click()
        const heading = page.locator('.account-menu .dropdown-heading')
        expect(await heading.textContent()).toBe(`${name}Hotel Bellevue${person.email}`)
        await page.screenshot({ path: screenPath(`header-person-${locale}-${viewport.width}.png`) })
        await expectCleanScreen(page, `header ${name} ${viewport.width}`, expect)
        expect(problems).toEqual([])
        await close()
      }
    }, 120_000)
  }
})
