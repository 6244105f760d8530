// bun run bench:admin: the admin console's lists with 10,000 hotels (issue 11, ADR 130). Seeds a database file in a
// temp DATA_DIR (hotels, accounts, subscriptions, registration payments), then times each list RUNS times through
// its service function and through its HTTP route (app.handle, signed in as an admin: guard, validation, JSON), and
// prints p50/p95/p99 in milliseconds. A benchmark, not a test: it prints a table and exits.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { loadConfig } from '~/kernel/config'
import { createLogger } from '~/kernel/log'
import { listApplications, listMembers } from '~/modules/admin/hotels'
import { paymentList, transfersWaiting } from '~/modules/admin/payments'
import { listRequests } from '~/modules/admin/requests'
import { resolveAuditKey } from '~/modules/audit/public'
import { createTestAdmin, signIn } from '~/modules/auth/testing'
import { createApp } from '~/server/app'
import { readManifest } from '~/server/assets'
import { ensureClientBuild } from '~/server/testing'
import { seedHotels } from '../seed-hotels'

const HOTELS = Number(process.env.BENCH_HOTELS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)

await ensureClientBuild()
const dataDir = mkdtempSync(join(tmpdir(), 'kyg-bench-admin-'))
try {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  const db = openDatabase(join(dataDir, 'knowyourguest.sqlite'))
  const seeded = performance.now()
  seedHotels(db.sqlite, HOTELS)
  const seedMs = performance.now() - seeded
  const chainKey = resolveAuditKey(dataDir)
  const admin = await createTestAdmin({ db: db.db, clock: systemClock, chainKey })
  const app = createApp({
    config,
    db,
    log: createLogger('error', {}, () => {}),
    clock: systemClock,
    chainKey,
    sessionSecret: 'bench-secret-'.padEnd(64, 'x'),
    manifest: readManifest(),
  })
  const request = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost${path}`, init))
  const { cookie } = await signIn(request, admin.user.email, admin.password)
  const deps = { db: db.db, clock: systemClock, chainKey, reports: { ofHotel: () => [] } as never }

  // A cursor about half-way down the list: the 200th page of 25.
  let middle: string | undefined
  for (let page = 0, after: string | undefined; page < 200; page++) {
    after = listMembers(deps, { after }).next ?? undefined
    middle = after
  }
  const cursor = encodeURIComponent(middle ?? '')

  const cases: [string, () => unknown, string][] = [
    ['members, first page', () => listMembers(deps, {}), '/api/admin/hotels/members'],
    [
      'members, page 201 by cursor',
      () => listMembers(deps, { after: middle }),
      `/api/admin/hotels/members?after=${cursor}`,
    ],
    ['search by name (1 match)', () => listMembers(deps, { q: 'seed04242' }), '/api/admin/hotels/members?q=seed04242'],
    [
      'search by e-mail (1 match)',
      () => listMembers(deps, { q: 'hotel04242@seed' }),
      '/api/admin/hotels/members?q=hotel04242%40seed',
    ],
    ['search by city (1 in 8)', () => listMembers(deps, { q: 'lugano' }), '/api/admin/hotels/members?q=lugano'],
    ['search, no match', () => listMembers(deps, { q: 'nowhere' }), '/api/admin/hotels/members?q=nowhere'],
    ['search matching every hotel', () => listMembers(deps, { q: 'seed' }), '/api/admin/hotels/members?q=seed'],
    ['search of 2 letters, no match', () => listMembers(deps, { q: 'zz' }), '/api/admin/hotels/members?q=zz'],
    ['status pending', () => listMembers(deps, { status: 'pending' }), '/api/admin/hotels/members?status=pending'],
    [
      'status suspended',
      () => listMembers(deps, { status: 'suspended' }),
      '/api/admin/hotels/members?status=suspended',
    ],
    ['status closed', () => listMembers(deps, { status: 'closed' }), '/api/admin/hotels/members?status=closed'],
    ['pending hotels (20, with documents)', () => listApplications(deps), '/api/admin/hotels/applications'],
    ['transfers waiting (50)', () => transfersWaiting(deps), '/api/admin/payments/transfers'],
    ['payments, all (50)', () => paymentList(deps, {}), '/api/admin/payments'],
    ['payments, card (50)', () => paymentList(deps, { kind: 'card' }), '/api/admin/payments?kind=card'],
    ['payments, transfer (50)', () => paymentList(deps, { kind: 'transfer' }), '/api/admin/payments?kind=transfer'],
    ['data requests', () => listRequests(deps), '/api/admin/requests'],
  ]

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
  const stats = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b)
    return [50, 95, 99].map((p) => percentile(sorted, p).toFixed(2).padStart(6))
  }
  async function time(run: () => unknown): Promise<number[]> {
    for (let i = 0; i < 5; i++) await run() // warm-up
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      await run()
      times.push(performance.now() - started)
    }
    return times
  }

  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
  console.log(
    `\nAdmin lists: ${HOTELS} hotels (seeded in ${Math.round(seedMs)} ms), ${RUNS} runs each, ms; load ${load}\n`,
  )
  console.log('| list                                 | service p50 |    p95 |    p99 | HTTP p50 |    p95 |    p99 |')
  console.log('|--------------------------------------|------------:|-------:|-------:|---------:|-------:|-------:|')
  for (const [name, service, path] of cases) {
    const res = await request(path, { headers: { cookie } })
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
    const direct = stats(await time(service))
    const http = stats(
      await time(async () => {
        const r = await request(path, { headers: { cookie } })
        await r.arrayBuffer()
      }),
    )
    console.log(
      `| ${name.padEnd(36)} | ${direct[0]!.padStart(11)} | ${direct[1]} | ${direct[2]} | ${http[0]!.padStart(8)} | ${http[1]} | ${http[2]} |`,
    )
  }
  console.log(
    `\nload after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  db.close()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
