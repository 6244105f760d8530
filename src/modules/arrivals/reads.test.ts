import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { addDays, zurichDay } from '~/lib/dates'
import { createStaff, jsonInit, signIn } from '~/modules/auth/testing'
import { createTestApp } from '~/server/testing'
import type { AlertsAnswer, ArrivalView, LooksAnswer } from './model'
import { arrivalAlertReads, arrivalLooks } from './schema'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from './testing'

// Issue 32 item 2: alerts belong to people. One person opening an alert clears it for that person only; the hotel
// sees who opened a flagged arrival's reports and when.

const clock = fixedClock(new Date())
let t: Awaited<ReturnType<typeof createTestApp>>
let owner: Awaited<ReturnType<typeof signedInHotel>>
let staff: Record<string, string>
let other: Awaited<ReturnType<typeof signedInHotel>>
let arrival: ArrivalView
const day = (n: number) => addDays(zurichDay(clock.now()), n)
const get = async <T>(path: string, headers: Record<string, string>) => {
  const res = await t.request(path, { headers })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}
const rows = (table: typeof arrivalAlertReads | typeof arrivalLooks) =>
  t.db.db.select({ n: sql<number>`count(*)` }).from(table).get()?.n ?? 0

beforeAll(async () => {
  t = await createTestApp({}, { clock })
  owner = await signedInHotel(t)
  other = await signedInHotel(t)
  const reporter = await signedInHotel(t)
  const admin = await signedInAdmin(t)
  const person = await createStaff(t.db.db, owner.user)
  staff = (await signIn(t.request, person.user.email, person.password)).bearer
  const res = await t.request(
    '/api/arrivals',
    jsonInit(
      'POST',
      { first_name: 'Dragan', last_name: 'Petrović', birth_date: '1983-07-19', check_in: day(1), check_out: day(3) },
      owner.headers,
    ),
  )
  arrival = ((await res.json()) as { arrival: ArrivalView }).arrival
  const report = { first_name: 'Dragan', last_name: 'Petrovic', birth_date: '1983-07-19' }
  await approveReport(t, admin, await writeReport(t, reporter.headers, report))
}, 120_000)
afterAll(() => t.db.close())

describe('alerts belong to people', () => {
  test('the owner opening the alerts clears the badge for the owner only; the staff person still sees it new', async () => {
    expect(await get('/api/arrivals/alerts/unseen', owner.headers)).toEqual({ unseen: 1 })
    expect(await get('/api/arrivals/alerts/unseen', staff)).toEqual({ unseen: 1 })
    const seen = await t.request('/api/arrivals/alerts/seen', jsonInit('POST', {}, owner.headers))
    expect(await seen.json()).toEqual({ unseen: 0 })
    expect((await get<AlertsAnswer>('/api/arrivals/alerts', owner.headers)).alerts[0]?.seen).toBe(true)
    const forStaff = await get<AlertsAnswer>('/api/arrivals/alerts', staff)
    expect(forStaff.unseen).toBe(1)
    expect(forStaff.alerts[0]).toMatchObject({ arrival: { id: arrival.id }, seen: false })
  })

  test('opening the flagged arrival reads its alert for that person and shows the hotel who looked and when', async () => {
    expect(await get<LooksAnswer>(`/api/arrivals/${arrival.id}/looks`, owner.headers)).toEqual({ looks: [] })
    const opened = await t.request(`/api/arrivals/${arrival.id}/matches`, { method: 'POST', headers: staff })
    expect(opened.status).toBe(200)
    expect(await get('/api/arrivals/alerts/unseen', staff)).toEqual({ unseen: 0 })
    clock.advance(60_000)
    await t.request(`/api/arrivals/${arrival.id}/matches`, { method: 'POST', headers: staff })
    const { looks } = await get<LooksAnswer>(`/api/arrivals/${arrival.id}/looks`, owner.headers)
    expect(looks).toHaveLength(1)
    expect(looks[0]?.name).toMatch(/\S/)
    expect(Date.parse(looks[0]!.last_at) - Date.parse(looks[0]!.first_at)).toBe(60_000)
  })

  test('another hotel learns nothing of the arrival’s looks (404) and its reads are its own', async () => {
    const res = await t.request(`/api/arrivals/${arrival.id}/looks`, { headers: other.headers })
    expect(res.status).toBe(404)
    const seen = await t.request('/api/arrivals/alerts/seen', jsonInit('POST', { ids: [arrival.id] }, other.headers))
    expect(await seen.json()).toEqual({ unseen: 0 })
    expect(await get('/api/arrivals/alerts/unseen', owner.headers)).toEqual({ unseen: 0 })
  })

  test('deleting the arrival deletes its reads and looks', async () => {
    expect(rows(arrivalAlertReads)).toBe(2)
    expect(rows(arrivalLooks)).toBe(1)
    const res = await t.request(`/api/arrivals/${arrival.id}`, { method: 'DELETE', headers: owner.headers })
    expect(res.status).toBe(200)
    expect(rows(arrivalAlertReads)).toBe(0)
    expect(rows(arrivalLooks)).toBe(0)
  })
})
