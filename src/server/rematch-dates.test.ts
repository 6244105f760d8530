// The per-report birth-date allowance on the alert path (ADR 326): before a report is approved nothing is counted
// (it is not in the index yet), so a hotel could watch arrivals "Xaver Müller", "Yves Müller", … each with three dates
// of its own (ADR 242) covering a year, and the re-match at approval alerted exactly the arrival with the guest's date.
// The re-match now counts each hotel's watched arrivals that reach the report, in order and right date or wrong,
// against the report's allowance: over it, no alert.
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { addDays, zurichDay } from '~/lib/dates'
import { arrivalAlerts, arrivals } from '~/modules/arrivals/schema'
import { approveReport, signedInAdmin, signedInHotelWithKey, writeReport } from '~/modules/arrivals/testing'
import { auditLog } from '~/modules/audit/schema'
import { jsonInit } from '~/modules/auth/testing'
import { DATES_PER_REPORT_YEAR } from '~/modules/search/report-probes'
import { reportDateTries } from '~/modules/search/schema'
import { createTestApp } from './testing'

type App = Awaited<ReturnType<typeof createTestApp>>
type Guest = { first_name: string; last_name: string; birth_date: string }
const today = zurichDay(new Date())
const stay = { check_in: addDays(today, 1), check_out: addDays(today, 3) }
const RIGHT = '1975-05-17'

/** Watched arrivals, one batch through /api/v1 in this order; what each was answered (none while nothing is approved). */
async function watch(app: App, hotel: Awaited<ReturnType<typeof signedInHotelWithKey>>, guests: Guest[], ref: string) {
  const res = await app.request(
    '/api/v1/arrivals',
    jsonInit(
      'POST',
      { reservations: guests.map((g, i) => ({ ...g, ...stay, reservation_ref: `${ref}${i}` })) },
      hotel.api,
    ),
  )
  expect(res.status).toBe(200)
  return ((await res.json()) as { arrivals: { group: string }[] }).arrivals.map((a) => a.group)
}

/**
 * The attack: eight first names with the surname, three dates each (within each name's allowance), 24 dates of the
 * guest's birth year; the right date at position `at` of the order, the others wrong.
 */
function flood(at: number): Guest[] {
  const names = ['Xaver', 'Yves', 'Zora', 'Walter', 'Viktor', 'Ulrich', 'Theo', 'Sabine']
  const dates = Array.from(
    { length: 24 },
    (_, i) => `1975-0${1 + Math.floor(i / 8)}-${String(1 + (i % 8)).padStart(2, '0')}`,
  )
  dates[at] = RIGHT
  return dates.map((birth_date, i) => ({
    first_name: names[Math.floor(i / 3)] as string,
    last_name: 'Müller',
    birth_date,
  }))
}

/** A fresh app, a pending "Hans Müller" report of one hotel, and the admin to approve it later. */
async function setUp() {
  const app = await createTestApp({}, { pages: false })
  const writer = await signedInHotelWithKey(app)
  const admin = await signedInAdmin(app)
  const reportId = await writeReport(app, writer.headers, {
    first_name: 'Hans',
    last_name: 'Müller',
    birth_date: RIGHT,
  })
  return { app, writer, admin, reportId }
}

/** The birth dates of a hotel's alerted arrivals. */
const alertedDates = (app: App, companyId: string) =>
  app.db.db
    .select({ birthDate: arrivals.birthDate })
    .from(arrivalAlerts)
    .innerJoin(arrivals, eq(arrivals.id, arrivalAlerts.arrivalId))
    .where(eq(arrivalAlerts.companyId, companyId))
    .all()
    .map((r) => r.birthDate)

const probesOf = (app: App, companyId: string) =>
  app.db.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, companyId))
    .all()
    .filter((e) => e.action === 'search.birth_date_probe')
    .map((e) => JSON.parse(e.details ?? '{}') as Record<string, unknown>)

const triesOf = (app: App, companyId: string) =>
  app.db.db.select().from(reportDateTries).where(eq(reportDateTries.companyId, companyId)).all().length

describe('a report approved later counts the watched arrivals it re-matches against its allowance (ADR 326)', () => {
  test('name variants × dates watched before the approval alert nothing once over the allowance, whichever date is right', async () => {
    const late = await setUp()
    const attacker = await signedInHotelWithKey(late.app)
    const answered = await watch(late.app, attacker, flood(20), 'L')
    expect(answered).toEqual(answered.map(() => 'none'))
    await approveReport(late.app, late.admin, late.reportId)
    expect(alertedDates(late.app, attacker.companyId)).toEqual([])
    // The operator sees the probe (the report as a keyed hash), and the dates counted are kept like any channel's.
    expect(probesOf(late.app, attacker.companyId)).toContainEqual(
      expect.objectContaining({
        channel: 'alerts',
        report: expect.any(String),
        reportDatesAnswered: DATES_PER_REPORT_YEAR,
      }),
    )
    const lateTries = triesOf(late.app, attacker.companyId)
    expect(lateTries).toBe(2 * DATES_PER_REPORT_YEAR)

    // The right date early in the order is within the allowance: its alert is given, and the same dates are counted.
    const early = await setUp()
    const other = await signedInHotelWithKey(early.app)
    await watch(early.app, other, flood(2), 'E')
    await approveReport(early.app, early.admin, early.reportId)
    expect(alertedDates(early.app, other.companyId)).toEqual([RIGHT])
    expect(triesOf(early.app, other.companyId)).toBe(lateTries)
  }, 60_000)

  test('a hotel with a few ordinary guests of the surname still gets its alert, its allowance apart from the attacker’s', async () => {
    const { app, admin, reportId } = await setUp()
    const attacker = await signedInHotelWithKey(app)
    await watch(app, attacker, flood(20), 'A')
    const ordinary = await signedInHotelWithKey(app)
    await watch(
      app,
      ordinary,
      [
        { first_name: 'Anna', last_name: 'Müller', birth_date: '1980-03-03' },
        { first_name: 'Peter', last_name: 'Müller', birth_date: '1962-11-30' },
        { first_name: 'Hans', last_name: 'Müller', birth_date: RIGHT },
      ],
      'O',
    )
    await approveReport(app, admin, reportId)
    expect(alertedDates(app, attacker.companyId)).toEqual([])
    expect(alertedDates(app, ordinary.companyId)).toEqual([RIGHT])
    expect(probesOf(app, ordinary.companyId)).toEqual([])
  }, 60_000)

  test('the reporting hotel’s own watched arrivals are not counted against its own report', async () => {
    const { app, writer, admin, reportId } = await setUp()
    await watch(app, writer, flood(20), 'W')
    await approveReport(app, admin, reportId)
    expect(alertedDates(app, writer.companyId)).toEqual([RIGHT])
    expect(triesOf(app, writer.companyId)).toBe(0)
  }, 60_000)
})
