// An administrator raises one hotel's daily arrivals limit from the console's hotel dialog (issue 22): the dialog says
// the limit and today's count, a new limit is saved and audited, and an empty field goes back to the default. axe clean
// at 390 and 1280 px; screenshots (EN, DE) in docs/screens.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { openDatabase } from '~/db/client'
import { createActiveMember } from '~/modules/reports/testing'
import { bearerOf, type Credentials, createAdminWithCli, openAt, signInWithForm } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE } from '../support/browser'
import { screenPath } from '../support/screens'
import { serverDeps, startTestServer, type TestServer } from '../support/server'

let server: TestServer
let browser: Browser
let admin: Credentials
let companyId = ''
const hotel = { email: 'reception@grandhotel.ch', password: 'grandhotel-pass-1' }

beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
  const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
  try {
    companyId = (await createActiveMember(serverDeps(server, db), hotel)).user.companyId!
  } finally {
    db.close()
  }
  admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** The console's hotel dialog of the test hotel, in the given language and width. */
async function openHotel(page: Page) {
  await page.goto('/admin/hotels')
  await page.getByRole('button', { name: 'Hotel Bellevue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Hotel Bellevue' })
  await dialog.getByRole('heading', { name: /^(Arrivals a day|Anreisen pro Tag)$/ }).waitFor()
  return dialog
}

describe('the daily arrivals limit in the console', () => {
  test('an administrator raises one hotel’s daily arrivals limit and sets it back to the default', async () => {
    const probe = await openAt(browser, server, '/login')
    const { page } = probe
    await signInWithForm(page, admin)
    await page.waitForURL(/\/admin/)
    const dialog = await openHotel(page)
    await dialog.getByText('500 a day; 0 added today. This is the default.').waitFor()

    await dialog.getByLabel(/^Daily limit/).fill('1200')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('The limit is now 1200 arrivals a day.').waitFor()
    const limitOf = async () => {
      const res = await fetch(`${server.url}/api/admin/arrivals/limits/${companyId}`, {
        headers: await bearerOf(server, admin),
      })
      return (await res.json()) as { daily_limit: number; default: boolean }
    }
    expect(await limitOf()).toMatchObject({ daily_limit: 1200, default: false })
    await dialog.getByText('Raised for this hotel.').waitFor()

    // An empty field is the default again.
    await dialog.getByLabel(/^Daily limit/).fill('')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('The limit is now 500 arrivals a day.').waitFor()
    expect(await limitOf()).toMatchObject({ daily_limit: 500, default: true })
    expect(probe.problems).toEqual([])
    await probe.close()
  }, 90_000)

  for (const locale of ['en', 'de'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`the limit in the hotel dialog is axe clean (${locale}, ${viewport.width} px)`, async () => {
        const probe = await openAt(browser, server, '/login', { locale, viewport })
        const { page } = probe
        await signInWithForm(page, admin)
        await page.waitForURL(/\/admin/)
        const dialog = await openHotel(page)
        await dialog.getByRole('heading', { name: /^(Arrivals a day|Anreisen pro Tag)$/ }).scrollIntoViewIfNeeded()
        const name = `admin-arrivals-limit-${locale}-${viewport.width}`
        const violations = await axeViolations(page)
        expect(`${name}\n${describeViolations(violations)}`).toBe(`${name}\n`)
        await page.screenshot({ path: screenPath(`${name}.png`) })
        expect(probe.problems).toEqual([])
        await probe.close()
      }, 90_000)
    }
  }
})
