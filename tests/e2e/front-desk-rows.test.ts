// Issue 32 item 1 in Chromium, the row of a flagged arrival: compact in every language. At 390 px a flagged row is two
// lines (the name and its match, then the stay and the buttons; three when a long name leaves its match no room),
// never a line of buttons of their own (the German, French and Italian labels are long: a narrow row shows a word of
// the label, the accessible name keeps it whole); at 1280 px one line, the whole labels side by side. Measured from the row's own boxes (its lines), not pixels of one font. axe clean on the
// list in each language and size; screenshots in docs/screens (KYG_SCREENS=1).
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { serverLL } from '~/kernel/i18n'
import { addDays, zurichDay } from '~/lib/dates'
import { createActiveMember } from '~/modules/reports/testing'
import { bearerOf, createAdminWithCli } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { publishedReport } from '../support/published'
import { screenPath } from '../support/screens'
import { inDatabase, type TestServer } from '../support/server'

const OWNER = { email: 'empfang@zeilen.ch', password: 'zeilen-pass-1' }
const today = zurichDay(new Date())
/**
 * Reported guests (the flagged rows), one with a long name, and one without a report; at 390 px each row's lines:
 * the name and its match (the match under a long name), then the stay and the buttons.
 */
const GUESTS = [
  { first_name: 'Eva', last_name: 'Roth', birth_date: '1990-07-07', reported: true, ref: 'B-700011', phone: 2 },
  {
    first_name: 'Anna-Katharina',
    last_name: 'Baumgartner',
    birth_date: '1979-10-21',
    reported: true,
    ref: 'B-700012',
    phone: 3,
  },
  {
    first_name: 'Jean-Baptiste',
    last_name: 'Lefèvre',
    birth_date: '1984-02-11',
    reported: true,
    ref: 'B-700013',
    phone: 3,
  },
  { first_name: 'Urs', last_name: 'Zwahlen', birth_date: '1966-05-02', reported: false, ref: 'B-700014', phone: 2 },
]

// One sign-in for the file; every later page reuses its cookies.
const file = browserFile({ setup, timeout: 180_000 })

async function setup(server: TestServer) {
  const writerAccount = { email: 'writer@zeilen-nebenan.ch', password: 'zeilen-pass-2' }
  await inDatabase(server, async (deps) => {
    await createActiveMember(deps, writerAccount)
    await createActiveMember(deps, OWNER)
  })
  const admin = await bearerOf(server, await createAdminWithCli(server, 'boss@knowyourguest.ch'))
  const writer = await bearerOf(server, writerAccount)
  const owner = await bearerOf(server, OWNER)
  for (const [i, { reported, ref, phone: _, ...guest }] of GUESTS.entries()) {
    if (reported) await publishedReport(server, { writer, admin }, guest)
    const res = await fetch(`${server.url}/api/arrivals`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...guest,
        reservation_ref: ref,
        check_in: addDays(today, i),
        check_out: addDays(today, i + 12),
      }),
    })
    if (res.status !== 201) throw new Error(`arrival: ${res.status} ${await res.text()}`)
  }
}

/**
 * The lines a row's parts sit on: its name, its match, its stay and each button, grouped by where they stand
 * vertically (parts whose boxes overlap vertically share a line). Says how many lines the row has, how many its
 * buttons take, and whether the buttons stand on the stay's line.
 */
const rowLines = (page: Page, name: string) =>
  page.locator('.arrival-row', { hasText: name }).evaluate((row) => {
    const stay = row.querySelector(':scope > .arrival-stay')!
    // The buttons shown (a phone's row leaves "Show reports" out: the name is the link).
    const buttons = [...row.querySelectorAll('.arrival-actions > *')].filter((b) => b.getClientRects().length > 0)
    const parts = [...row.querySelectorAll(':scope > .arrival-name, :scope > .arrival-flag'), stay, ...buttons]
    const lines: { top: number; bottom: number; parts: Element[] }[] = []
    for (const part of parts.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)) {
      const box = part.getBoundingClientRect()
      const last = lines.at(-1)
      if (last && box.top < last.bottom - 1) {
        last.bottom = Math.max(last.bottom, box.bottom)
        last.parts.push(part)
      } else lines.push({ top: box.top, bottom: box.bottom, parts: [part] })
    }
    const lineOf = (part: Element) => lines.findIndex((line) => line.parts.includes(part))
    return {
      lines: lines.length,
      buttonLines: new Set(buttons.map(lineOf)).size,
      besideStay: buttons.every((button) => lineOf(button) === lineOf(stay)),
    }
  })

async function check(page: Page, name: string) {
  expect(`${name}\n${describeViolations(await axeViolations(page))}`).toBe(`${name}\n`)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(`${name} overflow ${overflow}`).toBe(`${name} overflow 0`)
  await page
    .locator('.arrival-group')
    .first()
    .evaluate((group) =>
      window.scrollTo({ top: group.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' }),
    )
  await page.screenshot({ path: screenPath(`${name}.png`) })
}

describe('front desk 1: the flagged row', () => {
  for (const [locale, viewport] of [
    ['de', PHONE],
    ['fr', PHONE],
    ['it', PHONE],
    ['en', PHONE],
    ['de', DESKTOP],
    ['fr', DESKTOP],
  ] as const) {
    test(`front desk 1: a flagged arrival's row is ${viewport === PHONE ? 'two lines' : 'one line'}, its buttons together beside the stay, at ${viewport.width} px (${locale})`, async () => {
      const { page, problems } = await file.as(OWNER, '/dashboard/arrivals', { locale, viewport })
      await page.locator('.arrival-row.arrival-exact').first().waitFor()
      expect(await page.locator('.arrival-row.arrival-exact').count()).toBe(3)
      await check(page, `front-desk-1-rows-${locale}-${viewport.width}`)
      const L = serverLL(locale).arrivals
      for (const { first_name, last_name, reported, phone } of GUESTS) {
        const name = `${first_name} ${last_name}`
        // A flagged guest's name opens the reports; from 720 px the button too.
        if (reported) await page.getByRole('link', { name, exact: true }).waitFor()
        if (reported && viewport === DESKTOP) await page.getByRole('link', { name: `${L.open()}: ${name}` }).waitFor()
        const row = await rowLines(page, name)
        // The buttons together on one line, beside the stay (never a line of their own); one line at 1280 px.
        expect(`${name}: ${row.buttonLines} line of buttons, beside the stay ${row.besideStay}`).toBe(
          `${name}: 1 line of buttons, beside the stay true`,
        )
        const most = viewport === PHONE ? phone : 1
        expect(`${name}: ${row.lines <= most ? `at most ${most}` : row.lines} lines`).toBe(
          `${name}: at most ${most} lines`,
        )
      }
      expect(problems).toEqual([])
      await page.context().close()
    }, 120_000)
  }
})
