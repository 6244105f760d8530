// Issue 24, item 30 in Chromium: the account menu breaks a long e-mail only before "@" or a dot at 390 px, the
// requests page marks the Your reports tab, the search's birth date is the report form's date input, and no
// anonymous page logs a console error (the current-user check answers no 401 into the console). EN and DE at 390 and
// 1280 px, with axe and screenshots in docs/screens.
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { createActiveMember } from '~/modules/reports/testing'
import { signInWithForm } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, openPage, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { serverDeps } from '../support/server'

const LOCALES = ['en', 'de'] as const
type Locale = (typeof LOCALES)[number]
// Long enough not to fit a 390 px menu on one line.
const hotelOf = (locale: Locale) => ({
  email: `reception.frontdesk-${locale}@grand-hotel-bellevue-palace.ch`,
  password: `front-${locale}-pass-1`,
})
const WORDS = {
  en: { reports: 'Your reports', birth: 'Birth date', last: 'Last name', search: 'Search' },
  de: { reports: 'Ihre Meldungen', birth: 'Geburtsdatum', last: 'Nachname', search: 'Suchen' },
} as const

const file = browserFile({
  async setup(server) {
    const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
    try {
      for (const locale of LOCALES) await createActiveMember(serverDeps(server, db), { ...hotelOf(locale), locale })
    } finally {
      db.close()
    }
  },
})

/** A page of `locale`'s hotel at `path` (one sign-in per hotel for the file, its session reused). */
const signedInAt = (locale: Locale, viewport: { width: number; height: number }, path: string) =>
  file.as(hotelOf(locale), path, { locale, viewport })

describe('issue 24, item 30: the rest of the front desk', () => {
  for (const locale of LOCALES) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`item 30: the account menu shows the e-mail whole or broken before "@" or a dot, never mid-word, within the screen (${locale}, ${viewport.width} px)`, async () => {
        const probe = await signedInAt(locale, viewport, '/dashboard/search')
        const { page } = probe
        await page.locator('.account-menu .dropdown-toggle').click()
        const email = page.locator('.account-menu .dropdown-email')
        await email.waitFor()
        expect((await email.textContent())?.trim()).toBe(hotelOf(locale).email)
        // Each piece between break opportunities stays on one line.
        const piecesOnSeveralLines = await email.evaluate((el) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
          const split: string[] = []
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange()
            range.selectNodeContents(node)
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
            if (tops.size > 1) split.push(node.textContent ?? '')
          }
          return split
        })
        expect(piecesOnSeveralLines).toEqual([])
        const menu = (await page.locator('.account-menu .dropdown-list').boundingBox())!
        expect(menu.x >= 0 && menu.x + menu.width <= viewport.width).toBe(true)
        await expectCleanScreen(page, `account menu ${locale} ${viewport.width}`, expect)
        await page.screenshot({ path: screenPath(`account-menu-email-${locale}-${viewport.width}.png`) })
        expect(probe.problems).toEqual([])
        await probe.close()
      }, 90_000)

      test(`item 30: on /dashboard/requests the Your reports tab is marked as the current one (${locale}, ${viewport.width} px)`, async () => {
        const probe = await signedInAt(locale, viewport, '/dashboard/requests')
        const { page } = probe
        const current = page.locator('nav.tabs [aria-current="page"]')
        await current.waitFor()
        expect(await current.count()).toBe(1)
        expect((await current.textContent())?.trim()).toBe(WORDS[locale].reports)
        await expectCleanScreen(page, `requests tab ${locale} ${viewport.width}`, expect)
        await page.screenshot({ path: screenPath(`requests-tab-${locale}-${viewport.width}.png`) })
        expect(probe.problems).toEqual([])
        await probe.close()
      }, 90_000)

      test(`item 30: the search takes the birth date in the report form's date input and searches with it (${locale}, ${viewport.width} px)`, async () => {
        const w = WORDS[locale]
        const probe = await signedInAt(locale, viewport, '/dashboard/search')
        const { page } = probe
        const birth = page.getByLabel(w.birth, { exact: true })
        // The one date input of every form (issue 32 item 14): typed as day.month.year, sent as YYYY-MM-DD.
        expect(await birth.getAttribute('inputmode')).toBe('decimal')
        await page.getByLabel(w.last, { exact: true }).fill('Mueller')
        await birth.fill('12.03.1980')
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/search'))
        await page.locator('.search-form button[type=submit]').click()
        const res = await answer
        expect(res.status()).toBe(200)
        expect(JSON.parse(res.request().postData() ?? '{}').birth_date).toBe('1980-03-12')
        await page.locator('#search-results-title').waitFor()
        await birth.scrollIntoViewIfNeeded()
        await expectCleanScreen(page, `search birth date ${locale} ${viewport.width}`, expect)
        await page.screenshot({ path: screenPath(`search-birth-date-${locale}-${viewport.width}.png`) })
        expect(probe.problems).toEqual([])
        await probe.close()
      }, 90_000)
    }
  }

  test('item 30: no anonymous page logs a console error (/, /login, /register, /faq), also with an expired session cookie and after signing out', async () => {
    const paths = ['/', '/login', '/register', '/faq']
    // Two visitors at once, each in its own context: one who never signed in (then with an expired cookie), one who
    // signs out; both wait for the network to be idle after every page (ADR 351: the waits overlap).
    const neverSignedIn = async () => {
      const fresh = await openPage(file.browser, file.server.url)
      const apiAnswers: string[] = []
      fresh.page.on('response', (r) => {
        if (r.url().includes('/api/') && r.status() >= 400) apiAnswers.push(`${r.status()} ${r.url()}`)
      })
      for (const path of paths) {
        await fresh.page.goto(path)
        // The static pages (/, /faq) never hydrate; the others do, and check who is signed in.
        if (path === '/login' || path === '/register') await waitForHydration(fresh.page)
        await fresh.page.waitForLoadState('networkidle')
      }
      // A session cookie the server no longer knows (expired, revoked): still no 401 in the console.
      await fresh.page
        .context()
        .addCookies([{ name: 'kyg_session', value: 'expired.session.token', url: file.server.url }])
      for (const path of paths) {
        await fresh.page.goto(path)
        await fresh.page.waitForLoadState('networkidle')
      }
      expect({ console: fresh.problems, api: apiAnswers }).toEqual({ console: [], api: [] })
      await fresh.close()
    }

    // After signing out from the account menu (a sign-in of its own: signing out ends that session), the anonymous
    // pages stay quiet too.
    const signedOut = async () => {
      const probe = await file.open('/login')
      const { page } = probe
      await signInWithForm(page, hotelOf('en'))
      await page.waitForURL(/\/dashboard/)
      await page.locator('.account-menu .dropdown-toggle').click()
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.waitForURL('**/login')
      for (const path of paths) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
      }
      expect(probe.problems).toEqual([])
      await probe.close()
    }
    await Promise.all([neverSignedIn(), signedOut()])
  }, 120_000)
})
