// An administrator raises one hotel's daily arrivals limit from the console's hotel dialog (issue 22): the dialog says
// the limit and today's count, a new limit is saved and audited, and an empty field goes back to the default. axe clean
// at 390 and 1280 px; screenshots (EN, DE) in docs/screens.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { createActiveMember } from '~/modules/reports/testing'
import { bearerOf, type Credentials, createAdminWithCli } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

let admin: Credentials
let companyId = ''
const hotel = { email: 'reception@grandhotel.ch', password: 'grandhotel-pass-1' }

// The administrator signs in once for the file (every sign-in spends one of the recovery codes), the session reused.
const file = browserFile({
  async setup(server) {
    companyId = (await inDatabase(server, (deps) => createActiveMember(deps, hotel))).user.companyId!
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
  },
})

/** The console's hotel dialog of the test hotel (on /admin/hotels), in the page's language and width. */
async function openHotel(page: Page) {
  await page.getByRole('button', { name: 'Hotel Bellevue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Hotel Bellevue' })
  await dialog.getByRole('heading', { name: /^(Arrivals a day|Anreisen pro Tag)$/ }).waitFor()
  return dialog
}

describe('the daily arrivals limit in the console', () => {
  test('an administrator raises one hotel’s daily arrivals limit and sets it back to the default', async () => {
    const probe = await file.as(admin, '/admin/hotels')
    const { page } = probe
    const dialog = await openHotel(page)
    await dialog.getByText('500 a day; 0 added today. This is the default.').waitFor()

    await dialog.getByLabel(/^Daily limit/).fill('1200')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('The limit is now 1200 arrivals a day.').waitFor()
    const bearer = await bearerOf(file.server, admin)
    const limitOf = async () => {
      const res = await fetch(`${file.server.url}/api/admin/arrivals/limits/${companyId}`, { headers: bearer })
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
        const probe = await file.as(admin, '/admin/hotels', { locale, viewport })
        const { page } = probe
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
