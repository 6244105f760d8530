// "Not in the future" is measured on the injected clock, never the wall clock (issue 36, item 8; ADR 275).
import { describe, expect, test } from 'bun:test'
import { AppError } from '~/kernel/errors'
import { parseReportFields } from './service'
import { reportParts } from './testing'

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    return e instanceof AppError ? { field: e.extra.field, message: e.message } : e
  }
  return undefined
}

describe('the report form reads the day from the injected clock', () => {
  const at2031 = new Date('2031-06-01T08:00:00.000Z')

  test('with the clock at 2031-06-01, a check-out of 2031-05-31 is accepted as past', () => {
    const fields = parseReportFields(reportParts({ check_in: '2031-05-29', check_out: '2031-05-31' }), at2031)
    expect(fields.check_out).toBe('2031-05-31')
  })

  test('with the clock at 2031-06-01, a check-out of 2031-06-02 is refused as in the future', () => {
    const err = refusal(() =>
      parseReportFields(reportParts({ check_in: '2031-05-29', check_out: '2031-06-02' }), at2031),
    )
    expect(err).toMatchObject({ field: 'check_out' })
  })

  test('a stay that ended this evening in Zurich is not in the future at 23:30 Zurich time', () => {
    // 22:30 UTC on 31 May is 00:30 on 1 June in Zurich (summer time).
    const lateEvening = new Date('2031-05-31T22:30:00.000Z')
    expect(
      parseReportFields(reportParts({ check_in: '2031-05-30', check_out: '2031-06-01' }), lateEvening).check_out,
    ).toBe('2031-06-01')
  })

  test('with the clock at 1999-01-01, a birth date in 2000 is refused as in the future', () => {
    const err = refusal(() =>
      parseReportFields(
        reportParts({ birth_date: '2000-01-01', check_in: '1998-12-01', check_out: '1998-12-02' }),
        new Date('1999-01-01T12:00:00.000Z'),
      ),
    )
    expect(err).toMatchObject({ field: 'birth_date' })
  })
})
