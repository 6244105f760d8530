// Issue 32 at the shared desk, in Chromium: the header shows the person signed in and the hotel (item 4); the
// authenticator app's set-up shows a QR code drawn on the server beside the key (item 11). Screens in docs/screens,
// axe clean at 390 and 1280 px.
import { describe, expect, test } from 'bun:test'
import { qrSvg } from '~/modules/auth/mfa/qr'
import { createStaff, totpCodeAt } from '~/modules/auth/testing'
import { createActiveMember } from '~/modules/reports/testing'
import { signInWithForm } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

const OWNER = { email: 'owner@lindenhof.ch', password: 'lindenhof-pass-1' }
const STAFF = { email: 'lea@lindenhof.ch', password: 'lindenhof-staff-1' }

const file = browserFile({
  setup: (server) =>
    inDatabase(server, async (deps) => {
      const owner = await createActiveMember(deps, OWNER)
      await createStaff(deps.db, owner.user, STAFF)
      for (const width of [PHONE.width, DESKTOP.width])
        await createStaff(deps.db, owner.user, { email: `third${width}@lindenhof.ch`, password: 'lindenhof-third-1' })
    }),
})

describe('issue 32: who is at the desk', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`front desk 4: the header shows the person signed in and the hotel, the owner and a receptionist each their own (${viewport.width} px)`, async () => {
      for (const [person, name, locale] of [
        [OWNER, 'Anna Muster', 'en'],
        [STAFF, 'Lea Keller', 'de'],
      ] as const) {
        const { page, problems, close } = await file.as(person, '/dashboard/search', { locale, viewport })
        const toggle = page.locator('header .account-menu .dropdown-toggle')
        await toggle.waitFor()
        expect(await toggle.locator('.account-name').textContent()).toBe(name)
        expect(await toggle.locator('.account-hotel').textContent()).toBe('Hotel Bellevue')
        // Read as one name by a screen reader, the person first.
        expect(await page.getByRole('button', { name: new RegExp(`^${name}\\s+Hotel Bellevue$`) }).count()).toBe(1)
        // Both lines are within the screen (the hotel may be cut with an ellipsis, never pushed off).
        const box = (await toggle.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
        await toggle.click()
        const heading = page.locator('.account-menu .dropdown-heading')
        expect(await heading.textContent()).toBe(`${name}Hotel Bellevue${person.email}`)
        await page.screenshot({ path: screenPath(`header-person-${locale}-${viewport.width}.png`) })
        await expectCleanScreen(page, `header ${name} ${viewport.width}`, expect)
        expect(problems).toEqual([])
        await close()
      }
    }, 120_000)
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`front desk 11: setting up an authenticator app shows a QR code of the link beside the key, made locally with no outside request (${viewport.width} px)`, async () => {
      const person = viewport === PHONE ? STAFF : OWNER
      const { page, problems, foreignRequests, close } = await file.as(person, '/security', { viewport })
      const enrolment = page.waitForResponse((r) => r.url().endsWith('/api/user/mfa/totp'))
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
      const answer = (await (await enrolment).json()) as { secret: string; uri: string; qr: string }
      const qr = page.getByRole('img', { name: 'QR code to scan with the authenticator app' })
      await qr.waitFor()
      // The picture is the server's drawing of the very link the "open" link points to.
      expect(answer.qr).toBe(await qrSvg(answer.uri))
      expect(await qr.locator('svg path').count()).toBeGreaterThan(0)
      expect(await page.getByRole('link', { name: 'Open in the authenticator app' }).getAttribute('href')).toBe(
        answer.uri,
      )
      const key = page.getByTestId('totp-secret')
      const [qrBox, keyBox] = [(await qr.boundingBox())!, (await key.boundingBox())!]
      expect(qrBox.width).toBeGreaterThanOrEqual(160)
      // Beside the key on a wide screen, above it on a phone.
      if (viewport === DESKTOP) expect(keyBox.x).toBeGreaterThan(qrBox.x + qrBox.width)
      else expect(keyBox.y).toBeGreaterThan(qrBox.y + qrBox.height)
      await page.locator('.mfa-section').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: screenPath(`totp-qr-en-${viewport.width}.png`) })
      await expectCleanScreen(page, `totp qr ${viewport.width}`, expect)
      await page.getByRole('textbox', { name: /^Code/ }).fill(totpCodeAt(answer.secret, new Date()))
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.getByRole('heading', { name: 'Recovery codes' }).waitFor()
      expect(foreignRequests).toEqual([])
      expect(problems).toEqual([])
      await close()
    }, 120_000)
  }

  test('front desk 18: the first sign-in shows one toast, the welcome and the invitation to add a second factor together', async () => {
    // The invitation is given once per person: one person per width.
    for (const viewport of [PHONE, DESKTOP]) {
      // The first sign-in is what is tested here: through the form, each person once.
      const { page, problems, close } = await file.open('/login', { viewport })
      await signInWithForm(page, { email: `third${viewport.width}@lindenhof.ch`, password: 'lindenhof-third-1' })
      await page.waitForURL('**/dashboard/**')
      const toast = page.locator('[data-sonner-toast]')
      await toast.first().waitFor()
      await page.getByText('Protect your account with a second factor.').waitFor()
      expect(await toast.count()).toBe(1)
      expect(await toast.getByRole('button', { name: 'Second factor' }).count()).toBe(1)
      await expectCleanScreen(page, `first sign-in toast ${viewport.width}`, expect)
      expect(problems).toEqual([])
      await close()
    }
  }, 120_000)
})
