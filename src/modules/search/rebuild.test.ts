import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { systemClock } from '~/kernel/clock'
import { testDeps } from '~/modules/audit/testing'
import { matchGuest } from './engine'
import { type GuestFields, guestForm, storedGuest } from './guest'
import { applyIndexChange, candidatesFor, type IndexEntryInput, rankedEntries, sqliteOf } from './index-store'
import { queryKeys } from './keys'
import { KeyBuffer, rebuildIndex } from './rebuild'

const entry = (reportId: string, guest: GuestFields, status = 'approved'): IndexEntryInput => ({
  reportId,
  companyId: 'hotel-a',
  status,
  expiresAt: null,
  guest,
})
const query = (fields: GuestFields) => guestForm(storedGuest(fields, systemClock.now()))

describe('the rebuild', () => {
  test('the radix sort puts (key, entry) pairs in the order of a plain comparison sort, repeats included', () => {
    const buffer = new KeyBuffer()
    const pairs: [number, number][] = []
    let seed = 7
    const next = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0
      return seed
    }
    // Entries arrive in increasing order, as in a rebuild; keys are 53-bit, some repeated, some 0 or the largest.
    for (let entry = 1; entry <= 3000; entry++) {
      for (let k = 0; k < 12; k++) {
        const key = k === 0 ? 0 : k === 1 ? 2 ** 53 - 1 : (next() % 2_000_000) * 2 ** 32 + (next() % 4096)
        pairs.push([key, entry])
        buffer.push(key, entry)
      }
    }
    pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1])
    buffer.sort()
    expect(buffer.size).toBe(pairs.length)
    const sorted = Array.from({ length: buffer.size }, (_, i) => [buffer.keys[i], buffer.entries[i]])
    expect(sorted).toEqual(pairs)
  })

  test('a rebuild gives every entry the keys a live change gives it, and new ids after the old ones', async () => {
    const guests: [string, GuestFields][] = [
      ['a', { firstName: 'Johann', lastName: 'Müller', birthDate: '1980-03-12', documentNumber: 'X1234567' }],
      ['b', { firstName: 'Giuseppe', lastName: 'Rossi', birthDate: '1955-10-04', phone: '079 123 45 67' }],
      ['c', { firstName: 'Priya', lastName: 'Williams' }],
    ]
    const live = createTestDb()
    for (const [id, guest] of guests) applyIndexChange(testDeps(live.db), { reportId: id, entry: entry(id, guest) })
    const rebuilt = createTestDb()
    applyIndexChange(testDeps(rebuilt.db), {
      reportId: 'old',
      entry: entry('old', { lastName: 'Old', firstName: 'X' }),
    })
    const result = await rebuildIndex(testDeps(rebuilt.db), ({ after }) =>
      after ? [] : guests.map(([id, guest]) => entry(id, guest)),
    )
    expect(result.entries).toBe(3)
    const keysOf = (db: typeof live.db) =>
      sqliteOf(db)
        .query<{ report_id: string; key: number }, []>(
          'SELECT e.report_id, k.key FROM search_keys k JOIN search_entries e ON e.id = k.entry ORDER BY 1, 2',
        )
        .all()
    expect(keysOf(rebuilt.db)).toEqual(keysOf(live.db))
    const ids = sqliteOf(rebuilt.db).query<{ id: number }, []>('SELECT id FROM search_entries ORDER BY id').all()
    expect(ids.map((r) => r.id)).toEqual([2, 3, 4])
  })
})

describe('candidates are ranked by the keys they share', () => {
  test('an entry met by several rare keys comes before entries met by one common key', () => {
    const { db } = createTestDb()
    applyIndexChange(testDeps(db), {
      reportId: 'target',
      entry: entry('target', { firstName: 'Johann', lastName: 'Müller', birthDate: '1980-03-12' }),
    })
    // Many people born the same day whose given name sounds like Johann: they share one key with the query each.
    for (let i = 0; i < 30; i++) {
      applyIndexChange(testDeps(db), {
        reportId: `other-${i}`,
        entry: entry(`other-${i}`, {
          firstName: 'Johann',
          lastName: `Zzyx${String.fromCharCode(97 + (i % 26))}${i}`,
          birthDate: '1980-03-12',
        }),
      })
    }
    const ranked = rankedEntries(
      db,
      queryKeys(query({ firstName: 'Johann', lastName: 'Müller', birthDate: '1980-03-12' })),
    )
    expect(ranked.length).toBe(31)
    const first = sqliteOf(db)
      .query<{ report_id: string }, [number]>('SELECT report_id FROM search_entries WHERE id = ?')
      .get(ranked[0] as number)
    expect(first?.report_id).toBe('target')
    // With room for only five candidates, the target is still read and found at 100 %.
    const rows = candidatesFor(
      db,
      queryKeys(query({ firstName: 'Johann', lastName: 'Müller', birthDate: '1980-03-12' })),
      { companyId: 'hotel-b', now: new Date().toISOString(), limit: 5 },
    )
    expect(rows.length).toBe(5)
    expect(rows.map((r) => r.reportId)).toContain('target')
  })

  test('entries the viewer may not see do not take the places of visible ones', () => {
    const { db } = createTestDb()
    for (let i = 0; i < 8; i++) {
      applyIndexChange(testDeps(db), {
        reportId: `pending-${i}`,
        entry: entry(`pending-${i}`, { firstName: 'Anna', lastName: 'Meier', birthDate: '1990-01-01' }, 'pending'),
      })
    }
    applyIndexChange(testDeps(db), {
      reportId: 'approved',
      entry: entry('approved', { firstName: 'Anna', lastName: 'Meier', birthDate: '1990-01-01' }),
    })
    const rows = candidatesFor(
      db,
      queryKeys(query({ firstName: 'Anna', lastName: 'Meier', birthDate: '1990-01-01' })),
      { companyId: 'hotel-b', now: new Date().toISOString(), limit: 3 },
    )
    expect(rows.map((r) => r.reportId)).toEqual(['approved'])
    const result = matchGuest(testDeps(db), query({ firstName: 'Anna', lastName: 'Meier', birthDate: '01.01.1990' }), {
      companyId: 'hotel-b',
    })
    expect(result.exact.map((m) => m.reportId)).toEqual(['approved'])
  })
})
