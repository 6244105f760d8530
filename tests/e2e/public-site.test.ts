import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, openPage, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'

const file = browserFile()

const PAGES = ['/', '/faq', '/privacy-policy', '/general-terms-conditions', '/legal-notice']

async function openIn(locale: string, viewport = DESKTOP) {
  const probe = await openPage(file.browser, file.server.url, { viewport })
  await probe.page.context().addCookies([{ name: 'lang', value: locale, url: file.server.url }])
  return probe
}
async function visit(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

describe('public site in a real browser', () => {
  for (const locale of ['en', 'de']) {
    for (const viewport of [PHONE, DESKTOP]) {
      // The four cases are independent reads (own context, a visitor) that wait on the network being idle after each
      // page: they run side by side (ADR 351).
      test.concurrent(`axe finds no violation on the five public pages in ${locale.toUpperCase()} at ${viewport.width} px, and nothing is loaded from another host`, async () => {
        const probe = await openIn(locale, viewport)
        for (const path of PAGES) {
          await visit(probe.page, path)
          // Scroll through the page so lazy images load too.
          await probe.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
          await probe.page.waitForLoadState('networkidle')
          const violations = await axeViolations(probe.page)
          expect(`${path}\n${describeViolations(violations)}`).toBe(`${path}\n`)
          const overflow = await probe.page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(overflow).toBe(0)
        }
        expect(probe.foreignRequests).toEqual([])
        expect(probe.problems).toEqual([])
        await probe.close()
      }, 120_000)
    }
  }

  test('item 12, no operator identity: the footer links the legal notice, which names the company, its address and number', async () => {
    const probe = await openIn('de', PHONE)
    const { page } = probe
    await visit(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click()
    await page.waitForURL('**/legal-notice')
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor()
    const main = page.getByRole('main')
    for (const line of [
      'KnowYourGuest GmbH',
      'Bahnhofplatz 1, 3011 Bern, Schweiz',
      'Unternehmens-Identifikationsnummer (UID): CHE-123.456.788',
    ])
      expect(await main.getByText(line, { exact: true }).isVisible()).toBe(true)
    await probe.close()
  })

  test('the FAQ has 15 question buttons; opening one closes the other, clicking the open one closes it', async () => {
    const probe = await openIn('en')
    const { page } = probe
    await visit(page, '/faq')
    const questions = page.locator('main button[aria-expanded]')
    expect(await questions.count()).toBe(15)
    const first = questions.nth(0)
    const fifth = questions.nth(4)
    await first.click()
    expect(await first.getAttribute('aria-expanded')).toBe('true')
    const firstAnswer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)
    expect(await firstAnswer.isVisible()).toBe(true)
    await fifth.click()
    expect(await first.getAttribute('aria-expanded')).toBe('false')
    expect(await fifth.getAttribute('aria-expanded')).toBe('true')
    expect(await firstAnswer.isVisible()).toBe(false)
    expect(await page.getByText('name, date and place of birth, email address, phone number').isVisible()).toBe(true)
    await fifth.click()
    expect(await fifth.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(0)
    await probe.close()
  })

  test('the testimonial carousel shows one of three, and the arrows and the keyboard move it', async () => {
    const probe = await openIn('en', PHONE)
    const { page } = probe
    await visit(page, '/')
    const carousel = page.locator('[aria-roledescription="carousel"]')
    const shown = async () => {
      const slides = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
      expect(await slides.count()).toBe(1)
      // The slide the screen reader is told about is the one in view.
      const box = (await slides.first().boundingBox())!
      const frame = (await carousel.locator('.carousel-track').boundingBox())!
      expect(Math.abs(box.x - frame.x)).toBeLessThan(2)
      return slides.first().getAttribute('aria-label')
    }
    // The slide named `label` is the one shown and has come to rest in the track (waited on, not slept through).
    const settle = (label: string) =>
      page.waitForFunction((l) => {
        const track = document.querySelector('[aria-roledescription="carousel"] .carousel-track')
        const slide = document.querySelector(
          `[aria-roledescription="slide"][aria-label="${l}"]:not([aria-hidden="true"])`,
        )
        return !!track && !!slide && Math.abs(slide.getBoundingClientRect().x - track.getBoundingClientRect().x) < 1
      }, label)
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(3)
    expect(await shown()).toBe('1 of 3')
    await page.getByRole('button', { name: 'Next testimonial' }).click()
    await settle('2 of 3')
    expect(await shown()).toBe('2 of 3')
    expect(await carousel.locator('[aria-live="polite"]').textContent()).toContain('2 of 3')
    await page.getByRole('button', { name: 'Previous testimonial' }).click()
    await settle('1 of 3')
    expect(await shown()).toBe('1 of 3')
    // Keyboard only: Tab to the next button, press Enter, then use the arrow keys.
    await page.getByRole('button', { name: 'Next testimonial' }).focus()
    await page.keyboard.press('Enter')
    await settle('2 of 3')
    expect(await shown()).toBe('2 of 3')
    await page.keyboard.press('ArrowRight')
    await settle('3 of 3')
    expect(await shown()).toBe('3 of 3')
    await page.keyboard.press('ArrowRight')
    await settle('1 of 3')
    expect(await shown()).toBe('1 of 3')
    await page.keyboard.press('ArrowLeft')
    await settle('3 of 3')
    expect(await shown()).toBe('3 of 3')
    await probe.close()
  })

  test('the privacy policy shows 10 section headings and the effective date in each language', async () => {
    const expected = { en: '8 May 2025', fr: '8 mai 2025', de: '8. Mai 2025', it: '8 maggio 2025' }
    const probe = await openIn('en')
    for (const [locale, date] of Object.entries(expected)) {
      await probe.page.context().addCookies([{ name: 'lang', value: locale, url: file.server.url }])
      await visit(probe.page, '/privacy-policy')
      expect(await probe.page.getAttribute('html', 'lang')).toBe(locale)
      expect(await probe.page.locator('.legal-section h2').count()).toBe(10)
      expect(await probe.page.locator('.legal-banner img').isVisible()).toBe(true)
      expect(await probe.page.locator('time[datetime="2025-05-08"]').textContent()).toBe(date)
    }
    // Switching language in the page re-renders the policy and its date without a reload.
    await probe.page.getByRole('button', { name: 'Français' }).click()
    await probe.page.locator('time[datetime="2025-05-08"]', { hasText: '8 mai 2025' }).waitFor()
    expect(await probe.page.locator('.legal-section h2').count()).toBe(10)
    expect(await probe.page.locator('h1').textContent()).toBe('Politique de confidentialité')
    expect(await probe.page.title()).toContain('Politique de confidentialité')
    expect(probe.problems).toEqual([])
    await probe.close()
  })

  test('the terms say in each language that only the French version is binding', async () => {
    const expected = {
      en: 'Only the French version',
      fr: 'Seule la version française',
      de: 'allein die französische Fassung',
      it: 'Solo la versione francese',
    }
    const probe = await openIn('en')
    for (const [locale, text] of Object.entries(expected)) {
      await probe.page.context().addCookies([{ name: 'lang', value: locale, url: file.server.url }])
      await visit(probe.page, '/general-terms-conditions')
      expect(await probe.page.locator('#binding-version').textContent()).toContain(text)
      expect(await probe.page.locator('.legal-section h2').count()).toBe(10)
    }
    await probe.close()
  })

  test('Join now leads to /register and Learn more to the explanation of how it works', async () => {
    const probe = await openIn('en', PHONE)
    const { page } = probe
    await visit(page, '/')
    await page.locator('.hero').getByRole('link', { name: 'Learn more' }).click()
    await page.waitForFunction(() => location.hash === '#how-it-works')
    // Scrolled to it: the heading has come to rest below the sticky header (waited on, not slept through).
    await page.waitForFunction(() => {
      const heading = [...document.querySelectorAll('h1, h2, h3')].find(
        (h) => h.textContent?.trim() === 'How KnowYourGuest works',
      )
      const header = document.querySelector('.site-header')
      if (!heading || !header) return false
      const top = heading.getBoundingClientRect().top
      return top >= header.getBoundingClientRect().bottom && top < innerHeight
    })
    expect(await page.getByRole('heading', { name: 'How KnowYourGuest works' }).isVisible()).toBe(true)
    const heading = (await page.getByRole('heading', { name: 'How KnowYourGuest works' }).boundingBox())!
    // In view, and not hidden under the sticky header.
    const header = (await page.locator('.site-header').boundingBox())!
    expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height)
    expect(heading.y).toBeLessThan(PHONE.height)
    await page.locator('.hero').getByRole('link', { name: 'Join now' }).click()
    await page.waitForURL('**/register')
    expect(new URL(page.url()).pathname).toBe('/register')
    await probe.close()
  })
})
