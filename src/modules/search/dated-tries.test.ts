import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { datedTries } from './dated-tries'
import { sqliteOf } from './index-store'

describe('the dated tries store (ADRs 242, 326, 344)', () => {
  test('keeps each bucket and date once, moves its time forward when asked again, and reads only the window', () => {
    const { db } = createTestDb()
    for (const table of ['birth_date_tries', 'report_date_tries'] as const) {
      const tries = datedTries(table)
      tries.keep(
        db,
        'hotel-a',
        [
          { bucket: 'b1', date: 'd1' },
          { bucket: 'b1', date: 'd1' },
          { bucket: 'b1', date: 'd2' },
        ],
        '2026-11-01T00:00:00.000Z',
      )
      tries.keep(db, 'hotel-a', [{ bucket: 'b1', date: 'd2' }], '2026-11-20T00:00:00.000Z')
      tries.keep(db, 'hotel-b', [{ bucket: 'b1', date: 'd3' }], '2026-11-20T00:00:00.000Z')
      const known = (since: string) =>
        Object.fromEntries(
          [...tries.known(db, 'hotel-a', ['b1', 'b2'], since)].map(([bucket, dates]) => [bucket, [...dates].sort()]),
        )
      expect(known('2026-10-31T00:00:00.000Z')).toEqual({ b1: ['d1', 'd2'], b2: [] })
      // d1 was last asked on 1 November, d2 again on 20 November; another hotel's dates are its own.
      expect(known('2026-11-10T00:00:00.000Z')).toEqual({ b1: ['d2'], b2: [] })
      expect(sqliteOf(db).query(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 3 })
    }
  })

  test('reads a hotel’s buckets through the primary key, never a scan', () => {
    const { db } = createTestDb()
    for (const table of ['birth_date_tries', 'report_date_tries'] as const) {
      const plan = sqliteOf(db)
        .query(`EXPLAIN QUERY PLAN ${datedTries(table).readSql}`)
        .all('hotel-a', '["b1","b2"]', '2026-11-01') as { detail: string }[]
      const details = plan.map((p) => p.detail).join('\n')
      expect(details).toContain(`SEARCH ${table} USING INDEX sqlite_autoindex_${table}_1`)
      expect(details).not.toMatch(new RegExp(`SCAN ${table}`))
    }
  })
})
