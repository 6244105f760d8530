import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { fixedClock } from '~/kernel/clock'
import { createBirthDateProbes, forgetBirthDateTries } from './birth-date-probes'
import { guestForm, storedGuest } from './guest'
import { applyIndexChange } from './index-store'
import { reachableReports } from './reach'
import { createReportProbes, DATES_PER_REPORT, DATES_PER_REPORT_YEAR } from './report-probes'
import { birthDateProbeAudits, reportDateTries } from './schema'

const DAY = 86_400_000
const NOW = '2026-11-29T10:00:00.000Z'
const ask = (firstName: string, lastName: string, birthDate: string) =>
  guestForm(storedGuest({ firstName, lastName, birthDate }, new Date(NOW)))

function indexed() {
  const { db } = createTestDb()
  const clock = fixedClock(NOW)
  const report = (reportId: string, companyId: string, firstName: string, lastName: string, birthDate: string) =>
    applyIndexChange(
      { db, clock },
      {
        reportId,
        entry: { reportId, companyId, status: 'approved', expiresAt: null, guest: { firstName, lastName, birthDate } },
      },
    )
  report('mueller', 'writer', 'Hans', 'Müller', '1975-05-17')
  report('pfeffer', 'writer', 'Paula', 'Pfeffer', '1968-02-11')
  report('own', 'hotel-a', 'Hans', 'Müller', '1975-05-17')
  report('undated', 'writer', 'Hans', 'Müller', '')
  return { db, clock }
}

describe('the birth-date allowance per report (ADR 326)', () => {
  test('Xaver Müller, an empty first name, Hans Müllek, Johann Mueller and the names swapped all reach the one Hans Müller report, whatever their date', () => {
    const { db, clock } = indexed()
    // A wrong date reaches it as much as the right one; the hotel's own report and a report without a date do not.
    for (const [first, last] of [
      ['Xaver', 'Müller'],
      ['', 'Müller'],
      ['Hans', 'Müllek'],
      ['Johann', 'Mueller'],
      ['Müller', 'Hans'],
    ] as const)
      for (const date of ['1975-05-17', '2001-09-30'])
        expect(reachableReports({ db, clock }, 'hotel-a', ask(first, last, date))).toEqual(['mueller'])
    expect(reachableReports({ db, clock }, 'hotel-a', ask('Paula', 'Pfeffer', '1990-01-01'))).toEqual(['pfeffer'])
    expect(reachableReports({ db, clock }, 'hotel-a', ask('Zora', 'Zwielicht', '1975-05-17'))).toEqual([])
  })

  test('each report answers a hotel for 5 different dates of one birth year in 30 days, whatever the names that brought them; then it is left out, and a date already answered is answered again', () => {
    const { db, clock } = indexed()
    const probes = createReportProbes(clock)
    const deps = { db, auditKey: 'k' }
    const variants = [
      ask('Xaver', 'Müller', '1975-01-01'),
      ask('', 'Müller', '1975-01-02'),
      ask('Hans', 'Müllek', '1975-01-03'),
      ask('Johann', 'Mueller', '1975-01-04'),
      ask('Müller', 'Hans', '1975-01-05'),
      ask('Anna', 'Müller', '1975-05-17'),
      ask('Xaver', 'Müller', '1975-01-01'),
      ask('Paula', 'Pfeffer', '1968-02-11'),
      null,
    ]
    expect(DATES_PER_REPORT_YEAR).toBe(5)
    const plan = probes.plan(deps, 'hotel-a', variants)
    expect(plan.hidden.map((h) => [...h])).toEqual([[], [], [], [], [], ['mueller'], [], [], []])
    expect(plan.probes).toEqual([{ reportKey: expect.any(String), answered: 5, suppressed: 1 }])
    expect(probes.toReport(db, 'hotel-a', plan)).toHaveLength(1)
    expect(probes.toReport(db, 'hotel-a', plan)).toHaveLength(0)
    probes.keep(db, 'hotel-a', plan)
    const again = (a: ReturnType<typeof ask>, companyId = 'hotel-a') => [
      ...(probes.plan(deps, companyId, [a]).hidden[0] ?? []),
    ]
    expect(again(ask('Hans', 'Müller', '1975-05-17'))).toEqual(['mueller'])
    expect(again(ask('Hans', 'Müller', '1975-01-03'))).toEqual([])
    // Another hotel has its own allowance.
    expect(again(ask('Hans', 'Müller', '1975-05-17'), 'hotel-b')).toEqual([])
    // 31 days later the dates have left the window, and the retention job forgets them.
    clock.advance(31 * DAY)
    expect(again(ask('Hans', 'Müller', '1975-05-17'))).toEqual([])
    // Each answered date is kept twice: for the report, and for the report and its birth year.
    const rows = db.select().from(reportDateTries).all()
    expect(rows).toHaveLength(12)
    // Keyed hashes only: no report id, name or date.
    expect(JSON.stringify(rows)).not.toMatch(/mueller|müller|pfeffer|1975|1968|hans/i)
    expect(forgetBirthDateTries(db, clock.now())).toBe(12)
  })

  test('and 30 different dates in all: spread over the years, the 31st date is left out whatever its year', () => {
    const { db, clock } = indexed()
    const probes = createReportProbes(clock)
    expect(DATES_PER_REPORT).toBe(30)
    const asks = []
    for (let year = 1960; year < 1966; year++)
      for (let day = 1; day <= 5; day++) asks.push(ask('Xaver', 'Müller', `${year}-03-0${day}`))
    asks.push(ask('Xaver', 'Müller', '1975-05-17'), ask('Xaver', 'Müller', '1960-03-01'))
    const plan = probes.plan({ db, auditKey: 'k' }, 'hotel-a', asks)
    expect(plan.hidden.map((h) => h.size)).toEqual([...Array(30).fill(0), 1, 0])
    expect(plan.probes).toEqual([{ reportKey: expect.any(String), answered: 30, suppressed: 1 }])
  })

  test('the server, the jobs process and the CLI audit a probe once a day together: the memory is in the database, and the retention job forgets the days before', () => {
    const { db, clock } = indexed()
    const deps = { db, auditKey: 'k' }
    // Each process builds its own allowances (the server's search, the jobs' and the CLI's re-match hooks).
    const [server, jobs, cli] = [createReportProbes(clock), createReportProbes(clock), createReportProbes(clock)]
    const names = createBirthDateProbes(clock)
    const asks = Array.from({ length: 6 }, (_, i) => ask('Xaver', 'Müller', `1975-01-0${i + 1}`))
    const plan = server.plan(deps, 'hotel-a', asks)
    expect(plan.probes).toHaveLength(1)
    expect(server.toReport(db, 'hotel-a', plan)).toHaveLength(1)
    expect(jobs.toReport(db, 'hotel-a', plan)).toHaveLength(0)
    expect(cli.toReport(db, 'hotel-a', plan)).toHaveLength(0)
    // Another hotel's probe of the same report is its own; a name's probe is apart from a report's.
    expect(jobs.toReport(db, 'hotel-b', plan)).toHaveLength(1)
    const byName = names.plan(
      deps,
      'hotel-a',
      [1, 2, 3, 4].map((d) => ask('Xaver', 'Müller', `1975-01-0${d}`)),
    )
    expect(names.toReport(db, 'hotel-a', byName)).toHaveLength(1)
    expect(createBirthDateProbes(clock).toReport(db, 'hotel-a', byName)).toHaveLength(0)
    // Keyed hashes only.
    const rows = db.select().from(birthDateProbeAudits).all()
    expect(rows).toHaveLength(3)
    expect(JSON.stringify(rows)).not.toMatch(/mueller|müller|xaver|1975/i)
    // The next day it is audited again, once; the retention job forgets yesterday's memory.
    clock.advance(DAY)
    expect(cli.toReport(db, 'hotel-a', plan)).toHaveLength(1)
    expect(server.toReport(db, 'hotel-a', plan)).toHaveLength(0)
    forgetBirthDateTries(db, clock.now())
    expect(db.select().from(birthDateProbeAudits).all()).toHaveLength(1)
  })
})
