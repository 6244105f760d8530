// Issue 32 (the rest of item 14): the date inputs' hints come from the page's clock (src/web/clock.ts), never a fixed
// day that goes stale: a day's example is this year's last day, a birth date's the same day forty years back (always
// past), in the same day.month.year format in every language. The clock is moved here as a page's clock would be.
import { afterEach, describe, expect, setSystemTime, test } from 'bun:test'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import type { Locale } from '~/lib/constants'
import { renderInApp } from '../../../tests/support/render'
import { DateField } from './DateField'

afterEach(() => {
  cleanup()
  setSystemTime()
})

function Form() {
  const [stay, setStay] = useState('')
  const [birth, setBirth] = useState('')
  return (
    <form>
      <DateField label="Stay" name="stay" value={stay} onValue={setStay} />
      <DateField label="Born" name="born" birth value={birth} onValue={setBirth} />
    </form>
  )
}

/** The hint each date input is described by (as a screen reader reads it). */
const hintOf = (label: string) => {
  const input = screen.getByLabelText(label)
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ')
}

const FOR_EXAMPLE: Record<Locale, string> = {
  en: 'For example',
  de: 'Zum Beispiel',
  fr: 'Par exemple',
  it: 'Per esempio',
}

describe('front desk 14: the date hints come from the clock', () => {
  for (const [moment, day, birth] of [
    ['2026-11-29T10:00:00Z', '31.12.2026', '24.03.1986'],
    ['2027-01-01T08:00:00Z', '31.12.2027', '24.03.1987'],
    ['2031-06-01T12:00:00Z', '31.12.2031', '24.03.1991'],
  ] as const) {
    test(`on ${moment.slice(0, 10)} a day's example is ${day} and a birth date's ${birth}, in every language`, async () => {
      setSystemTime(new Date(moment))
      for (const locale of Object.keys(FOR_EXAMPLE) as Locale[]) {
        await renderInApp(<Form />, { locale })
        expect([hintOf('Stay'), hintOf('Born')]).toEqual([
          `${FOR_EXAMPLE[locale]} ${day}`,
          `${FOR_EXAMPLE[locale]} ${birth}`,
        ])
        // The birth date's example lies in the past, the day's not before today.
        const iso = (typed: string) => typed.split('.').reverse().join('-')
        expect(iso(birth) < moment.slice(0, 10)).toBe(true)
        expect(iso(day) >= moment.slice(0, 10)).toBe(true)
        cleanup()
      }
    })
  }

  test('a text that is no day is refused with the same example, from the moved clock', async () => {
    setSystemTime(new Date('2029-05-05T09:00:00Z'))
    await renderInApp(<Form />)
    const stay = screen.getByLabelText('Stay')
    await act(async () => {
      fireEvent.change(stay, { target: { value: '31.02.2029' } })
      fireEvent.blur(stay)
    })
    expect(screen.getByText('Enter a date as day.month.year, for example 31.12.2029.')).toBeTruthy()
  })
})
