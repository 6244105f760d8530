import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { fixedClock } from '~/kernel/clock'
import type { ARRIVAL_COLUMNS } from '~/lib/arrival-fields'
import { addDays, zurichDay } from '~/lib/dates'
import { arrivalKeys, arrivals } from '~/modules/arrivals/schema'
import { addArrivals, type BatchRow } from '~/modules/arrivals/service'
import { rematchApprovedReport, type WatchDeps } from '~/modules/arrivals/watch'
import { TEST_CHAIN_KEY } from '~/modules/audit/testing'
import { createSearchLimiter } from '~/modules/search/limits'
import { type GuestFields, leftOutOfRematch } from '~/modules/search/public'
import { rebuildIndex } from '~/modules/search/rebuild'
import { createReportProbes } from '~/modules/search/report-probes'
import { watchGuest } from '~/modules/search/screening'
import { benchArgs, loadAverage, ms, printLoadAtStart } from './args'
import { householdReports, person, reportSource, rng } from './search-data'
import { percentile } from './search-eval'

// bun run bench:arrivals (options below)
// At `reports` reports in the search index: the time to add and match a batch of 500 arrivals (the goal is 3 s), and
// the time to re-match one newly approved report against `watched` watched arrivals (the goal is a p95 of 50 ms), as
// an approval does it (an index look-up on arrival_keys, then scoring). See ADR 210 and docs/performance.md.

const {
  reports: reportsWanted,
  watched: watchedWanted,
  batches,
  rematches,
  seed,
} = benchArgs(
  'bun run bench:arrivals [--reports=1000000] [--watched=100000] [--batches=5] [--rematches=400] [--seed=42]',
  { reports: 1_000_000, watched: 100_000, batches: 5, rematches: 400, seed: 42 },
)
printLoadAtStart()

const dir = mkdtempSync(join(tmpdir(), 'kyg-bench-arrivals-'))
const handle = openDatabase(join(dir, 'bench.db'))
const clock = fixedClock(new Date())
const today = zurichDay(clock.now())
const COMPANY = 'bench-arrivals-hotel'

try {
  let t = performance.now()
  const source = reportSource(seed, reportsWanted)
  const built = await rebuildIndex({ db: handle.db, clock }, ({ limit }) => source.next(limit), { pageSize: 10_000 })
  console.log(
    `search index: ${built.entries} reports, ${built.keys} keys, built in ${((performance.now() - t) / 1000).toFixed(0)} s`,
  )
  const households = source.households
  const now = clock.now().toISOString()
  handle.sqlite.run(
    `INSERT INTO companies (id, company_name, street_name, building_no, zip_code, city, country, stars, created_at, updated_at)
     VALUES ('${COMPANY}', 'Bench Hotel', 'Seestrasse', '1', '8002', 'Zürich', 'Switzerland', 4, '${now}', '${now}')`,
  )

  // Guests as a booking list has them: a person of the generator (some of whom have reports), names as typed.
  const r = rng(seed + 7)
  const guestAt = (i: number): GuestFields => {
    const p = person(seed, r.int(households), 0)
    return {
      firstName: p.firstName,
      lastName: p.lastName,
      birthDate: i % 10 === 0 ? '' : p.birthDate,
      nationality: p.nationality,
    }
  }
  const row = (i: number, g: GuestFields): BatchRow => ({
    row: i + 2,
    fields: {
      first_name: g.firstName,
      last_name: g.lastName,
      birth_date: g.birthDate,
      nationality: g.nationality,
      check_in: addDays(today, 1 + (i % 7)),
      check_out: addDays(today, 3 + (i % 7)),
    },
  })
  const deps = {
    db: handle.db,
    clock,
    chainKey: TEST_CHAIN_KEY,
    // The search's birth-date allowances as the server wires them (ADRs 242, 326): each batch is planned and kept.
    search: {
      db: handle.db,
      clock,
      chainKey: TEST_CHAIN_KEY,
      auditKey: TEST_CHAIN_KEY,
      summaries: () => [],
      limiter: createSearchLimiter({ perHour: 60, perDay: 300, countPerHour: 300 }, clock),
    },
    config: { ARRIVALS_DAILY_LIMIT: 1_000_000_000 },
  }
  const actor = {
    userId: 'bench-user',
    companyId: COMPANY,
    actor: { type: 'user' as const, id: 'bench-user', ip: 'bench' },
  }
  const batchTimes: number[] = []
  const batchCpu: number[] = []
  const cpu = () => {
    const u = process.cpuUsage()
    return (u.user + u.system) / 1000
  }
  let flagged = 0
  for (let b = 0; b < batches + 1; b++) {
    const rows = Array.from({ length: 500 }, (_, i) => row(i, guestAt(i)))
    t = performance.now()
    const c = cpu()
    const answer = addArrivals(deps, actor, rows, 'api')
    // The first batch warms the page cache and the prepared statements.
    if (b > 0) {
      batchTimes.push(performance.now() - t)
      batchCpu.push(cpu() - c)
    }
    flagged += answer.flagged
  }
  console.log(
    `add and match a batch of 500 at ${built.entries} reports: median ${ms(percentile(batchTimes, 50))} ms, ` +
      `max ${ms(Math.max(...batchTimes))} ms (CPU median ${ms(percentile(batchCpu, 50))} ms) over ${batches} batches ` +
      `(${flagged} flagged in all; goal ≤ 3000 ms)`,
  )

  // Watched arrivals up to `watched`, filed as addArrivals files them (without matching each: not what is timed).
  t = performance.now()
  const countArrivals = () => handle.sqlite.query<{ n: number }, []>('SELECT count(*) AS n FROM arrivals').get()?.n ?? 0
  let watched = countArrivals()
  handle.db.transaction((tx) => {
    for (let i = watched; i < watchedWanted; i++) {
      const g = guestAt(i)
      const w = watchGuest(g, clock.now())
      const f = row(i, g).fields as Record<(typeof ARRIVAL_COLUMNS)[number], string>
      const inserted = tx
        .insert(arrivals)
        .values({
          id: `bench-arrival-${i}`,
          companyId: COMPANY,
          createdBy: 'bench-user',
          firstName: f.first_name,
          lastName: f.last_name,
          birthDate: f.birth_date,
          nationality: f.nationality,
          checkIn: f.check_in,
          checkOut: f.check_out,
          watchUntil: addDays(f.check_out, 1),
          guest: w.guest,
          matchGroup: 'none',
          source: 'api',
          createdAt: now,
        })
        .returning({ seq: arrivals.seq })
        .get()
      const keys = [...new Set(w.keys)]
      tx.insert(arrivalKeys)
        .values(keys.map((key) => ({ key, arrival: inserted.seq })))
        .onConflictDoNothing()
        .run()
    }
  })
  watched = countArrivals()
  console.log(`watched arrivals: ${watched}, filed in ${((performance.now() - t) / 1000).toFixed(0)} s`)
  handle.sqlite.run('ANALYZE')

  // Re-match approved reports of the index, as an approval does inside its transaction.
  const watchDeps = {
    db: handle.db,
    clock,
    chainKey: TEST_CHAIN_KEY,
    config: { BASE_URL: 'http://localhost', CONTACT_EMAIL: 'bench@example.ch' },
    recipients: () => [],
    // The per-report allowance, as the server counts a re-match's watched arrivals (ADR 326).
    leftOut: ((deps, report, watchers) =>
      leftOutOfRematch(
        { ...deps, chainKey: TEST_CHAIN_KEY, auditKey: TEST_CHAIN_KEY, reportDates: createReportProbes(clock) },
        report,
        watchers,
      )) satisfies WatchDeps['leftOut'],
  }
  const times: number[] = []
  const cpuTimes: number[] = []
  let alerts = 0
  for (let i = 0; i < rematches + 20; i++) {
    const report = householdReports(seed, r.int(households)).find((e) => e.status === 'approved')
    if (!report) continue
    t = performance.now()
    const c = cpu()
    handle.db.transaction((tx) => {
      alerts += rematchApprovedReport({ ...watchDeps, db: tx }, report).alerts
    })
    if (i >= 20) {
      times.push(performance.now() - t)
      cpuTimes.push(cpu() - c)
    }
  }
  console.log(
    `re-match one approved report against ${watched} watched arrivals: p50 ${ms(percentile(times, 50))} ms, ` +
      `p95 ${ms(percentile(times, 95))} ms, max ${ms(Math.max(...times))} ms (CPU p50 ${ms(percentile(cpuTimes, 50))} ms, ` +
      `p95 ${ms(percentile(cpuTimes, 95))} ms) over ${times.length} reports ` +
      `(${alerts} alerts; goal p95 ≤ 50 ms)`,
  )
  console.log(`machine load average at the end: ${loadAverage()}`)
} finally {
  handle.close()
  rmSync(dir, { recursive: true, force: true })
}
