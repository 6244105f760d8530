import { expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { record } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { BURST, searchBursts } from './bursts'

const searches = (db: ReturnType<typeof createTestDb>['db'], actorId: string, n: number) => {
  for (let i = 0; i < n; i++)
    record(testDeps(db), {
      actor: { type: 'user', id: actorId },
      action: 'search.query',
      target: { type: 'company', id: 'c' },
    })
}

test('a member with 20 searches in one 10-minute slot is a burst; 19 is not, and other actions do not count', () => {
  const { db } = createTestDb()
  searches(db, 'calm', BURST.searches - 1)
  for (let i = 0; i < 30; i++) record(testDeps(db), { actor: { type: 'user', id: 'reader' }, action: 'report.view' })
  expect(searchBursts(testDeps(db))).toEqual([])
  searches(db, 'harvester', BURST.searches)
  const bursts = searchBursts(testDeps(db))
  expect(bursts.map((b) => [b.actorId, b.searches])).toEqual([['harvester', BURST.searches]])
})
