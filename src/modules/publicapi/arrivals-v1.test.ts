import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { addDays, zurichDay } from '~/lib/dates'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { arrivals } from '~/modules/arrivals/schema'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from '~/modules/arrivals/testing'
import { auditLog } from '~/modules/audit/schema'
import { createTestApp, refusal } from '~/server/testing'
import { apiIdempotency } from './schema'

const t = await createTestApp()
const today = zurichDay(new Date())
const stay = { check_in: addDays(today, 1), check_out: addDays(today, 3) }
/** Letters only (a name takes no digits): 0 → "a", 27 → "bb". */
const letters = (n: number): string =>
  n < 26 ? String.fromCharCode(97 + n) : letters(Math.floor(n / 26) - 1) + letters(n % 26)
const guest = (ref: string, overrides: Record<string, string> = {}) => ({
  reservation_ref: ref,
  first_name: 'Anna',
  last_name: `Gast ${letters([...ref].reduce((sum, c) => sum * 7 + c.charCodeAt(0), 0) % 10_000)}`,
  birth_date: '1985-06-01',
  ...stay,
  ...overrides,
})
type Batch = { reservations: ReturnType<typeof guest>[] }
const send = (headers: Record<string, string>, body: Batch, extra: Record<string, string> = {}) =>
  t.api({ ...headers, ...extra }).api.v1.arrivals.post(body)
const rowsOf = (companyId: string) => t.db.db.select().from(arrivals).where(eq(arrivals.companyId, companyId)).all()

describe('POST /api/v1/arrivals', () => {
  test('a batch is added with each reservation’s group; sending a reservation again updates it, unchanged ones stay', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read'])
    const first = await send(hotel.auth, { reservations: [guest('A1'), guest('A2')] })
    expect(first.status).toBe(200)
    expect(first.data).toEqual({
      arrivals: [
        { reservation_ref: 'A1', status: 'added', group: 'none' },
        { reservation_ref: 'A2', status: 'added', group: 'none' },
      ],
    })
    const again = await send(hotel.auth, { reservations: [guest('A1'), guest('A2', { check_out: addDays(today, 5) })] })
    expect(again.data?.arrivals.map((a) => a.status)).toEqual(['unchanged', 'updated'])
    const rows = rowsOf(hotel.companyId)
    expect(rows).toHaveLength(2)
    expect(rows.find((r) => r.reservationRef === 'A2')?.checkOut).toBe(addDays(today, 5))
    const audit = t.db.db.select().from(auditLog).where(eq(auditLog.actorId, hotel.apiKey.id)).all()
    expect(audit.filter((e) => e.action === 'arrival.add').every((e) => e.actorType === 'api_key')).toBe(true)
  })

  test('a reservation matching an approved report answers its group; the list shows it with its alert and nothing more', async () => {
    const writer = await signedInHotel(t)
    const admin = await signedInAdmin(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Boris',
      last_name: 'Betrug',
      birth_date: '1970-01-02',
    })
    await approveReport(t, admin, id)
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read'])
    const res = await send(hotel.auth, {
      reservations: [guest('M1', { first_name: 'Boris', last_name: 'Betrug', birth_date: '1970-01-02' })],
    })
    expect(res.data?.arrivals[0]?.group).toBe('exact')
    const list = await t.request(`/api/v1/arrivals?from=${today}&to=${addDays(today, 10)}`, { headers: hotel.auth })
    expect(list.status).toBe(200)
    const text = await list.text()
    expect(JSON.parse(text).arrivals).toEqual([
      { reservation_ref: 'M1', check_in: stay.check_in, check_out: stay.check_out, group: 'exact', alert: true },
    ])
    for (const secret of ['Betrug', 'Boris', id, writer.companyId]) expect(text).not.toContain(secret)
  })

  test('one invalid reservation refuses the whole batch with 422 naming the reservation and the field; nothing stored', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write'])
    const res = await send(
      hotel.auth,
      { reservations: [guest('B1'), guest('B2', { check_in: 'soon' })] },
      { 'accept-language': 'de' },
    )
    expect(res.status).toBe(422)
    // The error shape and, beside it, the reservation it names.
    expect(res.error?.value).toMatchObject({ code: 'VALIDATION', field: 'check_in', reservation_ref: 'B2' })
    expect(refusal(res).message).not.toContain('arrivals.errors')
    // @ts-expect-error: a name that is not a string, refused
    const wrongType = await send(hotel.auth, { reservations: [guest('B3'), { ...guest('B4'), first_name: 7 }] })
    expect(wrongType.status).toBe(422)
    expect(wrongType.error?.value).toMatchObject({ field: 'first_name', reservation_ref: 'B4' })
    expect(rowsOf(hotel.companyId)).toEqual([])
  })

  test('a batch of 501 answers 413 and stores nothing; 500 are taken', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write'])
    const many = (n: number) => Array.from({ length: n }, (_, i) => guest(`L${i}`, { last_name: `Lang ${letters(i)}` }))
    const over = await send(hotel.auth, { reservations: many(501) })
    expect(over.status).toBe(413)
    expect(refusal(over).code).toBe('PAYLOAD_TOO_LARGE')
    expect(rowsOf(hotel.companyId)).toEqual([])
    const full = await send(hotel.auth, { reservations: many(500) })
    expect(full.status).toBe(200)
    expect(rowsOf(hotel.companyId)).toHaveLength(500)
  })

  test('a replayed Idempotency-Key answers the first answer again; with another body it is refused (409) and nothing changes', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write'])
    const key = { 'idempotency-key': 'batch-2026-11-26-1' }
    const first = await send(hotel.auth, { reservations: [guest('I1')] }, key)
    const replay = await send(hotel.auth, { reservations: [guest('I1')] }, key)
    expect(replay.status).toBe(200)
    expect(replay.response?.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.data).toEqual(first.data)
    const before = { rows: rowsOf(hotel.companyId), keys: t.db.db.select().from(apiIdempotency).all() }
    const other = await send(hotel.auth, { reservations: [guest('I1', { first_name: 'Other' })] }, key)
    expect(other.status).toBe(409)
    expect(refusal(other)).toMatchObject({ code: 'CONFLICT', field: 'idempotency-key' })
    expect({ rows: rowsOf(hotel.companyId), keys: t.db.db.select().from(apiIdempotency).all() }).toEqual(before)
  })

  test('a key with arrivals:read only cannot send (403), and one with search only cannot list (403)', async () => {
    const reader = await createHotelWithKey(t.db.db, ['arrivals:read'])
    expect((await send(reader.auth, { reservations: [guest('S1')] })).status).toBe(403)
    const searcher = await createHotelWithKey(t.db.db, ['search'])
    expect((await t.api(searcher.auth).api.v1.arrivals.get()).status).toBe(403)
    expect(rowsOf(reader.companyId)).toEqual([])
  })
})

describe('DELETE /api/v1/arrivals/{reservation_ref}', () => {
  test('a cancelled reservation is forgotten at once; another hotel’s reference answers 404 and stays', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read'])
    const other = await createHotelWithKey(t.db.db, ['arrivals:write'])
    await send(hotel.auth, { reservations: [guest('D1')] })
    await send(other.auth, { reservations: [guest('D2')] })
    const arrival = (ref: string) => t.api(hotel.auth).api.v1.arrivals({ reservation_ref: ref })
    const foreign = await arrival('D2').delete()
    expect(foreign.status).toBe(404)
    expect(refusal(foreign).code).toBe('NOT_FOUND')
    expect(rowsOf(other.companyId)).toHaveLength(1)
    const own = await arrival('D1').delete()
    expect(own.data).toEqual({ reservation_ref: 'D1', deleted: true })
    expect(rowsOf(hotel.companyId)).toEqual([])
  })
})
