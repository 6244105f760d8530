import { afterAll, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { addDays, zurichDay } from '~/lib/dates'
import { createApiKey } from '~/modules/apikeys/public'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { arrivalActorDays, arrivalAlerts, arrivalDays, arrivals } from '~/modules/arrivals/schema'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from '~/modules/arrivals/testing'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { birthDateTries } from '~/modules/search/schema'
import { listWebhooks } from '~/modules/webhooks/public'
import { webhookDeliveries } from '~/modules/webhooks/schema'
import { startReceiver } from '~/modules/webhooks/testing'
import { createTestApp, refusal } from '~/server/testing'
import { deleteEndedSandboxArrivals } from './jobs'
import { MAX_BATCH } from './model'
import { MAX_SANDBOX_ARRIVALS } from './sandbox'
import { sandboxArrivals } from './schema'

// Issue 33 item 10 (ADR 291): test keys act on a sandbox of their hotel, matched against fictitious reports, and the
// separation holds both ways: nothing of the sandbox reaches the live hotel, nothing live reaches a test key, nothing
// is counted.
const clock = fixedClock(new Date())
const t = await createTestApp(
  { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ARRIVALS_DAILY_LIMIT: '2', ARRIVALS_DAILY_LIMIT_PER_PERSON: '2' },
  { clock },
)
const receivers: { stop(): void }[] = []
afterAll(() => {
  for (const r of receivers) r.stop()
})
const today = zurichDay(clock.now())
const stay = { check_in: addDays(today, 1), check_out: addDays(today, 2) }
const ALL = ['arrivals:write', 'arrivals:read', 'search', 'webhooks:manage'] as const

/** A hotel with a live key and a test key of its own. */
async function hotelWithBothKeys() {
  const live = await createHotelWithKey(t.db.db, [...ALL])
  const { key } = createApiKey(testDeps(t.db.db), {
    name: 'Vendor sandbox',
    scopes: [...ALL],
    mode: 'test',
    companyId: live.companyId,
    userId: live.user.id,
    actor: { type: 'operator' },
  })
  return { live, test: { key, auth: { authorization: `Bearer ${key}` } }, companyId: live.companyId }
}
const v1 = (auth: Record<string, string>) => t.api(auth).api.v1
const reservation = (ref: string, first: string, last: string, extra: Record<string, string> = {}) => ({
  reservation_ref: ref,
  first_name: first,
  last_name: last,
  ...stay,
  ...extra,
})
const refsOf = async (auth: Record<string, string>) =>
  (await v1(auth).arrivals.get()).data?.arrivals.map((a) => a.reservation_ref)

describe('test keys and the sandbox', () => {
  test('a test key is kyg_test_…; its arrivals and searches meet the documented fictitious reports, each group at will', async () => {
    const { test: sandbox } = await hotelWithBothKeys()
    expect(sandbox.key).toMatch(/^kyg_test_[\w-]{43}$/)
    const sent = await v1(sandbox.auth).arrivals.post({
      reservations: [
        reservation('S-EXACT', 'Test', 'Exact', { birth_date: '1980-01-01' }),
        reservation('S-NAME', 'test', 'EXACT'),
        reservation('S-CLOSE', 'Test', 'Close'),
        reservation('S-HELD', 'Test', 'Withheld'),
        reservation('S-NONE', 'Anna', 'Muster'),
      ],
    })
    expect(sent.status).toBe(200)
    expect(sent.data?.arrivals.map((a) => a.group)).toEqual(['exact', 'close', 'close', 'withheld', 'none'])
    const one = await v1(sandbox.auth).arrivals({ reservation_ref: 'S-EXACT' }).get()
    expect(one.data).toMatchObject({
      group: 'exact',
      alert: true,
      matches: [
        { group: 'exact', matched: ['name', 'birth_date'], published_by: { hotel_name: 'Sandbox Hotel (fictitious)' } },
      ],
    })
    const search = await v1(sandbox.auth).search.post({ email: 'exact@sandbox.knowyourguest.ch' })
    expect(search.data).toMatchObject({ exact: [{ matched: ['email'] }], close: [], withheld: false })
    const held = await v1(sandbox.auth).search.post({ first_name: 'Test', last_name: 'Withheld' })
    expect(held.data).toEqual({ exact: [], close: [], same_company: [], withheld: true })
    expect((await v1(sandbox.auth).search.post({ last_name: 'Exact' })).status).toBe(422)
  })

  test('live and test keys of one hotel never see each other’s arrivals; the web, the alerts and the live table hold none', async () => {
    const { live, test: sandbox, companyId } = await hotelWithBothKeys()
    expect((await v1(live.auth).arrivals.post({ reservations: [reservation('L-1', 'Lara', 'Live')] })).status).toBe(200)
    const flagged = reservation('T-1', 'Test', 'Exact', { birth_date: '1980-01-01' })
    expect((await v1(sandbox.auth).arrivals.post({ reservations: [flagged] })).status).toBe(200)
    expect(await refsOf(live.auth)).toEqual(['L-1'])
    expect(await refsOf(sandbox.auth)).toEqual(['T-1'])
    expect((await v1(live.auth).arrivals({ reservation_ref: 'T-1' }).get()).status).toBe(404)
    expect((await v1(sandbox.auth).arrivals({ reservation_ref: 'L-1' }).get()).status).toBe(404)
    expect((await v1(sandbox.auth).arrivals({ reservation_ref: 'L-1' }).delete()).status).toBe(404)
    expect((await v1(live.auth).arrivals({ reservation_ref: 'T-1' }).delete()).status).toBe(404)
    // The live hotel's own tables (its web list and alerts read them) know nothing of the sandbox.
    const rows = t.db.db.select().from(arrivals).where(eq(arrivals.companyId, companyId)).all()
    expect(rows.map((r) => r.reservationRef)).toEqual(['L-1'])
    expect(t.db.db.select().from(arrivalAlerts).where(eq(arrivalAlerts.companyId, companyId)).all()).toEqual([])
    const sandboxRows = t.db.db.select().from(sandboxArrivals).where(eq(sandboxArrivals.companyId, companyId)).all()
    expect(sandboxRows.map((r) => r.reservationRef)).toEqual(['T-1'])
    // An Idempotency-Key of the sandbox never answers a live write.
    const idem = { 'idempotency-key': 'same-key' }
    const body = { reservations: [reservation('I-1', 'Ida', 'Idem')] }
    expect((await v1({ ...sandbox.auth, ...idem }).arrivals.post(body)).status).toBe(200)
    const liveWrite = await v1({ ...live.auth, ...idem }).arrivals.post(body)
    expect(liveWrite.response?.headers.get('idempotent-replayed')).toBeNull()
    expect(t.db.db.select().from(arrivals).where(eq(arrivals.companyId, companyId)).all()).toHaveLength(2)
    expect((await v1(sandbox.auth).arrivals({ reservation_ref: 'T-1' }).delete()).status).toBe(200)
  })

  test('a test key cannot search the real reports, and nothing it does is counted against the hotel', async () => {
    const writer = await signedInHotel(t)
    const admin = await signedInAdmin(t)
    await approveReport(
      t,
      admin,
      await writeReport(t, writer.headers, { first_name: 'Real', last_name: 'Person', birth_date: '1970-01-02' }),
    )
    const { live, test: sandbox, companyId } = await hotelWithBothKeys()
    const real = { first_name: 'Real', last_name: 'Person', birth_date: '1970-01-02' }
    expect((await v1(sandbox.auth).search.post(real)).data).toEqual({
      exact: [],
      close: [],
      same_company: [],
      withheld: false,
    })
    const sent = await v1(sandbox.auth).arrivals.post({
      reservations: [reservation('R-1', 'Real', 'Person', { birth_date: '1970-01-02' })],
    })
    expect(sent.data?.arrivals[0]?.group).toBe('none')
    // More arrivals than the daily allowance (2), and five birth dates for one name: never refused, never withheld.
    const many = Array.from({ length: 5 }, (_, i) =>
      reservation(`C-${i}`, 'Carla', 'Count', { birth_date: `1990-01-0${i + 1}` }),
    )
    expect((await v1(sandbox.auth).arrivals.post({ reservations: many })).status).toBe(200)
    for (let i = 1; i <= 5; i++) {
      const res = await v1(sandbox.auth).search.post({
        first_name: 'Carla',
        last_name: 'Count',
        birth_date: `1990-01-0${i}`,
      })
      expect(res.data?.withheld).toBe(false)
    }
    expect(t.db.db.select().from(arrivalDays).where(eq(arrivalDays.companyId, companyId)).all()).toEqual([])
    expect(
      t.db.db
        .select()
        .from(arrivalActorDays)
        .all()
        .filter((r) => JSON.stringify(r).includes(companyId)),
    ).toEqual([])
    expect(
      t.db.db
        .select()
        .from(birthDateTries)
        .all()
        .filter((r) => JSON.stringify(r).includes(companyId)),
    ).toEqual([])
    const searches = t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'search.query')))
      .all()
      .filter((e) => JSON.stringify(e).includes(companyId))
    expect(searches).toEqual([])
    // The hotel's live allowance is whole: its live key still adds two arrivals today.
    const liveSent = await v1(live.auth).arrivals.post({
      reservations: [reservation('L-1', 'Lena', 'Live'), reservation('L-2', 'Lukas', 'Live')],
    })
    expect(liveSent.status).toBe(200)
    expect((await v1(live.auth).search.post(real)).data).toMatchObject({
      exact: [{ matched: expect.any(Array) }],
    })
  })

  test('test webhooks get only the sandbox’s events, marked livemode false; the screen and live keys never see them', async () => {
    const { live, test: sandbox, companyId } = await hotelWithBothKeys()
    const inbox = startReceiver()
    const liveInbox = startReceiver()
    receivers.push(inbox, liveInbox)
    const created = await v1(sandbox.auth).webhooks.post({ url: inbox.url })
    expect(created.status).toBe(201)
    const { webhook } = created.data!
    clock.advance(61_000)
    const liveHook = (await v1(live.auth).webhooks.post({ url: liveInbox.url })).data!
    expect((await v1(live.auth).webhooks.get()).data?.webhooks.map((w) => w.id)).toEqual([liveHook.webhook.id])
    expect(listWebhooks(t.db, companyId).map((w) => w.id)).toEqual([liveHook.webhook.id])
    expect((await v1(live.auth).webhooks({ id: webhook.id }).delete()).status).toBe(404)
    expect((await v1(sandbox.auth).webhooks({ id: liveHook.webhook.id }).delete()).status).toBe(404)

    clock.advance(61_000)
    const tested = await v1(sandbox.auth).webhooks({ id: webhook.id }).test.post({})
    expect(tested.data).toMatchObject({ status: 'delivered' })
    expect(JSON.parse(inbox.received[0]?.body ?? '{}')).toMatchObject({ type: 'webhook.test', livemode: false })

    await v1(sandbox.auth).arrivals.post({
      reservations: [reservation('W-1', 'Test', 'Close')],
    })
    const queued = t.db.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, companyId)).all()
    const matches = queued.filter((d) => d.event === 'arrival.match')
    expect(matches.map((d) => d.webhookId)).toEqual([webhook.id])
    expect(JSON.parse(matches[0]?.payload ?? '{}')).toMatchObject({
      livemode: false,
      data: { reservation_ref: 'W-1', group: 'close' },
    })
  })

  test('a sandbox holds at most a thousand arrivals: a batch over it is refused and nothing of it is stored; re-sending stored ones and deleting still work', async () => {
    const { test: sandbox, companyId } = await hotelWithBothKeys()
    const batch = (from: number, n: number) => ({
      reservations: Array.from({ length: n }, (_, i) => reservation(`F-${from + i}`, 'Anna', 'Muster')),
    })
    expect((await v1(sandbox.auth).arrivals.post(batch(0, MAX_BATCH))).status).toBe(200)
    expect((await v1(sandbox.auth).arrivals.post(batch(MAX_BATCH, MAX_SANDBOX_ARRIVALS - MAX_BATCH))).status).toBe(200)
    const held = () =>
      t.db.db.select().from(sandboxArrivals).where(eq(sandboxArrivals.companyId, companyId)).all().length
    expect(held()).toBe(MAX_SANDBOX_ARRIVALS)

    const over = await v1(sandbox.auth).arrivals.post(batch(MAX_SANDBOX_ARRIVALS - 1, 2))
    expect(over.status).toBe(429)
    expect(refusal(over)).toMatchObject({ code: 'RATE_LIMITED' })
    expect(held()).toBe(MAX_SANDBOX_ARRIVALS)
    expect(
      (
        await v1(sandbox.auth)
          .arrivals({ reservation_ref: `F-${MAX_SANDBOX_ARRIVALS}` })
          .get()
      ).status,
    ).toBe(404)

    // Stored reservations sent again take no room; a deleted one frees its place.
    expect((await v1(sandbox.auth).arrivals.post(batch(0, 10))).status).toBe(200)
    expect((await v1(sandbox.auth).arrivals({ reservation_ref: 'F-0' }).delete()).status).toBe(200)
    expect((await v1(sandbox.auth).arrivals.post(batch(MAX_SANDBOX_ARRIVALS, 1))).status).toBe(200)
    expect(held()).toBe(MAX_SANDBOX_ARRIVALS)
  })

  test('the sandbox keeps nothing past a stay even when the hotel never sends again: the retention job deletes it', async () => {
    const { test: sandbox, companyId } = await hotelWithBothKeys()
    const later = { check_in: addDays(today, 1), check_out: addDays(today, 9) }
    const sent = await v1(sandbox.auth).arrivals.post({
      reservations: [reservation('R-OVER', 'Anna', 'Muster'), reservation('R-LATER', 'Ben', 'Muster', later)],
    })
    expect(sent.status).toBe(200)
    const held = () =>
      t.db.db
        .select({ ref: sandboxArrivals.reservationRef })
        .from(sandboxArrivals)
        .where(eq(sandboxArrivals.companyId, companyId))
        .all()
        .map((r) => r.ref)
        .sort()
    // On the stay's last day nothing goes; the day after, the ended stay goes and the later one stays.
    deleteEndedSandboxArrivals(t.db.db, new Date(`${stay.check_out}T12:00:00Z`), 5000)
    expect(held()).toEqual(['R-LATER', 'R-OVER'])
    deleteEndedSandboxArrivals(t.db.db, new Date(`${addDays(stay.check_out, 1)}T12:00:00Z`), 5000)
    expect(held()).toEqual(['R-LATER'])
  })
})
