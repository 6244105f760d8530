// Issue 32, item 17 in Chromium: no anonymous page logs a console error or answers a request with 401 (or any 4xx) —
// every public page a visitor can reach, at 390 and 1280 px, in English and German, with and without a stale session
// cookie. Nobody asks the server who is signed in when nobody can be.
import { describe, expect, test } from 'bun:test'
import { DESKTOP, openPage, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'

const file = browserFile()

// Pages the server renders without hydrating them (static) and the hydrated public pages.
const STATIC = ['/', '/faq', '/privacy-policy', '/general-terms-conditions', '/legal-notice']
const HYDRATED = [
  '/login',
  '/register',
  '/forget-password',
  '/reset-password?token=unknown',
  '/check-verification-status',
  '/payment-validation',
]
// A link's unknown token is told apart by its own 400 (the page says the link is not valid): not an anonymous page.

describe('front desk 17: anonymous pages are quiet', () => {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    for (const locale of ['en', 'de'] as const) {
      // The four cases are independent reads (own context, anonymous, no rate limit) and wait mostly on the network
      // being idle, so they run side by side (ADR 351).
      test.concurrent(`front desk 17: every public page at ${width} px in ${locale} logs nothing and no request answers 4xx`, async () => {
        const probe = await openPage(file.browser, file.server.url, {
          viewport,
          locale: locale === 'de' ? 'de-CH' : 'en-GB',
        })
        const answers: string[] = []
        probe.page.on('response', (r) => {
          if (r.url().includes('/api/') && r.status() >= 400) answers.push(`${r.status()} ${r.url()}`)
        })
        const visit = async () => {
          for (const path of [...STATIC, ...HYDRATED]) {
            await probe.page.goto(path)
            if (HYDRATED.includes(path)) await waitForHydration(probe.page)
            await probe.page.waitForLoadState('networkidle')
          }
        }
        await visit()
        // A session cookie the server no longer knows (expired, revoked, removed person): still quiet.
        await probe.page
          .context()
          .addCookies([{ name: 'kyg_session', value: 'stale.session.token', url: file.server.url }])
        await visit()
        expect({ console: probe.problems, api: answers }).toEqual({ console: [], api: [] })
        await probe.close()
      }, 120_000)
    }
  }
})
