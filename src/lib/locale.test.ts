import { describe, expect, test } from 'bun:test'
import { negotiateLocale } from './locale'

describe('locale negotiation', () => {
  test('the lang cookie wins over the browser language', () => {
    expect(negotiateLocale('it', 'de-CH,de;q=0.9')).toBe('it')
  })
  test('Swiss German in Accept-Language gives German', () => {
    expect(negotiateLocale(undefined, 'de-CH')).toBe('de')
  })
  test('the highest-ranked supported language is chosen', () => {
    expect(negotiateLocale(undefined, 'es;q=1, fr-CH;q=0.8, de;q=0.5')).toBe('fr')
  })
  test('an unsupported cookie and language fall back to English', () => {
    expect(negotiateLocale('xx', 'ja,zh;q=0.9')).toBe('en')
    expect(negotiateLocale(null, null)).toBe('en')
  })
})
