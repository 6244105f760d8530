// An expired member in Chromium (issue 12): the dashboard says why with the renewal button, the profile shows the
// automatic renewal and its cancel dialog, and a member closes the account (ADR 105); axe-clean and no sideways
// scrolling at phone and desktop width.
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { createActiveMember } from '~/modules/reports/testing'
import { signInWithForm } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { inDatabase } from '../support/server'

// One expired member seen at both widths (the session reused); the active and the closing member change their
// account, so each width has its own.
const EXPIRED = { email: 'expired@bellevue.ch', password: 'secret-pass-1' }
const activeMember = (name: string) => ({ email: `active-${name}@bellevue.ch`, password: 'secret-pass-1' })
const closingMember = (name: string) => ({ email: `closing-${name}@bellevue.ch`, password: 'secret-pass-1' })
const SHOTS = process.env.KYG_SCREENSHOTS

const file = browserFile({
  setup: (server) =>
    inDatabase(server, async (deps) => {
      await createActiveMember(deps, { ...EXPIRED, locale: 'de' }, { expired: true })
      for (const name of ['phone', 'desktop']) {
        await createActiveMember(deps, { ...activeMember(name), locale: 'de' })
        await createActiveMember(deps, { ...closingMember(name), locale: 'de' })
      }
    }),
})

async function check(page: Page, label: string) {
  const violations = await axeViolations(page)
  expect(`${label}\n${describeViolations(violations)}`).toBe(`${label}\n`)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(`${label} overflow ${overflow}`).toBe(`${label} overflow 0`)
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${label.replace(/\W+/g, '-')}.png`), fullPage: true })
}

describe('an expired member in the browser', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`an expired member: the dashboard says why with the renewal button (${name})`, async () => {
      const probe = await file.as(EXPIRED, '/dashboard/reports', { locale: 'de', viewport })
      const { page } = probe
      const notice = page.locator('.expired-notice')
      await notice.waitFor()
      expect(await notice.textContent()).toContain('Ihr Abonnement ist abgelaufen')
      expect(await notice.getByRole('button').textContent()).toBeTruthy()
      await check(page, `expired dashboard ${name}`)

      await page.goto('/dashboard/profile')
      await waitForHydration(page)
      // On the profile the profile's own renewal button is the one: the notice has none, and nothing to cancel.
      expect(await page.locator('.expired-notice button').count()).toBe(0)
      expect(await page.locator('.auto-renewal').count()).toBe(0)
      await probe.close()
    }, 60_000)

    test(`an active member cancels automatic renewal from the profile, in time (${name})`, async () => {
      const probe = await file.as(activeMember(name), '/dashboard/profile', { locale: 'de', viewport })
      const { page } = probe
      expect(await page.locator('.expired-notice').count()).toBe(0)
      await page.getByRole('button', { name: 'Automatische Verlängerung kündigen' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      expect(await dialog.textContent()).toContain('verlängert sich nicht')
      await check(page, `cancel auto-renewal dialog ${name}`)
      await dialog.getByRole('button', { name: 'Verlängerung kündigen' }).click()
      await page.getByText('Automatische Verlängerung: gekündigt').waitFor()
      await probe.close()
    }, 60_000)

    test(`a member closes the account from the profile with the current password (${name})`, async () => {
      const probe = await file.as(closingMember(name), '/dashboard/profile', { locale: 'de', viewport })
      const { page } = probe
      const section = page.locator('section.close-account')
      await section.getByRole('heading', { name: 'Konto schliessen' }).waitFor({ timeout: 20_000 })
      await section.getByText('nicht zurückerstattet', { exact: false }).waitFor()
      await section.getByRole('button', { name: 'Konto schliessen...' }).click()
      const dialog = page.getByRole('dialog', { name: 'Konto schliessen?' })
      await dialog.waitFor()
      // A wrong password closes nothing and says so at the field.
      await dialog.getByLabel('Aktuelles Passwort', { exact: false }).fill('not-my-password')
      await dialog.getByRole('button', { name: 'Mein Konto schliessen' }).click()
      await dialog.getByText('Ihr aktuelles Passwort ist nicht korrekt.').waitFor({ timeout: 20_000 })
      await check(page, `close account dialog ${name}`)
      await dialog.getByLabel('Aktuelles Passwort', { exact: false }).fill(closingMember(name).password)
      await dialog.getByRole('button', { name: 'Mein Konto schliessen' }).click()
      // Signed out, on the sign-in page, with the confirmation.
      await page.getByText('Ihr Konto ist geschlossen.', { exact: false }).first().waitFor({ timeout: 20_000 })
      await page.waitForURL('**/login**')
      // Signing in again through the form is refused with the reason.
      await signInWithForm(page, closingMember(name))
      await page.getByText('Dieses Konto wurde geschlossen.', { exact: false }).first().waitFor({ timeout: 20_000 })
      await probe.close()
    }, 60_000)
  }
})
