// Issue 21 in Chromium, the owner's side completed (ADR 201): the admin's audit trail names the person and the hotel
// with a readable action (EN and DE, 1280 and 390 px); the owner hands the hotel to a staff member from the profile;
// staff see the hotel's details read-only when they edit their profile. axe on each screen, screenshots in
// docs/screens.
import { describe, expect, test } from 'bun:test'
import { createStaff } from '~/modules/auth/testing'
import { createActiveMember } from '~/modules/reports/testing'
import { type Credentials, createAdminWithCli } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

const OWNER = { email: 'anna@bellevue.ch', password: 'secret-pass-1' }
const STAFF = { email: 'lea@bellevue.ch', password: 'staff-pass-1' }
const OWNER2 = { email: 'paul@seeblick.ch', password: 'secret-pass-2' }
const STAFF2 = { email: 'marco@seeblick.ch', password: 'staff-pass-2' }
let admin: Credentials

const file = browserFile({
  async setup(server) {
    await inDatabase(server, async (deps, handle) => {
      const owner = await createActiveMember(deps, OWNER)
      await createStaff(deps.db, owner.user, STAFF)
      const owner2 = await createActiveMember(deps, OWNER2)
      const marco = await createStaff(deps.db, owner2.user, STAFF2)
      handle.sqlite.run("UPDATE users SET f_name = 'Marco', l_name = 'Bianchi' WHERE id = ?", [marco.user.id])
    })
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
  },
})

const check = (page: Parameters<typeof expectCleanScreen>[0], label: string) => expectCleanScreen(page, label, expect)

const EVERY_SCREEN = ['en', 'de'].flatMap((locale) => [PHONE, DESKTOP].map((viewport) => ({ locale, viewport })))

describe('the owner’s side of a hotel’s team', () => {
  test('the admin’s audit trail shows the person’s name, the hotel and a readable action at 1280 and 390 px in EN and DE', async () => {
    // Lea signs in: her entry names her and her hotel.
    await file.sessionOf(STAFF)
    for (const { locale, viewport } of EVERY_SCREEN) {
      const where = `audit ${locale} ${viewport.width}`
      const probe = await file.as(admin, '/admin/audit', { locale, viewport })
      const signedIn = locale === 'de' ? 'Angemeldet' : 'Signed in'
      const row = probe.page
        .getByRole('row')
        .filter({ hasText: 'Lea Keller' })
        .filter({ has: probe.page.getByTestId('audit-action').getByText(signedIn, { exact: true }) })
      await row.first().waitFor()
      expect(await row.first().getByTestId('audit-hotel').textContent()).toBe('Hotel Bellevue')
      // The name and the readable action are on screen without scrolling sideways, at either width.
      for (const part of [row.first().getByText('Lea Keller'), row.first().getByText(signedIn, { exact: true })]) {
        const box = await part.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
      }
      // No action is shown only as its code.
      const labels = await probe.page
        .getByTestId('audit-action')
        .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''))
      expect(labels.length).toBeGreaterThan(0)
      expect(labels.filter((label) => !label.trim() || /^[a-z_]+(\.[a-z_]+)+$/.test(label))).toEqual([])
      await check(probe.page, where)
      await probe.page.screenshot({
        path: screenPath(`audit-trail-${locale}-${viewport.width}.png`),
        fullPage: true,
      })
      expect(probe.problems).toEqual([])
      await probe.close()
    }
  }, 180_000)

  test('staff edit their own details with the hotel’s shown read-only, at 390 and 1280 px in EN and DE', async () => {
    for (const { locale, viewport } of EVERY_SCREEN) {
      const probe = await file.as(STAFF, '/dashboard/profile', { locale, viewport })
      await probe.page.getByRole('button', { name: locale === 'de' ? 'Angaben bearbeiten' : 'Edit info' }).click()
      await probe.page.getByTestId('hotel-owner-only').waitFor()
      const hotelName = probe.page.locator('#profile-companyName')
      expect(await hotelName.getAttribute('readonly')).not.toBeNull()
      expect(await probe.page.locator('#profile-firstName').getAttribute('readonly')).toBeNull()
      await check(probe.page, `staff profile ${locale} ${viewport.width}`)
      await probe.page.screenshot({
        path: screenPath(`profile-staff-${locale}-${viewport.width}.png`),
        fullPage: true,
      })
      await probe.close()
    }
  }, 180_000)

  test('the owner hands the hotel to a staff member from the profile with the password; the new owner manages the team', async () => {
    // The hand-over form, checked and kept as screenshots before it is used.
    for (const { locale, viewport } of EVERY_SCREEN) {
      const probe = await file.as(OWNER2, '/dashboard/profile', { locale, viewport })
      const form = probe.page.getByRole('form', { name: locale === 'de' ? 'Hotel übergeben' : 'Hand the hotel over' })
      await form.waitFor()
      await check(probe.page, `hand-over ${locale} ${viewport.width}`)
      await form.screenshot({ path: screenPath(`team-hand-over-${locale}-${viewport.width}.png`) })
      await probe.close()
    }
    const owner = await file.as(OWNER2, '/dashboard/profile')
    const form = owner.page.getByRole('form', { name: 'Hand the hotel over' })
    await form.getByLabel('New owner').selectOption({ label: 'Marco Bianchi' })
    // A wrong password is refused at its field, and nothing changes.
    await form.getByLabel(/^Your password/).fill('not-my-password')
    await form.getByRole('button', { name: 'Hand the hotel over' }).click()
    await form.getByText('Your current password is not correct.').waitFor()
    await form.getByLabel(/^Your password/).fill(OWNER2.password)
    await form.getByRole('button', { name: 'Hand the hotel over' }).click()
    await owner.page.getByText('Marco Bianchi is now the owner of the hotel. You are now staff.').waitFor()
    await owner.page.getByRole('region', { name: 'Your team' }).waitFor({ state: 'detached' })
    expect(owner.problems.filter((p) => !p.includes('400'))).toEqual([])
    await owner.close()

    const marco = await file.as(STAFF2, '/dashboard/profile')
    const team = marco.page.getByRole('region', { name: 'Your team' })
    await team.getByRole('list').getByText('Anna Muster').waitFor()
    await marco.close()
  }, 180_000)
})
