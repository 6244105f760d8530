// The console's lists with 10,000 hotels (issue 11, ADR 130): every page is read by key from an index, in the right
// order, and walking the pages gives each hotel exactly once. Not timed: the query plans say there is no table scan
// and no sort; `bun run bench:admin` measures the times.
import { beforeAll, describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { testDeps } from '~/modules/audit/testing'
import { type MemberSearch, matchingIds, membersStatement, searchMembers } from '~/modules/auth/public'
import { USER_STATUSES } from '~/modules/auth/schema'
import { paymentsStatement, pendingTransfersStatement } from '~/modules/billing/public'
import { SEED_CITIES, seedHotels } from '../../../scripts/seed-hotels'
import { listApplications, listMembers } from './hotels'
import { paymentList, transfersWaiting } from './payments'
import type { ReportsPort } from './reports-port'

const HOTELS = 10_000
const handle = createTestDb()
const deps = { ...testDeps(handle.db), reports: { ofHotel: () => [] } as unknown as ReportsPort }
beforeAll(() => seedHotels(handle.sqlite, HOTELS), 30_000)

const planOf = (statement: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql, params } = statement.toSQL()
  return (handle.sqlite.query(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as never[])) as { detail: string }[])
    .map((r) => r.detail)
    .join(' | ')
}

/** What the database says the order is, to compare the pages with. */
function expectedIds(where: string, params: string[], oldestFirst = false): string[] {
  const dir = oldestFirst ? 'ASC' : 'DESC'
  return (
    handle.sqlite
      .query(
        `SELECT u.id FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.role = 'user' ${where}
         ORDER BY u.created_at ${dir}, u.id ${dir}`,
      )
      .all(...params) as { id: string }[]
  ).map((r) => r.id)
}

function walk(input: MemberSearch): string[] {
  const ids: string[] = []
  let after: string | undefined
  for (let pages = 0; pages < 1000; pages++) {
    const page = searchMembers(deps, { ...input, after })
    expect(page.members.length).toBeLessThanOrEqual(input.limit ?? 25)
    ids.push(...page.members.map((m) => m.id))
    if (!page.next) return ids
    after = page.next
  }
  throw new Error('more than 1000 pages')
}

describe('the member list with 10,000 hotels', () => {
  test('walking every page by cursor gives each hotel once, newest first', () => {
    const ids = walk({ limit: 500 })
    expect(ids.length).toBe(HOTELS)
    expect(new Set(ids).size).toBe(HOTELS)
    expect(ids).toEqual(expectedIds('', []))
  })

  for (const status of USER_STATUSES) {
    test(`the ${status} filter pages through exactly the ${status} hotels in order`, () => {
      const ids = walk({ status, limit: 100 })
      expect(ids.length).toBeGreaterThan(0)
      expect(ids).toEqual(expectedIds('AND u.status = ?', [status]))
    })
  }

  test('a search by city, by e-mail and by name pages through its matches in order', () => {
    const lugano = walk({ q: 'lugano', limit: 100 })
    expect(lugano.length).toBe(HOTELS / SEED_CITIES.length)
    expect(lugano).toEqual(expectedIds("AND lower(c.city) = 'lugano'", []))
    expect(walk({ q: 'HOTEL04242@seed' })).toEqual(['seed-u-04242'])
    expect(walk({ q: 'seed 0424' })).toEqual(expectedIds("AND c.company_name LIKE 'Hotel Seed 0424%'", []))
    expect(walk({ q: 'approved', status: 'closed' })).toEqual([])
  })

  test('pending applications come oldest first, 20 a page, each once', () => {
    const ids: string[] = []
    let after: string | undefined
    do {
      const page = listApplications(deps, { after })
      expect(page.total).toBe(HOTELS / 20)
      ids.push(...page.applications.map((a) => a.id))
      after = page.next ?? undefined
    } while (after)
    expect(ids).toEqual(expectedIds("AND u.status = 'pending'", [], true))
  })

  test('a page answers a cheap total without a text search and none with one', () => {
    const page = listMembers(deps, { status: 'closed' })
    expect(page.total).toBe(expectedIds("AND u.status = 'closed'", []).length)
    expect(listMembers(deps, { q: 'zurich' }).total).toBeNull()
    const second = listMembers(deps, { after: listMembers(deps, {}).next! })
    expect(second.members[0]!.id).toBe(expectedIds('', [])[25]!)
  })

  test('a cursor that is not one is refused naming the field', () => {
    expect(() => searchMembers(deps, { after: 'not-a-cursor' })).toThrow()
  })

  const memberCases: [string, MemberSearch, RegExp][] = [
    ['the first page', {}, /users_role_created_idx/],
    [
      'a later page',
      { after: Buffer.from('2024-01-04T10:00:00.000Z\nseed-u-04000').toString('base64url') },
      /users_role_created_idx/,
    ],
    ['a status filter', { status: 'approved' }, /users_role_status_created_idx/],
    [
      'a later page of a status',
      { status: 'closed', after: Buffer.from('2024-01-04T10:00:00.000Z\nseed-u-04000').toString('base64url') },
      /users_role_status_created_idx/,
    ],
    ['pending applications', { status: 'pending', oldestFirst: true }, /users_role_status_created_idx/],
  ]
  for (const [name, input, index] of memberCases) {
    test(`${name} reads the users index in order: no scan of users, no sort`, () => {
      const plan = planOf(membersStatement(deps, { ...input, limit: 25 }))
      expect(plan).toMatch(index)
      expect(plan).not.toMatch(/SCAN u(sers)?\b/)
      expect(plan).not.toMatch(/TEMP B-TREE/)
    })
  }

  test('a rare text is looked up in the trigram index, then its accounts by key; a frequent one walks the list', () => {
    const ids = matchingIds(deps, 'hotel04242@')
    expect(ids).toEqual(['seed-u-04242'])
    const plan = planOf(membersStatement(deps, { q: 'hotel04242@', ids, limit: 25 }))
    expect(plan).toMatch(/SEARCH users USING INDEX sqlite_autoindex_users_1 \(id=\?\)/)
    expect(plan).not.toMatch(/SCAN u(sers)?\b/)
    const lookup = handle.sqlite
      .query("EXPLAIN QUERY PLAN SELECT user_id FROM member_search WHERE body LIKE '%hotel04242@%' LIMIT 501")
      .all() as { detail: string }[]
    expect(lookup.map((r) => r.detail).join()).toMatch(/VIRTUAL TABLE INDEX \d+:L/)
    // 1 in 8 hotels is in Lugano: more than SEARCH_ID_CAP, so the page walks the list order and filters.
    expect(matchingIds(deps, 'lugano')).toBeUndefined()
    expect(planOf(membersStatement(deps, { q: 'lugano', limit: 25 }))).toMatch(/users_role_created_idx/)
    // Fewer than 3 characters: the index reads every row, and still answers.
    expect(matchingIds(deps, 'zq')).toEqual([])
    expect(matchingIds(deps, 'zu')).toBeUndefined()
    // LIKE wildcards typed in the search are matched as themselves.
    expect(walk({ q: '100%' })).toEqual([])
    expect(walk({ q: 'seed_0' })).toEqual([])
  })

  test('the search index follows renamed, re-located, re-addressed and deleted accounts', () => {
    const found = (q: string) => searchMembers(deps, { q }).members.map((m) => m.id)
    handle.sqlite.run("UPDATE users SET email = 'new-address@hotel.example' WHERE id = 'seed-u-00007'")
    expect(found('new-address@hotel')).toEqual(['seed-u-00007'])
    expect(found('hotel00007@seed')).toEqual([])
    handle.sqlite.run(
      "UPDATE companies SET company_name = 'Grand Hotel Quellenhof', city = 'Bad Ragaz' WHERE id = 'seed-c-00008'",
    )
    expect(found('quellenhof')).toEqual(['seed-u-00008'])
    expect(found('bad ragaz')).toEqual(['seed-u-00008'])
    handle.sqlite.run("UPDATE users SET f_name = 'Zoë', l_name = 'Brunnerhof' WHERE id = 'seed-u-00009'")
    expect(found('brunnerhof')).toEqual(['seed-u-00009'])
    handle.sqlite.run("DELETE FROM payments WHERE user_id = 'seed-u-00009'")
    handle.sqlite.run("DELETE FROM subscriptions WHERE user_id = 'seed-u-00009'")
    handle.sqlite.run("DELETE FROM users WHERE id = 'seed-u-00009'")
    expect(found('brunnerhof')).toEqual([])
    const rows = handle.sqlite.query('SELECT count(*) AS n FROM member_search').get() as { n: number }
    expect(rows.n).toBe(HOTELS - 1)
  })
})

describe('the payment lists with 10,000 hotels', () => {
  test('bank transfers waiting come oldest first by cursor, each once, from their index', () => {
    const refs: string[] = []
    let after: string | undefined
    do {
      const page = transfersWaiting(deps, { after })
      expect(page.total).toBe(HOTELS / 20)
      refs.push(...page.transfers.map((t) => t.reference))
      after = page.next ?? undefined
    } while (after)
    const expected = handle.sqlite
      .query(
        "SELECT bank_reference AS r FROM payments WHERE provider = 'bank_transfer' AND status = 'pending' ORDER BY created_at, id",
      )
      .all() as { r: string }[]
    expect(refs).toEqual(expected.map((e) => e.r))
    const plan = planOf(pendingTransfersStatement(deps, { after: ['2024-01-02T00:00:00.000Z', 'x'], limit: 51 }))
    expect(plan).toMatch(/payments_provider_status_created_idx/)
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN payments/)
  })

  for (const kind of [undefined, 'card', 'transfer'] as const) {
    test(`the ${kind ?? 'all'} payments pages walk down their index without a sort`, () => {
      const ids: string[] = []
      let before: string | undefined
      do {
        const page = paymentList(deps, { kind, before })
        ids.push(...page.payments.map((p) => p.id))
        before = page.next ?? undefined
      } while (before && ids.length < 2000)
      expect(new Set(ids).size).toBe(ids.length)
      const sorted = [...ids].sort().reverse()
      expect(ids).toEqual(sorted) // seed ids follow creation order
      const plan = planOf(paymentsStatement(deps, { kind, before: '2024-01-04T10:00:00.000Z|seed-p-04000', limit: 50 }))
      expect(plan).toMatch(/payments_created_idx|payments_provider_status_created_idx/)
      expect(plan).not.toMatch(/TEMP B-TREE/)
    })
  }
})
