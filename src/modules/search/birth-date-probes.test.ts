import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { fixedClock } from '~/kernel/clock'
import { createBirthDateProbes, forgetBirthDateTries } from './birth-date-probes'
import { guestForm, storedGuest } from './guest'
import { birthDateTries } from './schema'

const DAY = 86_400_000
const ask = (firstName: string, lastName: string, birthDate: string) =>
  guestForm(storedGuest({ firstName, lastName, birthDate }, new Date('2026-11-29T10:00:00Z')))

describe('the birth-date allowance of a hotel (ADR 242)', () => {
  test('finding 1: three different dates per name in 30 days, counted from the last time each was asked; then new dates again', () => {
    const { db } = createTestDb()
    const clock = fixedClock('2026-11-29T10:00:00.000Z')
    const probes = createBirthDateProbes(clock)
    const deps = { db, auditKey: 'k' }
    const asked = (date: string, companyId = 'hotel-a') => {
      const plan = probes.plan(deps, companyId, [ask('Anna', 'Muster', date)])
      probes.keep(db, companyId, plan)
      return plan.withheld[0]
    }
    expect(['1980-01-01', '1980-01-02', '1980-01-03', '1980-01-04'].map((d) => asked(d))).toEqual([
      false,
      false,
      false,
      true,
    ])
    // Another hotel has its own allowance; a date already asked is answered again (and counts from now).
    expect(asked('1980-01-04', 'hotel-b')).toBe(false)
    clock.advance(25 * DAY)
    expect(asked('1980-01-01')).toBe(false)
    clock.advance(6 * DAY)
    // 31 days after the first asks: 01-02 and 01-03 have left the window, 01-01 (asked again on day 25) has not.
    expect(asked('1980-02-01')).toBe(false)
    expect(asked('1980-02-02')).toBe(false)
    expect(asked('1980-02-03')).toBe(true)
    // The table holds keyed hashes only, and the retention forgets what left the window.
    const rows = db.select().from(birthDateTries).all()
    expect(JSON.stringify(rows)).not.toMatch(/anna|muster|1980/i)
    expect(forgetBirthDateTries(db, clock.now())).toBe(3)
  })

  test('finding 1: a batch is decided in its order from the questions alone, one name at a time', () => {
    const { db } = createTestDb()
    const probes = createBirthDateProbes(fixedClock('2026-11-29T10:00:00.000Z'))
    const batch = [
      ask('Anna', 'Muster', '1980-01-01'),
      ask('Beat', 'Beispiel', '1970-01-01'),
      ask('Muster', 'Anna', '1980-01-02'),
      ask('Ana', 'Mustr', '1980-01-03'),
      ask('Anna', 'Muster', '1980-01-04'),
      ask('Anna', 'Muster', '1980-01-01'),
      ask('Anna', 'Muster', ''),
    ]
    const plan = probes.plan({ db, auditKey: 'k' }, 'hotel-a', batch)
    expect(plan.withheld).toEqual([false, false, false, false, true, false, false])
    expect(plan.probes).toEqual([{ nameKey: expect.any(String), answered: 3, withheld: 1 }])
    expect(probes.toReport(db, 'hotel-a', plan)).toHaveLength(1)
    expect(probes.toReport(db, 'hotel-a', plan)).toHaveLength(0)
  })
})
