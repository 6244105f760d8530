// Issue 34, section 1 in Chromium (ADR 285): a hotel whose published report holds no guest e-mail sees the reminder
// on its dashboard, downloads the notice letter (a PDF with the address and the reference) from the report's card and
// marks it sent, after which the reminder is gone (EN and DE, 390 and 1280 px, axe clean); the operator's register
// of notices shows a held one with its reason. Set SCREENSHOTS=dir to keep PNGs (and the letters as PDF).
import { describe, expect, test } from 'bun:test'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pdfText } from '~/modules/billing/testing'
import { createActiveMember, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import { bearerOf, type Credentials, createAdminWithCli } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { publishedReport } from '../support/published'
import { inDatabase, runCli } from '../support/server'

let admin: Credentials
let adminBearer: Record<string, string>
let writer: Record<string, string>
const hotel: Credentials = { email: 'letters@hotel.ch', password: 'letters-pass-1' }
const shots = process.env.SCREENSHOTS
/** Where the guests of this file live (a letter needs an address); they have no e-mail unless a test gives one. */
const ADDRESS = { email: '', street_name: 'Kramgasse', building_no: '49', zip_code: '3011', city: 'Bern' }

const file = browserFile({
  async setup(server) {
    await inDatabase(server, (deps) => createActiveMember(deps, hotel))
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
    adminBearer = await bearerOf(server, admin)
    writer = await bearerOf(server, hotel)
  },
})

/** A report about a guest, sent by the hotel and waiting for approval. */
async function send(overrides: Record<string, string>) {
  const res = await fetch(`${file.server.url}/api/reports`, {
    method: 'POST',
    headers: writer,
    body: reportForm(reportParts({ ...ADDRESS, ...overrides }), [{ name: 'bill.pdf', bytes: tinyPdf() }]),
  })
  if (res.status !== 201) throw new Error(`report: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { report: { id: string } }).report.id
}

/** A report about a guest without e-mail, published by the operator: its notice is a letter due. */
const publish = (guest: Record<string, string>) =>
  publishedReport(file.server, { writer, admin: adminBearer }, { ...ADDRESS, ...guest })

// Sign-in allows 10 attempts a minute per address: each person signs in once, later pages reuse the session.
const signedIn = (who: Credentials, path: string, locale: string, viewport: typeof PHONE) =>
  file.as(who, path, { locale, viewport })

describe('the notice letter in the browser', () => {
  for (const [locale, viewport, size] of [
    ['en', PHONE, 390],
    ['en', DESKTOP, 1280],
    ['de', PHONE, 390],
    ['de', DESKTOP, 1280],
  ] as const) {
    test(`a hotel sees the reminder, downloads the letter and marks it sent (${locale}, ${size} px)`, async () => {
      const de = locale === 'de'
      const last = `Brief${locale}${size}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
      const name = `Lena ${last}`
      await publish({ first_name: 'Lena', last_name: last, nationality: 'Germany' })
      const probe = await signedIn(hotel, '/dashboard/search', locale, viewport)
      try {
        const { page } = probe
        const reminder = page.getByRole('region', {
          name: de ? 'Mitteilungsbriefe zu versenden' : 'Notice letters to post',
        })
        await reminder.waitFor()
        await expect(reminder.textContent()).resolves.toContain(de ? '1 Gast' : '1 guest')
        await expectCleanScreen(page, `reminder ${locale} ${size}`, expect)
        if (shots) await page.screenshot({ path: join(shots, `notice-letter-reminder-${locale}-${size}.png`) })

        await reminder.getByRole('link', { name: de ? 'Ihre Meldungen öffnen' : 'Open your reports' }).click()
        await page.waitForURL(/\/dashboard\/reports/)
        // The report's own card (the letters of earlier tests, marked sent, keep their block on their cards).
        const card = page.locator('li.report-item').filter({ hasText: name })
        const block = card.locator('.notice-letter')
        await block
          .getByRole('heading', { name: de ? 'Mitteilungsbrief an den Gast' : 'Notice letter to the guest' })
          .waitFor()
        const downloadLabel = de ? 'Brief herunterladen (PDF)' : 'Download the letter (PDF)'
        const link = block.getByRole('link', { name: `${downloadLabel}: ${name}` })
        await expect(link.getAttribute('download')).resolves.toBe('')
        // The file the link downloads, fetched with the page's session (Playwright's download events race the closing
        // of the page's context in this runner).
        const answer = await page.request.get((await link.getAttribute('href'))!)
        expect(answer.status()).toBe(200)
        expect(answer.headers()['content-disposition']).toContain('attachment')
        const pdf = await answer.body()
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        const text = pdfText(pdf)
        for (const line of [name, 'Kramgasse 49', '3011 Bern', '/your-data']) expect(text).toContain(line)
        expect(text).toMatch(/KYG-[A-Z2-9]{4}-[A-Z2-9]{4}/)
        expect(text).toContain('Information über eine Meldung zu Ihrer Person')
        await expectCleanScreen(page, `letter block ${locale} ${size}`, expect)
        if (shots) {
          await block.scrollIntoViewIfNeeded()
          await page.screenshot({ path: join(shots, `notice-letter-card-${locale}-${size}.png`) })
        }
        // Kept for docs/screens: the downloaded letter (a page of it is rendered there as PNG).
        if (shots) await writeFile(join(shots, `notice-letter-${locale}-${size}.pdf`), pdf)

        await block
          .getByRole('button', { name: `${de ? 'Brief als versandt markieren' : 'Mark the letter sent'}: ${name}` })
          .click()
        await page.getByText(de ? 'Der Brief ist als versandt markiert.' : 'The letter is marked sent.').waitFor()
        await block.getByText(de ? /Brief am .* als versandt markiert/ : /Letter marked sent on/).waitFor()
        await reminder.waitFor({ state: 'detached' })
        await page.goto('/dashboard/search')
        await waitForHydration(page)
        await expect(
          page.getByRole('region', { name: de ? 'Mitteilungsbriefe zu versenden' : 'Notice letters to post' }).count(),
        ).resolves.toBe(0)
      } finally {
        await probe.close()
      }
    })
  }

  for (const [locale, viewport, size] of [
    ['en', DESKTOP, 1280],
    ['en', PHONE, 390],
    ['de', DESKTOP, 1280],
    ['de', PHONE, 390],
  ] as const) {
    test(`the operator sees held notices and their reason (${locale}, ${size} px)`, async () => {
      const de = locale === 'de'
      if (locale === 'en' && size === 1280) {
        const id = await publish({ first_name: 'Hugo', last_name: 'Gehalten' })
        const held = await runCli(file.server, ['notices:hold', id, '--reason', 'Ongoing criminal complaint'])
        expect(held.code).toBe(0)
      }
      const probe = await signedIn(admin, '/admin/notices', locale, viewport)
      try {
        const { page } = probe
        await page
          .getByRole('heading', { level: 1, name: de ? 'Mitteilungen an Gäste' : 'Notices to guests' })
          .waitFor()
        await page.getByLabel('Status').selectOption('held')
        const row = page.getByRole('row').filter({ hasText: 'Ongoing criminal complaint' })
        await row.waitFor()
        await expect(row.textContent()).resolves.toContain(de ? 'Zurückgehalten' : 'Held back')
        await expectCleanScreen(page, `notices ${locale} ${size}`, expect)
        if (shots) await page.screenshot({ path: join(shots, `admin-notices-${locale}-${size}.png`), fullPage: true })
      } finally {
        await probe.close()
      }
    })
  }

  for (const [locale, viewport, size] of [
    ['en', DESKTOP, 1280],
    ['de', PHONE, 390],
  ] as const) {
    test(`the administrator holds a guest’s notice back at approval, with its reason (${locale}, ${size} px)`, async () => {
      const de = locale === 'de'
      const reason = `Criminal complaint pending ${locale} ${size}`
      const last = size === 390 ? 'Innehalt' : 'Anhalter'
      const id = await send({ first_name: 'Ida', last_name: last, email: `ida.${size}@example.com` })
      const probe = await signedIn(admin, `/admin/reports?id=${id}`, locale, viewport)
      try {
        const { page } = probe
        await page.getByRole('heading', { name: `Ida ${last}` }).waitFor({ timeout: 20_000 })
        await page
          .getByLabel(de ? 'Benachrichtigung der gemeldeten Person zurückhalten' : 'Hold back the guest’s notice')
          .check()
        const approve = page.getByRole('button', { name: de ? 'Freigeben' : 'Approve', exact: true })
        await approve.click()
        // Without its reason the hold is refused on the page, and the reason's field has the focus.
        const field = page.getByLabel(de ? /^Grund für das Zurückhalten/ : /^Reason for holding it back/)
        await page
          .getByText(
            de ? 'Geben Sie den Grund für das Zurückhalten an.' : 'Give the reason for holding the notice back.',
          )
          .waitFor()
        await expect(field.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
        await expectCleanScreen(page, `hold at approval ${locale} ${size}`, expect)
        if (shots)
          await page.screenshot({ path: join(shots, `admin-hold-notice-${locale}-${size}.png`), fullPage: true })
        await field.fill(reason)
        await approve.click()
        await page.getByRole('heading', { name: `Ida ${last}` }).waitFor({ state: 'detached', timeout: 20_000 })
        await page.goto('/admin/notices')
        await waitForHydration(page)
        await page.getByLabel('Status').selectOption('held')
        await page.getByRole('row').filter({ hasText: reason }).waitFor({ timeout: 20_000 })
      } finally {
        await probe.close()
      }
    })
  }
})
