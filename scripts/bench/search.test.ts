import { expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { testDeps } from '~/modules/audit/testing'
import { rebuildIndex } from '~/modules/search/rebuild'
import { labelledQueries, reportSource } from './search-data'
import { evaluate } from './search-eval'

// The benchmark's quality goals on a small generated index (the full run is `bun run bench:search`).
test('on 4,000 generated reports the labelled variants are found, and no homonym is called a 100% match', async () => {
  const { db } = createTestDb()
  const source = reportSource(7, 4000)
  await rebuildIndex(testDeps(db), ({ limit }) => source.next(limit))
  const result = evaluate(db, labelledQueries(7, source.households, 480))
  expect(result.recall).toBeGreaterThanOrEqual(0.99)
  expect(result.exactPrecision).toBeGreaterThanOrEqual(0.995)
  expect(result.falseExactOnHomonyms).toBe(0)
  expect(result.falseExactUnrelated).toBe(0)
}, 60_000)
