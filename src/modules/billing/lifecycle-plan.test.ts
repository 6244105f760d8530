import { expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { termsEndingStatement } from './lifecycle'

test('the lifecycle jobs read the terms ending in their window from subscriptions_expires_idx, not every member', () => {
  const handle = createTestDb()
  const { sql, params } = termsEndingStatement(
    { db: handle.db },
    new Date('2026-01-01T00:00:00.000Z'),
    new Date('2026-01-31T00:00:00.000Z'),
  ).toSQL()
  const plan = (handle.sqlite.query(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as never[])) as { detail: string }[])
    .map((row) => row.detail)
    .join(' | ')
  handle.close()
  expect(plan).toContain('USING INDEX subscriptions_expires_idx (expires_at>? AND expires_at<?)')
  expect(plan).not.toContain('SCAN')
})
