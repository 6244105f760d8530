// bun run bench:load (options below)
// Simulated members (each from its own address, behind TRUST_PROXY) with a realistic mix against the real server on a
// database seeded with approved reports: sign-in, search, count, report list, a report with two evidence files,
// profile, and one administrator moderating. Prints requests per second and p50/p95/p99 per route, errors (5xx and
// time-outs; 429s counted apart); afterwards runs integrity_check and audit:verify and checks that every report the
// server acknowledged (201) is stored. --soak=N runs N seconds and reports the server's memory growth after warm-up.
// --think=MS is a member's mean pause between two actions (uniform between half and one and a half times it): a
// receptionist reads an answer before the next click. --think=0 is the saturation run (every member fires its next
// request as soon as the last one is answered), which measures capacity, not the latency a person sees. --ramp=S
// starts the members at random moments within the first S seconds (10 by default; --ramp=0: all in the same second,
// 50 password hashes queued on 2 cores).
// Quotas (security review 3, finding 3) and search limits are raised by configuration: the bench measures the server,
// not the limits. A benchmark, not a test: it prints tables and exits (1 when a check fails).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { resolveAuditKey } from '~/modules/audit/public'
import { createTestAdmin, signIn as fixtureSignIn, jsonInit } from '~/modules/auth/testing'
import { listIndexEntries } from '~/modules/reports/queries'
import { createActiveMember, reportForm, reportParts, smallPng, tinyPdf } from '~/modules/reports/testing'
import { rebuildIndex } from '~/modules/search/rebuild'
import { ensureClientBuild } from '~/server/testing'
import { startTestServer } from '../../tests/support/server'
import { benchArgs, loadAverages } from './args'
import { reportSource } from './search-data'

const {
  members: MEMBERS,
  soak: SOAK,
  duration,
  reports: REPORTS,
  think: THINK_MS,
  ramp: RAMP_S,
} = benchArgs(
  'bun run bench:load [--members=50] [--duration=60] [--reports=100000] [--think=1000] [--ramp=10] [--soak=600]',
  { members: 50, duration: 60, reports: 100_000, think: 1000, ramp: 10, soak: 0 },
)
const SECONDS = SOAK || duration
const TIMEOUT_MS = 10_000
const HIGH = '1000000'

type Member = { email: string; password: string; ip: string; companyId: string; headers: Record<string, string> }

/** The seeded database: members with a running subscription, an administrator and REPORTS approved reports. */
async function seed(dataDir: string) {
  // The server's audit chain key, so the entries written here verify with it afterwards (as the CLI does).
  const handle = openDatabase(join(dataDir, 'knowyourguest.sqlite'))
  const deps = { db: handle.db, clock: systemClock, chainKey: resolveAuditKey(dataDir) }
  const members: Member[] = []
  for (let i = 0; i < MEMBERS; i++) {
    const { user, password } = await createActiveMember(deps, { email: `member${i}@bench.example` })
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
    members.push({ email: user.email, password, ip, companyId: user.companyId!, headers: {} })
  }
  const users = handle.sqlite.query<{ id: string; company_id: string }, []>('SELECT id, company_id FROM users').all()
  const authorOf = new Map(users.map((u) => [u.company_id, u.id]))
  const admin = await createTestAdmin(deps)
  const guest = handle.sqlite.prepare(
    `INSERT INTO guests (id, company_id, first_name, last_name, last_name_key, birth_date, nationality, city, zip_code, email, phone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const report = handle.sqlite.prepare(
    `INSERT INTO reports (id, guest_id, company_id, author_id, check_in, check_out, category, message,
       declaration_accepted_at, status, published_at, expires_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, '2025-03-01', '2025-03-04', 'unpaid_bill', 'Left without paying.', ?, 'approved', ?, ?, ?, ?)`,
  )
  const source = reportSource(42, REPORTS)
  const at = '2026-01-01T00:00:00.000Z'
  const guestNames: { first: string; last: string; birth: string }[] = []
  for (let page = source.next(5000), n = 0; page.length > 0; page = source.next(5000)) {
    handle.sqlite.transaction(() => {
      for (const entry of page) {
        const companyId = members[n++ % members.length]!.companyId
        const g = entry.guest
        const birth = /^\d{4}-\d{2}-\d{2}$/.test(g.birthDate ?? '') ? g.birthDate! : '1980-01-01'
        guest.run(
          entry.reportId,
          companyId,
          g.firstName ?? '',
          g.lastName ?? '',
          (g.lastName ?? '').toLowerCase(),
          birth,
          g.nationality ?? 'Switzerland',
          g.city ?? '',
          g.zipCode ?? '',
          g.email ?? '',
          g.phone ?? '',
        )
        report.run(
          entry.reportId,
          entry.reportId,
          companyId,
          authorOf.get(companyId)!,
          at,
          at,
          '2099-01-01T00:00:00.000Z',
          at,
          at,
        )
        if (guestNames.length < 2000 && n % 37 === 0)
          guestNames.push({ first: g.firstName ?? '', last: g.lastName ?? '', birth })
      }
    })()
  }
  await rebuildIndex(deps, ({ after, limit }) =>
    listIndexEntries({ db: handle.db }, { ...(after ? { after } : {}), limit }),
  )
  handle.close()
  return { members, admin: { email: admin.user.email, password: admin.password }, guestNames }
}

const times = new Map<string, number[]>()
const counts = { ok: 0, throttled: 0, errors: 0 }
const errorsByRoute = new Map<string, number>()
const throttledByRoute = new Map<string, number>()
const acknowledged: string[] = []

type Answer = { status: number; json: () => Record<string, unknown> }

/** One timed request; a 5xx or a time-out is an error, a 429 is counted apart. */
async function call(base: string, route: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now()
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
    const body = await res.arrayBuffer()
    const ms = performance.now() - started
    if (res.status === 429) {
      counts.throttled++
      throttledByRoute.set(route, (throttledByRoute.get(route) ?? 0) + 1)
    } else if (res.status >= 400) {
      counts.errors++
      errorsByRoute.set(`${route} ${res.status}`, (errorsByRoute.get(`${route} ${res.status}`) ?? 0) + 1)
    } else {
      counts.ok++
      const list = times.get(route) ?? []
      list.push(ms)
      times.set(route, list)
    }
    return { status: res.status, json: () => JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown> }
  } catch {
    counts.errors++
    errorsByRoute.set(`${route} time-out`, (errorsByRoute.get(`${route} time-out`) ?? 0) + 1)
    return { status: 0, json: () => ({}) }
  }
}

async function signIn(base: string, m: { email: string; password: string; ip?: string }) {
  const res = await call(
    base,
    'POST /api/user/login',
    '/api/user/login',
    jsonInit('POST', { email: m.email, password: m.password }, m.ip ? { 'x-forwarded-for': m.ip } : {}),
  )
  if (res.status !== 200) return null
  return { authorization: `Bearer ${res.json().token as string}`, ...(m.ip ? { 'x-forwarded-for': m.ip } : {}) }
}

await ensureClientBuild()
const dataDir = mkdtempSync(join(tmpdir(), 'kyg-bench-load-'))
const seedStarted = performance.now()
const { members, admin, guestNames } = await seed(dataDir)
const seedSeconds = (performance.now() - seedStarted) / 1000
const server = await startTestServer({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  TRUST_PROXY: 'true',
  SEARCH_LIMIT_PER_HOUR: HIGH,
  SEARCH_LIMIT_PER_DAY: HIGH,
  SEARCH_COUNT_LIMIT_PER_HOUR: HIGH,
  SEARCH_LIMIT_PER_HOUR_PER_HOTEL: HIGH,
  SEARCH_LIMIT_PER_DAY_PER_HOTEL: HIGH,
  SEARCH_COUNT_LIMIT_PER_HOUR_PER_HOTEL: HIGH,
  REPORTS_PER_HOUR_PER_USER: HIGH,
  REPORTS_PER_HOUR_PER_HOTEL: HIGH,
  EVIDENCE_MB_PER_DAY_PER_USER: HIGH,
  EVIDENCE_MB_PER_DAY_PER_HOTEL: HIGH,
  MIN_FREE_DISK_MB: '1',
})
const base = server.url
let failed = false
try {
  const png = await smallPng()
  const pdf = tinyPdf()
  const rss = async () =>
    Number(/VmRSS:\s+(\d+) kB/.exec(await Bun.file(`/proc/${server.pid}/status`).text())?.[1] ?? 0) / 1024
  const end = performance.now() + SECONDS * 1000
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!

  /** One member's session: mostly searches and reading, sometimes a new report, now and then a fresh sign-in. */
  async function member(m: Member) {
    await Bun.sleep(Math.random() * RAMP_S * 1000)
    let headers = await signIn(base, m)
    if (!headers) return
    while (performance.now() < end) {
      await think()
      const x = Math.random()
      const guest = pick(guestNames)
      const query = { first_name: guest.first, last_name: guest.last, birth_date: guest.birth }
      if (x < 0.35) await call(base, 'POST /api/search', '/api/search', jsonInit('POST', query, headers))
      else if (x < 0.5)
        await call(base, 'POST /api/search/count', '/api/search/count', jsonInit('POST', query, headers))
      else if (x < 0.7) {
        const list = await call(base, 'GET /api/reports/mine', '/api/reports/mine', { headers })
        const first = (list.json().items as { id: string }[] | undefined)?.[0]
        if (first) await call(base, 'GET /api/reports/:id', `/api/reports/${first.id}`, { headers })
      } else if (x < 0.93) await call(base, 'GET /api/user/get-current-user', '/api/user/get-current-user', { headers })
      else if (x < 0.98) {
        const files = [
          { name: 'door.png', bytes: png },
          { name: 'invoice.pdf', bytes: pdf },
        ]
        const res = await call(base, 'POST /api/reports (2 files)', '/api/reports', {
          method: 'POST',
          headers,
          body: reportForm(reportParts(), files),
        })
        if (res.status === 201) acknowledged.push((res.json().report as { id: string }).id)
      } else {
        headers = (await signIn(base, m)) ?? headers
      }
    }
  }

  /** A person's pause before the next action (none in the saturation run). */
  const think = () => (THINK_MS > 0 ? Bun.sleep(THINK_MS * (0.5 + Math.random())) : undefined)

  /** The administrator (with a second factor, as every admin): the moderation queue, a report, and a decision. */
  async function moderator() {
    const request = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init)
    const headers = (await fixtureSignIn(request, admin.email, admin.password).catch(() => null))?.bearer
    if (!headers) {
      counts.errors++
      errorsByRoute.set('admin sign-in', 1)
      return
    }
    while (performance.now() < end) {
      await think()
      const queue = await call(base, 'GET /api/admin/reports', '/api/admin/reports?status=pending', { headers })
      const next = (queue.json().items as { id: string }[] | undefined)?.[0]
      if (!next) {
        await Bun.sleep(200)
        continue
      }
      await call(base, 'GET /api/admin/reports/:id', `/api/admin/reports/${next.id}`, { headers })
      await call(
        base,
        'POST /api/admin/reports/:id/approve',
        `/api/admin/reports/${next.id}/approve`,
        jsonInit('POST', {}, headers),
      )
    }
  }

  const samples: { at: number; mb: number }[] = []
  const startedAt = performance.now()
  const sampler = (async () => {
    while (performance.now() < end) {
      samples.push({ at: (performance.now() - startedAt) / 1000, mb: await rss() })
      await Bun.sleep(SOAK ? 5000 : 1000)
    }
  })()
  console.log(`seeded ${REPORTS} reports and ${MEMBERS} members in ${seedSeconds.toFixed(0)} s; load ${loadAverages()}`)
  await Promise.all([...members.map(member), moderator(), sampler])
  const seconds = (performance.now() - startedAt) / 1000

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  const total = [...times.values()].reduce((n, l) => n + l.length, 0)
  console.log(
    `\nLoad: ${MEMBERS} members + 1 admin, ${THINK_MS ? `${THINK_MS} ms mean think time` : 'no think time (saturation)'}, ${RAMP_S} s ramp-up, ${seconds.toFixed(0)} s, ${REPORTS} approved reports; load after ${loadAverages()}\n`,
  )
  console.log('| route                              | requests |   req/s |   p50 ms |   p95 ms |   p99 ms |')
  console.log('|------------------------------------|---------:|--------:|---------:|---------:|---------:|')
  for (const [route, list] of [...times.entries()].sort()) {
    const sorted = [...list].sort((a, b) => a - b)
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(8))
    console.log(
      `| ${route.padEnd(34)} | ${String(list.length).padStart(8)} | ${(list.length / seconds).toFixed(1).padStart(7)} | ${p50} | ${p95} | ${p99} |`,
    )
  }
  console.log(
    `\nall: ${(total / seconds).toFixed(1)} req/s; errors (4xx/5xx other than 429, time-outs) ${counts.errors}; 429 ${counts.throttled}`,
  )
  for (const [what, n] of errorsByRoute) console.log(`  error ${what}: ${n}`)
  for (const [what, n] of throttledByRoute) console.log(`  429 ${what}: ${n}`)
  if (samples.length > 2) {
    const warm = samples.find((s) => s.at >= Math.min(60, SECONDS / 5)) ?? samples[0]!
    const last = samples.at(-1)!
    const mid = samples.find((s) => s.at >= (warm.at + last.at) / 2) ?? last
    const growth = ((last.mb - warm.mb) / warm.mb) * 100
    const secondHalf = ((last.mb - mid.mb) / mid.mb) * 100
    console.log(
      `server memory: ${warm.mb.toFixed(0)} MB after warm-up (${warm.at.toFixed(0)} s), ${mid.mb.toFixed(0)} MB at ${mid.at.toFixed(0)} s, ${last.mb.toFixed(0)} MB at the end: ${growth.toFixed(1)} % (second half ${secondHalf.toFixed(1)} %)${SOAK ? (growth <= 20 ? ' (goal ≤ 20 %: met)' : ' (goal ≤ 20 %: NOT met)') : ''}`,
    )
    const peak = Math.max(...samples.map((s) => s.mb))
    console.log(
      `server memory samples (MB): ${samples
        .filter((_, i) => i % Math.max(1, Math.floor(samples.length / 12)) === 0)
        .map((s) => `${s.at.toFixed(0)} s ${s.mb.toFixed(0)}`)
        .join(', ')}; peak ${peak.toFixed(0)}`,
    )
  }
  failed = counts.errors > 0
} finally {
  await server.stop()
}

// After the run: the database is whole, the audit chain verifies, and every acknowledged report is there.
const handle = openDatabase(join(dataDir, 'knowyourguest.sqlite'))
const integrity = handle.sqlite.query<{ integrity_check: string }, []>('PRAGMA integrity_check').get()?.integrity_check
const stored = new Set(
  handle.sqlite
    .query<{ id: string }, []>("SELECT id FROM reports WHERE created_at > '2026-01-02'")
    .all()
    .map((r) => r.id),
)
handle.close()
const missing = acknowledged.filter((id) => !stored.has(id))
const verify = Bun.spawnSync(['bun', 'src/cli/main.ts', 'audit:verify'], {
  cwd: join(import.meta.dir, '../..'),
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
})
console.log(`integrity_check: ${integrity}`)
console.log(
  `audit:verify: ${verify.exitCode === 0 ? 'ok' : 'FAILED'} ${verify.stdout.toString().trim().split('\n').at(-1)}`,
)
console.log(`acknowledged reports: ${acknowledged.length}, missing after the run: ${missing.length}`)
rmSync(dataDir, { recursive: true, force: true })
if (failed || integrity !== 'ok' || verify.exitCode !== 0 || missing.length > 0) process.exit(1)
