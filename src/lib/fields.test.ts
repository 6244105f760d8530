import { describe, expect, test } from 'bun:test'
import * as v from 'valibot'
import * as f from './fields'

const error = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? null : result.issues[0].message
}

describe('shared field rules', () => {
  test('e-mail is trimmed and lower-cased, and a malformed one gets the spec message key', () => {
    expect(v.parse(f.email, '  Anna@Hotel.CH ')).toBe('anna@hotel.ch')
    expect(error(f.email, 'anna@')).toBe('validation.email')
    expect(error(f.email, '')).toBe('validation.required')
  })
  test('a first name needs three letters, and Swiss names with accents are accepted', () => {
    expect(error(f.firstName, 'Jo')).toBe('validation.firstName')
    expect(error(f.firstName, 'J0hn')).toBe('validation.firstName')
    expect(v.parse(f.firstName, 'François')).toBe('François')
    expect(v.parse(f.lastName, 'Müller-Lüdenscheid')).toBe('Müller-Lüdenscheid')
    expect(error(f.lastName, 'Smith2')).toBe('validation.lastName')
  })
  test('a phone number takes digits only, spaces removed', () => {
    expect(v.parse(f.phone, '+41 79 123 45 67')).toBe('+41791234567')
    expect(error(f.phone, '079-123')).toBe('validation.phone')
  })
  test('zip code and city need at least three characters; the room number is optional', () => {
    expect(error(f.zipCode, '12')).toBe('validation.zipCode')
    expect(error(f.city, 'Zu')).toBe('validation.city')
    expect(v.parse(f.apartmentNo, undefined)).toBe('')
  })
  test('a country must come from the fixed list', () => {
    expect(v.parse(f.country, 'Switzerland')).toBe('Switzerland')
    expect(error(f.country, 'Atlantis')).toBe('validation.country')
    expect(error(f.addressCountry, 'Spain')).toBe('validation.country')
  })
  test('a password needs six characters', () => {
    expect(error(f.password, '12345')).toBe('validation.passwordMin')
  })
  test('a Swiss UID needs its check digit and is written CHE-123.456.788 whatever the spacing', () => {
    expect(v.parse(f.swissUid, 'che 116 281 710')).toBe('CHE-116.281.710')
    expect(v.parse(f.swissUid, 'CHE-109.543.129')).toBe('CHE-109.543.129')
    expect(v.parse(f.swissUid, 'CHE123456788')).toBe('CHE-123.456.788')
    expect(v.parse(f.swissUid, '')).toBe('')
    expect(v.parse(f.swissUid, undefined)).toBe('')
    expect(error(f.swissUid, 'CHE-123.456.789')).toBe('validation.uid')
    expect(error(f.swissUid, 'CHE-116.281.71')).toBe('validation.uid')
    expect(error(f.swissUid, 'DE-116.281.710')).toBe('validation.uid')
    expect(f.isSwissUid('CHE-116.281.711')).toBe(false)
  })
})
