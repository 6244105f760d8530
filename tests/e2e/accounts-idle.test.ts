// Inactivity (spec section 4) with a short time-out: the server is started with INACTIVITY_TIMEOUT_MS=1500.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser } from 'playwright-core'
import { createMembers, openAt, signInWithForm } from '../support/accounts'
import { launchBrowser } from '../support/browser'
import { startTestServer, type TestServer } from '../support/server'

let server: TestServer
let browser: Browser
const MEMBER = { email: 'idle@bellevue.ch', password: 'secret-pass-1' }

beforeAll(async () => {
  server = await startTestServer({ INACTIVITY_TIMEOUT_MS: '1500' })
  browser = await launchBrowser()
  await createMembers(server, [MEMBER])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('inactivity', () => {
  test('activity keeps the member signed in; idle past the time-out clears local storage and goes to /login', async () => {
    const probe = await openAt(browser, server, '/login')
    const { page } = probe
    await signInWithForm(page, MEMBER)
    await page.waitForURL('**/dashboard/search')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'kyg_session')!
    await page.evaluate(() => localStorage.setItem('user_session', '{"step":1}'))

    // Moving the mouse and pressing keys for 3 s (twice the time-out) keeps the session.
    for (let i = 0; i < 6; i++) {
      await page.mouse.move(100 + i * 20, 200)
      await page.keyboard.press('Shift')
      await Bun.sleep(500)
    }
    expect(new URL(page.url()).pathname).toBe('/dashboard/search')
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).not.toBeNull()

    // Then nothing: signed out, here and on the server.
    // The sign-out keeps the way back in the address (the warning before it: tests/e2e/journey.test.ts).
    await page.waitForURL(/\/login\?redirect=%2Fdashboard%2Fsearch$/, { timeout: 5000 })
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await page.getByText('You were signed out after a period of inactivity.').waitFor()
    const stale = await fetch(`${server.url}/api/user/get-current-user`, {
      headers: { cookie: `kyg_session=${cookie.value}` },
    })
    expect(stale.status).toBe(401)
    await probe.close()
  })
})
