import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { addDays, zurichDay } from '~/lib/dates'
import { createStaff, signIn } from '~/modules/auth/testing'
import { createTestApp } from '~/server/testing'
import type { ArrivalView } from './model'
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
/** The arrivals API as `headers`' person (the typed client). */
const arrivalsOf = (headers: Record<string, string>) => t.api(headers).api.arrivals
/** A read's answer, which must succeed. */
const read = async <T>(answer: Promise<{ status: number; data: T | null }>) => {
  const { status, data } = await answer
  expect(status).toBe(200)
  return data!
}
const unseen = (headers: Record<string, string>) => read(arrivalsOf(headers).alerts.unseen.get())
const looksAt = (headers: Record<string, string>) => read(arrivalsOf(headers)({ id: arrival.id }).looks.get())
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
  const added = await arrivalsOf(owner.headers).post({
    first_name: 'Dragan',
    last_name: 'Petrović',
    birth_date: '1983-07-19',
    check_in: day(1),
    check_out: day(3),
  })
  arrival = added.data!.arrival
  const report = { first_name: 'Dragan', last_name: 'Petrovic', birth_date: '1983-07-19' }
  await approveReport(t, admin, await writeReport(t, reporter.headers, report))
}, 120_000)
afterAll(() => t.db.close())

describe('alerts belong to people', () => {
  test('the owner opening the alerts clears the badge for the owner only; the staff person still sees it new', async () => {
    expect(await unseen(owner.headers)).toEqual({ unseen: 1 })
    expect(await unseen(staff)).toEqual({ unseen: 1 })
    expect(await read(arrivalsOf(owner.headers).alerts.seen.post({}))).toEqual({ unseen: 0 })
    expect((await read(arrivalsOf(owner.headers).alerts.get())).alerts[0]?.seen).toBe(true)
    const forStaff = await read(arrivalsOf(staff).alerts.get())
    expect(forStaff.unseen).toBe(1)
    expect(forStaff.alerts[0]).toMatchObject({ arrival: { id: arrival.id }, seen: false })
  })

  test('opening the flagged arrival reads its alert for that person and shows the hotel who looked and when', async () => {
    expect(await looksAt(owner.headers)).toEqual({ looks: [] })
    const opened = await arrivalsOf(staff)({ id: arrival.id }).matches.post()
    expect(opened.status).toBe(200)
    expect(await unseen(staff)).toEqual({ unseen: 0 })
    clock.advance(60_000)
    await arrivalsOf(staff)({ id: arrival.id }).matches.post()
    const { looks } = await looksAt(owner.headers)
    expect(looks).toHaveLength(1)
    expect(looks[0]?.name).toMatch(/\S/)
    expect(Date.parse(looks[0]!.last_at) - Date.parse(looks[0]!.first_at)).toBe(60_000)
  })

  test('another hotel learns nothing of the arrival’s looks (404) and its reads are its own', async () => {
    expect((await arrivalsOf(other.headers)({ id: arrival.id }).looks.get()).status).toBe(404)
    expect(await read(arrivalsOf(other.headers).alerts.seen.post({ ids: [arrival.id] }))).toEqual({ unseen: 0 })
    expect(await unseen(owner.headers)).toEqual({ unseen: 0 })
  })

  test('deleting the arrival deletes its reads and looks', async () => {
    expect(rows(arrivalAlertReads)).toBe(2)
    expect(rows(arrivalLooks)).toBe(1)
    expect((await arrivalsOf(owner.headers)({ id: arrival.id }).delete()).status).toBe(200)
    expect(rows(arrivalAlertReads)).toBe(0)
    expect(rows(arrivalLooks)).toBe(0)
  })
})
