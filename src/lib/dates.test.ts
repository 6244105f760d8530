import { describe, expect, test } from 'bun:test'
import { endOfZurichDay, formatDate, formatDateTime, parseDay, parseTypedDay, typedDay, zurichDay } from './dates'

// 23:30 UTC on 22 November is already 23 November in Zurich (UTC+1 in winter).
const LATE_EVENING_UTC = '2027-11-22T23:30:00.000Z'

describe('dates, the one way dates are written (ADR 051)', () => {
  test('a moment is the day it is in Zurich, in each language', () => {
    expect(formatDate(LATE_EVENING_UTC, 'en')).toBe('23 November 2027')
    expect(formatDate(LATE_EVENING_UTC, 'fr')).toBe('23 novembre 2027')
    expect(formatDate(LATE_EVENING_UTC, 'de')).toBe('23. November 2027')
    expect(formatDate(LATE_EVENING_UTC, 'it')).toBe('23 novembre 2027')
  })

  test('summer time is followed: 22:30 UTC on 30 June is 1 July in Zurich', () => {
    expect(formatDate('2027-06-30T22:30:00.000Z', 'en')).toBe('1 July 2027')
    expect(formatDate(new Date('2027-06-30T21:59:00.000Z'), 'en')).toBe('30 June 2027')
  })

  test('a calendar day (a birth date, a check-in) stays the day it was written', () => {
    expect(formatDate('2025-05-08', 'en')).toBe('8 May 2025')
    expect(formatDate('2025-05-08', 'fr')).toBe('8 mai 2025')
    expect(formatDate('2025-05-08', 'de')).toBe('8. Mai 2025')
    expect(formatDate('2025-05-08', 'it')).toBe('8 maggio 2025')
  })

  test('a moment with its time is written on the 24-hour clock in Zurich', () => {
    expect(formatDateTime(LATE_EVENING_UTC, 'en')).toBe('23 November 2027, 00:30')
    expect(formatDateTime('2027-07-01T12:05:00.000Z', 'de')).toBe('1. Juli 2027, 14:05')
    expect(formatDateTime('2025-05-08', 'en')).toBe('8 May 2025')
  })

  test('nothing reads as a dash, and text that is no date is shown as it is', () => {
    expect(formatDate(null, 'en')).toBe('—')
    expect(formatDate(undefined, 'fr')).toBe('—')
    expect(formatDateTime('', 'de')).toBe('—')
    expect(formatDate('soon', 'it')).toBe('soon')
  })

  test('the day in Zurich as YYYY-MM-DD', () => {
    expect(zurichDay(new Date(LATE_EVENING_UTC))).toBe('2027-11-23')
    expect(zurichDay(new Date('2027-11-22T12:00:00.000Z'))).toBe('2027-11-22')
  })

  test('a day an operator types ends at midnight in Zurich and is shown as that same day (winter and summer)', () => {
    expect(endOfZurichDay('2026-12-15')).toBe('2026-12-15T22:59:59.999Z')
    expect(endOfZurichDay('2027-07-01')).toBe('2027-07-01T21:59:59.999Z')
    expect(zurichDay(new Date(endOfZurichDay('2026-12-15')))).toBe('2026-12-15')
    expect(formatDate(endOfZurichDay('2026-12-15'), 'de')).toBe('15. Dezember 2026')
  })

  test('a date input shows a day as day.month.year and reads what people type back as YYYY-MM-DD (ADR 295)', () => {
    expect(typedDay('2026-12-31')).toBe('31.12.2026')
    expect(typedDay('1985-03-04')).toBe('04.03.1985')
    expect(typedDay('31.2.2026')).toBe('31.2.2026')
    expect(typedDay('')).toBe('')
    for (const typed of ['31.12.2026', '31/12/2026', '2026-12-31', ' 31.12.2026 '])
      expect(parseDay(typed)).toBe('2026-12-31')
    expect(parseDay('4.3.1985')).toBe('1985-03-04')
    for (const typed of ['31.02.2026', '12/31/2026', '2026-13-01', '31.12.26', 'tomorrow', ''])
      expect(parseDay(typed)).toBeNull()
    expect(parseDay(typedDay('1985-03-04'))).toBe('1985-03-04')
  })
})

describe('a day as a person types it', () => {
  test('a phone keypad’s comma and eight bare digits are read as day, month, year; sheets and the API do not take them', () => {
    expect(parseTypedDay('31,12,2026')).toBe('2026-12-31')
    expect(parseTypedDay('31122026')).toBe('2026-12-31')
    expect(parseTypedDay(' 04.03.1985 ')).toBe('1985-03-04')
    expect(parseTypedDay('2026-12-31')).toBe('2026-12-31')
    for (const typed of ['31022026', '3112026', '20261231', '31,12,26']) expect(parseTypedDay(typed)).toBeNull()
    expect(parseDay('31122026')).toBeNull()
    expect(parseDay('31,12,2026')).toBeNull()
  })
})
