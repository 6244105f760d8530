import { expect, test } from 'bun:test'
import { ADDRESS_COUNTRY_CODES, ADDRESS_COUNTRY_NAMES } from './address-countries'
import { LOCALES } from './constants'
import { splitAddressCountry } from './countries'
import { addressInLanguage, countryName } from './country-name'

test('a country is named in the reader’s language', () => {
  expect(countryName('de', 'CH')).toBe('Schweiz')
  expect(countryName('fr', 'ch')).toBe('Suisse')
  expect(countryName('it', 'CH')).toBe('Svizzera')
  expect(countryName('en', 'CH')).toBe('Switzerland')
})

test('the bank address "…, 3030 Bern, Switzerland" reads "…, 3030 Bern, Schweiz" in German', () => {
  const { address, countryCode } = splitAddressCountry('Mingerstrasse 20, 3030 Bern, Switzerland')
  expect(address).toBe('Mingerstrasse 20, 3030 Bern')
  expect(addressInLanguage('de', address, countryCode)).toBe('Mingerstrasse 20, 3030 Bern, Schweiz')
  expect(addressInLanguage('fr', address, countryCode)).toBe('Mingerstrasse 20, 3030 Bern, Suisse')
})

test('an address without a known country at the end stays as it is', () => {
  expect(splitAddressCountry('Postfach, 3030 Bern')).toEqual({ address: 'Postfach, 3030 Bern', countryCode: null })
  expect(addressInLanguage('de', 'Postfach, 3030 Bern', null)).toBe('Postfach, 3030 Bern')
})

test('the address countries written out for the profile are named as Intl names them, in all four languages', () => {
  for (const [country, code] of Object.entries(ADDRESS_COUNTRY_CODES))
    for (const locale of LOCALES)
      expect(ADDRESS_COUNTRY_NAMES[country as keyof typeof ADDRESS_COUNTRY_NAMES][locale]).toBe(
        countryName(locale, code),
      )
})
