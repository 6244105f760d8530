import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { addDays, zurichDay } from '~/lib/dates'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from '~/modules/arrivals/testing'
import { auditLog } from '~/modules/audit/schema'
import { jsonInit } from '~/modules/auth/testing'
import { createTestApp } from '~/server/testing'
import type { ArrivalDetail } from './model'

// Issue 33 item 11: GET /api/v1/arrivals/{reservation_ref} says why an arrival is flagged, as the web's opened
// arrival does, and reading it is a search by the key (ADR 263).
const t = await createTestApp()
const today = zurichDay(new Date())
const stay = { check_in: addDays(today, 1), check_out: addDays(today, 3) }
const admin = await signedInAdmin(t)
const send = (auth: Record<string, string>, reservations: Record<string, string>[]) =>
  t.request('/api/v1/arrivals', jsonInit('POST', { reservations: reservations.map((r) => ({ ...stay, ...r })) }, auth))
const read = (auth: Record<string, string>, ref: string) =>
  t.request(`/api/v1/arrivals/${encodeURIComponent(ref)}`, { headers: auth })
const searchesBy = (keyId: string) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, keyId), eq(auditLog.action, 'search.query')))
    .all().length

describe('GET /api/v1/arrivals/{reservation_ref}', () => {
  test('a flagged arrival answers its group and the report as the web shows it, never the other hotel’s identifiers', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Ilse',
      last_name: 'Zechpreller',
      birth_date: '1966-05-04',
      email: 'ilse.z@example.org',
      phone: '+41795554433',
      document_number: 'Q98765432',
    })
    await approveReport(t, admin, id)
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read'])
    await send(hotel.auth, [
      { reservation_ref: 'F-1', first_name: 'Ilse', last_name: 'Zechpreller', birth_date: '1966-05-04' },
    ])
    const before = searchesBy(hotel.apiKey.id)
    const res = await read(hotel.auth, 'F-1')
    expect(res.status).toBe(200)
    const text = await res.text()
    const answer = JSON.parse(text) as ArrivalDetail
    expect(answer).toMatchObject({ reservation_ref: 'F-1', ...stay, group: 'exact', alert: true })
    expect(answer.matches).toHaveLength(1)
    expect(answer.matches[0]).toEqual({
      group: 'exact',
      matched: expect.arrayContaining(['name', 'birth_date']),
      published_by: { hotel_name: expect.any(String), city: expect.any(String) },
      published_at: expect.any(String),
      check_in: '2025-03-01',
      check_out: '2025-03-04',
      category: 'unpaid_bill',
      amount_owed: 125_050,
      message: 'Left without paying the bill for three nights.',
    })
    for (const secret of [id, writer.companyId, writer.user.id, 'Q98765432', 'ilse.z@example.org', '+41795554433'])
      expect(text).not.toContain(secret)
    // A search by the key: counted and audited as one, as the web's opened arrival is for a person.
    expect(searchesBy(hotel.apiKey.id)).toBe(before + 1)
  })

  test('an arrival without a match answers group none and no matches, and runs no search', async () => {
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read'])
    await send(hotel.auth, [
      { reservation_ref: 'N-1', first_name: 'Nora', last_name: 'Ehrlich', birth_date: '1990-01-01' },
    ])
    const before = searchesBy(hotel.apiKey.id)
    const res = await read(hotel.auth, 'N-1')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      reservation_ref: 'N-1',
      ...stay,
      group: 'none',
      alert: false,
      matches: [],
    })
    expect(searchesBy(hotel.apiKey.id)).toBe(before)
  })

  test('another hotel’s reference and an unknown one answer 404; a key without arrivals:read 403', async () => {
    const owner = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read'])
    await send(owner.auth, [
      { reservation_ref: 'O-1', first_name: 'Otto', last_name: 'Eigen', birth_date: '1975-02-03' },
    ])
    const stranger = await createHotelWithKey(t.db.db, ['arrivals:read'])
    const missing = await read(stranger.auth, 'O-1')
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('Otto')
    expect((await read(owner.auth, 'O-2')).status).toBe(404)
    const writerOnly = await createHotelWithKey(t.db.db, ['arrivals:write'])
    expect((await read(writerOnly.auth, 'O-1')).status).toBe(403)
    expect((await read(owner.auth, 'O-1')).status).toBe(200)
  })
})
