// Security review 4 (issue 31), findings 1 and 2: bulk screening is no way to learn a reported guest's birth date.
// Every channel that screens a guest (search, count, typed arrival, pasted rows, imported sheet, /api/v1 batch and
// search, re-sent references, opening an arrival) shares one allowance per hotel: three different birth dates per
// name in 30 days (ADR 242), and each screening counts per hotel and per person or key (ADR 241).
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { addDays, zurichDay } from '~/lib/dates'
import { createApiKey, revokeApiKey } from '~/modules/apikeys/service'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { arrivalKeys, arrivals } from '~/modules/arrivals/schema'
import {
  approveReport,
  batchAnswer,
  sheetForm,
  signedInAdmin,
  signedInHotel,
  writeReport,
} from '~/modules/arrivals/testing'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { createStaff, jsonInit, signIn } from '~/modules/auth/testing'
import { answerIn, createTestApp } from './testing'

type App = Awaited<ReturnType<typeof createTestApp>>
type Headers = Record<string, string>
const t = await createTestApp()
const today = zurichDay(new Date())
const stay = { check_in: addDays(today, 1), check_out: addDays(today, 3) }
/** The 365 (or 366) days of a year, in order. */
const daysOf = (year: number) => {
  const out: string[] = []
  for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1))
    out.push(d.toISOString().slice(0, 10))
  return out
}

const signedIn = new Map<App, Promise<{ writer: Headers; admin: Headers }>>()
/** One writing hotel and one administrator per app, signed in once (sign-ins are throttled per address). */
const reporters = (app: App) => {
  let both = signedIn.get(app)
  if (!both) {
    both = (async () => ({ writer: (await signedInHotel(app)).headers, admin: await signedInAdmin(app) }))()
    signedIn.set(app, both)
  }
  return both
}

/** A guest reported by one hotel and approved: the one whose birth date the attacker wants. */
async function reportedGuest(app: App, guest: { first_name: string; last_name: string; birth_date: string }) {
  const { writer, admin } = await reporters(app)
  await approveReport(app, admin, await writeReport(app, writer, guest))
  return { admin }
}

const sendBatch = async (app: App, auth: Headers, reservations: Record<string, string>[]) => {
  const res = await app.request('/api/v1/arrivals', jsonInit('POST', { reservations }, auth))
  return {
    status: res.status,
    body: (await res.json()) as { arrivals: { reservation_ref: string; status: string; group: string }[] },
  }
}
const groupsOf = (answer: { arrivals: { group: string }[] }) => answer.arrivals.map((a) => a.group)
const yearBatch = (first: string, last: string, year: number, ref = 'R') =>
  daysOf(year).map((birth_date, i) => ({
    reservation_ref: `${ref}${i + 1}`,
    first_name: first,
    last_name: last,
    birth_date,
    ...stay,
  }))

const search = async (app: App, headers: Headers, body: Record<string, string>, path = '/api/search') => {
  const res = await app.request(path, jsonInit('POST', body, headers))
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('finding 1: every screening is a search under one birth-date allowance per hotel', () => {
  test('finding 1: one API batch of 366 birth dates for a reported name has no exact or close beyond the first three, and answers exactly as for a name nobody reported', async () => {
    await reportedGuest(t, { first_name: 'Boris', last_name: 'Betrug', birth_date: '1972-07-15' })
    const attacker = await createHotelWithKey(t.db.db)
    const listed = await sendBatch(t, attacker.auth, yearBatch('Boris', 'Betrug', 1972))
    expect(listed.status).toBe(200)
    expect(listed.body.arrivals).toHaveLength(366)
    expect(groupsOf(listed.body).slice(0, 3)).toEqual(['none', 'none', 'none'])
    expect(new Set(groupsOf(listed.body).slice(3))).toEqual(new Set(['withheld']))
    // Another hotel asks the same about a name nobody reported: the same answer, row for row.
    const control = await createHotelWithKey(t.db.db)
    const unlisted = await sendBatch(t, control.auth, yearBatch('Carla', 'Niemand', 1972))
    expect(unlisted.body).toEqual(listed.body)
    // Kept, but never watched (no match keys) and never flagged; the audit counts them without any name.
    const rows = t.db.db.select().from(arrivals).where(eq(arrivals.companyId, attacker.companyId)).all()
    expect(rows.filter((r) => r.matchGroup === 'withheld')).toHaveLength(363)
    const watched = t.db.db
      .select()
      .from(arrivalKeys)
      .all()
      .filter((k) => rows.some((r) => r.seq === k.arrival && r.matchGroup === 'withheld'))
    expect(watched).toHaveLength(0)
    const audit = t.db.db.select().from(auditLog).where(eq(auditLog.targetId, attacker.companyId)).all()
    const probe = audit.find((e) => e.action === 'search.birth_date_probe')
    expect(JSON.parse(probe?.details ?? '{}')).toMatchObject({
      channel: 'arrivals',
      birthDatesAnswered: 3,
      birthDatesWithheld: 363,
    })
    expect(probe?.details).not.toMatch(/Boris|Betrug|1972/)
    const add = audit.find((e) => e.action === 'arrival.add')
    expect(JSON.parse(add?.details ?? '{}')).toMatchObject({
      added: 366,
      screened: 366,
      withheld: 363,
      flagged: { exact: 0, close: 0 },
    })
  })

  test('finding 1: a batch whose first three dates hold the right one is answered for it, and no further row of the name is', async () => {
    await reportedGuest(t, { first_name: 'Dora', last_name: 'Dreist', birth_date: '1981-01-02' })
    const hotel = await createHotelWithKey(t.db.db)
    const answer = await sendBatch(t, hotel.auth, yearBatch('Dora', 'Dreist', 1981))
    expect(groupsOf(answer.body).slice(0, 3)).toEqual(['close', 'exact', 'close'])
    expect(new Set(groupsOf(answer.body).slice(3))).toEqual(new Set(['withheld']))
  })

  test('finding 1: typed, pasted and imported arrivals, the search, the count, the API and opening an arrival share the hotel’s three dates per name, across its people', async () => {
    await reportedGuest(t, { first_name: 'Emil', last_name: 'Ertappt', birth_date: '1966-06-16' })
    const owner = await signedInHotel(t)
    const staff = []
    for (let i = 0; i < 2; i++) {
      const s = await createStaff(t.db.db, owner.user)
      staff.push((await signIn(t.request, s.user.email, s.password)).bearer)
    }
    const [lea, max] = staff as unknown as [Headers, Headers]
    const typed = await t
      .api(owner.headers)
      .api.arrivals.post({ first_name: 'Emil', last_name: 'Ertappt', birth_date: '1966-01-01', ...stay })
    expect(typed.data?.arrival.group).toBe('none')
    const pasted = await t.request('/api/arrivals/sheet/import', {
      method: 'POST',
      headers: lea,
      body: sheetForm(
        new TextEncoder().encode(
          `Vorname\tNachname\tGeburtsdatum\tAnreise\tAbreise\nEmil\tErtappt\t1966-02-02\t${stay.check_in}\t${stay.check_out}\n`,
        ),
        {
          source: 'paste',
          mapping: JSON.stringify({
            first_name: 'Vorname',
            last_name: 'Nachname',
            birth_date: 'Geburtsdatum',
            check_in: 'Anreise',
            check_out: 'Abreise',
          }),
        },
      ),
    })
    expect(pasted.status).toBe(200)
    // The third date by a search of another person; the right date is then withheld everywhere, for everyone.
    expect(
      (await search(t, max, { first_name: 'Emil', last_name: 'Ertappt', birth_date: '1966-03-03' })).body.withheld,
    ).toBeUndefined()
    const right = { first_name: 'Emil', last_name: 'Ertappt', birth_date: '1966-06-16' }
    const imported = await t.request('/api/arrivals/sheet/import', {
      method: 'POST',
      headers: max,
      body: sheetForm(
        new TextEncoder().encode(
          `first_name,last_name,birth_date,check_in,check_out,reservation_ref\nEmil,Ertappt,16.06.1966,${stay.check_in},${stay.check_out},S-1\n`,
        ),
        {
          mapping: JSON.stringify({
            first_name: 'first_name',
            last_name: 'last_name',
            birth_date: 'birth_date',
            check_in: 'check_in',
            check_out: 'check_out',
            reservation_ref: 'reservation_ref',
          }),
        },
      ),
    })
    const sheet = await answerIn(batchAnswer, imported)
    const [row] = sheet.results
    if (row?.status !== 'added') throw new Error(`the sheet's row was not added: ${JSON.stringify(row)}`)
    expect(row.group).toBe('withheld')
    expect(sheet.results).toHaveLength(1)
    expect(sheet.flagged).toBe(0)
    const withheldSearch = { exact: [], close: [], sameCompany: [], withheld: true }
    for (const who of [owner.headers, lea, max]) {
      expect((await search(t, who, right)).body).toEqual(withheldSearch)
      expect((await search(t, who, right, '/api/search/count')).body).toEqual({ count: 0, withheld: true })
    }
    const opened = await t.api(lea).api.arrivals({ id: row.id }).matches.post()
    expect(opened.data).toEqual(withheldSearch)
    const typedRight = await t.api(owner.headers).api.arrivals.post({ ...right, ...stay, source: 'mrz' })
    expect(typedRight.data?.arrival.group).toBe('withheld')
  })

  test('finding 1: re-sending a reference with another guest is a new screening: it uses the allowance and the birth-date rule; a changed stay alone is not', async () => {
    await reportedGuest(t, { first_name: 'Fritz', last_name: 'Falsch', birth_date: '1959-09-09' })
    const hotel = await createHotelWithKey(t.db.db)
    const { admin } = await reporters(t)
    const limits = t.api(admin).api.admin.arrivals.limits({ companyId: hotel.companyId })
    const used = async () => (await limits.get()).data?.used_today
    const as = (birth_date: string, extra: Record<string, string> = {}) => [
      { reservation_ref: 'X-1', first_name: 'Fritz', last_name: 'Falsch', birth_date, ...stay, ...extra },
    ]
    const answers: unknown[] = []
    for (const date of ['1959-01-01', '1959-02-02', '1959-03-03', '1959-09-09'])
      answers.push((await sendBatch(t, hotel.auth, as(date))).body.arrivals[0])
    expect(answers).toEqual([
      { reservation_ref: 'X-1', status: 'added', group: 'none' },
      { reservation_ref: 'X-1', status: 'updated', group: 'none' },
      { reservation_ref: 'X-1', status: 'updated', group: 'none' },
      { reservation_ref: 'X-1', status: 'updated', group: 'withheld' },
    ])
    expect(await used()).toBe(4)
    // Another stay for the same guest: updated, not screened, not counted.
    const longer = await sendBatch(t, hotel.auth, as('1959-09-09', { check_out: addDays(today, 6) }))
    expect(longer.body.arrivals[0]).toEqual({ reservation_ref: 'X-1', status: 'updated', group: 'withheld' })
    expect(await used()).toBe(4)
    // With the hotel's allowance at its end, a changed guest is refused like a new one and nothing changes.
    expect((await limits.put({ daily_limit: 4 })).status).toBe(200)
    const refused = await sendBatch(t, hotel.auth, as('1959-01-01'))
    expect(refused.status).toBe(429)
    const row = t.db.db
      .select()
      .from(arrivals)
      .where(and(eq(arrivals.companyId, hotel.companyId), eq(arrivals.reservationRef, 'X-1')))
      .get()
    expect(row?.birthDate).toBe('1959-09-09')
  })

  test('finding 1: spelling variants and equivalent given names of one name share its allowance', async () => {
    await reportedGuest(t, { first_name: 'Johann', last_name: 'Müller', birth_date: '1977-04-04' })
    const hotel = await createHotelWithKey(t.db.db)
    const names = [
      ['Johann', 'Müller', '1977-01-01'],
      ['Hans', 'Mueller', '1977-02-02'],
      ['Müller', 'Giovanni', '1977-03-03'],
      ['Johannes', 'Muller', '1977-04-04'],
      ['Jean', 'Miller', '1977-04-04'],
    ]
    const answer = await sendBatch(
      t,
      hotel.auth,
      names.map(
        ([first_name, last_name, birth_date], i) =>
          ({ reservation_ref: `V${i}`, first_name, last_name, birth_date, ...stay }) as Record<string, string>,
      ),
    )
    expect(groupsOf(answer.body)).toEqual(['none', 'none', 'none', 'withheld', 'withheld'])
  })

  test('finding 1: a withheld arrival is never alerted when a matching report is approved later', async () => {
    const hotel = await signedInHotel(t)
    const key = createApiKey(testDeps(t.db.db), {
      name: 'desk',
      scopes: ['arrivals:write'],
      companyId: hotel.companyId,
      userId: hotel.user.id,
      actor: { type: 'operator' },
    })
    const auth = { authorization: `Bearer ${key.key}` }
    const batch = ['1990-01-01', '1990-02-02', '1990-03-03', '1990-05-05'].map((birth_date, i) => ({
      reservation_ref: `L${i}`,
      first_name: 'Greta',
      last_name: 'Gauner',
      birth_date,
      ...stay,
    }))
    expect(groupsOf((await sendBatch(t, auth, batch)).body)).toEqual(['none', 'none', 'none', 'withheld'])
    await reportedGuest(t, { first_name: 'Greta', last_name: 'Gauner', birth_date: '1990-05-05' })
    expect((await t.api(hotel.headers).api.arrivals.alerts.get()).data?.alerts).toEqual([])
    const row = t.db.db
      .select()
      .from(arrivals)
      .where(and(eq(arrivals.companyId, hotel.companyId), eq(arrivals.reservationRef, 'L3')))
      .get()
    expect(row?.matchGroup).toBe('withheld')
  })

  test('finding 1: each person’s and the hotel’s daily allowance of arrival screenings holds through every channel', async () => {
    const app = await createTestApp({ ARRIVALS_DAILY_LIMIT_PER_PERSON: '3', ARRIVALS_DAILY_LIMIT: '5' })
    const owner = await signedInHotel(app)
    const s = await createStaff(app.db.db, owner.user)
    const staff = (await signIn(app.request, s.user.email, s.password)).bearer
    const key = createApiKey(testDeps(app.db.db), {
      name: 'desk',
      scopes: ['arrivals:write'],
      companyId: owner.companyId,
      userId: owner.user.id,
      actor: { type: 'operator' },
    })
    const guest = (n: number) => ({ first_name: 'Anna', last_name: `Gast${'abcdefghij'[n]}`, ...stay })
    for (let n = 0; n < 3; n++)
      expect((await app.request('/api/arrivals', jsonInit('POST', guest(n), owner.headers))).status).toBe(201)
    expect((await app.request('/api/arrivals', jsonInit('POST', guest(3), owner.headers))).status).toBe(429)
    expect((await app.request('/api/arrivals', jsonInit('POST', guest(3), staff))).status).toBe(201)
    const batch = await sendBatch(app, { authorization: `Bearer ${key.key}` }, [
      { reservation_ref: 'K1', ...guest(4) },
      { reservation_ref: 'K2', ...guest(5) },
    ])
    expect(batch.status).toBe(429)
    expect(
      (await sendBatch(app, { authorization: `Bearer ${key.key}` }, [{ reservation_ref: 'K1', ...guest(4) }])).status,
    ).toBe(200)
    expect((await app.request('/api/arrivals', jsonInit('POST', guest(6), staff))).status).toBe(429)
  })
})

describe('finding 2: the guest-protecting limits count per hotel, never per key alone', () => {
  test('finding 2: twenty API keys of one hotel share its three birth dates per name, and revoking one frees nothing', async () => {
    await reportedGuest(t, { first_name: 'Hugo', last_name: 'Hehler', birth_date: '1970-10-20' })
    const hotel = await createHotelWithKey(t.db.db, ['search', 'arrivals:write'], { name: 'key 0' })
    const keys = [{ id: hotel.apiKey.id, auth: hotel.auth }]
    for (let i = 1; i < 20; i++) {
      const made = createApiKey(testDeps(t.db.db), {
        name: `key ${i}`,
        scopes: ['search', 'arrivals:write'],
        companyId: hotel.companyId,
        userId: hotel.user.id,
        actor: { type: 'operator' },
      })
      keys.push({ id: made.apiKey.id, auth: { authorization: `Bearer ${made.key}` } })
    }
    const ask = (auth: Headers, birth_date: string) =>
      search(t, auth, { first_name: 'Hugo', last_name: 'Hehler', birth_date }, '/api/v1/search')
    const answers = []
    for (const [i, key] of keys.entries())
      answers.push((await ask(key.auth, `1970-10-${String(i + 1).padStart(2, '0')}`)).body)
    expect(answers.slice(0, 3).every((a) => a.withheld === false)).toBe(true)
    const withheld = { exact: [], close: [], same_company: [], withheld: true }
    // Key 20 of them asks the right date (the 20th of October): withheld, as every date after the third.
    expect(answers.slice(3)).toEqual(Array(17).fill(withheld))
    revokeApiKey(testDeps(t.db.db), {
      companyId: hotel.companyId,
      keyId: keys[0]?.id ?? '',
      actor: { type: 'user', id: hotel.user.id, ip: '' },
    })
    const fresh = createApiKey(testDeps(t.db.db), {
      name: 'key 21',
      scopes: ['search', 'arrivals:write'],
      companyId: hotel.companyId,
      userId: hotel.user.id,
      actor: { type: 'operator' },
    })
    const auth = { authorization: `Bearer ${fresh.key}` }
    expect((await ask(auth, '1970-10-20')).body).toEqual(withheld)
    const arrival = await sendBatch(t, auth, [
      { reservation_ref: 'H1', first_name: 'Hugo', last_name: 'Hehler', birth_date: '1970-10-20', ...stay },
    ])
    expect(groupsOf(arrival.body)).toEqual(['withheld'])
  })

  test('finding 2: the hotel’s search allowance holds whatever the number of keys and people', async () => {
    const app = await createTestApp({ SEARCH_LIMIT_PER_DAY_PER_HOTEL: '4', SEARCH_LIMIT_PER_HOUR_PER_HOTEL: '4' })
    const hotel = await createHotelWithKey(app.db.db, ['search'])
    const person = (await signIn(app.request, hotel.user.email, hotel.password)).bearer
    const statuses = []
    for (let i = 0; i < 5; i++) {
      const made = createApiKey(testDeps(app.db.db), {
        name: `k${i}`,
        scopes: ['search'],
        companyId: hotel.companyId,
        userId: hotel.user.id,
        actor: { type: 'operator' },
      })
      const body = { first_name: 'Ida', last_name: `Person${'abcde'[i]}`, birth_date: '1980-01-01' }
      statuses.push((await search(app, { authorization: `Bearer ${made.key}` }, body, '/api/v1/search')).status)
    }
    statuses.push(
      (await search(app, person, { first_name: 'Ida', last_name: 'Personf', birth_date: '1980-01-01' })).status,
    )
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })
})
