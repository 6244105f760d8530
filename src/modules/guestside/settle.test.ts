import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { addDays, zurichDay } from '~/lib/dates'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from '~/modules/arrivals/testing'
import { auditLog } from '~/modules/audit/schema'
import { createStaff, jsonInit, signIn } from '~/modules/auth/testing'
import { mailOutbox } from '~/modules/mail/schema'
import { reports } from '~/modules/reports/schema'
import { createTestApp, refusalIn } from '~/server/testing'

// Issue 34, section 3: a report the reporting hotel marks settled leaves search, arrival matching and alerts at once;
// the guest is told it was removed; a tombstone without personal data stays.
const t = await createTestApp()
const admin = await signedInAdmin(t)
const today = zurichDay(new Date())
const stay = { check_in: addDays(today, 1), check_out: addDays(today, 3) }
const settle = (id: string, headers: Record<string, string>, body: unknown = {}) =>
  t.request(`/api/reports/${id}/settle`, jsonInit('POST', body, headers))
const searchExact = async (headers: Record<string, string>, guest: Record<string, string>) => {
  const res = await t.api(headers).api.search.post(guest)
  expect(res.status).toBe(200)
  return res.data!.exact.map((r) => r.reportId)
}
const mailsTo = (to: string) => t.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).all()

describe('POST /api/reports/:id/settle', () => {
  test('a settled report is no longer found by /api/search nor flagged by /api/v1/arrivals, and the guest is told', async () => {
    const writer = await signedInHotel(t)
    const guest = { first_name: 'Sandro', last_name: 'Zahler', birth_date: '1977-07-07' }
    const id = await writeReport(t, writer.headers, { ...guest, email: 'sandro@example.com', nationality: 'Italy' })
    await approveReport(t, admin, id)
    const searcher = await signedInHotel(t)
    expect(await searchExact(searcher.headers, { ...guest, birth_date: '07.07.1977' })).toEqual([id])
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read'])
    const v1 = t.api(hotel.auth).api.v1
    const added = await v1.arrivals.post({ reservations: [{ reservation_ref: 'S1', ...guest, ...stay }] })
    expect(added.data?.arrivals[0]?.group).toBe('exact')

    const res = await settle(id, writer.headers, { amount_paid: '480.50', paid_on: today })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ settled: true })

    expect(await searchExact(searcher.headers, { ...guest, birth_date: '07.07.1977' })).toEqual([])
    const list = await v1.arrivals.get({ query: { from: today, to: addDays(today, 10) } })
    expect(list.data?.arrivals).toEqual([
      { reservation_ref: 'S1', check_in: stay.check_in, check_out: stay.check_out, group: 'none', alert: false },
    ])
    const row = t.db.db.select().from(reports).where(eq(reports.id, id)).get()!
    expect(row).toMatchObject({
      status: 'deleted',
      guestId: null,
      message: '',
      settledAmount: 48_050,
      settledOn: today,
    })
    expect(row.settledAt).not.toBeNull()
    const [notice, ...more] = mailsTo('sandro@example.com').filter((m) => m.kind !== 'guest-notice')
    expect(more).toEqual([])
    expect(notice?.kind).toBe('guest-removal-notice')
    // Italian from the nationality; the hotel named, no evidence and no other hotel.
    expect(notice?.subject).toBe('La Sua iscrizione su KnowYourGuest è stata rimossa')
    expect(notice?.text).toContain('/your-data')
    expect(notice?.text).not.toContain('bill.pdf')
    // The same personal reference as the notice the guest got at publication.
    const published = mailsTo('sandro@example.com').find((m) => m.kind === 'guest-notice')
    const reference = /KYG-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(published?.text ?? '')?.[0]
    expect(reference).toBeDefined()
    expect(notice?.text).toContain(reference!)
    const audit = t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.settle'), eq(auditLog.targetId, id)))
      .all()
    expect(audit).toHaveLength(1)
    // Gone: a second settlement answers 404.
    expect((await settle(id, writer.headers)).status).toBe(404)
  })

  test('staff of the reporting hotel may settle; a guest without e-mail or a report never published gets no mail', async () => {
    const writer = await signedInHotel(t, 'de')
    const staff = await createStaff(t.db.db, writer.user)
    const session = await signIn(t.request, staff.user.email, staff.password)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Nora',
      last_name: 'Nochnicht',
      email: 'nora@example.com',
    })
    const before = t.db.db.select().from(mailOutbox).all().length
    expect((await settle(id, session.bearer)).status).toBe(200)
    expect(mailsTo('nora@example.com')).toEqual([])
    expect(t.db.db.select().from(mailOutbox).all().length).toBe(before)
  })

  test('another hotel’s report answers 404 and nothing changes; a wrong amount or a future day is refused and nothing is stored', async () => {
    const writer = await signedInHotel(t)
    const other = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, { first_name: 'Otto', last_name: 'Offen' })
    await approveReport(t, admin, id)
    expect((await settle(id, other.headers)).status).toBe(404)
    const wrongAmount = await settle(id, writer.headers, { amount_paid: 'lots' })
    expect([400, 422]).toContain(wrongAmount.status)
    const future = await settle(id, writer.headers, { paid_on: addDays(today, 2) })
    expect([400, 422]).toContain(future.status)
    expect(await refusalIn(future)).toMatchObject({ message: expect.stringContaining('future') })
    const row = t.db.db.select().from(reports).where(eq(reports.id, id)).get()!
    expect(row).toMatchObject({ status: 'approved', settledAt: null })
    expect(row.guestId).not.toBeNull()
    const searcher = await signedInHotel(t)
    expect(
      await searchExact(searcher.headers, { first_name: 'Otto', last_name: 'Offen', birth_date: '12.04.1980' }),
    ).toEqual([id])
  })
})
