import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { fixedClock, systemClock } from '~/kernel/clock'
import type { AppError } from '~/kernel/errors'
import { type AuditAction, record } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { createSearchLimiter } from './limits'

const limits = { perHour: 3, perDay: 5, countPerHour: 2 }
const audited = (db: ReturnType<typeof createTestDb>['db'], userId: string, action: AuditAction = 'search.query') =>
  record(testDeps(db), { actor: { type: 'user', id: userId }, action, target: { type: 'company', id: 'hotel-a' } })
const refusal = (run: () => void): AppError | null => {
  try {
    run()
    return null
  } catch (e) {
    return e as AppError
  }
}

describe('per-member search limits', () => {
  test('the searches audited before a restart count towards the hour; other members are not affected', () => {
    const { db } = createTestDb()
    for (let i = 0; i < 3; i++) audited(db, 'member-1')
    const limiter = createSearchLimiter(limits, systemClock)
    const error = refusal(() => limiter.search(testDeps(db), 'member-1'))
    expect(error?.code).toBe('RATE_LIMITED')
    expect(error?.message).toBe('search.errors.tooManySearches')
    expect(refusal(() => limiter.search(testDeps(db), 'member-2'))).toBeNull()
  })

  test('an hour later the hourly allowance is back, the daily one keeps counting, and refused searches do not count', () => {
    const { db } = createTestDb()
    const clock = fixedClock('2026-03-01T08:00:00.000Z')
    const limiter = createSearchLimiter(limits, clock)
    for (let i = 0; i < 3; i++) {
      limiter.search(testDeps(db), 'member-1')
      clock.advance(1)
    }
    clock.advance(7)
    expect(refusal(() => limiter.search(testDeps(db), 'member-1'))?.extra.retryAfterSeconds).toBe(3600)
    clock.advance(3_600_001 - 10)
    limiter.search(testDeps(db), 'member-1')
    clock.advance(1)
    limiter.search(testDeps(db), 'member-1')
    clock.advance(1)
    const error = refusal(() => limiter.search(testDeps(db), 'member-1'))
    expect(error?.message).toBe('search.errors.tooManySearchesToday')
    // A day after the first searches the day has room again.
    clock.set(new Date(Date.parse('2026-03-01T08:00:00.000Z') + 86_400_003))
    expect(refusal(() => limiter.search(testDeps(db), 'member-1'))).toBeNull()
  })

  test('counts for the New report form have their own hourly limit, also read back from the audit', () => {
    const { db } = createTestDb()
    for (let i = 0; i < 2; i++) audited(db, 'member-1', 'search.count')
    const limiter = createSearchLimiter(limits, systemClock)
    expect(refusal(() => limiter.count(testDeps(db), 'member-1'))?.code).toBe('RATE_LIMITED')
    expect(refusal(() => limiter.search(testDeps(db), 'member-1'))).toBeNull()
  })
})

describe('per-hotel search limits (issue 21)', () => {
  const hotelLimits = { perHour: 4, perDay: 6, countPerHour: 3 }

  test('the people of one hotel share its allowance: the hotel is refused when each person still has room', () => {
    const { db } = createTestDb()
    const clock = fixedClock('2026-03-01T08:00:00.000Z')
    const limiter = createSearchLimiter(limits, clock, hotelLimits)
    for (const person of ['p1', 'p2', 'p3', 'p4']) limiter.search({ db }, person, 'user', 'hotel-a')
    const error = refusal(() => limiter.search({ db }, 'p5', 'user', 'hotel-a'))
    expect(error?.message).toBe('search.errors.tooManyHotelSearches')
    // Another hotel is not affected, and the refused search counted for nobody.
    expect(refusal(() => limiter.search({ db }, 'p6', 'user', 'hotel-b'))).toBeNull()
    clock.advance(3_600_001)
    expect(refusal(() => limiter.search({ db }, 'p5', 'user', 'hotel-a'))).toBeNull()
    limiter.search({ db }, 'p5', 'user', 'hotel-a')
    expect(refusal(() => limiter.search({ db }, 'p1', 'user', 'hotel-a'))?.message).toBe(
      'search.errors.tooManyHotelSearchesToday',
    )
  })

  test('the hotel’s searches audited before a restart count, whoever of its people made them', () => {
    const { db } = createTestDb()
    for (const person of ['p1', 'p2', 'p3', 'p4']) audited(db, person)
    const limiter = createSearchLimiter(limits, systemClock, hotelLimits)
    expect(refusal(() => limiter.search({ db }, 'p9', 'user', 'hotel-a'))?.message).toBe(
      'search.errors.tooManyHotelSearches',
    )
  })

  test('New report counts are limited per hotel too', () => {
    const { db } = createTestDb()
    const limiter = createSearchLimiter(limits, fixedClock('2026-03-01T08:00:00.000Z'), hotelLimits)
    for (const person of ['p1', 'p2', 'p3']) limiter.count({ db }, person, 'user', 'hotel-a')
    expect(refusal(() => limiter.count({ db }, 'p4', 'user', 'hotel-a'))?.message).toBe(
      'search.errors.tooManyHotelSearches',
    )
  })
})
