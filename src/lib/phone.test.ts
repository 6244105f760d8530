import { describe, expect, test } from 'bun:test'
import * as v from 'valibot'
import { phoneE164 } from './phone'

describe('phone numbers on the server', () => {
  test('written as people do, a number is stored in E.164', () => {
    expect(v.parse(phoneE164, '+41 (0)79 123 45 67')).toBe('+41791234567')
    expect(v.parse(phoneE164, '079 123 45 67')).toBe('+41791234567')
    expect(v.parse(phoneE164, '0049 30 1234567')).toBe('+49301234567')
  })
  test('a number no country uses is refused', () => {
    const result = v.safeParse(phoneE164, '+41 12 345 6')
    expect(result.success ? null : result.issues[0].message).toBe('validation.phoneInvalid')
  })
})
