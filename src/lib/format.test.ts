import { describe, expect, test } from 'bun:test'
import { formatChf, formatLongDate, formatRappen } from './format'

describe('formatting for Swiss readers', () => {
  test('an amount in rappen shows its rappen only when there are some', () => {
    expect(formatRappen(125_050)).toBe('CHF 1’250.50')
    expect(formatRappen(45_000)).toBe('CHF 450')
    expect(formatRappen(5)).toBe('CHF 0.05')
  })

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
