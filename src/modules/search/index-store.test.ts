import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { systemClock } from '~/kernel/clock'
import { testDeps } from '~/modules/audit/testing'
import { matchGuest } from './engine'
import { type GuestFields, guestForm, storedGuest } from './guest'
import { applyIndexChange, type IndexEntryInput, indexSize } from './index-store'
import { rebuildIndex } from './rebuild'

const johann: GuestFields = {
  firstName: 'Johann',
  lastName: 'Müller',
  birthDate: '1980-03-12',
  documentNumber: 'X1234567',
}
const entry = (overrides: Partial<IndexEntryInput> = {}): IndexEntryInput => ({
  reportId: 'report-1',
  companyId: 'hotel-a',
  status: 'approved',
  expiresAt: '2099-01-01T00:00:00.000Z',
  guest: johann,
  ...overrides,
})
const search = (db: ReturnType<typeof createTestDb>['db'], query: GuestFields, companyId = 'hotel-b') =>
  matchGuest(testDeps(db), guestForm(storedGuest(query, systemClock.now())), { companyId })
const ids = (matches: { reportId: string }[]) => matches.map((m) => m.reportId)

describe('the index follows the reports', () => {
  test('an approved report of another hotel is found, a pending or rejected one is not', () => {
    const { db } = createTestDb()
    applyIndexChange(testDeps(db), { reportId: 'a', entry: entry({ reportId: 'a' }) })
    applyIndexChange(testDeps(db), { reportId: 'p', entry: entry({ reportId: 'p', status: 'pending' }) })
    applyIndexChange(testDeps(db), { reportId: 'r', entry: entry({ reportId: 'r', status: 'rejected' }) })
    const result = search(db, { firstName: 'Johann', lastName: 'Mueller', birthDate: '12.03.1980' })
    expect(ids(result.exact)).toEqual(['a'])
    expect(result.close).toEqual([])
    expect(result.sameCompany).toEqual([])
  })

  test("the searching hotel's own reports of any status come under Same company", () => {
    const { db } = createTestDb()
    applyIndexChange(testDeps(db), {
      reportId: 'own',
      entry: entry({ reportId: 'own', companyId: 'hotel-b', status: 'pending' }),
    })
    const result = search(db, { firstName: 'Hans', lastName: 'Muller', birthDate: '1980-03-12' })
    expect(ids(result.sameCompany)).toEqual(['own'])
    expect(result.exact).toEqual([])
  })

  test('an expired report is not shown to other hotels', () => {
    const { db } = createTestDb()
    applyIndexChange(testDeps(db), {
      reportId: 'old',
      entry: entry({ reportId: 'old', expiresAt: '2020-01-01T00:00:00.000Z' }),
    })
    expect(search(db, johann).exact).toEqual([])
  })

  test('editing an approved report back to pending hides it at once; approving it again brings it back', () => {
    const { db } = createTestDb()
    applyIndexChange(testDeps(db), { reportId: 'a', entry: entry({ reportId: 'a' }) })
    expect(ids(search(db, johann).exact)).toEqual(['a'])
    applyIndexChange(testDeps(db), {
      reportId: 'a',
      entry: entry({ reportId: 'a', status: 'pending', guest: { ...johann, firstName: 'Johannes' } }),
    })
    expect(search(db, johann)).toEqual({ exact: [], close: [], sameCompany: [] })
    applyIndexChange(testDeps(db), {
      reportId: 'a',
      entry: entry({ reportId: 'a', guest: { ...johann, firstName: 'Johannes' } }),
    })
    const back = search(db, johann)
    expect(ids([...back.exact, ...back.close])).toEqual(['a'])
  })

  test('a deleted report leaves no entry and no key behind', () => {
    const { db } = createTestDb()
    applyIndexChange(testDeps(db), { reportId: 'a', entry: entry({ reportId: 'a' }) })
    expect(indexSize(db).keys).toBeGreaterThan(0)
    applyIndexChange(testDeps(db), { reportId: 'a', entry: null })
    expect(indexSize(db)).toMatchObject({ entries: 0, keys: 0 })
  })

  test('a changed guest is found under the new name only', () => {
    const { db } = createTestDb()
    applyIndexChange(testDeps(db), { reportId: 'a', entry: entry({ reportId: 'a' }) })
    applyIndexChange(testDeps(db), {
      reportId: 'a',
      entry: entry({ reportId: 'a', guest: { firstName: 'Olga', lastName: 'Ivanova', birthDate: '1990-01-01' } }),
    })
    expect(search(db, { ...johann, documentNumber: '' }).exact).toEqual([])
    expect(ids(search(db, { firstName: 'Olga', lastName: 'Ivanova', birthDate: '01.01.1990' }).exact)).toEqual(['a'])
  })

  test('a rebuild from the reports gives the same answers as the live index', async () => {
    const { db } = createTestDb()
    const entries = [
      entry({ reportId: 'a' }),
      entry({ reportId: 'b', guest: { firstName: 'Giuseppe', lastName: 'Rossi', birthDate: '1955-10-04' } }),
      entry({ reportId: 'c', status: 'deleted' }),
    ]
    const result = await rebuildIndex(
      testDeps(db),
      ({ after, limit }) => {
        const start = after ? entries.findIndex((e) => e.reportId === after) + 1 : 0
        return entries.slice(start, start + limit)
      },
      { pageSize: 1 },
    )
    expect(result.entries).toBe(2)
    expect(ids(search(db, { firstName: 'Josef', lastName: 'Rossi', birthDate: '04.10.1955' }).close)).toEqual(['b'])
    expect(ids(search(db, johann).exact)).toEqual(['a'])
  })
})

describe('a query is a union of indexed look-ups', () => {
  const guests: [string, GuestFields][] = [
    ['typo in both names', { firstName: 'Johan', lastName: 'Mülle', birthDate: '1980-03-12' }],
    ['nickname and umlaut', { firstName: 'Hans', lastName: 'Muller', birthDate: '1980-03-12' }],
    ['swapped names and swapped date', { firstName: 'Mueller', lastName: 'Johann', birthDate: '03.12.1980' }],
    ['one digit off in the year', { firstName: 'Johann', lastName: 'Müller', birthDate: '1981-03-12' }],
    ['e-mail only', { email: 'J.Mueller@Example.ch' }],
    ['document only', { documentNumber: 'x1234567' }],
    ['names only', { firstName: 'Johann', lastName: 'Müller' }],
  ]
  for (const [variant, query] of guests) {
    test(`finds the report from a query with ${variant}`, () => {
      const { db } = createTestDb()
      applyIndexChange(testDeps(db), {
        reportId: 'a',
        entry: entry({ reportId: 'a', guest: { ...johann, email: 'j.mueller@example.ch' } }),
      })
      const result = search(db, query)
      expect(ids([...result.exact, ...result.close])).toEqual(['a'])
    })
  }

  test('a report without a birth date is found by a query with one, despite a typo', () => {
    const { db } = createTestDb()
    applyIndexChange(testDeps(db), {
      reportId: 'a',
      entry: entry({ reportId: 'a', guest: { firstName: 'Priya', lastName: 'Williams' } }),
    })
    expect(ids(search(db, { firstName: 'Priya', lastName: 'Wililams', birthDate: '11.01.1989' }).close)).toEqual(['a'])
  })
})

test('a document number carried by two different people in the index is no longer a 100% match', () => {
  const { db } = createTestDb()
  applyIndexChange(testDeps(db), { reportId: 'a', entry: entry({ reportId: 'a' }) })
  expect(ids(search(db, { documentNumber: 'X1234567' }).exact)).toEqual(['a'])
  const olga = { firstName: 'Olga', lastName: 'Ivanova', birthDate: '1990-01-01', documentNumber: 'X1234567' }
  applyIndexChange(testDeps(db), { reportId: 'b', entry: entry({ reportId: 'b', guest: olga }) })
  const result = search(db, { documentNumber: 'X1234567' })
  expect(result.exact).toEqual([])
  expect(ids(result.close).sort()).toEqual(['a', 'b'])
})
