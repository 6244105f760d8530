import { describe, expect, test } from 'bun:test'
import { isCountryName } from './countries'
import { toCountryName } from './country-input'

describe('country names as API clients send them (issue 24, item 14)', () => {
  test('ISO codes in either case become the list name', () => {
    expect(toCountryName('US')).toBe('United States of America')
    expect(toCountryName('tr')).toBe('Türkiye')
    expect(toCountryName('CH')).toBe('Switzerland')
  })
  test('common English names become the list name', () => {
    expect(toCountryName('Turkey')).toBe('Türkiye')
    expect(toCountryName('United States')).toBe('United States of America')
    expect(toCountryName('UK')).toBe('United Kingdom')
    expect(toCountryName('Czechia')).toBe('Czech Republic')
    expect(toCountryName('Ivory Coast')).toBe("Côte d'Ivoire")
    expect(toCountryName('  turkiye ')).toBe('Türkiye')
  })
  test('every name of the list maps to itself, and what the list does not know stays as sent (to be refused)', () => {
    expect(toCountryName('Other')).toBe('Other')
    expect(toCountryName('Narnia')).toBe('Narnia')
    expect(toCountryName('XX')).toBe('XX')
    expect(isCountryName(toCountryName('Narnia'))).toBe(false)
  })
})
