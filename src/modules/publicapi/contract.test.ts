import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { addDays, zurichDay } from '~/lib/dates'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { arrivals } from '~/modules/arrivals/schema'
import { jsonInit } from '~/modules/auth/testing'
import { createTestApp } from '~/server/testing'

// What the published contract promises beyond the happy path (issues 31 and 33): strict requests, dates, pages,
// headers, methods.
const clock = fixedClock(new Date())
const t = await createTestApp({ API_CALLS_PER_MINUTE_PER_KEY: '1000' }, { clock })
const today = zurichDay(clock.now())
const guest = (ref: string, extra: Record<string, unknown> = {}) => ({
  reservation_ref: ref,
  first_name: 'Anna',
  last_name: 'Gast',
  check_in: addDays(today, 1),
  check_out: addDays(today, 2),
  ...extra,
})
const send = (auth: Record<string, string>, body: unknown) =>
  t.request('/api/v1/arrivals', jsonInit('POST', body, auth))
const rowsOf = (companyId: string) => t.db.db.select().from(arrivals).where(eq(arrivals.companyId, companyId)).all()
type ErrorBody = { code: string; message: string; field?: string; reservation_ref?: string; request_id: string }

describe('strict requests (issue 31: unknown fields and nationality)', () => {
  test('unknown body fields are refused with 422 naming each of them, and nothing is stored', async () => {
    const hotel = await createHotelWithKey(t.db.db)
    const res = await send(hotel.auth, { reservations: [guest('U1'), guest('U2', { room: '12', vip: true })] })
    expect(res.status).toBe(422)
    const body = (await res.json()) as ErrorBody
    expect(body).toMatchObject({ code: 'VALIDATION', field: 'room', reservation_ref: 'U2' })
    expect(body.message).toContain('room')
    expect(body.message).toContain('vip')
    const top = await send(hotel.auth, { reservations: [guest('U3')], hotel: 'x' })
    expect(await top.json()).toMatchObject({ code: 'VALIDATION', field: 'hotel' })
    const search = await t.request(
      '/api/v1/search',
      jsonInit('POST', { first_name: 'A', last_name: 'B', age: 3 }, hotel.auth),
    )
    expect(search.status).toBe(422)
    expect(await search.json()).toMatchObject({ field: 'age' })
    expect(rowsOf(hotel.companyId)).toEqual([])
  })

  test('an unknown query parameter is refused with 422 naming it', async () => {
    const hotel = await createHotelWithKey(t.db.db)
    const res = await t.request('/api/v1/arrivals?from_date=2026-01-01', { headers: hotel.auth })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ code: 'VALIDATION', field: 'from_date' })
  })

  test('nationality is an ISO 3166-1 alpha-2 code, kept as the country’s name; any other text or a NUL is refused', async () => {
    const hotel = await createHotelWithKey(t.db.db)
    for (const nationality of ['Swiss\u0000', 'ch', 'Schweiz', 'XX', '']) {
      const res = await send(hotel.auth, { reservations: [guest('N1', { nationality })] })
      expect({ nationality, status: res.status }).toEqual({ nationality, status: 422 })
      expect(await res.json()).toMatchObject({ field: 'nationality', reservation_ref: 'N1' })
    }
    expect(rowsOf(hotel.companyId)).toEqual([])
    expect((await send(hotel.auth, { reservations: [guest('N2', { nationality: 'CH' })] })).status).toBe(200)
    expect(rowsOf(hotel.companyId).map((r) => r.nationality)).toEqual(['Switzerland'])
  })

  test('a reservation without a required field names it: first_name, last_name, check_in, check_out', async () => {
    const hotel = await createHotelWithKey(t.db.db)
    for (const field of ['first_name', 'last_name', 'check_in', 'check_out']) {
      const { [field]: _, ...rest } = guest('R1') as Record<string, unknown>
      const res = await send(hotel.auth, { reservations: [rest] })
      expect({ field, status: res.status }).toEqual({ field, status: 422 })
      expect(await res.json()).toMatchObject({ field, reservation_ref: 'R1' })
    }
  })
})

describe('dates on /api/v1 (issue 33, item 4)', () => {
  test('an impossible day, another format or from after to answers 422 naming the parameter', async () => {
    const hotel = await createHotelWithKey(t.db.db)
    const list = (query: string) => t.request(`/api/v1/arrivals?${query}`, { headers: hotel.auth })
    const cases: [string, string][] = [
      ['from=2026-13-45', 'from'],
      ['to=2026-02-30', 'to'],
      ['from=27.11.2026', 'from'],
      [`from=${addDays(today, 3)}&to=${today}`, 'to'],
      [`to=${addDays(today, -1)}`, 'to'],
    ]
    for (const [query, field] of cases) {
      const res = await list(query)
      expect({ query, status: res.status }).toEqual({ query, status: 422 })
      expect(await res.json()).toMatchObject({ code: 'VALIDATION', field })
    }
    const swiss = await send(hotel.auth, { reservations: [guest('D1', { birth_date: '01.06.1985' })] })
    expect(await swiss.json()).toMatchObject({ field: 'birth_date', reservation_ref: 'D1' })
    expect(rowsOf(hotel.companyId)).toEqual([])
  })
})

describe('cursor pagination (issue 33, item 5)', () => {
  test('a day of 250 arrivals is read to its end in pages, each once, in a stable order', async () => {
    const hotel = await createHotelWithKey(t.db.db)
    const refs = Array.from({ length: 250 }, (_, i) => `P${String(i).padStart(3, '0')}`)
    const last = (i: number) =>
      `Gast ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`
    for (let i = 0; i < refs.length; i += 125)
      expect(
        (
          await send(hotel.auth, {
            reservations: refs.slice(i, i + 125).map((r, j) => guest(r, { last_name: last(i + j) })),
          })
        ).status,
      ).toBe(200)
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = `limit=100${cursor ? `&cursor=${cursor}` : ''}`
      const res = await t.request(`/api/v1/arrivals?${query}`, { headers: hotel.auth })
      expect(res.status).toBe(200)
      const page = (await res.json()) as {
        total: number
        arrivals: { reservation_ref: string }[]
        next_cursor: string | null
      }
      expect(page.total).toBe(pages === 0 ? 250 : 249)
      seen.push(...page.arrivals.map((a) => a.reservation_ref))
      cursor = page.next_cursor
      pages++
      // A row deleted between two pages shifts nothing.
      if (pages === 1) await t.request('/api/v1/arrivals/P000', { method: 'DELETE', headers: hotel.auth })
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual(refs)
    for (const query of ['limit=0', 'limit=1001', 'limit=ten', 'cursor=bm9wZQ', 'cursor=%3Cx%3E']) {
      const res = await t.request(`/api/v1/arrivals?${query}`, { headers: hotel.auth })
      expect({ query, status: res.status }).toEqual({ query, status: 422 })
    }
  })
})

describe('headers, methods and an expired subscription (issue 33, items 3 and 12)', () => {
  test('every answer to a known key carries the rate-limit headers; errors carry the request id in the body', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:read'])
    const ok = await t.request('/api/v1/arrivals', { headers: hotel.auth })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('ratelimit-limit')).toBe('1000')
    const remaining = Number(ok.headers.get('ratelimit-remaining'))
    expect(remaining).toBeLessThan(1000)
    expect(Number(ok.headers.get('ratelimit-reset'))).toBeGreaterThan(0)
    const refused = await send(hotel.auth, { reservations: [guest('H1')] })
    expect(refused.status).toBe(403)
    expect(Number(refused.headers.get('ratelimit-remaining'))).toBe(remaining - 1)
    const body = (await refused.json()) as ErrorBody
    expect(body.request_id).toBe(refused.headers.get('x-request-id') as string)
  })

  test('a key over its limit gets 429 with Retry-After and RateLimit-Remaining 0', async () => {
    const small = await createTestApp({ API_CALLS_PER_MINUTE_PER_KEY: '2' })
    const hotel = await createHotelWithKey(small.db.db, ['arrivals:read'])
    for (let i = 0; i < 2; i++) await small.request('/api/v1/arrivals', { headers: hotel.auth })
    const over = await small.request('/api/v1/arrivals', { headers: hotel.auth })
    expect(over.status).toBe(429)
    expect(over.headers.get('ratelimit-remaining')).toBe('0')
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  test('a method an address does not take answers 405 with Allow, whatever the body', async () => {
    const hotel = await createHotelWithKey(t.db.db)
    const put = await t.request('/api/v1/arrivals', jsonInit('PUT', {}, hotel.auth))
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, POST')
    expect(await put.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
    const patch = await t.request('/api/v1/search', jsonInit('PATCH', { first_name: 'x' }, hotel.auth))
    expect(patch.status).toBe(405)
    expect(patch.headers.get('allow')).toBe('POST')
  })

  test('every /api/v1 address asked with a method it does not take answers 405 with Allow, GET and POST included', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read', 'search', 'webhooks:manage'])
    const wrong: [string, string, string][] = [
      ['GET', '/api/v1/search', 'POST'],
      ['HEAD', '/api/v1/search', 'POST'],
      ['POST', '/api/v1/arrivals/R1', 'DELETE, GET'],
      ['GET', '/api/v1/webhooks/w1', 'DELETE'],
      ['POST', '/api/v1/webhooks/w1', 'DELETE'],
      ['GET', '/api/v1/webhooks/w1/test', 'POST'],
      ['DELETE', '/api/v1/webhooks', 'GET, POST'],
      ['POST', '/api/v1/openapi.json', 'GET'],
      ['POST', '/api/v1/guide', 'GET'],
      ['POST', '/api/v1/reference', 'GET'],
    ]
    for (const [method, path, allow] of wrong) {
      const res = await t.request(path, { method, headers: hotel.auth })
      expect({ method, path, status: res.status, allow: res.headers.get('allow') }).toEqual({
        method,
        path,
        status: 405,
        allow,
      })
      if (method !== 'HEAD') expect(await res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
    }
    for (const method of ['GET', 'POST']) expect((await t.request('/api/v1/nothing', { method })).status).toBe(404)
  })

  test('a hotel whose subscription has expired can still delete its arrivals (not send or list them)', async () => {
    const hotel = await createHotelWithKey(t.db.db)
    expect((await send(hotel.auth, { reservations: [guest('E1'), guest('E2')] })).status).toBe(200)
    clock.advance(400 * 24 * 60 * 60 * 1000)
    try {
      expect((await send(hotel.auth, { reservations: [guest('E3')] })).status).toBe(402)
      expect((await t.request('/api/v1/arrivals', { headers: hotel.auth })).status).toBe(402)
      const deleted = await t.request('/api/v1/arrivals/E1', { method: 'DELETE', headers: hotel.auth })
      expect(deleted.status).toBe(200)
      expect(rowsOf(hotel.companyId).map((r) => r.reservationRef)).toEqual(['E2'])
    } finally {
      clock.advance(-400 * 24 * 60 * 60 * 1000)
    }
  })
})
