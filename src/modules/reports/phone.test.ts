import { describe, expect, test } from 'bun:test'
import { AppError } from '~/kernel/errors'
import { parseReportFields } from './service'
import { reportParts } from './testing'

const AT = new Date('2026-11-29T12:00:00.000Z')

// A guest's phone is stored in E.164 (default region CH), whatever form the receptionist typed it in.
describe("a reported guest's phone", () => {
  const phoneOf = (phone: string) => parseReportFields(reportParts({ phone }), AT).phone
  test('a Swiss number typed nationally, with 0041 or with +41 is stored as one E.164 number', () => {
    expect(phoneOf('079 111 22 33')).toBe('+41791112233')
    expect(phoneOf('0041791112233')).toBe('+41791112233')
    expect(phoneOf('+41 79 111 22 33')).toBe('+41791112233')
  })
  test('a foreign number keeps its country code', () => {
    expect(phoneOf('+49 171 2345678')).toBe('+491712345678')
    expect(phoneOf('0033612345678')).toBe('+33612345678')
  })
  test('guest phones of any country in everyday formats are accepted and stored in E.164 (issue 24, item 13)', () => {
    expect(phoneOf('+41 (0)77 230 80 11')).toBe('+41772308011')
    expect(phoneOf('+1 647 582-4352')).toBe('+16475824352')
    expect(phoneOf('+420-667-961-442')).toBe('+420667961442')
    expect(phoneOf('+44 (0)20 7946 0958')).toBe('+442079460958')
    expect(phoneOf('0049 30/1234567')).toBe('+49301234567')
  })
  test('letters in a phone are refused with the example, not "only numbers"', () => {
    expect(() => phoneOf('079 CALL ME')).toThrow('validation.phoneInvalid')
  })
  test('an empty phone stays empty', () => {
    expect(phoneOf('')).toBe('')
  })
  test('digits that no country uses are refused naming the phone field', () => {
    let error: unknown
    try {
      phoneOf('0000000')
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).extra.field).toBe('phone')
    expect((error as AppError).message).toBe('validation.phoneInvalid')
  })
})

describe("a reported guest's countries (issue 24, item 14)", () => {
  const parsed = (fields: Record<string, string>) => parseReportFields(reportParts(fields), AT)
  test('ISO codes and common English names are stored as the list names', () => {
    expect(parsed({ nationality: 'Turkey', country: 'US' })).toMatchObject({
      nationality: 'Türkiye',
      country: 'United States of America',
    })
    expect(parsed({ nationality: 'TR', country: 'Switzerland' })).toMatchObject({
      nationality: 'Türkiye',
      country: 'Switzerland',
    })
    expect(parsed({ nationality: 'United States', country: 'DE' })).toMatchObject({
      nationality: 'United States of America',
      country: 'Germany',
    })
  })
  test('a name no list knows is still refused naming the field', () => {
    expect(() => parsed({ nationality: 'Narnia' })).toThrow('validation.country')
  })
})
