import { describe, expect, test } from 'bun:test'
import jaroWinklerReference from 'talisman/metrics/jaro-winkler'
import { systemClock } from '~/kernel/clock'
import { type GuestFields, guestForm, hasMinimumInput, storedGuest } from './guest'
import { jaroWinkler } from './phonetic'
import { scoreCandidate } from './score'

const form = (g: GuestFields) => guestForm(storedGuest(g, systemClock.now()))
const match = (query: GuestFields, report: GuestFields) => scoreCandidate(form(query), form(report))
const groupOf = (query: GuestFields, report: GuestFields) => match(query, report)?.group ?? 'none'

const johann = { firstName: 'Johann', lastName: 'Müller', birthDate: '1980-03-12' }

describe('100% matched means the same person written another way', () => {
  test('"Mueller Johann 12.03.1980" is a 100% match of Müller Johann 1980-03-12', () => {
    expect(groupOf({ firstName: 'Johann', lastName: 'Mueller', birthDate: '12.03.1980' }, johann)).toBe('exact')
  })

  test('upper case, stray spaces and stripped umlauts are still 100%', () => {
    expect(groupOf({ firstName: ' JOHANN ', lastName: 'MULLER', birthDate: '12/03/1980' }, johann)).toBe('exact')
  })

  test('first and last name typed in the wrong fields is still 100% with the same birth date', () => {
    expect(groupOf({ firstName: 'Müller', lastName: 'Johann', birthDate: '1980-03-12' }, johann)).toBe('exact')
  })

  test('compound surnames meet whether hyphenated, spaced or glued', () => {
    const report = { firstName: 'Anna', lastName: 'Müller-Meier', birthDate: '1975-06-01' }
    expect(groupOf({ ...report, lastName: 'Mueller Meier' }, report)).toBe('exact')
    expect(groupOf({ ...report, lastName: 'Müllermeier' }, report)).toBe('exact')
  })

  test('a surname with a particle meets its forms with and without the particle', () => {
    const report = { firstName: 'Beat', lastName: 'von Arx', birthDate: '1966-11-30' }
    expect(groupOf({ ...report, lastName: 'Von Arx' }, report)).toBe('exact')
    expect(groupOf({ ...report, lastName: 'Vonarx' }, report)).toBe('exact')
    expect(groupOf({ ...report, lastName: 'Arx' }, report)).toBe('exact')
    const italian = { firstName: 'Marco', lastName: "D'Alessandro", birthDate: '1990-01-20' }
    expect(groupOf({ ...italian, lastName: 'Dalessandro' }, italian)).toBe('exact')
    expect(groupOf({ ...italian, lastName: 'D’Alessandro' }, italian)).toBe('exact')
  })

  test('one part of a double surname with the same first name and birth date is the same person', () => {
    const report = { firstName: 'María', lastName: 'García López', birthDate: '1988-02-14' }
    expect(groupOf({ firstName: 'Maria', lastName: 'Garcia', birthDate: '14.02.1988' }, report)).toBe('exact')
  })

  test('a middle name more or less is still the same person', () => {
    const report = { firstName: 'Anna Maria', lastName: 'Rossi', birthDate: '1970-05-05' }
    expect(groupOf({ firstName: 'Anna', lastName: 'Rossi', birthDate: '1970-05-05' }, report)).toBe('exact')
  })

  test('the same document number, typed another way, is 100% even without a name', () => {
    const report = { ...johann, documentNumber: 'X1234567' }
    expect(groupOf({ documentNumber: 'x 123 456 7' }, report)).toBe('exact')
    expect(groupOf({ firstName: 'Hans', lastName: 'Müller', documentNumber: 'X-1234567' }, report)).toBe('exact')
  })
})

describe('Close: a possible match that a person must judge', () => {
  test('"Muller Hans 1980-03-12" (a nickname) is Close, not 100%', () => {
    expect(groupOf({ firstName: 'Hans', lastName: 'Muller', birthDate: '1980-03-12' }, johann)).toBe('close')
  })

  test('nicknames and transliterations across languages are Close', () => {
    const pairs: [string, string][] = [
      ['Giuseppe', 'Josef'],
      ['José', 'Giuseppe'],
      ['Aleksandr', 'Alexander'],
      ['Sasha', 'Alexander'],
      ['Mohammed', 'Muhammad'],
      ['Mehmet', 'Mohamed'],
      ['Käthi', 'Katharina'],
      ['Catherine', 'Katharina'],
      ['Liz', 'Elisabeth'],
      ['Jean', 'Johann'],
      ['Sepp', 'Josef'],
    ]
    for (const [typed, stored] of pairs) {
      const report = { firstName: stored, lastName: 'Keller', birthDate: '1960-07-07' }
      expect(`${typed}: ${groupOf({ ...report, firstName: typed }, report)}`).toBe(`${typed}: close`)
    }
  })

  test('a surname in another transliteration is Close (Tschaikowski / Chaykovskiy, Iwanow / Ivanoff, Jelzin / Yeltsin)', () => {
    const pairs: [string, string][] = [
      ['Tschaikowski', 'Chaykovskiy'],
      ['Iwanow', 'Ivanoff'],
      ['Gorbatschow', 'Gorbachev'],
      ['Kowalski', 'Kovalsky'],
      ['Jelzin', 'Yeltsin'],
    ]
    for (const [typed, stored] of pairs) {
      const report = { firstName: 'Pjotr', lastName: stored, birthDate: '1971-04-09' }
      expect(`${typed}: ${groupOf({ ...report, firstName: 'Pyotr', lastName: typed }, report)}`).toBe(`${typed}: close`)
    }
  })

  test('a typing slip in a name is Close, never 100%', () => {
    expect(groupOf({ firstName: 'Johan', lastName: 'Müller', birthDate: '1980-03-12' }, johann)).toBe('close')
    expect(groupOf({ firstName: 'Johann', lastName: 'Müler', birthDate: '1980-03-12' }, johann)).toBe('close')
    expect(groupOf({ firstName: 'Johann', lastName: 'Mülelr', birthDate: '1980-03-12' }, johann)).toBe('close')
  })

  test('a birth date with day and month swapped, one digit off or two digits exchanged is Close', () => {
    for (const birthDate of ['1980-12-03', '1980-03-13', '1980-03-21', '1908-03-12', '1981-03-12']) {
      expect(`${birthDate}: ${groupOf({ ...johann, birthDate }, johann)}`).toBe(`${birthDate}: close`)
    }
  })

  test('names without a birth date are at most Close', () => {
    expect(groupOf({ firstName: 'Johann', lastName: 'Müller' }, johann)).toBe('close')
  })

  test('the same e-mail or phone with the same names but no birth date is Close (father and son share both)', () => {
    const report = { ...johann, email: 'mueller@example.ch', phone: '+41 79 123 45 67' }
    expect(groupOf({ firstName: 'Johann', lastName: 'Müller', email: 'MUELLER@example.ch' }, report)).toBe('close')
    expect(groupOf({ firstName: 'Johann', lastName: 'Müller', phone: '079 123 45 67' }, report)).toBe('close')
  })

  test('a phone number alone finds the report as Close', () => {
    expect(groupOf({ phone: '0791234567' }, { ...johann, phone: '+41791234567' })).toBe('close')
  })
})

describe('a different person is never 100%', () => {
  test('another Johann Müller born in 1975 is not a 100% match (and not listed at all)', () => {
    expect(groupOf({ ...johann, birthDate: '1975-03-12' }, johann)).not.toBe('exact')
    expect(groupOf({ ...johann, birthDate: '1975-08-30' }, johann)).toBe('none')
  })

  test('a sibling with the same surname, address and another birth date is not listed', () => {
    const report = { ...johann, streetName: 'Seestrasse', zipCode: '8002', city: 'Zürich' }
    expect(groupOf({ firstName: 'Peter', lastName: 'Müller', birthDate: '1984-09-01' }, report)).toBe('none')
  })

  test('a twin (same surname and birth date, another first name) is at most Close', () => {
    expect(groupOf({ firstName: 'Peter', lastName: 'Müller', birthDate: '1980-03-12' }, johann)).not.toBe('exact')
  })

  test('an unrelated person with the same birth date is not listed', () => {
    expect(groupOf({ firstName: 'Fatima', lastName: 'Krasniqi', birthDate: '1980-03-12' }, johann)).toBe('none')
  })

  test('the same document number under a completely different name is not 100%', () => {
    const report = { ...johann, documentNumber: 'X1234567' }
    expect(groupOf({ firstName: 'Olga', lastName: 'Ivanova', documentNumber: 'X1234567' }, report)).not.toBe('exact')
  })
})

describe('what a result says matched', () => {
  test('only the fields the searcher typed and that agree are named', () => {
    const report = { ...johann, email: 'j.mueller@example.ch', phone: '+41791234567', documentNumber: 'X1234567' }
    expect(match({ ...johann, email: 'j.mueller@example.ch' }, report)?.matched).toEqual([
      'name',
      'birth_date',
      'email',
    ])
    expect(match({ documentNumber: 'X1234567' }, report)?.matched).toEqual(['document'])
  })

  test('a possible match never shows a score of 100', () => {
    const result = match({ firstName: 'Hans', lastName: 'Muller', birthDate: '1980-03-12' }, johann)
    expect(result?.score).toBeLessThan(1)
    expect(result?.score).toBeGreaterThan(0.5)
  })
})

describe('minimum input', () => {
  test('a document number, an e-mail, a phone, or a last name with a first name or birth date is enough', () => {
    expect(hasMinimumInput(form({ documentNumber: 'X1234567' }))).toBe(true)
    expect(hasMinimumInput(form({ email: 'a@b.ch' }))).toBe(true)
    expect(hasMinimumInput(form({ phone: '079 123 45 67' }))).toBe(true)
    expect(hasMinimumInput(form({ lastName: 'Müller', firstName: 'Hans' }))).toBe(true)
    expect(hasMinimumInput(form({ lastName: 'Müller', birthDate: '12.03.1980' }))).toBe(true)
  })

  test('a last name alone, a first name alone or an address is not enough', () => {
    expect(hasMinimumInput(form({ lastName: 'Müller' }))).toBe(false)
    expect(hasMinimumInput(form({ firstName: 'Hans', birthDate: '1980-03-12' }))).toBe(false)
    expect(hasMinimumInput(form({ streetName: 'Seestrasse', city: 'Zürich' }))).toBe(false)
    expect(hasMinimumInput(form({ lastName: 'Müller', birthDate: 'soon' }))).toBe(false)
  })
})

test('the hand-written Jaro-Winkler gives the same values as talisman', () => {
  const pairs = [
    ['martha', 'marhta'],
    ['dwayne', 'duane'],
    ['dixon', 'dicksonx'],
    ['johann', 'johan'],
    ['mueller', 'muller'],
    ['williams', 'wililams'],
    ['ab', 'ba'],
    ['crate', 'trace'],
  ]
  for (const [a, b] of pairs)
    expect(jaroWinkler(a ?? '', b ?? '')).toBeCloseTo(jaroWinklerReference(a ?? '', b ?? ''), 10)
})
