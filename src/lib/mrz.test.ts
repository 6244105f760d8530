import { describe, expect, test } from 'bun:test'
import { alpha2ToAlpha3 } from 'i18n-iso-countries/index'
import { COUNTRIES } from './countries'
import { nationalityFromMrz, readMrz } from './mrz'

// ICAO Doc 9303's specimen documents (Anna Maria Eriksson of the fictional state Utopia).
const TD3 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10'
const TD1 = 'I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<'

describe('reading a machine-readable zone', () => {
  test('the ICAO passport specimen (TD3) gives the names, the birth date and the passport number', () => {
    expect(readMrz(TD3, '2026-11-26')).toEqual({
      ok: true,
      guest: {
        first_name: 'Anna Maria',
        last_name: 'Eriksson',
        birth_date: '1974-08-12',
        document_number: 'L898902C3',
        document_type: 'passport',
        // Utopia is on no country list: the nationality is left for the person to choose.
        nationality: '',
      },
    })
  })

  // Specimens their issuers publish: the Dutch passport (NLD), the German passport and ID card (ICAO's "D").
  const NLD_PASSPORT = 'P<NLDDE<BRUIJN<<WILLEKE<LISELOTTE<<<<<<<<<<<\nSPECI20142NLD6503101F2403096999999990<<<<<84'
  const D_PASSPORT = 'P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<\nC01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4'
  const D_ID_CARD = 'IDD<<T220001293<<<<<<<<<<<<<<<\n6408125<2010315D<<<<<<<<<<<<<4\nMUSTERMANN<<ERIKA<<<<<<<<<<<<<'

  test('the nationality becomes the guest form’s country: ISO alpha-3 and ICAO’s own codes (ADR 235)', () => {
    expect(readMrz(NLD_PASSPORT, '2026-11-26')).toMatchObject({
      ok: true,
      guest: { last_name: 'De Bruijn', first_name: 'Willeke Liselotte', nationality: 'Netherlands' },
    })
    expect(readMrz(D_PASSPORT, '2026-11-26')).toMatchObject({
      ok: true,
      guest: { last_name: 'Mustermann', birth_date: '1964-08-12', nationality: 'Germany' },
    })
    expect(readMrz(D_ID_CARD, '2026-11-26')).toMatchObject({
      ok: true,
      guest: { document_type: 'id_card', document_number: 'T22000129', nationality: 'Germany' },
    })
  })

  test('every alpha-3 code of a country on the list, and the ICAO-only ones, give that country; others give none', () => {
    for (const [code, name] of [
      ['CHE', 'Switzerland'],
      ['ITA', 'Italy'],
      ['FRA', 'France'],
      ['TUR', 'Türkiye'],
      ['USA', 'United States of America'],
      ['GBD', 'United Kingdom'],
      ['RKS', 'Kosovo'],
      ['D<<', 'Germany'],
    ] as const)
      expect(nationalityFromMrz(code)).toBe(name)
    for (const code of ['UTO', 'XXA', 'UNO', '', null]) expect(nationalityFromMrz(code)).toBe('')
    // Every country of the list is reachable from its alpha-3 code.
    const unreachable = COUNTRIES.filter(
      (c) => c.code !== 'xk' && !nationalityFromMrz(alpha2ToAlpha3(c.code.toUpperCase())),
    )
    expect(unreachable).toEqual([])
  })

  test('the ICAO ID card specimen (TD1), typed with spaces and in lower case, gives the same person', () => {
    const typed = TD1.toLowerCase().replace(/</g, '< ').replace('\n', '\n\n')
    expect(readMrz(typed, '2026-11-26')).toMatchObject({
      ok: true,
      guest: { first_name: 'Anna Maria', last_name: 'Eriksson', birth_date: '1974-08-12', document_type: 'id_card' },
    })
  })

  test('a changed check digit is refused, naming the field it guards', () => {
    expect(readMrz(TD3.replace('7408122F', '7408123F'), '2026-11-26')).toEqual({
      ok: false,
      error: 'checkDigit',
      field: 'birthDate',
    })
    expect(readMrz(TD1.replace('D231458907', 'D231458906'), '2026-11-26')).toEqual({
      ok: false,
      error: 'checkDigit',
      field: 'documentNumber',
    })
    // A changed character the digits guard (not the digit itself) is refused too.
    expect(readMrz(TD3.replace('L898902C3', 'L898902C4'), '2026-11-26')).toMatchObject({
      ok: false,
      error: 'checkDigit',
    })
  })

  test('lines of the wrong length or number are not a document', () => {
    expect(readMrz('P<UTOERIKSSON', '2026-11-26')).toEqual({ ok: false, error: 'format' })
    expect(readMrz(TD3.split('\n')[0] ?? '', '2026-11-26')).toEqual({ ok: false, error: 'format' })
  })

  test('a two-digit birth year after this year is read in the last century', () => {
    const young = readMrz(TD3, '2080-01-01')
    expect(young.ok && young.guest.birth_date).toBe('2074-08-12')
  })
})
