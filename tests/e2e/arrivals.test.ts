// Arrivals in Chromium (issue 22): a hotel imports Excel's semicolon CSV in Windows-1252 (50 guests, three of them
// reported elsewhere under another spelling, two bad rows), sees three flags and the bad rows named; an administrator
// approves a report that matches a fourth guest, and the hotel sees the alert and gets the mail; once the retention
// job's clock is past check-out + 1 day the arrivals are gone. axe clean at 390 and 1280 px; screenshots (EN, DE) in
// docs/screens.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { addDays, zurichDay } from '~/lib/dates'
import { deleteEndedArrivals } from '~/modules/arrivals/jobs'
import { createActiveMember } from '~/modules/reports/testing'
import { bearerOf, createAdminWithCli } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { publishedReport as published } from '../support/published'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

let admin: Record<string, string>
let writer: Record<string, string>
const hotel = { email: 'front-desk@seehotel.ch', password: 'seehotel-pass-1' }
const today = zurichDay(new Date())
const swiss = (iso: string) => iso.split('-').reverse().join('.')

const publishedReport = (guest: Record<string, string>) => published(file.server, { writer, admin }, guest)

const FIRST = ['Andrea', 'Beat', 'Corinne', 'Daniel', 'Esther', 'Fabian', 'Gabriela', 'Heinz', 'Irene']
const LAST = ['Ammann', 'Brunner', 'Caduff', 'Egli', 'Frei', 'Gisler', 'Hofstetter', 'Imhof']

/** 50 guests as Swiss Excel writes them: semicolons, Windows-1252, dd.mm.yyyy; rows 10 and 30 are bad. */
function bookingList(): Uint8Array {
  const rows = ['Vorname;Nachname;Geburtsdatum;Anreise;Abreise;Buchungsnummer']
  const stay = (n: number) => `${swiss(addDays(today, 1 + (n % 5)))};${swiss(addDays(today, 3 + (n % 5)))}`
  for (let n = 2; n <= 51; n++) {
    let guest = `${FIRST[n % FIRST.length]};${LAST[Math.floor(n / FIRST.length) % LAST.length]};`
    if (n === 4) guest = 'Juergen;Mueller;04.05.1971'
    else if (n === 17) guest = 'Oceane;Dubois;23.11.1988'
    else if (n === 25) guest = 'Zoe;Baertschi;29.02.1992'
    else if (n === 33) guest = 'Dragan;Petrovic;19.07.1983'
    else if (n === 40) guest = 'Jörg;Bäumli;'
    else if (n === 10) guest = 'Anna;;12.01.1990'
    else if (n === 30) guest = 'Hans;Graf;31.02.1970'
    else guest = `${guest}${swiss(addDays('1960-01-01', n * 97))}`
    rows.push(`${guest};${stay(n)};R-${1000 + n}`)
  }
  return new Uint8Array(Buffer.from(rows.join('\r\n'), 'latin1'))
}

// The hotel signs in through the form once (the first test); every later page reuses that session (file.as).
const file = browserFile({
  timeout: 120_000,
  async setup(server) {
    const writerAccount = { email: 'writer@alpenhof.ch', password: 'alpenhof-pass-1' }
    await inDatabase(server, async (deps) => {
      await createActiveMember(deps, writerAccount)
      await createActiveMember(deps, hotel)
    })
    admin = await bearerOf(server, await createAdminWithCli(server, 'boss@knowyourguest.ch'))
    writer = await bearerOf(server, writerAccount)
    await publishedReport({ first_name: 'Jürgen', last_name: 'Müller', birth_date: '1971-05-04' })
    await publishedReport({ first_name: 'Océane', last_name: 'Dubois', birth_date: '1988-11-23' })
    await publishedReport({ first_name: 'Zoë', last_name: 'Bärtschi', birth_date: '1992-02-29' })
  },
})

async function importList(page: Page) {
  await page.getByRole('heading', { name: /^(Arrivals|Anreisen)$/, level: 1 }).waitFor()
  await page
    .getByLabel(/CSV/)
    .setInputFiles({ name: 'buchungen.csv', mimeType: 'text/csv', buffer: Buffer.from(bookingList()) })
  await page.getByRole('button', { name: /^(Read the file|Datei lesen)$/ }).click()
  await page.getByRole('heading', { name: /^(Which column holds what\?|Welche Spalte enthält was\?)$/ }).waitFor()
}

describe('arrivals in the browser', () => {
  test('a CSV of 50 arrivals: three flags and two bad rows named; a report approved later alerts the hotel by badge, list and e-mail', async () => {
    const probe = await file.as(hotel, '/dashboard/search')
    const { page } = probe
    await page.getByRole('link', { name: /^Arrivals/ }).click()
    // A refused file is named as evidence files are (ADR 230, 235): the page sends the file's own name.
    await page.getByRole('heading', { name: 'Arrivals', level: 1 }).waitFor()
    await page
      .getByLabel(/CSV/)
      .setInputFiles({ name: 'Leer März.csv', mimeType: 'text/csv', buffer: Buffer.from('\n') })
    await page.getByRole('button', { name: 'Read the file' }).click()
    await page.getByText('Leer März.csv has no rows.').waitFor()
    // The refusal's 400 is the one console line expected; anything else still fails the test below.
    expect(probe.problems.splice(0)).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ])
    await importList(page)
    expect(await page.getByLabel(/^Check-in/).inputValue()).toBe('Anreise')
    await page.getByRole('button', { name: 'Import 50 rows' }).click()
    const result = page.getByRole('status').filter({ hasText: 'Import finished' })
    await result.waitFor({ timeout: 30_000 })
    expect(await result.textContent()).toContain('48 added, 3 flagged, 2 refused.')
    const refused = (await page.locator('.sheet-refused').textContent()) ?? ''
    expect(refused).toContain('Row 10')
    expect(refused).toContain('Last name')
    expect(refused).toContain('Row 30')
    expect(refused).toContain('Birth date')
    await page.locator('.arrival-row').first().waitFor()
    expect(await page.locator('.arrival-flag-exact').count()).toBe(3)
    expect((await page.locator('.arrivals-list-section').textContent()) ?? '').toContain('Jörg Bäumli')

    // Opening a flagged arrival shows the report as the search does.
    await page.getByRole('link', { name: 'Show reports: Juergen Mueller' }).click()
    await page.getByRole('heading', { name: /^100% matched \(1\)/ }).waitFor({ timeout: 20_000 })

    // A report published now matches the fourth guest: badge, alert, e-mail.
    await publishedReport({ first_name: 'Dragan', last_name: 'Petrović', birth_date: '1983-07-19' })
    await page.goto('/dashboard/arrivals')
    const badge = page.locator('.tabs .tab-badge')
    await badge.waitFor()
    expect(((await badge.textContent()) ?? '').startsWith('1')).toBe(true)
    await page.getByRole('link', { name: /^Alerts/ }).click()
    await page.getByText('A new report matches Dragan Petrovic').waitFor()
    const alertMail = (await file.mailTo(hotel.email, (m) => m.name.includes('-arrival-alert-'))).text
    expect(alertMail).toContain('To: front-desk@seehotel.ch')
    expect(alertMail).toContain('/dashboard/arrivals/alerts?alert=')
    expect(alertMail).not.toMatch(/Dragan|Petrovi/)

    expect(probe.problems).toEqual([])
    await probe.close()
  }, 180_000)

  for (const locale of ['en', 'de'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`the arrival screens are axe clean without sideways scrolling (${locale}, ${viewport.width} px)`, async () => {
        const probe = await file.as(hotel, '/dashboard/arrivals', { locale, viewport })
        const { page } = probe
        await page.locator('.arrival-flag-exact').first().waitFor()
        await check(page, `arrivals-list-${locale}-${viewport.width}`)
        await importList(page)
        await check(page, `arrivals-mapping-${locale}-${viewport.width}`)
        await page.getByRole('button', { name: /^(Cancel|Abbrechen)$/ }).click()
        await page.getByRole('button', { name: /^(Scan a document|Ausweis lesen)$/ }).click()
        await page
          .getByLabel(/MRZ/)
          .fill('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10')
        await page.getByRole('button', { name: /^(Fill in from the MRZ|Aus der MRZ ausfüllen)$/ }).click()
        await page
          .getByRole('status')
          .filter({ hasText: /MRZ|document|Ausweis/ })
          .first()
          .waitFor()
        expect(await page.getByLabel(/^(Last name|Nachname)/).inputValue()).toBe('Eriksson')
        await check(page, `arrivals-mrz-${locale}-${viewport.width}`)
        await page.goto('/dashboard/arrivals')
        // The link is followed by the router once the page is live, not by a click the page has not yet wired.
        await waitForHydration(page)
        await page.locator('.arrival-flag-exact').first().waitFor()
        // A flagged guest's name opens the reports at every width (a phone's row has no "Show reports" button).
        await page.locator('.arrival-row .arrival-name-link').first().click()
        await page
          .getByRole('heading', { name: /^(100% matched|100 % übereinstimmend)/ })
          .first()
          .waitFor({ timeout: 20_000 })
        await check(page, `arrivals-matches-${locale}-${viewport.width}`)
        await page.goto('/dashboard/arrivals/alerts')
        await page.getByRole('heading', { name: /^(Alerts|Warnungen)$/, level: 1 }).waitFor()
        await check(page, `arrivals-alerts-${locale}-${viewport.width}`)
        expect(probe.problems).toEqual([])
        await probe.close()
      }, 120_000)
    }
  }

  test('with the retention job’s clock past check-out + 1 day, the arrivals are gone', async () => {
    // The retention job, its clock past the last check-out + 1 day, deletes them all.
    const { deleted } = await inDatabase(file.server, (deps) =>
      deleteEndedArrivals(deps, new Date(Date.parse(`${addDays(today, 9)}T12:00:00Z`)), 500),
    )
    expect(deleted).toBe(48)
    const probe = await file.as(hotel, '/dashboard/arrivals')
    const { page } = probe
    await page.getByText('No arrivals in these days.').waitFor()
    expect(probe.problems).toEqual([])
    await probe.close()
  }, 60_000)
})

async function check(page: Page, name: string) {
  const violations = await axeViolations(page)
  expect(`${name}\n${describeViolations(violations)}`).toBe(`${name}\n`)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(`${name} overflow ${overflow}`).toBe(`${name} overflow 0`)
  // The long list and the forms: the first screen only (the full page is 48 cards long).
  await page.screenshot({ path: screenPath(`${name}.png`), fullPage: !/list|mapping|mrz/.test(name) })
}
