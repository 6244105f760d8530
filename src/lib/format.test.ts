import { describe, expect, test } from 'bun:test'
import { formatChf, formatLongDate } from './format'

describe('formatting for Swiss readers', () => {
  test('the privacy policy date is written out in each language', () => {
    expect(formatLongDate('2025-05-08', 'en')).toBe('8 May 2025')
    expect(formatLongDate('2025-05-08', 'fr')).toBe('8 mai 2025')
    expect(formatLongDate('2025-05-08', 'de')).toBe('8. Mai 2025')
    expect(formatLongDate('2025-05-08', 'it')).toBe('8 maggio 2025')
  })

  test('francs are grouped with the Swiss apostrophe', () => {
    expect(formatChf(10_000)).toBe('CHF 10’000')
    expect(formatChf(950)).toBe('CHF 950')
    expect(formatChf(1_250_000)).toBe('CHF 1’250’000')
  })
})
