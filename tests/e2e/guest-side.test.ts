// Issue 34 in Chromium: the guest's notice e-mail when a report is published, and a hotel marking a report settled
// (EN and DE, 390 and 1280 px, axe clean) with the guest's removal notice. Set SCREENSHOTS=dir to keep PNGs.
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { createActiveMember } from '~/modules/reports/testing'
import { bearerOf, type Credentials, createAdminWithCli } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { publishedReport } from '../support/published'
import { inDatabase } from '../support/server'

let admin: Record<string, string>
let writer: Record<string, string>
const hotel: Credentials = { email: 'front@hotel.ch', password: 'front-pass-1' }

const file = browserFile({
  async setup(server) {
    await inDatabase(server, (deps) => createActiveMember(deps, hotel))
    admin = await bearerOf(server, await createAdminWithCli(server, 'boss@knowyourguest.ch'))
    // One sign-in for the API calls: sign-ins from one address are throttled.
    writer = await bearerOf(server, hotel)
  },
})

const publish = (guest: Record<string, string>) => publishedReport(file.server, { writer, admin }, guest)

describe('the reported guest’s side in the browser', () => {
  test('a published report sends the guest one notice e-mail with the page and a personal reference', async () => {
    await publish({ first_name: 'Greta', last_name: 'Gruber', email: 'greta@example.com', nationality: 'Germany' })
    const mail = await file.mailTo('greta@example.com')
    expect(mail.text).toContain('Ein Hotel hat Ihren Aufenthalt bei KnowYourGuest gemeldet')
    expect(mail.text).toContain('/your-data')
    expect(mail.text).toMatch(/KYG-[A-Z2-9]{4}-[A-Z2-9]{4}/)
    expect(mail.text).not.toContain('bill.pdf')
  })

  for (const [locale, viewport, size] of [
    ['en', PHONE, 390],
    ['en', DESKTOP, 1280],
    ['de', PHONE, 390],
    ['de', DESKTOP, 1280],
  ] as const) {
    test(`a hotel marks a report settled (${locale}, ${size} px) and the guest is told it was removed`, async () => {
      const last = `Zahler${locale}${size}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
      const email = `${last.toLowerCase()}@example.com`
      await publish({ first_name: 'Sandro', last_name: last, email, nationality: 'Italy' })
      const probe = await file.as(hotel, '/dashboard/reports', { locale, viewport })
      try {
        const { page } = probe
        const de = locale === 'de'
        const name = de ? `Als erledigt markieren: Sandro ${last}` : `Mark as settled: Sandro ${last}`
        await page.getByRole('button', { name }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByLabel(de ? 'Bezahlter Betrag in CHF (optional)' : 'Amount paid in CHF (optional)').fill('250')
        await expectCleanScreen(page, `settle dialog ${locale} ${size}`, expect)
        if (process.env.SCREENSHOTS)
          await page.screenshot({ path: join(process.env.SCREENSHOTS, `settle-${locale}-${size}.png`) })
        await dialog.getByRole('button', { name: de ? 'Als erledigt markieren' : 'Mark as settled' }).click()
        await page
          .getByText(
            de ? 'Die Meldung wurde als erledigt markiert und gelöscht.' : 'The report was marked settled and removed.',
          )
          .waitFor()
        await expect(page.getByRole('button', { name }).count()).resolves.toBe(0)
        const removal = await file.mailTo(email, (m) => m.text.includes('rimossa'))
        expect(removal.text).toContain('/your-data')
        // The removal notice carries the guest's personal reference, like the notice at publication.
        expect(removal.text).toMatch(/KYG-[A-Z2-9]{4}-[A-Z2-9]{4}/)
      } finally {
        await probe.close()
      }
    })
  }
})
