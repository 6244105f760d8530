// Issue 24, item 23 in Chromium: every file refusal names the file, on the report form's evidence list (a refusal of
// the server, which checks the bytes) and on the representative-ID upload (a pending hotel's sign-in), in EN and DE.
// Screens are saved to docs/screens and checked with axe.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { createActiveMember, exeBytes, tinyPdf } from '~/modules/reports/testing'
import { createMembers, signInWithForm } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { dropFile, dropFiles } from '../support/evidence-drop'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

const LOCALES = ['en', 'de'] as const
type Locale = (typeof LOCALES)[number]
const hotelOf = (locale: Locale) => ({ email: `files-${locale}@bellevue.ch`, password: `files-${locale}-pass-1` })
const pendingOf = (locale: Locale, width: number) => ({
  email: `pending-${locale}-${width}@bellevue.ch`,
  password: `pending-${locale}-pass-1`,
  status: 'pending' as const,
})

/** The report form's labels and what the server answers, per language. */
const WORDS = {
  en: {
    first: /^First name/,
    last: /^Last name/,
    birth: /^Date of birth/,
    nationality: /^Nationality/,
    country: 'Germany',
    checkIn: /^Check-in date/,
    checkOut: /^Check-out date/,
    category: /^Category/,
    message: /^Message/,
    send: 'Send',
    refused: 'schaden.png: this file type is not accepted. Please attach PNG, JPG, PDF, MP4 or MOV files.',
    files: 'Files of this report',
    idFile: 'ID card or passport (front and back)',
    upload: 'Upload',
    tooMany: 'back.pdf is one file too many: you can upload at most 2 files at a time and 4 in all.',
    idType: 'id.mp4: an ID copy must be a photo or a scan: PNG, JPG or PDF.',
  },
  de: {
    first: /^Vorname/,
    last: /^Nachname/,
    birth: /^Geburtsdatum/,
    nationality: /^Nationalität/,
    country: 'Deutschland',
    checkIn: /^Anreisedatum/,
    checkOut: /^Abreisedatum/,
    category: /^Kategorie/,
    message: /^Nachricht/,
    send: 'Senden',
    refused:
      'schaden.png: Dieser Dateityp wird nicht angenommen. Bitte hängen Sie PNG-, JPG-, PDF-, MP4- oder MOV-Dateien an.',
    files: 'Dateien dieser Meldung',
    idFile: 'Identitätskarte oder Pass (Vorder- und Rückseite)',
    upload: 'Hochladen',
    tooMany: 'back.pdf ist eine Datei zu viel: Sie können höchstens 2 Dateien auf einmal und insgesamt 4 hochladen.',
    idType: 'id.mp4: Eine Ausweiskopie muss ein Foto oder ein Scan sein: PNG, JPG oder PDF.',
  },
} as const

const file = browserFile({
  async setup(server) {
    await inDatabase(server, async (deps) => {
      for (const locale of LOCALES) await createActiveMember(deps, { ...hotelOf(locale), locale })
    })
    await createMembers(
      server,
      LOCALES.flatMap((locale) => [PHONE, DESKTOP].map((v) => pendingOf(locale, v.width))),
    )
  },
})

/** The report form of `locale`'s hotel (one sign-in per hotel for the file, its session reused). */
const newReportPage = (locale: Locale, viewport: { width: number; height: number }) =>
  file.as(hotelOf(locale), '/dashboard/new-report', { locale, viewport })

async function fillReport(page: Page, locale: Locale) {
  const w = WORDS[locale]
  await page.getByLabel(w.first).fill('Max')
  await page.getByLabel(w.last).fill('Mustermann')
  await page.getByLabel(w.birth).fill('1980-04-12')
  const nationality = page.getByRole('combobox', { name: w.nationality })
  await nationality.click()
  await nationality.fill(w.country)
  await nationality.press('Enter')
  await page.getByLabel(w.checkIn).fill('2025-03-01')
  await page.getByLabel(w.checkOut).fill('2025-03-04')
  await page.getByLabel(w.category).selectOption('unpaid_bill')
  await page.getByLabel(w.message).fill('Left without paying for two nights.')
  await page.getByRole('checkbox').check()
}

describe('issue 24, item 23: file refusals name the file', () => {
  for (const locale of LOCALES) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`item 23: the report form's evidence list names the file the server refused, of two sent (${locale}, ${viewport.width} px)`, async () => {
        const w = WORDS[locale]
        const probe = await newReportPage(locale, viewport)
        const { page } = probe
        await fillReport(page, locale)
        // A program renamed .png passes the browser's first check (name and type); the server reads its bytes.
        await dropFiles(page, [
          dropFile('rechnung.pdf', 'application/pdf', tinyPdf()),
          dropFile('schaden.png', 'image/png', exeBytes()),
        ])
        await page.getByRole('list', { name: w.files }).getByRole('listitem').nth(1).waitFor()
        await page.getByRole('button', { name: w.send }).click()
        const refusal = page.locator('.evidence > .field-error')
        await refusal.waitFor()
        expect(await refusal.textContent()).toBe(w.refused)
        await page.evaluate(() => document.querySelector('.evidence')?.scrollIntoView({ block: 'center' }))
        await expectCleanScreen(page, `evidence refusal ${locale} ${viewport.width}`, expect)
        await page.screenshot({ path: screenPath(`file-refusal-report-${locale}-${viewport.width}.png`) })
        expect(probe.problems.filter((p) => !p.includes('status of 400'))).toEqual([])
        await probe.close()
      }, 90_000)

      test(`item 23: the representative-ID upload names the file too many and the file of the wrong type (${locale}, ${viewport.width} px)`, async () => {
        const w = WORDS[locale]
        const probe = await file.open('/login', { locale, viewport })
        const { page } = probe
        await signInWithForm(page, pendingOf(locale, viewport.width))
        const input = page.getByLabel(w.idFile)
        await input.waitFor()
        const pdf = Buffer.from(tinyPdf())
        await input.setInputFiles([
          { name: 'front.pdf', mimeType: 'application/pdf', buffer: pdf },
          { name: 'middle.pdf', mimeType: 'application/pdf', buffer: pdf },
          { name: 'back.pdf', mimeType: 'application/pdf', buffer: pdf },
        ])
        await page.getByRole('button', { name: w.upload, exact: true }).click()
        const error = page.locator('.id-upload .field-error')
        await error.waitFor()
        expect(await error.textContent()).toBe(w.tooMany)
        await input.setInputFiles([
          { name: 'front.pdf', mimeType: 'application/pdf', buffer: pdf },
          { name: 'id.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a photo') },
        ])
        await page.getByRole('button', { name: w.upload, exact: true }).click()
        await page.locator('.id-upload .field-error', { hasText: 'id.mp4' }).waitFor()
        expect(await error.textContent()).toBe(w.idType)
        await page.evaluate(() => document.querySelector('.id-upload')?.scrollIntoView({ block: 'center' }))
        await expectCleanScreen(page, `ID upload refusal ${locale} ${viewport.width}`, expect)
        await page.screenshot({ path: screenPath(`file-refusal-id-${locale}-${viewport.width}.png`) })
        expect(probe.problems).toEqual([])
        await probe.close()
      }, 90_000)
    }
  }
})
