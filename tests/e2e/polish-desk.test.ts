// Issue 24's low items at the front desk in Chromium (item 22: the message's limit named and counted). Screens go to
// docs/screens, checked with axe.
import { describe, expect, test } from 'bun:test'
import { createActiveMember } from '~/modules/reports/testing'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

const HOTEL = { email: 'counter@bellevue.ch', password: 'secret-pass-1' }
const file = browserFile({ setup: (server) => inDatabase(server, (deps) => createActiveMember(deps, HOTEL)) })

const TEXT = {
  en: {
    message: /^Message/,
    send: 'Send',
    count: (n: number) => `${n} of 5000 characters`,
    tooLong: 'The message may be at most 5000 characters long.',
  },
  de: {
    message: /^Nachricht/,
    send: 'Senden',
    count: (n: number) => `${n} von 5000 Zeichen`,
    tooLong: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.',
  },
} as const

describe('issue 24, low items at the report form', () => {
  test('item 22: the message field counts towards its 5000 characters, and a longer message is refused naming the limit', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const locale of ['en', 'de'] as const) {
        const t = TEXT[locale]
        const { page, problems, close } = await file.as(HOTEL, '/dashboard/new-report', { locale, viewport })
        const message = page.getByLabel(t.message)
        const counter = page.locator('.field-counter')
        expect(await counter.textContent()).toBe(t.count(0))
        await message.fill('Left without paying.')
        expect(await counter.textContent()).toBe(t.count(20))
        // The count is part of the field's description, so it is read with the field.
        const described = await message.getAttribute('aria-describedby')
        const description = await page.evaluate(
          (ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? ''),
          described ?? '',
        )
        expect(description.join(' ')).toContain(t.count(20))

        await message.fill('x'.repeat(5001))
        expect(await counter.textContent()).toBe(t.count(5001))
        await page.getByRole('button', { name: t.send, exact: true }).click()
        await page.getByText(t.tooLong).first().waitFor()
        await message.scrollIntoViewIfNeeded()
        await page.screenshot({ path: screenPath(`report-message-counter-${locale}-${viewport.width}.png`) })
        expect(describeViolations(await axeViolations(page))).toBe('')
        expect(problems).toEqual([])
        await close()
      }
    }
  }, 180_000)
})
