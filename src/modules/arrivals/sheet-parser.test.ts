// Security review 4, finding 3: a sheet upload stalled the whole server. Sheets are now parsed on worker threads
// (./sheet-parser.ts) and counted per person and hotel (./sheet-limits.ts). How fast /healthz answers beside six
// 2 MB sheets is `bun run bench:sheet`'s (docs/performance.md); here, what makes it so.
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test'
import Papa from 'papaparse'
import { fixedClock } from '~/kernel/clock'
import { serverLL } from '~/kernel/i18n'
import { ARRIVAL_FILE_MAX_ROWS } from '~/lib/arrival-fields'
import { createStaff, signIn } from '~/modules/auth/testing'
import { answerIn, createTestApp, refusalIn } from '~/server/testing'
import { sheetPreview } from './model'
import { createSheetParser } from './sheet-parser'
import { escapedQuotesSheet, sheetForm, signedInHotel, windows1252 } from './testing'

const clock = fixedClock(new Date())
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ ARRIVAL_SHEETS_PER_HOUR_PER_USER: '8', ARRIVAL_SHEETS_PER_HOUR_PER_HOTEL: '12' }, { clock })
}, 60_000)
afterAll(() => t.db.close())

const preview = (headers: Record<string, string>, bytes: Uint8Array, name = 'arrivals.csv') =>
  t.request('/api/arrivals/sheet/preview', { method: 'POST', headers, body: sheetForm(bytes, {}, name) })

describe('finding 3: sheets off the event loop', () => {
  test('finding 3: six 2 MB sheets of escaped quotes are parsed on worker threads while /healthz keeps answering', async () => {
    const hotel = await signedInHotel(t)
    const parse = spyOn(Papa, 'parse')
    try {
      let settled = 0
      const sheets = Array.from({ length: 6 }, () =>
        preview(hotel.headers, escapedQuotesSheet()).then((res) => {
          settled++
          return res
        }),
      )
      // The server's thread is free while the sheets are parsed: /healthz answers before the six have all come back.
      const health = await t.request('/healthz')
      expect(health.status).toBe(200)
      expect(settled).toBeLessThan(6)
      for (const res of await Promise.all(sheets)) {
        expect(res.status).toBe(200)
        expect((await answerIn(sheetPreview, res)).headers).toEqual(['first_name', 'last_name'])
      }
      // papaparse never ran on the server's thread: every sheet went to a worker.
      expect(parse).not.toHaveBeenCalled()
    } finally {
      parse.mockRestore()
    }
  }, 60_000)

  test('finding 3: the worker reads sheets as before: Windows-1252, the separator, and its refusals name the file', async () => {
    const parser = createSheetParser({ threads: 1 })
    try {
      const sheet = await parser.parse(windows1252('Vorname;Nachname\r\nJörg;Bäumli\r\n'))
      expect(sheet).toEqual({
        encoding: 'windows-1252',
        delimiter: ';',
        header: ['Vorname', 'Nachname'],
        rows: [['Jörg', 'Bäumli']],
      })
      expect(parser.threads).toBe(1)
      // Two at once on one thread: the second waits for the first, both answered.
      const [a, b] = await Promise.all([
        parser.parse(new TextEncoder().encode('a,b\n1,2\n')),
        parser.parse(new TextEncoder().encode('a\tb\n3\t4\n')),
      ])
      expect([a.delimiter, b.delimiter]).toEqual([',', '\t'])
    } finally {
      parser.close()
    }
    const hotel = await signedInHotel(t)
    const many = `a;b\n${'x;y\n'.repeat(ARRIVAL_FILE_MAX_ROWS + 1)}`
    const refused = await preview(hotel.headers, new TextEncoder().encode(many), 'export.csv')
    expect(refused.status).toBe(400)
    expect((await refusalIn(refused)).message).toContain('export.csv')
    const empty = await preview(hotel.headers, new TextEncoder().encode('\n\n'), 'leer.csv')
    expect(empty.status).toBe(400)
    expect((await refusalIn(empty)).message).toContain('leer.csv')
  })
})

describe('finding 3: sheets are counted per person and per hotel', () => {
  test('finding 3: past the hour’s sheets of a person, then of the hotel, 429 with Retry-After and a translated message', async () => {
    const hotel = await signedInHotel(t, 'de')
    const small = new TextEncoder().encode('Vorname;Nachname\nAnna;Muster\n')
    for (let i = 0; i < 8; i++) expect((await preview(hotel.headers, small)).status).toBe(200)
    const refused = await t.request('/api/arrivals/sheet/import', {
      method: 'POST',
      headers: { ...hotel.headers, 'accept-language': 'de' },
      body: sheetForm(small, { mapping: '{}' }),
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: serverLL('de').arrivals.errors.tooManySheets(),
    })
    clock.advance(3_600_000)
    expect((await preview(hotel.headers, small)).status).toBe(200)
  })

  test('finding 3: the hotel’s people together send at most the hotel’s sheets an hour, whoever sends them', async () => {
    const owner = await signedInHotel(t)
    const staff = await createStaff(t.db.db, owner.user)
    const desk = (await signIn(t.request, staff.user.email, staff.password)).bearer
    const small = new TextEncoder().encode('first_name;last_name\nAnna;Muster\n')
    for (let i = 0; i < 8; i++) expect((await preview(owner.headers, small)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await preview(desk, small)).status).toBe(200)
    // The staff person has used 4 of their own 8, but the hotel its 12.
    const refused = await preview(desk, small)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).not.toBeNull()
    // Another hotel is not concerned.
    expect((await preview((await signedInHotel(t)).headers, small)).status).toBe(200)
  })
})
