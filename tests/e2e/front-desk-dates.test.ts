// Issue 32 items 14 and 7 in Chromium, at 390 and 1280 px. Item 14: one way to type a date in every form (the search's
// birth date, the arrivals form, the report form): a text field for day.month.year with the same hint everywhere, the
// birth date's example in the past, a text that is no day refused in the same words, the server given YYYY-MM-DD
// (ADR 295). Item 7: the Italian screens address the reader as "Lei" only (ADR 296). axe clean; screenshots in
// docs/screens (KYG_SCREENS=1).
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { serverLL } from '~/kernel/i18n'
import { addDays, dateExamples, typedDay, zurichDay } from '~/lib/dates'
import { createActiveMember } from '~/modules/reports/testing'
import de from '~locales/de/index'
import en from '~locales/en/index'
import { informal } from '../../scripts/italian-address'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

const OWNER = { email: 'empfang@datum.ch', password: 'datum-pass-1' }
const today = zurichDay(new Date())
const TEXTS = { en, de } as const
/** The date inputs' words with the examples of today's clock (this year's last day; a birth date forty years back). */
const dateWords = (locale: 'en' | 'de') => {
  const example = dateExamples(today)
  const L = serverLL(locale).dateInput
  return {
    hint: L.hint({ example: example.day }),
    birthHint: L.hint({ example: example.birth }),
    invalid: L.invalid({ example: example.day }),
  }
}

// One sign-in for the file; every later page reuses its cookies.
const file = browserFile({ setup: (server) => inDatabase(server, (deps) => createActiveMember(deps, OWNER)) })

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

async function check(page: Page, name: string, shot: boolean) {
  expect(`${name}\n${describeViolations(await axeViolations(page))}`).toBe(`${name}\n`)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(`${name} overflow ${overflow}`).toBe(`${name} overflow 0`)
  if (shot) await page.screenshot({ path: screenPath(`${name}.png`) })
}

/** A date input as the reader meets it: its type, its keyboard, its hint (read through aria-describedby). */
const dateInput = (within: Pick<Page, 'getByLabel'>, label: string | RegExp) =>
  within.getByLabel(label).evaluate((input: HTMLInputElement) => ({
    type: input.type,
    inputMode: input.inputMode,
    hint: (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  }))

describe('front desk 14 and 7', () => {
  for (const [locale, viewport, px] of [
    ['en', DESKTOP, 1280],
    ['de', PHONE, 390],
    ['en', PHONE, 390],
    ['de', DESKTOP, 1280],
  ] as const) {
    test(`front desk 14: every form types a date as day.month.year with the same hint, the birth date's example in the past (${locale}, ${px} px)`, async () => {
      const L = TEXTS[locale]
      const words = dateWords(locale)
      const day = (hint: string) => ({ type: 'text', inputMode: 'decimal', hint })
      const shot = (locale === 'en' && px === 1280) || (locale === 'de' && px === 390)
      // The search's birth date: typed, read back as written, a text that is no day refused in the date input's words.
      const { page, problems } = await file.as(OWNER, '/dashboard/search', { locale, viewport })
      const birth = page.getByLabel(L.search.birthDate, { exact: true })
      expect(await dateInput(page, L.search.birthDate)).toEqual(day(words.birthHint))
      await birth.fill('31.02.1969')
      await birth.blur()
      await page.getByText(words.invalid).waitFor()
      await birth.fill('4.3.1969')
      await birth.blur()
      expect(await birth.inputValue()).toBe('04.03.1969')
      await birth.evaluate((input) => input.scrollIntoView({ block: 'center' }))
      await check(page, `front-desk-14-search-${locale}-${px}`, shot)

      // The arrivals form: the same input, the same hints; the guest is added with the days typed.
      await open(page, '/dashboard/arrivals')
      await page.getByRole('button', { name: L.arrivals.ways.one }).click()
      const form = page.locator('form.arrival-form')
      expect(await dateInput(form, new RegExp(`^${L.arrivals.fields.birth_date}`))).toEqual(day(words.birthHint))
      expect(await dateInput(form, new RegExp(`^${L.arrivals.fields.check_in}`))).toEqual(day(words.hint))
      expect(await dateInput(form, new RegExp(`^${L.arrivals.fields.check_out}`))).toEqual(day(words.hint))
      await form.getByLabel(new RegExp(`^${L.arrivals.fields.first_name}`)).fill('Paula')
      await form
        .getByLabel(new RegExp(`^${L.arrivals.fields.last_name}`))
        .fill(`Frei ${locale === 'en' ? 'Engel' : 'Dorn'}${px === 390 ? 'er' : ''}`)
      await form.getByLabel(new RegExp(`^${L.arrivals.fields.birth_date}`)).fill('12.8.1969')
      await form.getByLabel(new RegExp(`^${L.arrivals.fields.check_in}`)).fill(typedDay(addDays(today, 1)))
      const checkOut = form.getByLabel(new RegExp(`^${L.arrivals.fields.check_out}`))
      await checkOut.fill(addDays(today, 3))
      await checkOut.blur()
      expect(await checkOut.inputValue()).toBe(typedDay(addDays(today, 3)))
      await checkOut.evaluate((input) => input.scrollIntoView({ block: 'end' }))
      await check(page, `front-desk-14-arrival-${locale}-${px}`, shot)
      await form.getByRole('button', { name: L.arrivals.add }).click()
      await page.getByText(L.arrivals.added).waitFor()

      // The report form: the birth date and the stay.
      await open(page, '/dashboard/new-report')
      expect(await dateInput(page, new RegExp(`^${L.reports.birthDate}`))).toEqual(day(words.birthHint))
      expect(await dateInput(page, new RegExp(`^${L.reports.checkIn}`))).toEqual(day(words.hint))
      expect(await dateInput(page, new RegExp(`^${L.reports.checkOut}`))).toEqual(day(words.hint))
      await page.getByLabel(new RegExp(`^${L.reports.checkIn}`)).fill('2025-03-01')
      await page.getByLabel(new RegExp(`^${L.reports.checkIn}`)).blur()
      expect(await page.getByLabel(new RegExp(`^${L.reports.checkIn}`)).inputValue()).toBe('01.03.2025')
      await page.getByLabel(new RegExp(`^${L.reports.checkIn}`)).evaluate((i) => i.scrollIntoView({ block: 'center' }))
      await check(page, `front-desk-14-report-${locale}-${px}`, shot)
      expect(problems).toEqual([])
      await page.context().close()
    }, 120_000)
  }

  for (const [viewport, px] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    test(`front desk 7: the Italian screens speak to the reader as Lei only (${px} px)`, async () => {
      const { page, problems } = await file.as(OWNER, '/dashboard/search', { locale: 'it', viewport })
      const found: string[] = []
      for (const path of [
        '/dashboard/search',
        '/dashboard/arrivals',
        '/dashboard/new-report',
        '/dashboard/reports',
        '/dashboard/profile',
        '/',
        '/faq',
        '/privacy-policy',
      ]) {
        await open(page, path)
        expect(await page.getAttribute('html', 'lang')).toBe('it')
        // biome-ignore lint/performance/useDomNodeTextContent: the lines as the reader sees them, one sentence a line
        const lines = (await page.locator('body').innerText()).split('\n')
        for (const line of lines) {
          const form = informal(line.trim())
          if (form) found.push(`${path}: «${form}» in «${line.trim()}»`)
        }
        if (path.startsWith('/dashboard/')) await check(page, `front-desk-7${path.replace(/\//g, '-')}-it-${px}`, false)
      }
      expect(found).toEqual([])
      await open(page, '/dashboard/arrivals')
      await check(page, `front-desk-7-arrivals-it-${px}`, true)
      expect(problems).toEqual([])
      await page.context().close()
    }, 120_000)
  }
})
