// The audit page stays fast on a large log: every filter reads an index range (the query plans name the indexes and
// never scan the table) and answers a page on 100,000 entries. How many milliseconds a page takes is measured by
// `bun run bench:bounds`, not asserted here.
// `bun scripts/seed-audit.ts <rows>` fills a copy for trying the console itself with a million rows.
import { beforeAll, describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { type AuditFilter, findAuditEntries, findAuditStatements } from '~/modules/audit/public'
import { seedAuditRows } from '../../../scripts/seed-audit'

const ROWS = 100_000
const handle = createTestDb()
beforeAll(() => seedAuditRows(handle.sqlite, ROWS), 60_000)

function plan(filter: AuditFilter, before?: number): string {
  return findAuditStatements(handle, filter, before)
    .map(({ sql, params }) =>
      (handle.sqlite.query(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as never[])) as { detail: string }[])
        .map((r) => r.detail)
        .join(' | '),
    )
    .join(' || ')
}

const day = (offsetDays: number) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10)

describe('audit search on a large log', () => {
  const cases: [string, AuditFilter, RegExp][] = [
    ['no filter', {}, /SEARCH audit_log USING INTEGER PRIMARY KEY|SCAN audit_log/],
    ['actor', { actorId: 'user-7' }, /audit_log_actor_idx/],
    ['action', { action: 'report.view' }, /audit_log_action_seq_idx|audit_log_action_idx/],
    ['target', { targetType: 'report', targetId: 'r-42' }, /audit_log_target_idx/],
    ['actor and dates', { actorId: 'user-7', from: day(120), to: day(100) }, /audit_log_actor_idx/],
  ]
  for (const [name, filter, index] of cases) {
    test(`a page filtered by ${name} uses its index and answers`, () => {
      const text = plan(filter, 90_000)
      expect(text).toMatch(index)
      if (name !== 'no filter') expect(text).not.toMatch(/SCAN audit_log(?! USING)/)
      const page = findAuditEntries(handle, filter, { before: 90_000, limit: 50 })
      expect(page.entries.length).toBeGreaterThan(0)
    })
  }

  test('an unfiltered page is a walk down the primary key from the cursor', () => {
    expect(plan({}, 90_000)).toMatch(/USING INTEGER PRIMARY KEY/)
  })
})
