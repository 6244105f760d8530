// Issue 24 in Chromium: the dashboard's tabs all in view on a phone (item 24) and the profile's address fields level
// when a label wraps (item 28), in the four languages. Screens are saved to docs/screens and checked with axe.
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { createActiveMember } from '~/modules/reports/testing'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { serverDeps } from '../support/server'

const LOCALES = ['en', 'fr', 'de', 'it'] as const
const hotelOf = (locale: string) => ({ email: `desk-${locale}@bellevue.ch`, password: `desk-${locale}-pass-1` })

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

/** A page of the member of `locale`'s hotel (one sign-in each per file), in their language, at `path`. */
const signedInAt = (locale: (typeof LOCALES)[number], viewport: { width: number; height: number }, path: string) =>
  file.as(hotelOf(locale), path, { locale, viewport })

describe('the front desk, polished: layout', () => {
  for (const locale of LOCALES) {
    test(`item 24: at 390 px every dashboard tab is in view, none hidden in a sideways strip (${locale})`, async () => {
      const probe = await signedInAt(locale, PHONE, '/dashboard/search')
      const { page } = probe
      const nav = page.locator('nav.tabs')
      await nav.waitFor()
      const tabs = nav.getByRole('link')
      expect(await tabs.count()).toBeGreaterThanOrEqual(5)
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!
        expect(`${await tab.textContent()} ${box.x >= 0 && box.x + box.width <= PHONE.width}`).toBe(
          `${await tab.textContent()} true`,
        )
      }
      const strip = await nav.locator('ul').evaluate((ul) => ul.scrollWidth - ul.clientWidth)
      expect(strip).toBe(0)
      if (locale === 'en' || locale === 'de') {
        await expectCleanScreen(page, `dashboard tabs ${locale}`, expect)
        await page.screenshot({ path: screenPath(`dashboard-tabs-${locale}-390.png`) })
      }
      expect(probe.problems).toEqual([])
      await probe.close()
    }, 60_000)
  }

  for (const locale of ['en', 'de'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`item 28: the building and room fields stay level when the room label wraps (${locale}, ${viewport.width} px)`, async () => {
        const probe = await signedInAt(locale, viewport, '/dashboard/profile')
        const { page } = probe
        await page.getByRole('button', { name: /^(Edit info|Angaben bearbeiten)$/ }).click()
        // The editing form replaces the read-only view once its code has loaded.
        await page.getByRole('button', { name: /^(Save changes|Änderungen speichern)$/ }).waitFor()
        const building = page.getByRole('textbox', { name: /^(Building no\.|Hausnummer)/ })
        const room = page.getByRole('textbox', { name: /^(Room or apartment no\.|Zimmer- oder Wohnungsnummer)/ })
        await room.waitFor()
        await room.scrollIntoViewIfNeeded()
        const [b, r] = [(await building.boundingBox())!, (await room.boundingBox())!]
        // Side by side from 480 px: the same top; stacked on a phone: the room field below the building field.
        if (viewport.width >= 480) expect(Math.round(r.y)).toBe(Math.round(b.y))
        else expect(r.y).toBeGreaterThan(b.y)
        await expectCleanScreen(page, `profile address ${locale} ${viewport.width}`, expect)
        await page.screenshot({ path: screenPath(`profile-address-${locale}-${viewport.width}.png`) })
        expect(probe.problems).toEqual([])
        await probe.close()
      }, 60_000)
    }
  }
})
