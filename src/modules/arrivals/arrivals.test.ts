import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { createLogger } from '~/kernel/log'
import { addDays, zurichDay } from '~/lib/dates'
import { auditLog } from '~/modules/audit/schema'
import { createStaff, signIn } from '~/modules/auth/testing'
import { mailOutbox } from '~/modules/mail/schema'
import { deliverToMemory } from '~/modules/mail/testing'
import { createJobs } from '~/server/jobs'
import { answerIn, createTestApp, refusal, refusalIn } from '~/server/testing'
import { batchAnswer, sheetPreview } from './model'
import { arrivalAlerts, arrivalKeys, arrivals } from './schema'
import { approveReport, sheetForm, signedInAdmin, signedInHotel, windows1252, writeReport } from './testing'
import { reachRangeQuery, watchersQuery } from './watch'

const clock = fixedClock(new Date())
let t: Awaited<ReturnType<typeof createTestApp>>
let hotel: Awaited<ReturnType<typeof signedInHotel>>
let reporter: Awaited<ReturnType<typeof signedInHotel>>
let other: Awaited<ReturnType<typeof signedInHotel>>
let admin: Record<string, string>
const today = () => zurichDay(clock.now())
const day = (n: number) => addDays(today(), n)
const swiss = (iso: string) => iso.split('-').reverse().join('.')

beforeAll(async () => {
  t = await createTestApp({}, { clock })
  hotel = await signedInHotel(t, 'de')
  reporter = await signedInHotel(t)
  other = await signedInHotel(t)
  admin = await signedInAdmin(t)
  // Two published reports of another hotel.
  await approveReport(
    t,
    admin,
    await writeReport(t, reporter.headers, { first_name: 'Jürgen', last_name: 'Müller', birth_date: '1971-05-04' }),
  )
  await approveReport(
    t,
    admin,
    await writeReport(t, reporter.headers, { first_name: 'Océane', last_name: 'Dubois', birth_date: '1988-11-23' }),
  )
}, 120_000)
afterAll(() => t.db.close())

const asHotel = (headers: Record<string, string>) => t.api(headers).api.arrivals
const addOne = (headers: Record<string, string>, body: Parameters<ReturnType<typeof asHotel>['post']>[0]) =>
  asHotel(headers).post(body)
const listOf = async (headers: Record<string, string>) => (await asHotel(headers).get()).data!
// Files of arrivals are multipart uploads (raw requests); their answers are read through the routes' schemas.
const preview = async (res: Response | Promise<Response>) => answerIn(sheetPreview, await res)
const imported = async (res: Response | Promise<Response>) => answerIn(batchAnswer, await res)
const rowsIn = (table: typeof arrivals | typeof arrivalKeys | typeof arrivalAlerts) =>
  t.db.db.select({ n: sql<number>`count(*)` }).from(table).get()?.n ?? 0

describe('adding arrivals', () => {
  test('one guest typed by hand is matched with the search engine and listed with its flag', async () => {
    const res = await addOne(hotel.headers, {
      first_name: 'Juergen',
      last_name: 'Mueller',
      birth_date: '04.05.1971',
      check_in: swiss(day(1)),
      check_out: day(3),
    })
    expect(res.status).toBe(201)
    const { arrival } = res.data!
    expect(arrival).toMatchObject({ first_name: 'Juergen', birth_date: '1971-05-04', check_in: day(1), group: 'exact' })
    const list = await listOf(hotel.headers)
    expect(list.arrivals.map((a) => a.id)).toContain(arrival.id)
    expect(JSON.stringify(list)).not.toContain('score')
  })

  test('a bad field is refused with a translated message naming the field, and nothing is stored', async () => {
    const before = rowsIn(arrivals)
    const res = await addOne(hotel.headers, {
      first_name: 'Anna',
      last_name: 'Keller',
      check_in: day(3),
      check_out: day(2),
    })
    expect(res.status).toBe(400)
    const body = refusal(res)
    expect(body.field).toBe('check_out')
    expect(body.message).toBe('Check-out must be after check-in.')
    expect(rowsIn(arrivals)).toBe(before)
  })

  test('a stay over 365 days is refused and nothing is stored: a check-out years ahead would watch the guest for years', async () => {
    const before = rowsIn(arrivals)
    const guest = { first_name: 'Anna', last_name: 'Keller', check_in: day(1) }
    const res = await addOne(hotel.headers, { ...guest, check_out: '2099-12-31' })
    expect(res.status).toBe(400)
    const body = refusal(res)
    expect(body.field).toBe('check_out')
    expect(body.message).toBe('A stay can last at most 365 days: check the check-out date.')
    expect((await addOne(hotel.headers, { ...guest, check_out: day(367) })).status).toBe(400)
    expect(rowsIn(arrivals)).toBe(before)
    const year = await addOne(hotel.headers, { ...guest, check_out: day(366) })
    expect(year.status).toBe(201)
    await asHotel(hotel.headers)({ id: year.data!.arrival.id }).delete()
  })

  test('a file in Windows-1252 with semicolons and Swiss dates keeps its umlauts; bad rows are named by row', async () => {
    const csv = [
      'Vorname;Nachname;Geburtsdatum;Anreise;Abreise;Buchungsnummer',
      `Océane;Dubois;23.11.1988;${swiss(day(2))};${swiss(day(4))};B-1`,
      `Jörg;Bäumli;;${swiss(day(2))};${swiss(day(5))};B-2`,
      `Zoë;;;${swiss(day(2))};${swiss(day(5))};B-3`,
      `Hans;Graf;31.02.1970;${swiss(day(2))};${swiss(day(5))};B-4`,
    ].join('\r\n')
    const bytes = windows1252(csv)
    const previewed = await t.request('/api/arrivals/sheet/preview', {
      method: 'POST',
      headers: hotel.headers,
      body: sheetForm(bytes),
    })
    expect(previewed.status).toBe(200)
    const p = await preview(previewed)
    expect(p).toMatchObject({ encoding: 'windows-1252', delimiter: ';', rows: 4 })
    expect(p.mapping).toEqual({
      first_name: 'Vorname',
      last_name: 'Nachname',
      birth_date: 'Geburtsdatum',
      check_in: 'Anreise',
      check_out: 'Abreise',
      reservation_ref: 'Buchungsnummer',
    })
    const before = rowsIn(arrivals)
    const res = await t.request('/api/arrivals/sheet/import', {
      method: 'POST',
      headers: { ...hotel.headers, 'accept-language': 'de' },
      body: sheetForm(bytes, { mapping: JSON.stringify(p.mapping) }),
    })
    expect(res.status).toBe(200)
    const answer = await imported(res)
    expect(answer).toMatchObject({ added: 2, refused: 2, flagged: 1 })
    expect(answer.results.map((r) => [r.row, r.status])).toEqual([
      [2, 'added'],
      [3, 'added'],
      [4, 'refused'],
      [5, 'refused'],
    ])
    expect(answer.results[2]).toMatchObject({ field: 'last_name', message: 'Dieses Feld ist erforderlich.' })
    // The date's example comes from the clock, as the date inputs' hints do (ADR 303), not a fixed 31.12.2026.
    const year = today().slice(0, 4)
    expect(answer.results[3]).toMatchObject({
      field: 'birth_date',
      message: `Geben Sie ein Datum als 31.12.${year} oder ${year}-12-31 ein.`,
    })
    expect(rowsIn(arrivals)).toBe(before + 2)
    const names = t.db.db.select({ f: arrivals.firstName, l: arrivals.lastName }).from(arrivals).all()
    expect(names).toContainEqual({ f: 'Jörg', l: 'Bäumli' })
    // The mapping is remembered for the next file with the same columns.
    const again = await preview(
      t.request('/api/arrivals/sheet/preview', { method: 'POST', headers: hotel.headers, body: sheetForm(bytes) }),
    )
    expect(again.remembered).toBe(true)
    // The same file again adds nothing twice: known reservation numbers answer "exists".
    const twice = await imported(
      t.request('/api/arrivals/sheet/import', {
        method: 'POST',
        headers: hotel.headers,
        body: sheetForm(bytes, { mapping: JSON.stringify(p.mapping) }),
      }),
    )
    expect(twice.added).toBe(0)
    expect(twice.results.filter((r) => r.status === 'exists')).toHaveLength(2)
  })

  test('the template names every column in order in the person’s language and reads back as a file with the same mapping', async () => {
    const german = await t.request('/api/arrivals/template', { headers: { ...hotel.headers, cookie: 'lang=de' } })
    expect((await german.text()).split('\r\n')[0]).toBe(
      'Vorname;Nachname;Geburtsdatum;Nationalität;Ausweisnummer;E-Mail-Adresse;Telefon;Anreise;Abreise;Reservationsnummer',
    )
    const res = await t.request('/api/arrivals/template', { headers: hotel.headers })
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain('attachment')
    const text = await res.text()
    expect(text.split('\r\n')[0]).toBe(
      'First name;Last name;Birth date;Nationality;Document number;Email address;Telephone;Check-in;Check-out;Reservation number',
    )
    const read = await preview(
      t.request('/api/arrivals/sheet/preview', {
        method: 'POST',
        headers: hotel.headers,
        body: sheetForm(new TextEncoder().encode(text)),
      }),
    )
    expect(Object.keys(read.mapping)).toHaveLength(10)
  })

  test('a file over 2,000 rows or 2 MB is refused with a message naming the limit, and nothing is stored', async () => {
    const before = rowsIn(arrivals)
    const many = ['first_name;last_name;check_in;check_out']
    for (let i = 0; i < 2001; i++) many.push(`Anna;Keller;${day(1)};${day(2)}`)
    const rows = await t.request('/api/arrivals/sheet/preview', {
      method: 'POST',
      headers: hotel.headers,
      body: sheetForm(new TextEncoder().encode(many.join('\n'))),
    })
    expect(rows.status).toBe(400)
    expect((await refusalIn(rows)).message).toContain('2000')
    const big = await t.request('/api/arrivals/sheet/preview', {
      method: 'POST',
      headers: hotel.headers,
      body: sheetForm(new Uint8Array(2 * 1024 * 1024 + 1).fill(65)),
    })
    expect(big.status).toBe(413)
    expect((await refusalIn(big)).message).toContain('2 MB')
    expect(rowsIn(arrivals)).toBe(before)
  })

  test('a refused file is named in the message as evidence uploads are, in the member’s language; pasted rows are called so (ADR 235)', async () => {
    const tables = ['arrivals', 'arrival_keys', 'arrival_days', 'arrival_settings']
    const stored = () => tables.map((table) => t.db.sqlite.query(`SELECT * FROM ${table} ORDER BY rowid`).all())
    const before = stored()
    const send = async (path: string, form: FormData, locale: string) => {
      const res = await t.request(`/api/arrivals/sheet/${path}`, {
        method: 'POST',
        headers: { ...hotel.headers, 'accept-language': locale },
        body: form,
      })
      return [res.status, (await refusalIn(res)).message] as const
    }
    const blank = new TextEncoder().encode('\n \n')
    const many = ['first_name;last_name;check_in;check_out']
    for (let i = 0; i < 2001; i++) many.push(`Anna;Keller;${day(1)};${day(2)}`)
    const rows = new TextEncoder().encode(many.join('\n'))
    const over = new Uint8Array(2 * 1024 * 1024 + 1).fill(65)
    const name = 'Buchungen März.csv'
    expect(await send('preview', sheetForm(blank, {}, name), 'en')).toEqual([400, `${name} has no rows.`])
    expect(await send('preview', sheetForm(blank, {}, name), 'fr')).toEqual([400, `${name} ne contient aucune ligne.`])
    expect(await send('preview', sheetForm(blank, {}, name), 'de')).toEqual([400, `${name} enthält keine Zeilen.`])
    expect(await send('preview', sheetForm(blank, {}, name), 'it')).toEqual([400, `${name} non contiene righe.`])
    expect(await send('preview', sheetForm(rows, {}, name), 'de')).toEqual([
      400,
      `${name} hat mehr als 2000 Zeilen. Teilen Sie die Datei in kleinere Dateien auf.`,
    ])
    const mapping = JSON.stringify({ first_name: 'first_name', last_name: 'last_name' })
    expect(await send('import', sheetForm(rows, { mapping }, name), 'it')).toEqual([
      400,
      `${name} ha più di 2000 righe. Lo divida in file più piccoli.`,
    ])
    expect(await send('preview', sheetForm(over, {}, name), 'en')).toEqual([
      413,
      `${name} is larger than 2 MB. Split it into smaller files.`,
    ])
    // A name with direction characters is shown without them (fileLabel, as for evidence).
    expect((await send('preview', sheetForm(blank, {}, 'a\u202Eb.csv'), 'en'))[1]).toBe('ab.csv has no rows.')
    // Rows pasted into the page are no file: they are called the pasted rows.
    expect(await send('preview', sheetForm(blank, { source: 'paste' }, 'pasted.txt'), 'en')).toEqual([
      400,
      'The pasted text has no rows.',
    ])
    expect(await send('import', sheetForm(rows, { source: 'paste', mapping }), 'fr')).toEqual([
      400,
      'Vous avez collé plus de 2000 lignes. Collez moins de lignes à la fois.',
    ])
    expect(stored()).toEqual(before)
  })
})

describe('another hotel', () => {
  test('cannot see, open, delete or search an arrival (404, and nothing in its search)', async () => {
    const res = await addOne(hotel.headers, {
      first_name: 'Gianluca',
      last_name: 'Bernasconi',
      birth_date: '1990-01-15',
      check_in: day(1),
      check_out: day(2),
    })
    const { arrival } = res.data!
    const asOther = asHotel(other.headers)({ id: arrival.id })
    expect((await asOther.get()).status).toBe(404)
    expect((await asOther.matches.post()).status).toBe(404)
    expect((await asOther.delete()).status).toBe(404)
    const list = await listOf(other.headers)
    expect(list.arrivals).toEqual([])
    const search = await t.api(other.headers).api.search.post({ first_name: 'Gianluca', last_name: 'Bernasconi' })
    expect(search.data).toEqual({ exact: [], close: [], sameCompany: [] })
    expect((await asHotel(hotel.headers)({ id: arrival.id }).get()).status).toBe(200)
  })
})

describe('a long list', () => {
  test('answers the first 5,000 arrivals with the total the range holds, so nothing is cut silently', async () => {
    const busy = await signedInHotel(t)
    const at = clock.now().toISOString()
    const days = Array.from({ length: 14 }, (_, n) => day(n))
    const rows = Array.from({ length: 5001 }, (_, i) => ({
      id: `long-list-${i}`,
      companyId: busy.companyId,
      createdBy: busy.user.id,
      firstName: 'Guest',
      lastName: `Number ${String(i).padStart(4, '0')}`,
      checkIn: days[1 + (i % 10)] as string,
      checkOut: days[12] as string,
      watchUntil: days[13] as string,
      guest: '{}',
      matchGroup: 'none' as const,
      source: 'api' as const,
      createdAt: at,
    }))
    for (let i = 0; i < rows.length; i += 500)
      t.db.db
        .insert(arrivals)
        .values(rows.slice(i, i + 500))
        .run()
    const list = await listOf(busy.headers)
    expect(list.total).toBe(5001)
    expect(list.arrivals).toHaveLength(5000)
    // The earliest check-ins come first: the one left out checks in on the last of the ten days.
    expect(list.arrivals.at(-1)?.check_in).toBe(day(10))
    const few = (await asHotel(busy.headers).get({ query: { from: day(1), to: day(1) } })).data!
    expect(few.total).toBe(501)
    expect(few.arrivals).toHaveLength(501)
    t.db.db.delete(arrivals).where(sql`${arrivals.companyId} = ${busy.companyId}`).run()
  })
})

describe('opening a flagged arrival', () => {
  test('shows the matching reports as a search would and is audited as a search by that person', async () => {
    const list = await listOf(hotel.headers)
    const flagged = list.arrivals.find((a) => a.group === 'exact' && a.last_name === 'Mueller')!
    const res = await asHotel(hotel.headers)({ id: flagged.id }).matches.post()
    expect(res.status).toBe(200)
    const answer = res.data!
    expect(answer.exact).toHaveLength(1)
    expect(answer.exact[0]).not.toHaveProperty('score')
    const searches = t.db.db
      .select()
      .from(auditLog)
      .all()
      .filter((e) => e.action === 'search.query' && e.actorId === hotel.user.id)
    expect(searches.length).toBeGreaterThan(0)
  })
})

describe('the daily limit', () => {
  test('answers 429 with a clear message past the hotel’s limit, stores nothing, and an administrator raises it', async () => {
    const small = await signedInHotel(t)
    const limitOf = (headers: Record<string, string>) =>
      t.api(headers).api.admin.arrivals.limits({ companyId: small.companyId })
    const set = await limitOf(admin).put({ daily_limit: 1 })
    expect(set.status).toBe(200)
    const guest = { first_name: 'Lea', last_name: 'Meier', check_in: day(1), check_out: day(2) }
    expect((await addOne(small.headers, guest)).status).toBe(201)
    const before = rowsIn(arrivals)
    const refused = await addOne(small.headers, { ...guest, first_name: 'Mia' })
    expect(refused.status).toBe(429)
    expect(refusal(refused).message).toBe(
      'Your hotel may add 1 arrivals a day; 0 are left today. Try again tomorrow or ask us to raise your limit.',
    )
    expect(rowsIn(arrivals)).toBe(before)
    await limitOf(admin).put({ daily_limit: 5 })
    expect((await addOne(small.headers, { ...guest, first_name: 'Mia' })).status).toBe(201)
    // A member cannot change limits.
    const self = await limitOf(small.headers).put({ daily_limit: 9999 })
    expect(self.status).toBe(403)
  })
})

describe('watched until they leave', () => {
  test('a report approved later alerts the hotel: the arrival is flagged, a badge counts it, owner and adder get a mail without guest data', async () => {
    const res = await addOne(hotel.headers, {
      first_name: 'Dragan',
      last_name: 'Petrović',
      birth_date: '1983-07-19',
      check_in: day(2),
      check_out: day(4),
    })
    const { arrival } = res.data!
    expect(arrival.group).toBe('none')
    await deliverToMemory({ db: t.db.db, issuers: {} })
    const id = await writeReport(t, reporter.headers, {
      first_name: 'Dragan',
      last_name: 'Petrovic',
      birth_date: '1983-07-19',
    })
    await approveReport(t, admin, id)
    const alerts = (await asHotel(hotel.headers).alerts.get()).data!
    expect(alerts.unseen).toBe(1)
    expect(alerts.alerts[0]).toMatchObject({ arrival: { id: arrival.id }, group: 'exact', seen: false })
    const again = (await asHotel(hotel.headers)({ id: arrival.id }).get()).data!
    expect(again.arrival.group).toBe('exact')
    const sent = (await deliverToMemory({ db: t.db.db, issuers: {} })).filter((m) => m.kind === 'arrival-alert')
    expect(sent.map((m) => m.to)).toEqual([hotel.user.email])
    expect(sent[0]!.subject).toBe('Eine neue Meldung betrifft einen Ihrer kommenden Gäste')
    expect(sent[0]!.text).toContain(`/dashboard/arrivals/alerts?alert=${alerts.alerts[0]!.id}`)
    expect(sent[0]!.text + sent[0]!.html).not.toMatch(/Dragan|Petrovi|1983/)
    // Approving it again (a changed decision back to approved) alerts nobody twice.
    const seen = await asHotel(hotel.headers).alerts.seen.post({})
    expect(seen.data).toEqual({ unseen: 0 })
    expect(
      t.db.db
        .select()
        .from(mailOutbox)
        .all()
        .filter((m) => m.kind === 'arrival-alert'),
    ).toHaveLength(1)
  })

  test('an arrival added by a staff person alerts the owner and that person, each in their language', async () => {
    const staff = await createStaff(t.db.db, hotel.user, { locale: 'it' })
    const session = await signIn(t.request, staff.user.email, staff.password, { 'accept-language': 'it' })
    const res = await addOne(session.bearer, {
      first_name: 'Ilaria',
      last_name: 'Cattaneo',
      birth_date: '1979-02-11',
      check_in: day(1),
      check_out: day(3),
    })
    expect(res.status).toBe(201)
    await deliverToMemory({ db: t.db.db, issuers: {} })
    const id = await writeReport(t, reporter.headers, {
      first_name: 'Ilaria',
      last_name: 'Cattaneo',
      birth_date: '1979-02-11',
    })
    await approveReport(t, admin, id)
    const sent = (await deliverToMemory({ db: t.db.db, issuers: {} })).filter((m) => m.kind === 'arrival-alert')
    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual(
      [
        [hotel.user.email, 'Eine neue Meldung betrifft einen Ihrer kommenden Gäste'],
        [staff.user.email, 'Una nuova segnalazione riguarda uno dei suoi prossimi ospiti'],
      ].sort(),
    )
  })

  test('the re-match reads the watched arrivals through the key index, never a scan', () => {
    const plan = t.db.db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${watchersQuery([1, 2, 3], today())}`)
    const details = plan.map((p) => p.detail).join('\n')
    expect(details).not.toMatch(/SCAN (a|k|arrivals|arrival_keys)\b/)
    expect(details).toMatch(/SEARCH k USING (COVERING )?INDEX sqlite_autoindex_arrival_keys_1 \(key=\?\)/)
    expect(details).toMatch(/SEARCH a USING INTEGER PRIMARY KEY/)
    // The arrivals reaching a report whatever their date (ADR 326): one range of the key index per dated key.
    const range = t.db.db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${reachRangeQuery(1, 2)}`)
    expect(range.map((p) => p.detail).join('\n')).toMatch(
      /SEARCH arrival_keys USING COVERING INDEX sqlite_autoindex_arrival_keys_1 \(key>\? AND key<\?\)/,
    )
  })

  test('one day after check-out the retention job deletes the arrivals with their keys and alerts, counts in the job log', async () => {
    expect(rowsIn(arrivals)).toBeGreaterThan(0)
    const jobs = createJobs({
      db: t.db,
      config: t.config,
      log: createLogger('silent'),
      clock,
      chainKey: t.chainKey,
      sessionSecret: t.sessionSecret,
      transport: { send: async () => {}, close() {} },
    })
    clock.advance(8 * 86_400_000)
    const run = await jobs.runNow('arrivals.retention')
    expect(run.status).toBe('ok')
    expect(run.counts.deleted).toBeGreaterThan(0)
    expect(rowsIn(arrivals)).toBe(0)
    expect(rowsIn(arrivalKeys)).toBe(0)
    expect(rowsIn(arrivalAlerts)).toBe(0)
    const second = await jobs.runNow('arrivals.retention')
    expect(second.counts.deleted).toBe(0)
  })
})
