// Issue 34's acceptance in Chromium: the reported guest's notice e-mail and removal e-mail as the guest sees them (the
// mail's HTML part rendered at 390 and 1280 px, EN and DE): what the notice must say, nothing of other hotels and no
// evidence, axe clean without sideways scrolling, and the mail's link to /your-data opens that page. Set
// SCREENSHOTS=dir to keep PNGs (docs/screens/guest-*-mail-*.png).
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { formatChf } from '~/lib/money'
import { createActiveMember } from '~/modules/reports/testing'
import { bearerOf, type Credentials, createAdminWithCli } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, openPage, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { htmlOf, type Mail } from '../support/mail'
import { publishedReport } from '../support/published'
import { inDatabase } from '../support/server'

let admin: Record<string, string>
let writer: Record<string, string>
const hotel: Credentials = { email: 'mails@hotel.ch', password: 'mails-pass-1' }
const shots = process.env.SCREENSHOTS
const STAY = { check_in: '2025-03-01', check_out: '2025-03-04' }
/** What the reporting hotel wrote and filed: the guest's notice never carries it. */
const EVIDENCE = { message: 'Left without paying the bill for three nights.', file: 'bill.pdf', document: 'C01X00T47' }

const file = browserFile({
  async setup(server) {
    await inDatabase(server, (deps) => createActiveMember(deps, hotel))
    admin = await bearerOf(server, await createAdminWithCli(server, 'boss@knowyourguest.ch'))
    writer = await bearerOf(server, hotel)
  },
})

/** A report about a guest with an e-mail address, published by the operator: the guest is e-mailed a notice. */
const publish = (guest: Record<string, string>) =>
  publishedReport(file.server, { writer, admin }, { ...STAY, document_number: EVIDENCE.document, ...guest })

/** The mail's HTML part, shown in a fresh page at `size` px as the guest's mail program would. */
async function showMail(mail: Mail, viewport: typeof PHONE, locale: Locale) {
  // The guest's browser speaks the mail's language, so the page the link opens does too.
  const { server, browser } = file
  const probe = await openPage(browser, server.url, { viewport, locale: locale === 'de' ? 'de-CH' : 'en-GB' })
  await probe.page.setContent(htmlOf(join(server.dataDir, 'mail'), mail))
  return probe
}

/** The mail's link to /your-data: it opens the page of the guest's rights, in the mail's language. */
async function followRightsLink(page: Page, locale: Locale) {
  const label = serverLL(locale).guestSide.notice.action()
  await page.getByRole('link', { name: label, exact: true }).click()
  await page.waitForURL(`${file.server.url}/your-data`)
  await waitForHydration(page)
  await page.getByRole('heading', { level: 1, name: serverLL(locale).yourData.title() }).waitFor()
  await page.getByLabel(serverLL(locale).yourData.reference()).waitFor()
}

const CASES = [
  { locale: 'en', nationality: 'United Kingdom', last: 'Mailen' },
  { locale: 'de', nationality: 'Germany', last: 'Mailde' },
] as const

describe('the guest’s e-mails as the guest sees them', () => {
  for (const { locale, nationality, last } of CASES) {
    const email = `${last.toLowerCase()}@example.com`
    let reportId = ''
    let reference = ''

    for (const [viewport, size] of [
      [PHONE, 390],
      [DESKTOP, 1280],
    ] as const) {
      test(`the notice e-mail says who reported what, for how long, and how to act on it (${locale}, ${size} px)`, async () => {
        if (!reportId) reportId = await publish({ first_name: 'Mira', last_name: last, email, nationality })
        const mail = await file.mailTo(email, (m) => m.name.includes('guest-notice'))
        const probe = await showMail(mail, viewport, locale)
        try {
          const { page } = probe
          const LL = serverLL(locale)
          const text = ((await page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ')
          expect(text).toContain(LL.guestSide.notice.heading())
          // The reporting hotel, the category and the dates of the stay, the amount.
          expect(text).toContain('Hotel Bellevue')
          expect(text).toContain(LL.reports.categories.unpaid_bill())
          expect(text).toContain(formatDate(STAY.check_in, locale))
          expect(text).toContain(formatDate(STAY.check_out, locale))
          expect(text).toContain(formatChf(125_050, { locale }))
          // Shared with verified member hotels, how long it is kept, the page of the guest's rights and the reference.
          const shared = LL.guestSide.notice.shared({ until: '§' }).split('§')
          for (const piece of shared) expect(text).toContain(piece.trim())
          expect(text).toContain(`${file.server.url}/your-data`)
          const found = /KYG-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)?.[0]
          expect(found).toBeTruthy()
          reference = found!
          // No evidence, nothing the hotel wrote or filed, and only the other language when the nationality says none.
          for (const secret of Object.values(EVIDENCE)) expect(text).not.toContain(secret)
          const other = serverLL(locale === 'en' ? 'de' : 'en').guestSide.notice.heading()
          expect(text).not.toContain(other)
          await expectCleanScreen(page, `notice mail ${locale} ${size}`, expect)
          if (shots)
            await page.screenshot({ path: join(shots, `guest-notice-mail-${locale}-${size}.png`), fullPage: true })
          await followRightsLink(page, locale)
        } finally {
          await probe.close()
        }
      })
    }

    for (const [viewport, size] of [
      [PHONE, 390],
      [DESKTOP, 1280],
    ] as const) {
      test(`once the hotel marks it settled, the removal e-mail tells the guest (${locale}, ${size} px)`, async () => {
        expect(reportId).not.toBe('')
        if (size === 390) {
          const res = await fetch(`${file.server.url}/api/reports/${reportId}/settle`, {
            method: 'POST',
            headers: { ...writer, 'content-type': 'application/json' },
            body: '{}',
          })
          expect(res.status).toBe(200)
        }
        const mail = await file.mailTo(email, (m) => m.name.includes('guest-removal-notice'))
        const probe = await showMail(mail, viewport, locale)
        try {
          const { page } = probe
          const LL = serverLL(locale)
          const text = ((await page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ')
          expect(text).toContain(LL.guestSide.removed.heading())
          expect(text).toContain('Hotel Bellevue')
          expect(text).toContain(formatDate(STAY.check_in, locale))
          expect(text).toContain(LL.guestSide.removed.kept())
          expect(text).toContain(reference)
          for (const secret of Object.values(EVIDENCE)) expect(text).not.toContain(secret)
          await expectCleanScreen(page, `removal mail ${locale} ${size}`, expect)
          if (shots)
            await page.screenshot({ path: join(shots, `guest-removal-mail-${locale}-${size}.png`), fullPage: true })
          await followRightsLink(page, locale)
        } finally {
          await probe.close()
        }
      })
    }
  }
})
