// Issue 24, item 1 in Chromium: the inactivity sign-out (60 s, spec section 4) happens in place. The page's own clock
// is moved (Playwright's `page.clock`, ADR 165), never waited on. Screens go to docs/screens.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { INACTIVITY_TIMEOUT_MS } from '~/lib/constants'
import { createActiveMember } from '~/modules/reports/testing'
import type { Credentials } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, newReportTab, openNewReport, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

const DESK = { email: 'night-desk@bellevue.ch', password: 'secret-pass-1' }
const OTHER = { email: 'day-desk@seehof.ch', password: 'secret-pass-2' }
// The idle sign-out ends a session on the server: each screen of the axe tests is one person's only session.
const deskAt = (locale: string, width: number) => ({
  email: `desk-${locale}-${width}@bellevue.ch`,
  password: 'secret-pass-1',
})
const file = browserFile({
  setup: (server) =>
    inDatabase(server, async (deps) => {
      for (const person of [DESK, OTHER]) await createActiveMember(deps, person)
      for (const locale of ['en', 'de'])
        for (const { width } of [PHONE, DESKTOP]) await createActiveMember(deps, deskAt(locale, width))
    }),
})

const LABELS = {
  en: { first: /^First name/, last: /^Last name/, message: /^Message/, dialog: 'You were signed out' },
  de: { first: /^Vorname/, last: /^Nachname/, message: /^Nachricht/, dialog: 'Sie wurden abgemeldet' },
} as const

/** Signed in as `who` with the page's clock installed, half-way through a new report. */
async function halfWrittenReport(who: Credentials, locale: 'en' | 'de', viewport: { width: number; height: number }) {
  const probe = await file.as(who, '/dashboard/new-report', { clock: true, locale, viewport })
  const { page } = probe
  const l = LABELS[locale]
  await page.getByLabel(l.first).first().fill('Lara')
  await page.getByLabel(l.last).first().fill('Novak')
  await page.getByLabel(l.message).fill('On the phone with the guest: half-written.')
  return probe
}

/** Nothing happens for the time-out: the sign-in dialog covers the page. */
async function idle(page: Page, locale: 'en' | 'de') {
  await page.clock.runFor(INACTIVITY_TIMEOUT_MS + 1000)
  const dialog = page.getByRole('dialog', { name: LABELS[locale].dialog })
  await dialog.waitFor()
  return dialog
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'kyg_session')?.value ?? ''

describe('issue 24, item 1: the idle sign-out keeps what was typed', () => {
  test('item 1: idle on a half-written report, the server session ends and a dialog covers the page; the same person signing in again finds the form as typed; another person gets a cleared page', async () => {
    const { page, problems, close } = await halfWrittenReport(DESK, 'en', DESKTOP)
    const before = await sessionCookie(page)
    const dialog = await idle(page, 'en')
    expect(new URL(page.url()).pathname).toBe('/dashboard/new-report')
    // Ended on the server, and nothing of the form was put in browser storage.
    const stale = await fetch(`${file.server.url}/api/user/get-current-user`, {
      headers: { cookie: `kyg_session=${before}` },
    })
    expect(stale.status).toBe(401)
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    )
    expect(stored).not.toContain('Novak')
    expect(stored).not.toContain('half-written')

    // The same person signs in again in the dialog: the form is as it was.
    expect(await dialog.getByLabel(/^Email/).inputValue()).toBe(DESK.email)
    await dialog.getByLabel(/^Password/).fill(DESK.password)
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe('/dashboard/new-report')
    expect(
      await page
        .getByLabel(/^First name/)
        .first()
        .inputValue(),
    ).toBe('Lara')
    expect(
      await page
        .getByLabel(/^Last name/)
        .first()
        .inputValue(),
    ).toBe('Novak')
    expect(await page.getByLabel(/^Message/).inputValue()).toBe('On the phone with the guest: half-written.')
    const me = await page.evaluate(() => fetch('/api/user/get-current-user').then((r) => r.status))
    expect(me).toBe(200)

    // Idle again, and another person signs in at this desk: a fresh page, nothing of the report left.
    const again = await idle(page, 'en')
    await again.getByLabel(/^Email/).fill(OTHER.email)
    await again.getByLabel(/^Password/).fill(OTHER.password)
    await again.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname !== '/dashboard/new-report')
    await waitForHydration(page)
    expect(await page.content()).not.toContain('Novak')
    expect(await openNewReport(page, newReportTab(page))).toBe('')
    expect(await page.getByLabel(/^Message/).inputValue()).toBe('')
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await close()
  }, 120_000)

  for (const viewport of [PHONE, DESKTOP]) {
    test(`item 1: the sign-in dialog after the idle sign-out is axe clean, in EN and DE at ${viewport.width} px`, async () => {
      for (const locale of ['en', 'de'] as const) {
        const { page, close } = await halfWrittenReport(deskAt(locale, viewport.width), locale, viewport)
        await idle(page, locale)
        await page.screenshot({ path: screenPath(`idle-sign-in-again-${locale}-${viewport.width}.png`) })
        expect(describeViolations(await axeViolations(page))).toBe('')
        await close()
      }
    }, 120_000)
  }
})
