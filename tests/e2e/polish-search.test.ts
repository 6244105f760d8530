// Issue 24 in Chromium at the guest search (items 2, 3 and 10): where the results land after Search, guest data kept
// out of the address, the history and browser storage, and the match told in words. Screens go to docs/screens.
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { openDatabase } from '~/db/client'
import { signIn } from '~/modules/auth/testing'
import { createActiveMember, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, newReportTab, openNewReport, PHONE, reportGuestFromResults } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { serverDeps } from '../support/server'

const HOTEL = { email: 'desk@bellevue.ch', password: 'secret-pass-1' }
const GUEST = { first_name: 'Johann', last_name: 'Mueller', birth_date: '1980-03-12', email: 'johann@example.com' }

const file = browserFile({
  async setup(server) {
    const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
    try {
      await createActiveMember(serverDeps(server, db), HOTEL)
    } finally {
      db.close()
    }
    // The hotel's own report: it shows under "Same company" whatever its status.
    const { bearer } = await signIn((path, init) => fetch(`${server.url}${path}`, init), HOTEL.email, HOTEL.password)
    const res = await fetch(`${server.url}/api/reports`, {
      method: 'POST',
      headers: bearer,
      body: reportForm(reportParts(GUEST), [{ name: 'bill.pdf', bytes: tinyPdf() }]),
    })
    if (res.status !== 201) throw new Error(`report: ${res.status} ${await res.text()}`)
  },
})

const LABELS = {
  en: { first: 'First name', last: 'Last name', birth: 'Birth date', email: 'Email address', search: 'Search' },
  de: { first: 'Vorname', last: 'Nachname', birth: 'Geburtsdatum', email: 'E-Mail-Adresse', search: 'Suchen' },
} as const

/** The hotel's search page in `locale` (one sign-in for the file, its session reused). */
const signedInAt = (locale: 'en' | 'de', viewport: { width: number; height: number }) =>
  file.as(HOTEL, '/dashboard/search', { locale, viewport })

async function search(
  page: Page,
  locale: 'en' | 'de',
  fields: { first?: string; last: string; birth?: string; email?: string },
) {
  const l = LABELS[locale]
  await page.getByLabel(l.first, { exact: true }).fill(fields.first ?? '')
  await page.getByLabel(l.last, { exact: true }).fill(fields.last)
  await page.getByLabel(l.birth, { exact: true }).fill(fields.birth ?? '')
  await page.getByLabel(l.email, { exact: true }).fill(fields.email ?? '')
  await page.getByRole('button', { name: l.search, exact: true }).click()
}

const resultsHeadingFocused = (page: Page) =>
  page.waitForFunction(() => document.activeElement?.id === 'search-results-title', null, { timeout: 20_000 })

describe('issue 24 at the guest search', () => {
  test('item 2: after Search the results heading has the focus, is in view below the header, and the number of results is announced, at 390 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const locale of ['en', 'de'] as const) {
        const { page, problems, close } = await signedInAt(locale, viewport)
        await search(page, locale, { first: 'Johann', last: 'Mueller', birth: '1980-03-12' })
        await resultsHeadingFocused(page)
        const heading = page.locator('#search-results-title')
        const box = (await heading.boundingBox())!
        const header = (await page.locator('.site-header').boundingBox())!
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
        const status = page.locator('.search-announce')
        expect(await status.textContent()).toBe(locale === 'en' ? '1 report found' : '1 Meldung gefunden')
        expect(await heading.textContent()).toContain(locale === 'en' ? 'Results' : 'Ergebnisse')
        await page.screenshot({ path: screenPath(`search-results-${locale}-${viewport.width}.png`) })
        expect(describeViolations(await axeViolations(page))).toBe('')

        // A search that finds nothing lands the same way, and says so.
        await search(page, locale, { first: 'Nobody', last: 'Known', birth: '1990-01-01' })
        await page.waitForFunction(() => document.querySelector('.search-empty') !== null, null, { timeout: 20_000 })
        await resultsHeadingFocused(page)
        expect(await status.textContent()).toBe(locale === 'en' ? '0 reports found' : '0 Meldungen gefunden')
        expect(problems).toEqual([])
        await close()
      }
    }
  }, 180_000)

  test('item 3: Search and Report guest put no guest data in the address, the history or browser storage', async () => {
    const { page, problems, close } = await signedInAt('en', DESKTOP)
    const guestData = /Mueller|Johann|1980|first_name|last_name|birth_date/
    const traces = () =>
      page.evaluate(() => ({
        url: location.href,
        history: JSON.stringify(history.state),
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
      }))
    await search(page, 'en', { first: 'Johann', last: 'Mueller', birth: '1980-03-12' })
    await resultsHeadingFocused(page)
    expect(JSON.stringify(await traces())).not.toMatch(guestData)
    expect(new URL(page.url()).search).toBe('')

    // Report guest opens New report filled with what was typed, handed over in memory.
    expect(await reportGuestFromResults(page)).toEqual({
      href: '/dashboard/new-report',
      lastName: 'Mueller',
      birthDate: '12.03.1980',
    })
    expect(JSON.stringify(await traces())).not.toMatch(guestData)

    // Back shows the last search again, from memory, with its results and still nothing in the address.
    await page.goBack()
    await page.waitForURL(/\/dashboard\/search$/)
    await page.locator('#search-results-title').waitFor()
    expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Mueller')
    expect(JSON.stringify(await traces())).not.toMatch(guestData)

    // New report opened later from the tabs starts empty: the hand-over is taken once.
    expect(await openNewReport(page, newReportTab(page))).toBe('')
    expect(problems).toEqual([])
    await close()
  }, 90_000)

  test('item 10: each result says in words which fields agree, which differ and which were not compared, with no percentage', async () => {
    const expected = {
      en: [
        'Agree: name',
        'Differ, or not in the report: email',
        'Not compared (not typed in the search): birth date, document, telephone, and address',
      ],
      de: [
        'Stimmt überein: Name',
        'Weicht ab oder fehlt in der Meldung: E-Mail',
        'Nicht verglichen (in der Suche nicht eingegeben): Geburtsdatum, Ausweis, Telefon und Adresse',
      ],
    } as const
    for (const viewport of [PHONE, DESKTOP]) {
      for (const locale of ['en', 'de'] as const) {
        const { page, problems, close } = await signedInAt(locale, viewport)
        await search(page, locale, { first: 'Johann', last: 'Mueller', email: 'someone.else@example.com' })
        await resultsHeadingFocused(page)
        const why = page.locator('.search-why li')
        expect(await why.allTextContents()).toEqual([...expected[locale]])
        for (const card of await page.locator('.search-result').allTextContents()) expect(card).not.toMatch(/\d\s?%/)
        await page.locator('.search-why').first().scrollIntoViewIfNeeded()
        await page.screenshot({ path: screenPath(`search-match-words-${locale}-${viewport.width}.png`) })
        expect(describeViolations(await axeViolations(page))).toBe('')
        expect(problems).toEqual([])
        await close()
      }
    }
  }, 180_000)
})
