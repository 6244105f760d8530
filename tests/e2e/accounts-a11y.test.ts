// axe-core on every account screen (signed out, member, admin) in EN and DE at phone and desktop width, and no
// sideways scrolling.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser, Page } from 'playwright-core'
import { type Credentials, createAdminWithCli, createMembers, openAt, signInWithForm } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, waitForHydration } from '../support/browser'
import { startTestServer, type TestServer } from '../support/server'

let server: TestServer
let browser: Browser
let admin: Credentials
const MEMBER = { email: 'anna@bellevue.ch', password: 'secret-pass-1' }

beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
  admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
  await createMembers(server, [MEMBER])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function check(page: Page, label: string) {
  const violations = await axeViolations(page)
  expect(`${label}\n${describeViolations(violations)}`).toBe(`${label}\n`)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(`${label} overflow ${overflow}`).toBe(`${label} overflow 0`)
}
async function visit(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

describe('account screens are accessible', () => {
  for (const locale of ['en', 'de']) {
    for (const viewport of [PHONE, DESKTOP]) {
      const where = `${locale} ${viewport.width}px`
      test(`axe finds no violation on the account screens in ${where}`, async () => {
        const probe = await openAt(browser, server, '/login', { locale, viewport })
        const { page } = probe
        await check(page, `/login ${where}`)
        for (const path of ['/forget-password', '/reset-password?token=abc', '/reset-password', '/confirm-email']) {
          await visit(page, path)
          await check(page, `${path} ${where}`)
        }
        await visit(page, '/login')
        await signInWithForm(page, MEMBER)
        await page.waitForURL('**/dashboard/search')
        await check(page, `/dashboard/search ${where}`)
        await visit(page, '/dashboard/profile')
        await check(page, `/dashboard/profile ${where}`)
        await page.locator('.profile-header button').click()
        await page.getByRole('combobox').click()
        await check(page, `/dashboard/profile (editing, country menu open) ${where}`)
        expect(probe.problems).toEqual([])
        expect(probe.foreignRequests).toEqual([])
        await probe.close()
      })
    }
  }

  test('axe finds no violation on the admin home', async () => {
    const probe = await openAt(browser, server, '/login')
    await signInWithForm(probe.page, admin)
    await probe.page.waitForURL('**/admin')
    await check(probe.page, '/admin en 1280px')
    await probe.close()
  })
})
