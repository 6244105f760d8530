import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { createActiveMember, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import { createTestApp } from '~/server/testing'
import { indexSize } from './index-store'
import type { SearchAnswer } from './model'

// The search wired to the real reports module: the index follows create, approve, edit and delete at once.

let t: Awaited<ReturnType<typeof createTestApp>>
let writer: { authorization: string }
let searcher: { authorization: string }
let admin: { authorization: string }

beforeAll(async () => {
  t = await createTestApp()
  const a = await createActiveMember(t.db.db)
  writer = (await signIn(t.request, a.user.email, a.password)).bearer
  const b = await createActiveMember(t.db.db)
  searcher = (await signIn(t.request, b.user.email, b.password)).bearer
  const adminUser = await createTestAdmin(t.db.db)
  admin = (await signIn(t.request, adminUser.user.email, adminUser.password)).bearer
}, 60_000)
afterAll(() => t.db.close())

const müller = {
  first_name: 'Johann',
  last_name: 'Müller',
  birth_date: '1980-03-12',
  document_number: 'X9988776',
  email: 'jm@example.ch',
  phone: '+41 79 444 55 66',
}
const createReport = async (headers: { authorization: string }, overrides: Record<string, string> = {}) => {
  const res = await t.request('/api/reports', {
    method: 'POST',
    headers,
    body: reportForm(reportParts({ ...müller, ...overrides }), [{ name: 'bill.pdf', bytes: tinyPdf() }]),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { report: { id: string; version: number } }).report
}
const approve = (id: string) => t.request(`/api/admin/reports/${id}/approve`, jsonInit('POST', {}, admin))
const search = async (body: Record<string, string>, headers = searcher) => {
  const res = await t.request('/api/search', jsonInit('POST', body, headers))
  expect(res.status).toBe(200)
  return (await res.json()) as SearchAnswer
}
const ids = (list: { reportId: string }[]) => list.map((r) => r.reportId)

describe('search follows the reports', () => {
  test('an approved report is found, with the hotel and stay, and never with the guest’s identifiers', async () => {
    const report = await createReport(writer)
    expect((await search({ first_name: 'Johann', last_name: 'Mueller', birth_date: '12.03.1980' })).exact).toEqual([])
    expect((await approve(report.id)).status).toBe(200)
    const answer = await search({ first_name: 'Johann', last_name: 'Mueller', birth_date: '12.03.1980' })
    expect(ids(answer.exact)).toEqual([report.id])
    expect(answer.exact[0]).toMatchObject({
      publishedBy: { hotelName: 'Hotel Bellevue', city: 'Zurich' },
      category: 'unpaid_bill',
    })
    expect(ids((await search({ first_name: 'Hans', last_name: 'Muller', birth_date: '1980-03-12' })).close)).toEqual([
      report.id,
    ])
    const text = JSON.stringify(await search({ document_number: 'x9988776' }))
    for (const secret of ['X9988776', 'jm@example.ch', '444 55 66', '+41794445566', 'Bahnhofstrasse', '8001']) {
      expect(text).not.toContain(secret)
    }
    // Editing sends it back to pending: gone for others at once; approving brings it back.
    const edited = await t.request(`/api/reports/${report.id}`, {
      method: 'PUT',
      headers: writer,
      body: reportForm({ version: String(report.version + 1), message: 'Also broke the lamp.' }),
    })
    expect(edited.status).toBe(200)
    expect((await search({ first_name: 'Johann', last_name: 'Müller', birth_date: '1980-03-12' })).exact).toEqual([])
    expect((await approve(report.id)).status).toBe(200)
    expect(ids((await search({ first_name: 'Johann', last_name: 'Müller', birth_date: '1980-03-12' })).exact)).toEqual([
      report.id,
    ])
    // Deleted: out of the index.
    const before = indexSize(t.db.db).entries
    expect((await t.request(`/api/reports/${report.id}`, { method: 'DELETE', headers: writer })).status).toBe(200)
    expect(indexSize(t.db.db).entries).toBe(before - 1)
    expect((await search({ first_name: 'Johann', last_name: 'Müller', birth_date: '1980-03-12' })).exact).toEqual([])
  })

  test('another hotel’s pending report is never listed; the own pending report shows under Same company', async () => {
    const other = await createReport(writer, { first_name: 'Olga', last_name: 'Ivanova', birth_date: '1991-07-01' })
    const own = await createReport(searcher, { first_name: 'Olga', last_name: 'Ivanova', birth_date: '1991-07-01' })
    const answer = await search({ first_name: 'Olga', last_name: 'Ivanova', birth_date: '01.07.1991' })
    expect(answer.exact).toEqual([])
    expect(answer.close).toEqual([])
    expect(ids(answer.sameCompany)).toEqual([own.id])
    expect(answer.sameCompany[0]?.status).toBe('pending')
    expect(ids(answer.sameCompany)).not.toContain(other.id)
  })
})
