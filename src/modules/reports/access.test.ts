// The access matrix over every reports route: hotel B gets nothing of hotel A's; pending, suspended, expired and
// anonymous accounts get nothing; members get nothing from the admin routes; admins do not write hotel reports.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { users } from '~/modules/auth/schema'
import { createTestAdmin, signIn } from '~/modules/auth/testing'
import { answerIn, createTestApp } from '~/server/testing'
import { reportAnswer } from './answers'
import { reports } from './schema'
import { createActiveMember, filesUnder, reportForm, reportParts, tinyPdf, uploadsDirOf } from './testing'

let t: Awaited<ReturnType<typeof createTestApp>>
type Headers = Record<string, string>
const who: Record<string, Headers> = {}
let reportId = ''
let attachmentId = ''

beforeAll(async () => {
  t = await createTestApp()
  const a = await createActiveMember(t.db.db)
  const b = await createActiveMember(t.db.db)
  const expired = await createActiveMember(t.db.db, {}, { expired: true })
  const pending = await createActiveMember(t.db.db)
  const suspended = await createActiveMember(t.db.db)
  const admin = await createTestAdmin(t.db.db)
  for (const [name, account] of Object.entries({ a, b, expired, pending, suspended, admin })) {
    who[name] = (await signIn(t.request, account.user.email, account.password)).bearer
  }
  who.anonymous = {}
  // Status changes after sign-in: the session check refuses them on the next request.
  t.db.db.update(users).set({ status: 'pending' }).where(eq(users.id, pending.user.id)).run()
  t.db.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id)).run()
  const res = await t.request('/api/reports', {
    method: 'POST',
    headers: who.a,
    body: reportForm(reportParts(), [{ name: 'bill.pdf', bytes: tinyPdf() }]),
  })
  const body = await answerIn(reportAnswer, res)
  reportId = body.report.id
  attachmentId = body.report.attachments[0]!.id
}, 60_000)
afterAll(() => t.db.close())

type Call = { name: string; method: string; path: () => string; body?: () => BodyInit; json?: boolean }
const form = () => reportForm(reportParts(), [{ name: 'bill.pdf', bytes: tinyPdf() }])
const MEMBER_ROUTES: Call[] = [
  { name: 'create', method: 'POST', path: () => '/api/reports', body: form },
  { name: 'list mine', method: 'GET', path: () => '/api/reports/mine' },
  { name: 'own guests', method: 'GET', path: () => '/api/reports/guests?last_name=Mus' },
  { name: 'read', method: 'GET', path: () => `/api/reports/${reportId}` },
  {
    name: 'edit',
    method: 'PUT',
    path: () => `/api/reports/${reportId}`,
    body: () => reportForm({ version: '1', message: 'Changed by someone else.' }),
  },
  { name: 'delete', method: 'DELETE', path: () => `/api/reports/${reportId}` },
  { name: 'download', method: 'GET', path: () => `/api/reports/${reportId}/attachments/${attachmentId}` },
]
const ADMIN_ROUTES: Call[] = [
  { name: 'queue', method: 'GET', path: () => '/api/admin/reports?status=pending' },
  { name: 'admin view', method: 'GET', path: () => `/api/admin/reports/${reportId}` },
  {
    name: 'approve',
    method: 'POST',
    path: () => `/api/admin/reports/${reportId}/approve`,
    body: () => '{"notes":"x"}',
    json: true,
  },
  {
    name: 'reject',
    method: 'POST',
    path: () => `/api/admin/reports/${reportId}/reject`,
    body: () => '{"notes":"x"}',
    json: true,
  },
  {
    name: 'change decision',
    method: 'POST',
    path: () => `/api/admin/reports/${reportId}/decision`,
    body: () => '{"decision":"approved","notes":"x"}',
    json: true,
  },
]

async function call(route: Call, headers: Headers) {
  const res = await t.request(route.path(), {
    method: route.method,
    headers: { ...headers, ...(route.json ? { 'content-type': 'application/json' } : {}) },
    body: route.body?.(),
  })
  return res.status
}

function untouched() {
  const row = t.db.db.select().from(reports).where(eq(reports.id, reportId)).get()
  expect(row).toMatchObject({ status: 'pending', version: 1 })
  expect(filesUnder(uploadsDirOf(t.config))).toHaveLength(1)
  expect(t.db.db.select().from(reports).all()).toHaveLength(1)
}

describe('access matrix of the reports API', () => {
  test('anonymous requests get 401 on every route', async () => {
    for (const route of [...MEMBER_ROUTES, ...ADMIN_ROUTES]) {
      expect([route.name, await call(route, who.anonymous!)]).toEqual([route.name, 401])
    }
    untouched()
  })

  test('pending and suspended accounts get 401 on every route', async () => {
    for (const account of ['pending', 'suspended']) {
      for (const route of [...MEMBER_ROUTES, ...ADMIN_ROUTES]) {
        expect([account, route.name, await call(route, who[account]!)]).toEqual([account, route.name, 401])
      }
    }
    untouched()
  })

  test('a member whose subscription expired gets 402 on member routes and 403 on admin routes', async () => {
    for (const route of MEMBER_ROUTES) expect([route.name, await call(route, who.expired!)]).toEqual([route.name, 402])
    for (const route of ADMIN_ROUTES) expect([route.name, await call(route, who.expired!)]).toEqual([route.name, 403])
    untouched()
  })

  test("hotel B cannot read, edit, delete or download anything of hotel A's", async () => {
    for (const route of MEMBER_ROUTES.filter((r) => r.path().includes(reportId))) {
      expect([route.name, await call(route, who.b!)]).toEqual([route.name, 404])
    }
    const asB = t.api(who.b).api.reports
    const mine = (await asB.mine.get()).data!
    expect(mine.total).toBe(0)
    const guests = (await asB.guests.get({ query: { last_name: 'Mus' } })).data!
    expect(guests.guests).toEqual([])
    untouched()
  })

  test('a member gets 403 from every admin route', async () => {
    for (const route of ADMIN_ROUTES) expect([route.name, await call(route, who.a!)]).toEqual([route.name, 403])
    untouched()
  })

  test('an administrator does not write or list hotel reports, but may download the evidence', async () => {
    for (const route of MEMBER_ROUTES.filter((r) => r.name !== 'download')) {
      expect([route.name, await call(route, who.admin!)]).toEqual([route.name, 403])
    }
    expect(await call(MEMBER_ROUTES.find((r) => r.name === 'download')!, who.admin!)).toBe(200)
    untouched()
  })

  test('an upload from another site is refused before anything is read', async () => {
    const status = await call(MEMBER_ROUTES[0]!, {
      ...who.a!,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(status).toBe(403)
    untouched()
  })
})
