// The birth-date allowance bypassed by spelling (the whole-change review after security review 4; ADR 326): "Xaver
// Müller", an empty first name or "Hans Müllek" each had their own three dates per name (ADR 242), yet each still
// listed a "Hans Müller" report when the date was right. Every question is now also counted against each report it
// could reach whatever its date: after N different dates one report is left out, on every channel.
import { beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { addDays, zurichDay } from '~/lib/dates'
import {
  approveReport,
  sheetForm,
  signedInAdmin,
  signedInHotel,
  signedInHotelWithKey,
  writeReport,
} from '~/modules/arrivals/testing'
import { auditLog } from '~/modules/audit/schema'
import { jsonInit } from '~/modules/auth/testing'
import { DATES_PER_REPORT_YEAR } from '~/modules/search/report-probes'
import { reportDateTries } from '~/modules/search/schema'
import { createTestApp } from './testing'

type App = Awaited<ReturnType<typeof createTestApp>>
type Headers = Record<string, string>
type Guest = { first_name: string; last_name: string; birth_date: string }
const today = zurichDay(new Date())
const stay = { check_in: addDays(today, 1), check_out: addDays(today, 3) }
const RIGHT = '1975-05-17'

/**
 * One app for the file with a Hans Müller and a Paula Pfeffer reported by one hotel and approved (ADR 353: a fresh app,
 * three accounts and two approvals per test cost 2-4 s each at load 20); each test then attacks as a hotel of its own,
 * whose allowance is its own. Only the API is asked: the app renders no page, so it never waits for a client build.
 */
let shared: Awaited<ReturnType<typeof reportedGuests>>
async function reportedGuests() {
  const app = await createTestApp({}, { pages: false })
  const writer = await signedInHotel(app)
  const admin = await signedInAdmin(app)
  const reported = { Müller: '', Pfeffer: '' } as Record<'Müller' | 'Pfeffer', string>
  for (const guest of [
    { first_name: 'Hans', last_name: 'Müller', birth_date: RIGHT },
    { first_name: 'Paula', last_name: 'Pfeffer', birth_date: '1968-02-11' },
  ]) {
    const id = await writeReport(app, writer.headers, guest)
    await approveReport(app, admin, id)
    reported[guest.last_name as 'Müller' | 'Pfeffer'] = id
  }
  return { app, admin, reported }
}
beforeAll(async () => {
  shared = await reportedGuests()
}, 60_000)

/** The reported guests, and an attacking hotel of this test's own (person and key). */
async function setUp() {
  return { ...shared, hotel: await signedInHotelWithKey(shared.app) }
}

const post = async (app: App, path: string, body: unknown, headers: Headers) => {
  const res = await app.request(path, jsonInit('POST', body, headers))
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
const batch = async (app: App, auth: Headers, guests: (Guest & { reservation_ref: string })[]) => {
  const res = await post(app, '/api/v1/arrivals', { reservations: guests.map((g) => ({ ...g, ...stay })) }, auth)
  expect(res).toMatchObject({ status: 200 })
  return (res.body.arrivals as { group: string }[]).map((a) => a.group)
}
const sheet = async (app: App, headers: Headers, guest: Guest, extra: Record<string, string>) => {
  const res = await app.request('/api/arrivals/sheet/import', {
    method: 'POST',
    headers,
    body: sheetForm(
      new TextEncoder().encode(
        `first_name;last_name;birth_date;check_in;check_out\n${guest.first_name};${guest.last_name};${guest.birth_date};${stay.check_in};${stay.check_out}\n`,
      ),
      {
        ...extra,
        mapping: JSON.stringify(
          Object.fromEntries(['first_name', 'last_name', 'birth_date', 'check_in', 'check_out'].map((f) => [f, f])),
        ),
      },
    ),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { results: { group: string }[] }).results.map((r) => r.group)
}

/** The N wrong dates of the birth year, each under another spelling (each of them has its own per-name allowance). */
const spellings: Guest[] = [
  { first_name: 'Xaver', last_name: 'Müller', birth_date: '1975-01-01' },
  { first_name: '', last_name: 'Müller', birth_date: '1975-01-02' },
  { first_name: 'Hans', last_name: 'Müllek', birth_date: '1975-01-03' },
  { first_name: 'Johann', last_name: 'Mueller', birth_date: '1975-01-04' },
  { first_name: 'Müller', last_name: 'Hans', birth_date: '1975-01-05' },
  { first_name: 'Vreni', last_name: 'Müller', birth_date: '1975-01-06' },
  { first_name: 'Urs', last_name: 'Müller', birth_date: '1975-01-07' },
  { first_name: 'Toni', last_name: 'Müller', birth_date: '1975-01-08' },
  { first_name: 'Sepp', last_name: 'Müller', birth_date: '1975-01-09' },
  { first_name: 'Rita', last_name: 'Müller', birth_date: '1975-01-10' },
].slice(0, DATES_PER_REPORT_YEAR)

/**
 * The N wrong dates: a batch of the spellings with a first name (an arrival needs one), a search for the one without.
 * What each was answered: its group, or the search's groups.
 */
async function askWrongDates(app: App, hotel: Awaited<ReturnType<typeof signedInHotelWithKey>>) {
  const named = spellings.flatMap((g, i) => (g.first_name ? [{ reservation_ref: `S${i}`, ...g }] : []))
  const groups = await batch(app, hotel.api, named)
  const searched = []
  for (const g of spellings.filter((g) => !g.first_name)) {
    const { body } = await post(app, '/api/search', g, hotel.headers)
    searched.push(body.withheld ? 'withheld' : [...(body.exact as []), ...(body.close as [])].length ? 'match' : 'none')
  }
  return [...groups, ...searched]
}

/** Every channel, each asking the right date under a name of its own (none of them withheld by its name). */
async function everyChannel(app: App, hotel: Awaited<ReturnType<typeof signedInHotelWithKey>>, ref: string) {
  const right = (first_name: string) => ({ first_name, last_name: 'Müller', birth_date: RIGHT })
  const search = await post(app, '/api/search', right('Anna'), hotel.headers)
  const count = await post(app, '/api/search/count', right('Berta'), hotel.headers)
  const typed = await post(app, '/api/arrivals', { ...right('Carl'), ...stay }, hotel.headers)
  const pasted = await sheet(app, hotel.headers, right('Dora'), { source: 'paste' })
  const imported = await sheet(app, hotel.headers, right('Emil'), {})
  const api = await batch(app, hotel.api, [{ reservation_ref: `${ref}-api`, ...right('Franz') }])
  const v1search = await post(app, '/api/v1/search', right('Gustav'), hotel.api)
  // A reference sent with a wrong date, then re-sent with the right one (a changed guest is a new screening).
  await batch(app, hotel.api, [{ reservation_ref: `${ref}-resent`, ...right('Heidi'), birth_date: '1975-01-01' }])
  const resent = await batch(app, hotel.api, [{ reservation_ref: `${ref}-resent`, ...right('Heidi') }])
  return {
    search: search.body,
    count: count.body,
    typed: (typed.body.arrival as { group: string }).group,
    pasted,
    imported,
    api,
    v1search: v1search.body,
    resent,
  }
}

const nothing = {
  search: { exact: [], close: [], sameCompany: [] },
  count: { count: 0 },
  typed: 'none',
  pasted: ['none'],
  imported: ['none'],
  api: ['none'],
  v1search: { exact: [], close: [], same_company: [], withheld: false },
  resent: ['none'],
}

describe('the birth-date allowance per report: spelling buys no further dates (ADR 326)', () => {
  test('Xaver Müller, an empty first name, Hans Müllek, Johann Mueller and the names swapped share the report’s allowance: after N dates the right date lists it on no channel', async () => {
    const { app, hotel, reported } = await setUp()
    const wrong = await askWrongDates(app, hotel)
    // Each spelling was answered (none is withheld by its own name's allowance), and none was the date.
    expect(wrong).toEqual(spellings.map(() => 'none'))
    expect(await everyChannel(app, hotel, 'R')).toEqual(nothing)
    // The hotel's other reports are unaffected; another hotel has an allowance of its own.
    const pfeffer = await post(
      app,
      '/api/search',
      { first_name: 'Paula', last_name: 'Pfeffer', birth_date: '1968-02-11' },
      hotel.headers,
    )
    expect((pfeffer.body.exact as { reportId: string }[]).map((r) => r.reportId)).toEqual([reported.Pfeffer])
    const other = await signedInHotelWithKey(app)
    const fresh = await post(
      app,
      '/api/search',
      { first_name: 'Anna', last_name: 'Müller', birth_date: RIGHT },
      other.headers,
    )
    expect((fresh.body.close as { reportId: string }[]).map((r) => r.reportId)).toEqual([reported.Müller])
    // The operator sees the probe, with the report only as a keyed hash; the table holds keyed hashes only.
    const probes = app.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, hotel.companyId))
      .all()
      .filter((e) => e.action === 'search.birth_date_probe')
    expect(probes.map((p) => JSON.parse(p.details ?? '{}'))).toContainEqual(
      expect.objectContaining({ report: expect.any(String), reportDatesAnswered: DATES_PER_REPORT_YEAR }),
    )
    const rows = app.db.db.select().from(reportDateTries).all()
    const stored = JSON.stringify([rows, probes.map((p) => p.details)])
    expect(stored).not.toContain(reported.Müller as string)
    expect(stored).not.toMatch(/müller|mueller|hans|1975/i)
  }, 60_000)

  test('the answer for a left-out report is the answer for a wrong date, byte for byte but for ids and times', async () => {
    const { app, hotel } = await setUp()
    await askWrongDates(app, hotel)
    const leftOut = await everyChannel(app, hotel, 'L')
    // Another hotel with the same questions, but a wrong date (1981-10-23), before any allowance ends.
    const control = await signedInHotelWithKey(app)
    const wrongDate = await (async () => {
      const { app: same } = { app }
      const right = (first_name: string) => ({ first_name, last_name: 'Müller', birth_date: '1981-10-23' })
      const search = await post(same, '/api/search', right('Anna'), control.headers)
      const count = await post(same, '/api/search/count', right('Berta'), control.headers)
      return { search: search.body, count: count.body }
    })()
    expect({ search: leftOut.search, count: leftOut.count }).toEqual(wrongDate)
    expect(JSON.stringify(leftOut.search)).toBe(JSON.stringify(wrongDate.search))
    expect(JSON.stringify(leftOut.count)).toBe(JSON.stringify(wrongDate.count))
  }, 60_000)

  test('the hotel’s own report of the same guest is still shown and flags its arrival after the allowance ends', async () => {
    // The file's last test: its hotel's own report is one more Hans Müller for every other hotel.
    const { app, hotel, admin } = await setUp()
    await approveReport(
      app,
      admin,
      await writeReport(app, hotel.headers, { first_name: 'Hans', last_name: 'Müller', birth_date: RIGHT }),
    )
    await askWrongDates(app, hotel)
    const search = await post(
      app,
      '/api/search',
      { first_name: 'Anna', last_name: 'Müller', birth_date: RIGHT },
      hotel.headers,
    )
    expect(search.body.close).toEqual([])
    expect(search.body.sameCompany).toHaveLength(1)
    expect(
      await batch(app, hotel.api, [
        { reservation_ref: 'O1', first_name: 'Hans', last_name: 'Müller', birth_date: RIGHT },
      ]),
    ).toEqual(['exact'])
  }, 60_000)
})
