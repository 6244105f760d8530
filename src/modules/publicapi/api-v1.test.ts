import { describe, expect, test } from 'bun:test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { createTestDb } from '~/db/testing'
import { systemClock } from '~/kernel/clock'
import { loadConfig } from '~/kernel/config'
import { serverLL } from '~/kernel/i18n'
import { createLogger } from '~/kernel/log'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { auditLog } from '~/modules/audit/schema'
import { TEST_CHAIN_KEY } from '~/modules/audit/testing'
import { jsonInit } from '~/modules/auth/testing'
import { applyIndexChange, type ReportSummary } from '~/modules/search/testing'
import { createApp } from '~/server/app'
import { readManifest } from '~/server/assets'
import { ensureClientBuild, refusalIn } from '~/server/testing'
import type { SearchAnswerV1 } from './model'

await ensureClientBuild()
const db = createTestDb()
const summaries = new Map<string, ReportSummary>()
const app = createApp({
  config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kyg-v1-')), LOG_LEVEL: 'silent' }),
  db,
  log: createLogger('silent', {}, () => {}),
  clock: systemClock,
  chainKey: TEST_CHAIN_KEY,
  sessionSecret: 'v1-test-secret-'.padEnd(64, 'x'),
  manifest: readManifest(),
  searchSummaries: (_deps, ids) => ids.flatMap((id) => summaries.get(id) ?? []),
})
const request = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost${path}`, init))

function report(reportId: string, companyId: string) {
  applyIndexChange(
    { db: db.db, clock: systemClock },
    {
      reportId,
      entry: {
        reportId,
        companyId,
        status: 'approved',
        expiresAt: '2099-01-01T00:00:00.000Z',
        guest: {
          firstName: 'Johann',
          lastName: 'Müller',
          birthDate: '1980-03-12',
          documentNumber: 'X1234567',
          email: 'johann.mueller@example.ch',
        },
      },
    },
  )
  summaries.set(reportId, {
    reportId,
    companyId,
    hotel: { name: 'Hotel Adler', city: 'Luzern' },
    publishedAt: '2026-10-01T10:00:00.000Z',
    checkIn: '2026-09-20',
    checkOut: '2026-09-23',
    category: 'unpaid_bill',
    amountOwed: 45000,
    message: 'Left without paying.',
    status: 'approved',
  })
}

describe('POST /api/v1/search', () => {
  test('a key with the search scope finds another hotel’s report in the web search’s groups, without a score or identifiers', async () => {
    const writer = await createHotelWithKey(db.db, ['search'])
    const caller = await createHotelWithKey(db.db, ['search'], { name: 'Protel' })
    report('v1-r1', writer.companyId)
    const res = await request(
      '/api/v1/search',
      jsonInit('POST', { first_name: 'Johann', last_name: 'Mueller', birth_date: '1980-03-12' }, caller.auth),
    )
    expect(res.status).toBe(200)
    const text = await res.text()
    const body = JSON.parse(text) as SearchAnswerV1
    expect(body.exact.map((r) => r.report_id)).toEqual(['v1-r1'])
    expect(body.exact[0]).toMatchObject({
      matched: ['name', 'birth_date'],
      published_by: { hotel_name: 'Hotel Adler' },
    })
    expect(body.close).toEqual([])
    expect(body.same_company).toEqual([])
    for (const secret of ['score', 'X1234567', 'johann.mueller']) expect(text).not.toContain(secret)
    const audited = db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'search.query'), eq(auditLog.actorId, caller.apiKey.id)))
      .all()
    expect(audited).toHaveLength(1)
    expect(JSON.parse(audited[0]?.details ?? '{}')).toMatchObject({ apiKey: 'Protel', results: { exact: 1 } })
  })

  test('the web search’s minimum input applies: a last name alone is refused with 422 in the caller’s language', async () => {
    const caller = await createHotelWithKey(db.db, ['search'])
    const res = await request(
      '/api/v1/search',
      jsonInit('POST', { last_name: 'Muster' }, { ...caller.auth, 'accept-language': 'de' }),
    )
    expect(res.status).toBe(422)
    const body = await refusalIn(res)
    expect(body.code).toBe('VALIDATION')
    expect(body.message).not.toContain('search.errors')
  })

  test('a field of the wrong type answers 422 naming the field; a body that is not JSON answers 400', async () => {
    const caller = await createHotelWithKey(db.db, ['search'])
    const wrong = await request('/api/v1/search', jsonInit('POST', { first_name: 5, last_name: 'x' }, caller.auth))
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toMatchObject({ code: 'VALIDATION', field: 'first_name' })
    const broken = await request('/api/v1/search', {
      method: 'POST',
      headers: { ...caller.auth, 'content-type': 'application/json' },
      body: '{"first_name":',
    })
    expect(broken.status).toBe(400)
    expect((await refusalIn(broken)).code).toBe('VALIDATION')
  })

  test('an unknown /api/v1 address answers 404 in the same error shape, with the app’s message in the caller’s language', async () => {
    const res = await request('/api/v1/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: serverLL('en').errors.noSuchRoute() })
    const french = await request('/api/v1/nothing-here', { headers: { 'accept-language': 'fr' } })
    expect(await french.json()).toEqual({
      code: 'NOT_FOUND',
      message: serverLL('fr').errors.noSuchRoute(),
      request_id: french.headers.get('x-request-id'),
    })
  })
})

describe('the reference page', () => {
  test('the reference page is served by the app with no third-party script, style or font', async () => {
    const res = await request('/api/v1/reference')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    const html = await res.text()
    expect(html).toContain('/api/v1/search')
    // Examples may show addresses as text; nothing is loaded or linked from elsewhere.
    expect(html).not.toMatch(/<script|<link|@import|(?:src|href)="https?:\/\/(?!localhost)/)
  })
})

describe('the guide', () => {
  test('the app serves docs/api.md as a page, with no third-party request, linked from the reference page', async () => {
    const res = await request('/api/v1/guide')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    for (const id of ['keys-and-scopes', 'limits', 'errors', 'idempotency', 'pagination', 'webhooks', 'changelog'])
      expect(html).toContain(`<h2 id="${id}">`)
    expect(html).toContain('id="versioning-and-deprecation"')
    expect(html).toContain('<a href="#pagination">')
    expect(html).not.toMatch(/<script|<link|@import|src="https?:/)
    expect(await (await request('/api/v1/reference')).text()).toContain('href="/api/v1/guide"')
  })
})
