import { describe, expect, test } from 'bun:test'
import { birthDateVariants, compareBirthDates } from './dates'
import {
  nameForm,
  normalizeDate,
  normalizeDocument,
  normalizeEmail,
  normalizePhone,
  normalizeStreet,
  unglued,
} from './normalize'

describe('names are brought to one spelling', () => {
  test('Müller, Mueller, Muller and MÜLLER have one skeleton', () => {
    const forms = ['Müller', 'Mueller', 'Muller', 'MÜLLER', ' müller '].map((n) => nameForm(n).joined)
    expect(new Set(forms).size).toBe(1)
  })

  test('names in Cyrillic and Greek letters are written in Latin letters and marked as transliterated', () => {
    expect(nameForm('Иванов').joined).toBe('ivanov')
    expect(nameForm('Хрущёв').joined).toBe(nameForm('Khrushchev').joined)
    expect(nameForm('Ольга').joined).toBe('olga')
    expect(nameForm('Παπαδόπουλος').joined).toBe('papadopoulos')
    expect(nameForm('Иванов').transliterated).toBe(true)
    expect(nameForm('Ivanov').transliterated).toBeUndefined()
  })

  test('ß becomes ss and other accents are stripped (Strauß = Strauss, José = Jose, Çelik = Celik)', () => {
    expect(nameForm('Strauß').joined).toBe(nameForm('Strauss').joined)
    expect(nameForm('José').joined).toBe('jose')
    expect(nameForm('Çelik').joined).toBe('celik')
    expect(nameForm('Łukasz').joined).toBe('lukasz')
    expect(nameForm('Ølsen').joined).toBe(nameForm('Oelsen').joined)
  })

  test('compatibility forms (NFKC) and typographic apostrophes and dashes are plain', () => {
    expect(nameForm('D’Amico').joined).toBe(nameForm("D'Amico").joined)
    expect(nameForm('Müller‐Meier').words).toEqual(['mueller', 'meier'])
    expect(nameForm('Ｍüller').joined).toBe(nameForm('Müller').joined)
  })

  test('particles are kept in the joined form and dropped in the core form', () => {
    const vonArx = nameForm('von Arx')
    expect(vonArx.joined).toBe('vonarx')
    expect(vonArx.core).toBe('arx')
    expect(nameForm('De la Cruz').core).toBe('cruz')
    expect(nameForm('de la Cruz').joined).toBe(nameForm('Delacruz').joined)
    expect(nameForm("D'Alessandro").core).toBe('alessandro')
  })

  test("an Irish O' stays part of the name", () => {
    expect(nameForm("O'Brien").tokens).toEqual(['obrien'])
    expect(nameForm('OBrien').joined).toBe(nameForm("O'Brien").joined)
  })

  test('a glued particle can be taken off, but never leaves less than three letters', () => {
    expect(unglued('vonarx')).toBe('arx')
    expect(unglued('dimarco')).toBe('marco')
    expect(unglued('leon')).toBeNull()
  })

  test('hyphenated, spaced and glued compound surnames have the same core', () => {
    const core = nameForm('Müller-Meier').core
    expect(nameForm('Müller Meier').core).toBe(core)
    expect(nameForm('Muellermeier').core).toBe(core)
  })
})

describe('identifiers are normalised, never refused', () => {
  test('document numbers keep only upper-case letters and digits', () => {
    expect(normalizeDocument(' x 123-456.7 ')).toBe('X1234567')
    expect(normalizeDocument('c1 234 567')).toBe('C1234567')
  })

  test('e-mails are trimmed and lower-case', () => {
    expect(normalizeEmail('  Hans.Muster@Bluewin.CH ')).toBe('hans.muster@bluewin.ch')
    expect(normalizeEmail('not an address')).toBe('')
  })

  test('Swiss phone numbers in any usual form become one E.164 number', () => {
    const forms = ['079 123 45 67', '+41 79 123 45 67', '0041791234567', '+41 (0)79 123 45 67', '079/123.45.67']
    for (const form of forms) expect(normalizePhone(form)).toBe('+41791234567')
  })

  test('foreign phone numbers keep their country code', () => {
    expect(normalizePhone('+49 30 1234567')).toBe('+49301234567')
    expect(normalizePhone('0033 6 12 34 56 78')).toBe('+33612345678')
  })

  test('birth dates typed with dots, slashes, dashes or no separator give one date', () => {
    const today = new Date('2026-11-26T00:00:00Z')
    for (const form of ['12.03.1980', '1980-03-12', '12/03/1980', '12 3 1980', '19800312', '12.3.80'])
      expect(normalizeDate(form, today)).toBe('1980-03-12')
    expect(normalizeDate('03/25/1980', today)).toBe('1980-03-25')
    expect(normalizeDate('not a date', today)).toBe('')
  })

  test('a two-digit birth year is the latest such year not after the year of the clock, not of the process start', () => {
    expect(normalizeDate('12.3.26', new Date('2026-11-26T00:00:00Z'))).toBe('2026-03-12')
    expect(normalizeDate('12.3.27', new Date('2026-11-26T00:00:00Z'))).toBe('1927-03-12')
    expect(normalizeDate('12.3.27', new Date('2027-01-01T00:00:00Z'))).toBe('2027-03-12')
  })

  test('street names agree whatever the spelling of strasse', () => {
    expect(normalizeStreet('Bahnhofstr.')).toBe(normalizeStreet('Bahnhofstrasse'))
    expect(normalizeStreet('Bahnhofstraße')).toBe(normalizeStreet('Bahnhof-Strasse'))
  })
})

describe('birth-date slips', () => {
  test('the variants of a date include day and month swapped, one digit off and neighbours exchanged', () => {
    const variants = birthDateVariants('1980-03-12')
    expect(variants).toContain(19800312)
    expect(variants).toContain(19801203)
    expect(variants).toContain(19800313)
    expect(variants).toContain(19810312)
    expect(variants).toContain(19800321)
    expect(variants).not.toContain(19800230)
  })

  test('two dates are told apart as same, swapped, slip, year off, same year or different', () => {
    expect(compareBirthDates('1980-03-12', '1980-03-12')).toBe('same')
    expect(compareBirthDates('1980-03-12', '1980-12-03')).toBe('swapped')
    expect(compareBirthDates('1980-03-12', '1980-03-13')).toBe('slip')
    expect(compareBirthDates('1980-03-12', '1980-03-21')).toBe('slip')
    expect(compareBirthDates('1980-03-12', '1979-03-12')).toBe('yearOff')
    expect(compareBirthDates('1980-03-12', '1980-07-25')).toBe('sameYear')
    expect(compareBirthDates('1980-03-12', '1975-07-25')).toBe('different')
    expect(compareBirthDates('', '1975-07-25')).toBe('unknown')
  })
})
