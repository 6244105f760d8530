// Issue 9 in Chromium, as a new user would try it: a hotel reports a guest with two dropped files (progress shown),
// the admin approves it with a note, the hotel sees the decision and the e-mail, edits the report and adds a file,
// and the admin sees it pending again with the new file. Then axe on every reports screen at 390 and 1280 px in EN,
// FR, DE and IT.
import { afterAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { openDatabase } from '~/db/client'
import { createActiveMember, jpegWithGps, smallPng, tinyPdf } from '~/modules/reports/testing'
import { type Credentials, createAdminWithCli } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, type PageProbe, PHONE, waitForHydration } from '../support/browser'
import { dropFile, dropFiles } from '../support/evidence-drop'
import { browserFile } from '../support/fixtures'
import { serverDeps } from '../support/server'

let admin: Credentials
const HOTEL = { email: 'anna@bellevue.ch', password: 'secret-pass-1' }

const file = browserFile({
  async setup(server) {
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
    const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
    try {
      await createActiveMember(serverDeps(server, db), HOTEL)
    } finally {
      db.close()
    }
  },
})

/** The decision e-mail of the given kind to the hotel, once the outbox has written it. */
async function mailOfKind(kind: string): Promise<string> {
  return (await file.mailTo(HOTEL.email, (m) => m.name.includes(kind))).text
}

describe('reports in the browser', () => {
  test('create with two dropped files, approve with a note, see the decision and the e-mail, edit and add a file, pending again', async () => {
    const hotel = await file.as(HOTEL, '/dashboard/new-report')
    const { page } = hotel
    await page.getByLabel(/^First name/).fill('Max')
    await page.getByLabel(/^Last name/).fill('Mustermann')
    await page.getByLabel(/^Date of birth/).fill('1980-04-12')
    const nationality = page.getByRole('combobox', { name: /^Nationality/ })
    await nationality.click()
    await nationality.fill('Germany')
    await nationality.press('Enter')
    await page.getByLabel(/^Check-in date/).fill('2025-03-01')
    await page.getByLabel(/^Check-out date/).fill('2025-03-04')
    await page.getByLabel(/^Category/).selectOption('unpaid_bill')
    await page.getByLabel(/^Amount owed/).fill("1'250.50")
    await page.getByLabel(/^Message/).fill('Left without paying the bill for three nights.')
    await dropFiles(page, [
      dropFile('front-desk.jpg', 'image/jpeg', await jpegWithGps()),
      dropFile('invoice.pdf', 'application/pdf', tinyPdf()),
    ])
    const files = page.getByRole('list', { name: 'Files of this report' }).getByRole('listitem')
    // The checks of chosen files load at the field's first use (ADR 147): wait for both items.
    await files.nth(1).waitFor()
    expect(await files.count()).toBe(2)
    await page.getByRole('checkbox').check()
    // Record every progress bar value the page shows while sending (the answer comes back fast on loopback).
    await page.evaluate(() => {
      const seen: Record<string, string[]> = {}
      ;(window as unknown as { progressSeen: typeof seen }).progressSeen = seen
      const record = () => {
        for (const bar of document.querySelectorAll('progress.evidence-progress')) {
          const name = bar.getAttribute('aria-label') ?? ''
          seen[name] = [...(seen[name] ?? []), bar.getAttribute('value') ?? '']
        }
      }
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['value'],
      })
    })
    await page.getByRole('button', { name: 'Send' }).click()
    await page.waitForURL('**/dashboard/reports', { timeout: 20_000 })
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: Record<string, string[]> }).progressSeen,
    )
    expect(Object.keys(seen).sort()).toEqual(['Upload of front-desk.jpg', 'Upload of invoice.pdf'])
    for (const values of Object.values(seen)) expect(values.at(-1)).toBe('100')
    const item = page.getByRole('listitem').filter({ hasText: 'Max Mustermann' })
    await item.getByText('Pending approval').waitFor()
    expect(await item.textContent()).toContain('1 March 2025 to 4 March 2025')

    // The admin approves it with a note.
    const boss = await file.as(admin, '/admin/reports')
    await boss.page.getByRole('heading', { name: 'Max Mustermann' }).waitFor()
    expect(await boss.page.getByRole('img', { name: 'front-desk.jpg' }).count()).toBe(1)
    expect(await boss.page.getByRole('link', { name: 'Open invoice.pdf in a new tab' }).getAttribute('target')).toBe(
      '_blank',
    )
    await boss.page.getByLabel(/^Notes for the hotel/).fill('Invoice and photo are clear. Published.')
    await boss.page.getByRole('button', { name: 'Approve' }).click()
    await boss.page.getByText('No report is waiting for approval.').waitFor()

    // The hotel sees the decision and the note, and was e-mailed.
    await page.reload()
    await waitForHydration(page)
    await item.getByText('Approved').waitFor()
    expect(await item.textContent()).toContain('Invoice and photo are clear. Published.')
    expect(await mailOfKind('report-approved')).toContain('Your report was approved')

    // The hotel edits it and adds a file through the file picker: pending again.
    await item.getByRole('link', { name: 'Edit the report about Max Mustermann' }).click()
    await page.waitForURL('**/edit')
    await page.getByRole('button', { name: 'Remove front-desk.jpg' }).waitFor()
    await page.locator('input[type=file]').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await smallPng()),
    })
    await page.getByRole('button', { name: 'Remove receipt.png' }).waitFor()
    await page.getByLabel(/^Message/).fill('Left without paying the bill for three nights, and took the bathrobe.')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Update' }).click()
    await page.waitForURL('**/dashboard/reports', { timeout: 20_000 })
    await item.getByText('Pending approval').waitFor()

    // The admin sees it in the queue again, with the new file.
    await boss.page.reload()
    await waitForHydration(boss.page)
    await boss.page.getByRole('heading', { name: 'Max Mustermann' }).waitFor()
    await boss.page.getByRole('img', { name: 'receipt.png' }).waitFor()
    expect(await boss.page.getByText('took the bathrobe').count()).toBe(1)
    expect(hotel.problems.filter((p) => !p.includes('favicon'))).toEqual([])
    expect(boss.problems.filter((p) => !p.includes('favicon'))).toEqual([])
    await hotel.close()
    await boss.close()
  })
})

const check = (page: Page, label: string) => expectCleanScreen(page, label, expect)
async function visit(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}
/** Follows one of the app's own links (no new page load) and waits for its address. */
async function follow(page: Page, link: Locator, url: string) {
  await link.click()
  await page.waitForURL(url)
}
/** Waits for every flow to end, then fails with the first failure (no flow is left running into the next test). */
async function allOf(...flows: Promise<void>[]) {
  const failed = (await Promise.allSettled(flows)).find((ended) => ended.status === 'rejected')
  if (failed) throw failed.reason
}

describe('reports screens are accessible', () => {
  // One hotel page and one administrator page serve the eight checks (ADR 353): a check sizes the page, loads its first
  // screen there in its language and reaches the next ones by the app's links, instead of opening two browser contexts
  // and loading four pages; the hotel's screens and the administrator's are checked side by side. Each page is used by
  // every check, so none sits idle long enough for the app's idle sign-out (45 s warning, 60 s sign-out).
  const kept = new Map<string, PageProbe>()
  afterAll(async () => {
    for (const probe of kept.values()) await probe.close()
  })
  async function pageAt(who: Credentials, path: string, locale: string, viewport: typeof PHONE) {
    const probe = kept.get(who.email)
    if (!probe) {
      const opened = await file.as(who, path, { locale, viewport })
      kept.set(who.email, opened)
      return opened.page
    }
    await probe.page.setViewportSize(viewport)
    await probe.page.context().addCookies([{ name: 'lang', value: locale, url: file.server.url }])
    await visit(probe.page, path)
    return probe.page
  }

  for (const locale of ['en', 'fr', 'de', 'it']) {
    for (const viewport of [PHONE, DESKTOP]) {
      const where = `${locale} ${viewport.width}px`
      test(`axe finds no violation on New report, Your reports, Edit report and /admin/reports in ${where}`, async () => {
        const hotelScreens = async () => {
          const page = await pageAt(HOTEL, '/dashboard/new-report', locale, viewport)
          await check(page, `/dashboard/new-report ${where}`)
          // With every error shown.
          await page.locator('form.report-form button[type=submit]').click()
          await page.locator('.field-error').first().waitFor()
          await check(page, `/dashboard/new-report with errors ${where}`)
          await follow(page, page.locator('a[href="/dashboard/reports"]:visible').first(), '**/dashboard/reports')
          await page.locator('.report-item').first().waitFor()
          await check(page, `/dashboard/reports ${where}`)
          await page.locator('.report-item .btn-danger').first().click()
          await page.locator('dialog.modal[open]').waitFor()
          await check(page, `/dashboard/reports delete dialog ${where}`)
          await page.keyboard.press('Escape')
          await page.locator('dialog.modal[open]').waitFor({ state: 'detached' })
          await follow(page, page.locator('.report-item a.btn[href$="/edit"]').first(), '**/edit')
          await page.locator('.evidence-item').first().waitFor()
          await check(page, `edit report ${where}`)
        }
        const adminScreen = async () => {
          const page = await pageAt(admin, '/admin/reports', locale, viewport)
          await page.locator('.moderation-report h2').waitFor()
          await check(page, `/admin/reports ${where}`)
        }
        await allOf(hotelScreens(), adminScreen())
      })
    }
  }
})

describe('an administrator changes a decision in the browser', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`approve, then reject instead with a note from the approved list; the hotel sees it (${viewport.width}px)`, async () => {
      // The pending report of the first test is approved here (desktop), or already rejected back (phone: approve it).
      const boss = await file.as(admin, '/admin/reports', { viewport })
      const { page } = boss
      await page.getByRole('heading', { name: 'Max Mustermann' }).waitFor({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Approve' }).click()
      await page.getByText('No report is waiting for approval.').waitFor({ timeout: 20_000 })

      // The list choice shows the approved reports, most recent decision first.
      await page.getByLabel('Show').selectOption('approved')
      await page.waitForURL('**status=approved**')
      await page.getByRole('heading', { name: 'Change the decision' }).waitFor({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Reject instead' }).click()
      await page.getByText('Please write a note for the hotel explaining why the decision changes.').waitFor()
      await check(page, `change decision ${viewport.width}px`)
      if (process.env.KYG_SCREENSHOTS)
        await page.screenshot({ path: join(process.env.KYG_SCREENSHOTS, `change-decision-${viewport.width}.png`) })
      await page.getByLabel(/^Note for the hotel/).fill('The invoice belongs to another guest.')
      await page.getByRole('button', { name: 'Reject instead' }).click()
      await page.getByText('The report is now rejected and the hotel was told.').waitFor({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Approve instead' }).waitFor({ timeout: 20_000 })

      // The hotel's list says rejected, with the note; the e-mail says so.
      const hotel = await file.as(HOTEL, '/dashboard/reports', { viewport })
      const item = hotel.page.getByRole('listitem').filter({ hasText: 'Max Mustermann' })
      await item.getByText('Rejected').waitFor({ timeout: 20_000 })
      await item.getByText('The invoice belongs to another guest.').waitFor()
      expect(await mailOfKind('report-decision-changed-rejected')).toContain('Your report is no longer approved')

      // Put it back to pending for the next width: the hotel edits it.
      await item.getByRole('link', { name: 'Edit the report about Max Mustermann' }).click()
      await hotel.page.waitForURL('**/edit')
      await hotel.page.getByRole('button', { name: 'Remove front-desk.jpg' }).waitFor({ timeout: 20_000 })
      await hotel.page.getByRole('checkbox').check()
      await hotel.page.getByRole('button', { name: 'Update' }).click()
      await hotel.page.waitForURL('**/dashboard/reports', { timeout: 20_000 })
      await item.getByText('Pending approval').waitFor({ timeout: 20_000 })
      await hotel.close()
      await boss.close()
    })
  }
})
