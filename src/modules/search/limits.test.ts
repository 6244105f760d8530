import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import type { AppError } from '~/kernel/errors'
import { record } from '~/modules/audit/service'
import { createSearchLimiter } from './limits'

const limits = { perHour: 3, perDay: 5, countPerHour: 2 }
const audited = (db: ReturnType<typeof createTestDb>['db'], userId: string, action = 'search.query') =>
  record({ db }, { actor: { type: 'user', id: userId }, action, target: { type: 'company', id: 'hotel-a' } })
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
    const limiter = createSearchLimiter(limits)
    const error = refusal(() => limiter.search({ db }, 'member-1'))
    expect(error?.code).toBe('RATE_LIMITED')
    expect(error?.message).toBe('search.errors.tooManySearches')
    expect(refusal(() => limiter.search({ db }, 'member-2'))).toBeNull()
  })

  test('an hour later the hourly allowance is back, the daily one keeps counting, and refused searches do not count', () => {
    const { db } = createTestDb()
    const limiter = createSearchLimiter(limits)
    const start = Date.now()
    for (let i = 0; i < 3; i++) limiter.search({ db }, 'member-1', start + i)
    expect(refusal(() => limiter.search({ db }, 'member-1', start + 10))?.extra.retryAfterSeconds).toBe(3600)
    const later = start + 3_600_001
    limiter.search({ db }, 'member-1', later)
    limiter.search({ db }, 'member-1', later + 1)
    const error = refusal(() => limiter.search({ db }, 'member-1', later + 2))
    expect(error?.message).toBe('search.errors.tooManySearchesToday')
    // A day after the first searches the day has room again.
    expect(refusal(() => limiter.search({ db }, 'member-1', start + 86_400_003))).toBeNull()
  })

  test('counts for the New report form have their own hourly limit, also read back from the audit', () => {
    const { db } = createTestDb()
    for (let i = 0; i < 2; i++) audited(db, 'member-1', 'search.count')
    const limiter = createSearchLimiter(limits)
    expect(refusal(() => limiter.count({ db }, 'member-1'))?.code).toBe('RATE_LIMITED')
    expect(refusal(() => limiter.search({ db }, 'member-1'))).toBeNull()
  })
})
