import { describe, expect, test } from 'bun:test'
import { formatAmount, formatChf, francsToRappen, rappenToDecimal } from './money'

describe('money, the one way amounts are written (ADR 051)', () => {
  test('5900 rappen read "CHF 59.00", as the spec writes amounts', () => {
    expect(formatChf(5900)).toBe('CHF 59.00')
    expect(formatAmount(5900)).toBe('59.00')
  })

  test('thousands are grouped with a comma and rappen follow a point', () => {
    expect(formatChf(125_050)).toBe('CHF 1,250.50')
    expect(formatChf(5)).toBe('CHF 0.05')
    expect(formatChf(0)).toBe('CHF 0.00')
    expect(formatChf(123_456_789)).toBe('CHF 1,234,567.89')
    expect(formatChf(-4900)).toBe('CHF -49.00')
  })

  test('a round sum can leave out its rappen: the penalty reads "CHF 10,000" as in the spec', () => {
    expect(formatChf(francsToRappen(10_000), { cents: false })).toBe('CHF 10,000')
    expect(formatChf(125_050, { cents: false })).toBe('CHF 1,250.50')
  })

  test('a form field gets a plain decimal that reads back to the same rappen', () => {
    expect(rappenToDecimal(125_050)).toBe('1250.50')
    expect(rappenToDecimal(90_000)).toBe('900.00')
    expect(Math.round(Number(rappenToDecimal(125_050)) * 100)).toBe(125_050)
  })

  test('an amount that is not whole rappen is refused rather than rounded silently', () => {
    expect(() => formatChf(59.5)).toThrow(TypeError)
    expect(() => formatChf(Number.NaN)).toThrow(TypeError)
  })
})

describe('Swiss thousands marks (issue 24, item 26)', () => {
  test('German, French and Italian pages group thousands with the Swiss apostrophe: "CHF 1\'250.50"', () => {
    for (const locale of ['de', 'fr', 'it'] as const) {
      expect(formatChf(125_050, { locale })).toBe("CHF 1'250.50")
      expect(formatAmount(123_456_789, { locale })).toBe("1'234'567.89")
      expect(formatChf(francsToRappen(10_000), { locale, cents: false })).toBe("CHF 10'000")
    }
  })

  test('English keeps the comma the spec writes, and amounts under a thousand read alike in every language', () => {
    expect(formatChf(125_050, { locale: 'en' })).toBe('CHF 1,250.50')
    for (const locale of ['en', 'fr', 'de', 'it'] as const) expect(formatChf(49_000, { locale })).toBe('CHF 490.00')
  })
})
