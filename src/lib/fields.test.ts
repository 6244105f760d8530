import { describe, expect, test } from 'bun:test'
import * as v from 'valibot'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import { LOCALES } from './constants'
import { addressCountry, country } from './country-fields'
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
  test('a first name of one or two letters is accepted, and Swiss names with accents are too', () => {
    expect(v.parse(f.firstName, 'Li')).toBe('Li')
    expect(v.parse(f.firstName, 'Ö')).toBe('Ö')
    expect(error(f.firstName, 'J0hn')).toBe('validation.firstName')
    expect(v.parse(f.firstName, 'François')).toBe('François')
    expect(v.parse(f.lastName, 'Müller-Lüdenscheid')).toBe('Müller-Lüdenscheid')
    expect(error(f.lastName, 'Smith2')).toBe('validation.lastName')
  })
  test('a phone number is accepted in the form as people write it', () => {
    expect(v.parse(f.phone, ' +41 (0)79 123 45 67 ')).toBe('+41 (0)79 123 45 67')
    expect(error(f.phone, '079-12')).toBe('validation.phoneInvalid')
    expect(error(f.phone, '079 12a')).toBe('validation.phoneInvalid')
  })
  test('a stored phone number is shown grouped', () => {
    expect(f.formatPhone('+41791234567')).toBe('+41 79 123 45 67')
    expect(f.formatPhone('+49301234567')).toBe('+49301234567')
    expect(f.formatPhone('')).toBe('')
  })
  test('zip code needs three characters, any city name is accepted, and the room number is optional', () => {
    expect(error(f.zipCode, '12')).toBe('validation.zipCode')
    expect(v.parse(f.city, 'Au')).toBe('Au')
    expect(error(f.city, ' ')).toBe('validation.required')
    expect(v.parse(f.apartmentNo, undefined)).toBe('')
  })
  test('a country must come from the fixed list', () => {
    expect(v.parse(country, 'Switzerland')).toBe('Switzerland')
    expect(error(country, 'Atlantis')).toBe('validation.country')
    expect(error(addressCountry, 'Spain')).toBe('validation.country')
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
  for (const locale of LOCALES) {
    test(`the UID example in the hint and in the error is one the field accepts (issue 24, item 15; ${locale})`, () => {
      const LL = resolvedDictionaries[locale]
      for (const text of [LL.verification.uidHint as string, LL.validation.uid as string]) {
        const example = /CHE-\d{3}\.\d{3}\.\d{3}/.exec(text)?.[0]
        expect(example).toBeDefined()
        expect(v.parse(f.swissUid, example)).toBe(example!)
      }
    })
  }
})
