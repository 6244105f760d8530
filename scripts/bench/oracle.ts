import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DB_FILE } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { fixedClock, systemClock } from '~/kernel/clock'
import { addDays, zurichDay } from '~/lib/dates'
import { createApiKey } from '~/modules/apikeys/service'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { resolveAuditKey } from '~/modules/audit/public'
import { createStaff, createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { createActiveMember, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import { createTestApp } from '~/server/testing'
import { startTestServer } from '../../tests/support/server'
import { loadAverage, printLoadAtStart } from './args'
import { person } from './search-data'

// bun run bench:oracle (issue 31, findings 1 and 2; ADRs 241, 242)
// An attacker with one member account, its two staff people and 20 API keys tries to learn one reported guest's birth
// date through every screening channel, against the real server started here on loopback. It prints each channel's
// requests and answers, and whether any answer told the date (any exact or close answer, or a count above 0, for the
// name: its first three tries are wrong dates, so any hit is a leak). Then what a hotel can legitimately screen: 500
// arrivals and searches of different people, on the real server (arrivals and the first hour of searches) and over a
// whole day on the same app with an injected clock (the search limits are per hour and per day).

printLoadAtStart()
const GUEST = { first_name: 'Zora', last_name: 'Zwielicht', birth_date: '1984-08-19' }
const YEAR = 1984
const dataDir = mkdtempSync(join(tmpdir(), 'kyg-bench-oracle-'))
const handle = openDatabase(join(dataDir, DB_FILE))
const deps = { db: handle.db, clock: systemClock, chainKey: resolveAuditKey(dataDir) }
const writer = await createActiveMember(deps)
const admin = await createTestAdmin(deps)
const attacker = await createHotelWithKey(deps, ['search', 'arrivals:write', 'arrivals:read'], { name: 'key 1' })
const keys = [attacker.auth]
for (let i = 2; i <= 20; i++) {
  const made = createApiKey(deps, {
    name: `key ${i}`,
    scopes: ['search', 'arrivals:write', 'arrivals:read'],
    companyId: attacker.companyId,
    userId: attacker.user.id,
    actor: { type: 'operator' },
  })
  keys.push({ authorization: `Bearer ${made.key}` })
}
const staff = [await createStaff(handle.db, attacker.user), await createStaff(handle.db, attacker.user)]
const legit = await createHotelWithKey(deps, ['search', 'arrivals:write'], { name: 'desk' })
handle.close()

const server = await startTestServer({ DATA_DIR: dataDir, API_CALLS_PER_MINUTE_PER_KEY: '1000000' })
type Row = { channel: string; requests: number; answered: number; withheld: number; refused: number; hits: number }
const rows: Row[] = []
try {
  const request = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)
  const bearerOf = async (email: string, password: string) => (await signIn(request, email, password)).bearer
  // The reported guest: written by one hotel, approved by an administrator.
  const w = await bearerOf(writer.user.email, writer.password)
  const made = await request('/api/reports', {
    method: 'POST',
    headers: w,
    body: reportForm(reportParts({ ...GUEST, email: '', phone: '', document_number: '' }), [
      { name: 'bill.pdf', bytes: tinyPdf() },
    ]),
  })
  const reportId = ((await made.json()) as { report: { id: string } }).report.id
  const a = await bearerOf(admin.user.email, admin.password)
  const approved = await request(`/api/admin/reports/${reportId}/approve`, jsonInit('POST', {}, a))
  if (approved.status !== 200) throw new Error(`approval: ${approved.status}`)

  const people = [
    await bearerOf(attacker.user.email, attacker.password),
    ...(await Promise.all(staff.map((s) => bearerOf(s.user.email, s.password)))),
  ]
  const today = zurichDay(new Date())
  const stay = { check_in: addDays(today, 1), check_out: addDays(today, 3) }
  const dates: string[] = []
  for (let d = new Date(Date.UTC(YEAR, 0, 1)); d.getUTCFullYear() === YEAR; d.setUTCDate(d.getUTCDate() + 1))
    dates.push(d.toISOString().slice(0, 10))
  let serial = 0
  const reservation = (birth_date: string, name: { first_name: string; last_name: string } = GUEST) => ({
    reservation_ref: `Z-${++serial}`,
    ...name,
    birth_date,
    ...stay,
  })
  const tally = (channel: string): Row => {
    const row = { channel, requests: 0, answered: 0, withheld: 0, refused: 0, hits: 0 }
    rows.push(row)
    return row
  }
  const countGroups = (row: Row, groups: string[]) => {
    for (const g of groups) {
      if (g === 'withheld') row.withheld++
      else row.answered++
      if (g === 'exact' || g === 'close') row.hits++
    }
  }
  const post = async (row: Row, path: string, body: unknown, headers: Record<string, string>) => {
    row.requests++
    const res = await request(path, jsonInit('POST', body, headers))
    if (res.status === 429) row.refused++
    return res.status === 200 || res.status === 201 ? ((await res.json()) as Record<string, unknown>) : null
  }
  const batch = async (row: Row, auth: Record<string, string>, reservations: ReturnType<typeof reservation>[]) => {
    const answer = (await post(row, '/api/v1/arrivals', { reservations }, auth)) as {
      arrivals: { group: string }[]
    } | null
    if (answer)
      countGroups(
        row,
        answer.arrivals.map((x) => x.group),
      )
  }
  const searched = (row: Row, answer: Record<string, unknown> | null) => {
    if (!answer) return
    if (answer.withheld) row.withheld++
    else row.answered++
    if ((answer.exact as unknown[]).length + (answer.close as unknown[]).length > 0) row.hits++
  }

  // 1. The review's attack: one batch of every day of the year for the name (key 1).
  await batch(
    tally('API batch, 366 dates (key 1)'),
    keys[0] as Record<string, string>,
    dates.map((d) => reservation(d)),
  )
  // 2. The web: typed arrivals, the search form and the count by the owner and both staff, the real date included.
  const typed = tally('typed arrivals, 3 people')
  const webSearch = tally('search form, 3 people')
  const count = tally('New report count, 3 people')
  for (const [i, who] of people.entries()) {
    for (const d of [dates[100 + i] as string, GUEST.birth_date]) {
      const arrival = (await post(typed, '/api/arrivals', { ...GUEST, birth_date: d, ...stay }, who)) as {
        arrival: { group: string }
      } | null
      if (arrival) countGroups(typed, [arrival.arrival.group])
      searched(webSearch, await post(webSearch, '/api/search', { ...GUEST, birth_date: d }, who))
      const n = (await post(count, '/api/search/count', { ...GUEST, birth_date: d }, who)) as {
        count: number
        withheld?: boolean
      } | null
      if (n) {
        if (n.withheld) count.withheld++
        else count.answered++
        if (n.count > 0) count.hits++
      }
    }
  }
  // A pasted sheet and an uploaded file of 30 dates each (staff), the real date in both.
  const mapping = JSON.stringify({
    first_name: 'first_name',
    last_name: 'last_name',
    birth_date: 'birth_date',
    check_in: 'check_in',
    check_out: 'check_out',
  })
  for (const [source, who, from] of [
    ['paste', people[1], 300],
    ['csv', people[2], 240],
  ] as const) {
    const row = tally(`${source === 'csv' ? 'uploaded file' : 'pasted rows'}, 30 dates`)
    const lines = [...dates.slice(from, from + 29), GUEST.birth_date].map(
      (d) => `${GUEST.first_name},${GUEST.last_name},${d},${stay.check_in},${stay.check_out}`,
    )
    const form = new FormData()
    const text = `first_name,last_name,birth_date,check_in,check_out\n${lines.join('\n')}\n`
    form.append('file', new Blob([text], { type: 'text/csv' }), 'arrivals.csv')
    form.append('mapping', mapping)
    form.append('source', source)
    row.requests++
    const res = await request('/api/arrivals/sheet/import', { method: 'POST', headers: who, body: form })
    if (res.status === 429) row.refused++
    if (res.status === 200)
      countGroups(
        row,
        ((await res.json()) as { results: { group: string }[] }).results.map((r) => r.group),
      )
  }
  // 3. Nineteen more keys, 7 new dates each (the hotel's arrivals allowance runs out on the way).
  const perKey = tally('API batches, 19 more keys × 7 dates')
  for (const [i, auth] of keys.slice(1).entries())
    await batch(
      perKey,
      auth,
      [0, 1, 2, 3, 4, 5, 6].map((j) => reservation(dates[(i * 7 + j + 40) % 366] as string)),
    )
  // 4. Re-sending one reference with another birth date each time (key 2).
  const resend = tally('API re-sent reference, 20 dates (key 2)')
  for (let i = 0; i < 20; i++)
    await batch(resend, keys[1] as Record<string, string>, [
      { ...reservation(dates[200 + i] as string), reservation_ref: 'Z-1' },
    ])
  // 5. /api/v1/search with each of the 20 keys, the real date among them.
  const apiSearch = tally('API search, 20 keys')
  for (const [i, auth] of keys.entries())
    searched(apiSearch, await post(apiSearch, '/api/v1/search', { ...GUEST, birth_date: dates[220 + i] }, auth))
  searched(apiSearch, await post(apiSearch, '/api/v1/search', GUEST, keys[19] as Record<string, string>))
  // 6. Sound-alike spellings and equivalent given names with the real date.
  const variants = tally('name variants, real date')
  for (const [first_name, last_name] of [
    ['Sora', 'Zwielicht'],
    ['Zora', 'Zwilicht'],
    ['Zwielicht', 'Zora'],
    ['Zohra', 'Zwiellicht'],
  ] as const)
    searched(
      variants,
      await post(
        variants,
        '/api/search',
        { first_name, last_name, birth_date: GUEST.birth_date },
        people[0] as Record<string, string>,
      ),
    )

  // 7. Spelling: another first name (or a typo in the last name) is a name of its own with its own three dates, yet
  // the last name and the right date still list the report (ADR 326): 40 such names with 40 wrong dates, then the
  // right date under a 41st, spread over the 20 keys' searches.
  const spelling = tally('other first names × 40 dates, then the real one')
  const firsts =
    'Xaver Anna Beat Carla Dario Elena Fritz Gina Hugo Ida Jonas Karin Luca Mia Nils Olga Paul Quirin Rita Sven Tina Urs Vera Walter Yvonne Adrian Bruno Cecile Dominik Emma Flurin Greta Heidi Igor Jolanda Kurt Lorenz Monika Nadia Oskar Pia'.split(
      ' ',
    )
  for (const [i, first_name] of firsts.entries())
    searched(
      spelling,
      await post(
        spelling,
        '/api/v1/search',
        { first_name, last_name: GUEST.last_name, birth_date: i < 40 ? dates[300 + i] : GUEST.birth_date },
        keys[i % keys.length] as Record<string, string>,
      ),
    )

  const learned = rows.some((r) => r.hits > 0)
  const total = rows.reduce((n, r) => n + r.requests, 0)
  console.log('\nattacker: one member account, 2 staff, 20 API keys, every screening channel\n')
  console.log(`| channel | requests | answered | withheld | refused (429) | exact/close/count hits |`)
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: |`)
  for (const r of rows)
    console.log(`| ${r.channel} | ${r.requests} | ${r.answered} | ${r.withheld} | ${r.refused} | ${r.hits} |`)
  console.log(`| all channels | ${total} | | | | ${rows.reduce((n, r) => n + r.hits, 0)} |`)
  console.log(`\nrequests made: ${total}; learned the birth date: ${learned ? 'YES (fail)' : 'no'}`)

  // Legitimate use on the real server: 500 arrivals of different people in one batch, then searches of 300 other
  // people (the hotel's 120 an hour answer within the first hour; the rest of the day is measured below).
  const legitAuth = legit.auth
  const arrivalsAnswer = (await (
    await request(
      '/api/v1/arrivals',
      jsonInit(
        'POST',
        {
          reservations: Array.from({ length: 500 }, (_, h) => {
            const p = person(7, h, 0)
            return {
              reservation_ref: `L-${h}`,
              first_name: p.firstName,
              last_name: p.lastName,
              birth_date: p.birthDate,
              ...stay,
            }
          }),
        },
        legitAuth,
      ),
    )
  ).json()) as { arrivals: { group: string }[] }
  const legitArrivals = arrivalsAnswer.arrivals.filter((x) => x.group !== 'withheld').length
  let firstHour = 0
  for (let h = 0; h < 130; h++) {
    const p = person(7, 1000 + h, 0)
    const res = await request(
      '/api/v1/search',
      jsonInit('POST', { first_name: p.firstName, last_name: p.lastName, birth_date: p.birthDate }, legitAuth),
    )
    if (res.status === 200 && !((await res.json()) as { withheld: boolean }).withheld) firstHour++
  }
  console.log(
    `\nlegitimate hotel, real server: ${legitArrivals} of 500 arrivals of different people screened (not withheld);`,
  )
  console.log(
    `  ${firstHour} of 130 searches of different people by one key answered in the first hour (60 an hour per key or person, 120 per hotel)`,
  )
} finally {
  await server.stop()
}

// A whole day of the same app on an injected clock: 500 arrivals, then 3 people search other people every few minutes
// until the day's limits answer 429.
const clock = fixedClock(new Date(Date.UTC(2026, 10, 30, 6, 0, 0)))
const app = await createTestApp({}, { clock })
const day = await createHotelWithKey(app.db.db, ['search', 'arrivals:write'])
const dayPeople = [await signIn(app.request, day.user.email, day.password)]
for (let i = 0; i < 2; i++) {
  const s = await createStaff(app.db.db, day.user)
  dayPeople.push(await signIn(app.request, s.user.email, s.password))
}
const dayToday = zurichDay(clock.now())
const dayAnswer = (await (
  await app.request(
    '/api/v1/arrivals',
    jsonInit(
      'POST',
      {
        reservations: Array.from({ length: 500 }, (_, h) => {
          const p = person(11, h, 0)
          return {
            reservation_ref: `D-${h}`,
            first_name: p.firstName,
            last_name: p.lastName,
            birth_date: p.birthDate,
            check_in: addDays(dayToday, 1),
            check_out: addDays(dayToday, 2),
          }
        }),
      },
      day.auth,
    ),
  )
).json()) as { arrivals: { group: string }[] }
const dayArrivals = dayAnswer.arrivals.filter((x) => x.group !== 'withheld').length
let daySearches = 0
let refusedSearches = 0
for (let minute = 0; minute < 15 * 60; minute += 1) {
  const who = dayPeople[minute % 3] as { bearer: Record<string, string> }
  const p = person(11, 5000 + minute, 0)
  const res = await app.request(
    '/api/search',
    jsonInit('POST', { first_name: p.firstName, last_name: p.lastName, birth_date: p.birthDate }, who.bearer),
  )
  if (res.status === 200 && !((await res.json()) as { withheld?: boolean }).withheld) daySearches++
  else refusedSearches++
  clock.advance(60_000)
}
console.log(
  `legitimate hotel, one day on an injected clock (3 people, one search a minute for 15 hours): ` +
    `${dayArrivals} arrivals + ${daySearches} searches of different people screened ` +
    `(${refusedSearches} refused by the hotel's hourly/daily limits; goal ≥ 500 + 300): ` +
    `${dayArrivals >= 500 && daySearches >= 300 ? 'holds' : 'FAILS'}`,
)
console.log(`machine load average at the end: ${loadAverage()}`)
if (rows.some((r) => r.hits > 0) || dayArrivals < 500 || daySearches < 300) process.exitCode = 1
