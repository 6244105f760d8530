import { describe, expect, test } from 'bun:test'
import { readMrz } from './mrz'

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
      },
    })
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
