import { beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestDb } from '~/db/testing'
import { systemClock } from '~/kernel/clock'
import { loadConfig } from '~/kernel/config'
import { createLogger } from '~/kernel/log'
import { auditLog } from '~/modules/audit/schema'
import { TEST_CHAIN_KEY, testDeps } from '~/modules/audit/testing'
import { createTestAdmin, signIn } from '~/modules/auth/testing'
import { createActiveMember } from '~/modules/reports/testing'
import { createApp } from '~/server/app'
import { readManifest } from '~/server/assets'
import { ensureClientBuild, refusal, treatyOf } from '~/server/testing'
import { applyIndexChange, type IndexEntryInput } from './index-store'
import type { ReportSummary } from './model'

// The search API as a member uses it. The test plays the reports module: it writes index entries through the
// hook function and answers display fields the way reportSummaries does.

const guest = {
  firstName: 'Johann',
  lastName: 'Müller',
  birthDate: '1980-03-12',
  documentNumber: 'X1234567',
  documentType: 'passport',
  email: 'johann.mueller@example.ch',
  phone: '+41 79 555 12 34',
  streetName: 'Seestrasse',
  buildingNo: '12',
  zipCode: '8002',
  city: 'Zürich',
}

beforeAll(() => ensureClientBuild(), 120_000)

async function setup(env: Record<string, string> = {}, db = createTestDb()) {
  await ensureClientBuild()
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kyg-search-')), LOG_LEVEL: 'silent', ...env })
  const summaries = new Map<string, ReportSummary>()
  const app = createApp({
    config,
    db,
    log: createLogger('silent', {}, () => {}),
    clock: systemClock,
    chainKey: TEST_CHAIN_KEY,
    sessionSecret: 'search-test-secret-'.padEnd(64, 'x'),
    manifest: readManifest(),
    searchSummaries: (_deps, ids) => ids.flatMap((id) => summaries.get(id) ?? []),
  })
  const request = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost${path}`, init))
  const member = async ({ expired = false } = {}) => {
    const { user, password } = await createActiveMember(db.db, {}, { expired })
    const session = await signIn(request, user.email, password)
    return { user, companyId: user.companyId ?? '', headers: session.bearer }
  }
  const report = (entry: IndexEntryInput) => {
    applyIndexChange(testDeps(db.db), { reportId: entry.reportId, entry })
    summaries.set(entry.reportId, {
      reportId: entry.reportId,
      companyId: entry.companyId,
      hotel: { name: `Hotel ${entry.companyId.slice(0, 4)}`, city: 'Luzern' },
      publishedAt: entry.status === 'approved' ? '2026-10-01T10:00:00.000Z' : null,
      checkIn: '2026-09-20',
      checkOut: '2026-09-23',
      category: 'unpaid_bill',
      amountOwed: 45000,
      message: 'Left without paying.',
      status: entry.status,
    })
  }
  const search = (headers: Record<string, string>, body: SearchBody, lang = 'en') =>
    treatyOf(app, { ...headers, 'accept-language': lang }).api.search.post(body)
  return { db, request, member, report, search, api: (headers: Record<string, string>) => treatyOf(app, headers) }
}

type SearchBody = Parameters<ReturnType<typeof treatyOf>['api']['search']['post']>[0]

const approved = (reportId: string, companyId: string, overrides: Partial<IndexEntryInput> = {}): IndexEntryInput => ({
  reportId,
  companyId,
  status: 'approved',
  expiresAt: '2099-01-01T00:00:00.000Z',
  guest,
  ...overrides,
})

describe('POST /api/search', () => {
  test('a member finds another hotel’s approved report under 100% matched and a nickname under Close', async () => {
    const t = await setup()
    const writer = await t.member()
    const searcher = await t.member()
    t.report(approved('r1', writer.companyId))
    const exact = await t.search(searcher.headers, {
      first_name: 'Johann',
      last_name: 'Mueller',
      birth_date: '12.03.1980',
    })
    expect(exact.status).toBe(200)
    const body = exact.data!
    expect(body.exact.map((r) => r.reportId)).toEqual(['r1'])
    // The group and the fields that agree, never a numeric score (issue 20, finding 2).
    expect(body.exact[0]).toMatchObject({
      matched: ['name', 'birth_date'],
      category: 'unpaid_bill',
      amountOwed: 45000,
    })
    const close = (
      await t.search(searcher.headers, { first_name: 'Hans', last_name: 'Muller', birth_date: '1980-03-12' })
    ).data!
    expect(close.close.map((r) => r.reportId)).toEqual(['r1'])
    expect(close.exact).toEqual([])
  })

  test('no result carries another hotel’s document number, e-mail, phone or address', async () => {
    const t = await setup()
    const writer = await t.member()
    const searcher = await t.member()
    t.report(approved('r1', writer.companyId))
    const res = await t.search(searcher.headers, {
      first_name: 'Johann',
      last_name: 'Müller',
      birth_date: '1980-03-12',
      document_number: 'x 123 4567',
    })
    const body = res.data!
    const text = JSON.stringify(body)
    expect(body.exact).toHaveLength(1)
    expect(body.exact[0]?.matched).toContain('document')
    for (const secret of [
      'X1234567',
      'x 123 4567',
      'johann.mueller',
      '555 12 34',
      '+41795551234',
      'Seestrasse',
      '8002',
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(Object.keys(body.exact[0] ?? {}).sort()).toEqual(
      [
        'amountOwed',
        'category',
        'checkIn',
        'checkOut',
        'matched',
        'message',
        'publishedAt',
        'publishedBy',
        'reportId',
      ].sort(),
    )
  })

  test('pending and rejected reports of another hotel are never listed; the own pending report is under Same company', async () => {
    const t = await setup()
    const writer = await t.member()
    const searcher = await t.member()
    t.report(approved('pending-other', writer.companyId, { status: 'pending' }))
    t.report(approved('rejected-other', writer.companyId, { status: 'rejected' }))
    t.report(approved('own', searcher.companyId, { status: 'pending' }))
    const body = (
      await t.search(searcher.headers, { first_name: 'Johann', last_name: 'Müller', birth_date: '1980-03-12' })
    ).data!
    expect(body.exact).toEqual([])
    expect(body.close).toEqual([])
    expect(body.sameCompany.map((r) => [r.reportId, r.status])).toEqual([['own', 'pending']])
  })

  test('editing an approved report back to pending removes it from others’ results at once; approving brings it back', async () => {
    const t = await setup()
    const writer = await t.member()
    const searcher = await t.member()
    const query = { first_name: 'Johann', last_name: 'Müller', birth_date: '1980-03-12' }
    t.report(approved('r1', writer.companyId))
    expect((await t.search(searcher.headers, query)).data?.exact).toHaveLength(1)
    t.report(approved('r1', writer.companyId, { status: 'pending', guest: { ...guest, city: 'Bern' } }))
    expect((await t.search(searcher.headers, query)).data?.exact).toHaveLength(0)
    t.report(approved('r1', writer.companyId, { guest: { ...guest, city: 'Bern' } }))
    expect((await t.search(searcher.headers, query)).data?.exact).toHaveLength(1)
  })

  test('too little input is refused with a translated message and no query', async () => {
    const t = await setup()
    const searcher = await t.member()
    const res = await t.search(searcher.headers, { last_name: 'Müller', city: 'Zürich' }, 'de')
    expect(res.status).toBe(400)
    expect(refusal(res).message).toContain('Ausweisnummer')
    const audited = t.db.db
      .select()
      .from(auditLog)
      .all()
      .filter((e) => e.action === 'search.query')
    expect(audited).toHaveLength(0)
  })

  test('values are normalised, never refused for their format', async () => {
    const t = await setup()
    const searcher = await t.member()
    const res = await t.search(searcher.headers, {
      last_name: '  MÜLLER ',
      first_name: 'hans-peter',
      birth_date: '12/3/80',
      phone: '(079) 555-12-34',
    })
    expect(res.status).toBe(200)
  })

  test('the 61st search in an hour answers 429 with the translated message', async () => {
    const t = await setup()
    const searcher = await t.member()
    const query = { document_number: 'X7654321' }
    for (let i = 0; i < 60; i++) expect((await t.search(searcher.headers, query)).status).toBe(200)
    const res = await t.search(searcher.headers, query, 'fr')
    expect(res.status).toBe(429)
    expect(refusal(res).message).toContain('recherches autorisé par heure')
    expect(res.response?.headers.get('retry-after')).toBeTruthy()
    // Another member still searches.
    const other = await t.member()
    expect((await t.search(other.headers, query)).status).toBe(200)
  })

  test('a restart does not give a member a fresh allowance: the count is read back from the audit', async () => {
    const t = await setup({ SEARCH_LIMIT_PER_HOUR: '3' })
    const searcher = await t.member()
    for (let i = 0; i < 3; i++) expect((await t.search(searcher.headers, { email: 'a@b.ch' })).status).toBe(200)
    // A new server process on the same database (sessions are in the database too).
    const restarted = await setup({ SEARCH_LIMIT_PER_HOUR: '3' }, t.db)
    const res = await restarted.search(searcher.headers, { email: 'a@b.ch' })
    expect(res.status).toBe(429)
    expect(Number(res.response?.headers.get('retry-after'))).toBeGreaterThan(3000)
  })

  test('the limits are configurable', async () => {
    const t = await setup({ SEARCH_LIMIT_PER_HOUR: '2' })
    const searcher = await t.member()
    for (let i = 0; i < 2; i++) expect((await t.search(searcher.headers, { email: 'a@b.ch' })).status).toBe(200)
    expect((await t.search(searcher.headers, { email: 'a@b.ch' })).status).toBe(429)
  })

  test('every search is audited with its criteria, identifiers only as keyed hashes', async () => {
    const t = await setup()
    const searcher = await t.member()
    await t.search(searcher.headers, {
      first_name: 'Johann',
      last_name: 'Müller',
      birth_date: '12.03.1980',
      document_number: 'X1234567',
      email: 'johann.mueller@example.ch',
      phone: '079 555 12 34',
    })
    const entries = t.db.db
      .select()
      .from(auditLog)
      .all()
      .filter((e) => e.action === 'search.query')
    expect(entries).toHaveLength(1)
    const details = entries[0]?.details ?? ''
    for (const clear of ['X1234567', 'johann.mueller', '795551234', '555 12 34']) expect(details).not.toContain(clear)
    const criteria = (JSON.parse(details) as { criteria: Record<string, string> }).criteria
    expect(criteria).toMatchObject({ first_name: 'johann', last_name: 'müller', birth_date: '1980-03-12' })
    expect(criteria.doc_hmac).toMatch(/^[0-9a-f]{32}$/)
    expect(criteria.email_hmac).toMatch(/^[0-9a-f]{32}$/)
    expect(criteria.phone_hmac).toMatch(/^[0-9a-f]{32}$/)
    expect(entries[0]?.actorId).toBe(searcher.user.id)
  })

  test('an admin or an anonymous visitor cannot search', async () => {
    const t = await setup()
    const admin = await createTestAdmin(t.db.db)
    const session = await signIn(t.request, admin.user.email, admin.password)
    expect((await t.search(session.bearer, { document_number: 'X1234567' })).status).toBe(403)
    expect((await t.search({}, { document_number: 'X1234567' })).status).toBe(401)
  })

  test('a member whose subscription has expired gets nothing (402)', async () => {
    const t = await setup()
    const writer = await t.member()
    t.report(approved('r1', writer.companyId))
    const expired = await t.member({ expired: true })
    const res = await t.search(expired.headers, { document_number: 'X1234567' })
    expect(res.status).toBe(402)
    expect(JSON.stringify(res.error?.value)).not.toContain('r1')
  })

  test('an overlong field is refused with 400 naming it', async () => {
    const t = await setup()
    const searcher = await t.member()
    const res = await t.search(searcher.headers, { last_name: 'x'.repeat(201), first_name: 'Hans' })
    expect(res.status).toBe(400)
    expect(refusal(res).field).toBe('last_name')
  })
})

describe('POST /api/search/count', () => {
  test('counts the approved reports of other hotels that name the same person, and nothing else', async () => {
    const t = await setup()
    const writer = await t.member()
    const searcher = await t.member()
    t.report(approved('a', writer.companyId))
    t.report(approved('b', writer.companyId, { guest: { ...guest, firstName: 'Hans' } }))
    t.report(approved('pending', writer.companyId, { status: 'pending' }))
    t.report(approved('own', searcher.companyId))
    const res = await t
      .api(searcher.headers)
      .api.search.count.post({ first_name: 'Johann', last_name: 'Mueller', birth_date: '1980-03-12' })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ count: 2 })
    const audited = t.db.db
      .select()
      .from(auditLog)
      .all()
      .filter((e) => e.action === 'search.count')
    expect(audited).toHaveLength(1)
  })

  test('refuses a count without a last name and a first name or birth date', async () => {
    const t = await setup()
    const searcher = await t.member()
    const res = await t.api(searcher.headers).api.search.count.post({ first_name: 'Johann' })
    expect(res.status).toBe(400)
  })
})
