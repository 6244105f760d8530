import { describe, expect, test } from 'bun:test'
import { AppError } from '~/kernel/errors'
import { parseReportFields } from './service'
import { reportParts } from './testing'

// A guest's phone is stored in E.164 (default region CH), whatever form the receptionist typed it in.
describe("a reported guest's phone", () => {
  const phoneOf = (phone: string) => parseReportFields(reportParts({ phone })).phone
  test('a Swiss number typed nationally, with 0041 or with +41 is stored as one E.164 number', () => {
    expect(phoneOf('079 111 22 33')).toBe('+41791112233')
    expect(phoneOf('0041791112233')).toBe('+41791112233')
    expect(phoneOf('+41 79 111 22 33')).toBe('+41791112233')
  })
  test('a foreign number keeps its country code', () => {
    expect(phoneOf('+49 171 2345678')).toBe('+491712345678')
    expect(phoneOf('0033612345678')).toBe('+33612345678')
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
