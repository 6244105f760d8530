// Issue 32 items 3 and 18 at the sheet import in Chromium: a PMS export with German headers (`Res.-Nr.`, `Geb.-Datum`,
// `Zimmer`…) in Windows-1252 is mapped by itself and shows its first three rows as they will be imported, accents
// intact, before Import; the template comes in the person's language. Screens in docs/screens, axe clean.
import { describe, expect, test } from 'bun:test'
import { addDays, zurichDay } from '~/lib/dates'
import { createActiveMember } from '~/modules/reports/testing'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

const HOTEL = { email: 'empfang@sonnenberg.ch', password: 'sonnenberg-pass-1' }
const swiss = (iso: string) => iso.split('-').reverse().join('.')
const today = zurichDay(new Date())

const file = browserFile({
  setup: (server) => inDatabase(server, (deps) => createActiveMember(deps, { ...HOTEL, locale: 'de' })),
})

/** A PMS export as Swiss Excel writes it: semicolons, Windows-1252, German headers with dots, a room column. */
function pmsExport(): Buffer {
  const stay = `${swiss(addDays(today, 1))};${swiss(addDays(today, 3))}`
  const rows = [
    'Res.-Nr.;Zimmer;Vorname;Nachname;Geb.-Datum;Nationalität;Anreise;Abreise',
    `R-501;12;Jörg;Bäumli;04.05.1971;Schweiz;${stay}`,
    `R-502;14;Océane;Dubois;23.11.1988;Frankreich;${stay}`,
    `R-503;21;Zoë;Ærø;29.02.1992;Dänemark;${stay}`,
    `R-504;22;Hans;Graf;01.01.1970;Schweiz;${stay}`,
  ]
  return Buffer.from(rows.join('\r\n'), 'latin1')
}

describe('issue 32 at the sheet import', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`front desk 3: PMS headers are mapped and the first three rows are shown as they will be imported before Import (${viewport.width} px)`, async () => {
      const { page, problems, close } = await file.as(HOTEL, '/dashboard/arrivals', { locale: 'de', viewport })
      await page.getByRole('heading', { name: 'Anreisen', level: 1 }).waitFor()
      await page.getByLabel(/CSV/).setInputFiles({ name: 'pms.csv', mimeType: 'text/csv', buffer: pmsExport() })
      await page.getByRole('button', { name: 'Datei lesen' }).click()
      await page.getByRole('heading', { name: 'Welche Spalte enthält was?' }).waitFor()
      const chosen = async (label: RegExp) => page.getByRole('combobox', { name: label }).inputValue()
      expect(await chosen(/^Reservationsnummer/)).toBe('Res.-Nr.')
      expect(await chosen(/^Geburtsdatum/)).toBe('Geb.-Datum')
      expect(await chosen(/^Nationalität/)).toBe('Nationalität')
      expect(await chosen(/^Anreise/)).toBe('Anreise')
      expect(await chosen(/^Abreise/)).toBe('Abreise')

      const sample = page.getByRole('region', { name: 'Die ersten Zeilen, wie sie importiert werden' })
      const rows = sample.getByRole('listitem')
      expect(await rows.count()).toBe(3)
      expect(await rows.nth(0).textContent()).toContain('Zeile 2')
      expect(await rows.nth(0).textContent()).toContain('NachnameBäumli')
      expect(await rows.nth(1).textContent()).toContain('VornameOcéane')
      expect(await rows.nth(2).textContent()).toContain('NachnameÆrø')
      expect(await sample.textContent()).not.toContain('Graf')
      // The rows follow the mapping: a column set to "not in the file" leaves them.
      await page.getByRole('combobox', { name: /^Nationalität/ }).selectOption('')
      expect(await rows.nth(0).textContent()).not.toContain('Schweiz')
      await page.getByRole('combobox', { name: /^Nationalität/ }).selectOption('Nationalität')
      // The mapping's last selects and the sample rows, below the fixed header.
      await sample.evaluate((e) => e.scrollIntoView({ block: 'start' }))
      await page.evaluate(() => window.scrollBy(0, -180))
      await page.screenshot({ path: screenPath(`sheet-sample-de-${viewport.width}.png`), fullPage: false })
      await expectCleanScreen(page, `sheet sample ${viewport.width}`, expect)

      await page.getByRole('button', { name: '4 Zeilen importieren' }).click()
      const result = page.getByRole('status').filter({ hasText: 'Import abgeschlossen' })
      await result.waitFor({ timeout: 30_000 })
      expect(problems).toEqual([])
      await close()
    }, 120_000)
  }

  test('front desk 18: the CSV template’s header is in the person’s language and reads back with every column mapped', async () => {
    const { page, close } = await file.as(HOTEL, '/dashboard/search')
    for (const [locale, first] of [
      ['de', 'Vorname;Nachname;Geburtsdatum;Nationalität'],
      ['fr', 'Prénom;Nom;Date de naissance;Nationalité'],
      ['it', 'Nome;Cognome;Data di nascita;Nazionalità'],
      ['en', 'First name;Last name;Birth date;Nationality'],
    ] as const) {
      await page.context().addCookies([{ name: 'lang', value: locale, url: file.server.url }])
      await page.goto('/dashboard/arrivals')
      // A download started while React hydrates the page was lost now and then (Chromium, no error anywhere).
      await waitForHydration(page)
      const download = page.waitForEvent('download')
      await page.locator('a[href="/api/arrivals/template"]').click()
      const text = await (await (await download).createReadStream()).toArray()
      const csv = Buffer.concat(text).toString('utf8')
      expect(csv.split('\r\n')[0]?.startsWith(first)).toBe(true)
      await page
        .getByLabel(/CSV/)
        .setInputFiles({ name: 'template.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await page.locator('.sheet-pick button').click()
      await page.locator('.sheet-mapping').waitFor()
      const unmapped = await page
        .locator('.sheet-columns select')
        .evaluateAll((selects) => selects.filter((s) => (s as HTMLSelectElement).value === '').length)
      expect(`${locale}: ${unmapped}`).toBe(`${locale}: 0`)
    }
    await close()
  }, 120_000)
})
