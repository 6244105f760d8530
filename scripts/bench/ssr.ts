// bun run bench:ssr: requests/s, p50 and p99 of server-rendered pages against a static file of the same byte size
// served by the same server, the server's memory after the run, and the cold start to the first /healthz 200.
// A benchmark, not a test: it prints a table and exits. BENCH_SECONDS, BENCH_WARM_UP_SECONDS and BENCH_CONNECTIONS
// tune it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawn } from 'bun'
import { ASSETS_DIR } from '~/server/build-client'
import { createMembers } from '../../tests/support/accounts'
import { startTestServer } from '../../tests/support/server'

const ROOT = join(import.meta.dir, '../..')
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)

// As `bun run start` runs it (package.json): React's production build on the server.
const START_ENV = { NODE_ENV: 'production' }

type Result = { rps: number; p50: number; p99: number; requests: number; errors: number; cpuMs: number }

/** The server process's CPU time so far (user + system, all threads), in ms, from /proc (USER_HZ is 100 on Linux). */
const serverCpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * Time from spawning `bun src/server/main.ts` (bundle built) to the first 200 on /healthz, on `dataDir`: the first
 * start on an empty directory (migrations, keys, catch-up jobs), then restarts on the same data.
 */
async function coldStartMs(dataDir: string): Promise<number> {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port
  probe.stop(true)
  const started = performance.now()
  const proc = spawn(['bun', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...START_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdout: 'ignore',
    stderr: 'ignore',
  })
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`)
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return performance.now() - started
      } catch {}
      if (performance.now() - started > 30_000) throw new Error('no /healthz 200 within 30 s')
      await Bun.sleep(2)
    }
  } finally {
    proc.kill('SIGTERM')
    await proc.exited
  }
}

const loadAtStart = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ')
const coldDir = mkdtempSync(join(tmpdir(), 'kyg-cold-'))
const coldFresh = await coldStartMs(coldDir)
const restarts = [await coldStartMs(coldDir), await coldStartMs(coldDir), await coldStartMs(coldDir)]
rmSync(coldDir, { recursive: true, force: true })
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const server = await startTestServer({ ...START_ENV, LOG_LEVEL: 'error' })
const member = { email: 'bench@example.ch', password: 'bench-pass-1' }
await createMembers(server, [member])
const login = await fetch(`${server.url}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(member),
})
const sessionCookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
if (!login.ok || !sessionCookie) throw new Error(`bench sign-in failed: ${login.status}`)

const ssrBody = await (await fetch(`${server.url}/`)).text()
const staticName = `bench-static-${ssrBody.length}.html`
writeFileSync(join(ASSETS_DIR, staticName), 'x'.repeat(Buffer.byteLength(ssrBody)))

// 10 s: after 2 s the JIT's compiler thread was still busy on the signed-in page (26 Nov at load 5: 193 req/s and
// 5.2 ms of server CPU per request for the first signed-in target, 272 req/s and 3.8 ms after 10 s).
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10) * 1000

async function load(path: string, headers: Record<string, string> = {}): Promise<Result> {
  const init = { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' as const }
  // Warm-up under the same load, unmeasured: the JIT compiles the render path in its first seconds (with 50 requests
  // of warm-up, the first rendered target of a run measured its compiler threads: 112 req/s and 5.6 ms of server
  // CPU per request one run, 656 req/s and 1.7 ms the next).
  await run(path, init, WARM_UP_MS)
  const cpuBefore = serverCpuMs(server.pid)
  const { latencies, errors, seconds } = await run(path, init, DURATION_MS)
  const cpuMs = (serverCpuMs(server.pid) - cpuBefore) / latencies.length
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
  return { rps: latencies.length / seconds, p50: pct(50), p99: pct(99), requests: latencies.length, errors, cpuMs }
}

/** CONNECTIONS loops requesting `path` for `ms`. */
async function run(path: string, init: RequestInit, ms: number) {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + ms
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now()
      try {
        const res = await fetch(`${server.url}${path}`, init)
        await res.arrayBuffer()
        if (res.status !== 200) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t0)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  return { latencies, errors, seconds: (performance.now() - started) / 1000 }
}

/**
 * CPU per render without sockets or the load generator (`render-cpu.ts`, a child process so that React's production
 * build is the one loaded): the figure to compare between runs on a busy machine.
 */
async function renderCpuInProcess(): Promise<{ label: string; cpuMs: number; wallMs: number; runs: number }[]> {
  const proc = spawn(['bun', 'scripts/bench/render-cpu.ts', '--json'], {
    cwd: ROOT,
    env: { ...process.env, ...START_ENV },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const out = await new Response(proc.stdout).text()
  if ((await proc.exited) !== 0) throw new Error('render-cpu.ts failed')
  return JSON.parse(out)
}

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

try {
  const cached = await load('/')
  // A query string bypasses the page cache: the full streaming SSR of the same page.
  const uncached = await load('/?bench=uncached')
  const stat = await load(`/assets/${staticName}`)
  const profile = await load('/dashboard/profile', { cookie: sessionCookie })
  // As a browser asks for it: compressed (gzip, ADR 145).
  const profileGzip = await load('/dashboard/profile', {
    cookie: sessionCookie,
    'accept-encoding': 'gzip, deflate, br',
  })
  const rss = rssMb()
  const inProcess = await renderCpuInProcess()
  const row = (name: string, r: Result) =>
    `| ${name.padEnd(36)} | ${r.rps.toFixed(0).padStart(8)} | ${r.p50.toFixed(2).padStart(8)} | ${r.p99.toFixed(2).padStart(8)} | ${r.cpuMs.toFixed(2).padStart(13)} | ${String(r.requests).padStart(8)} | ${String(r.errors).padStart(6)} |`
  console.log(
    `\nSSR vs static, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each, ${ssrBody.length} bytes for / (uncompressed)\n`,
  )
  console.log(
    '| target                               |    req/s |  p50 ms |  p99 ms | server CPU ms | requests | errors |',
  )
  console.log(
    '|--------------------------------------|---------:|--------:|--------:|--------------:|---------:|-------:|',
  )
  console.log(row('SSR / (anonymous, cached)', cached))
  console.log(row('SSR / (uncached, full render)', uncached))
  console.log(row('static file, same size', stat))
  console.log(row('/dashboard/profile (signed in)', profile))
  console.log(row('/dashboard/profile (signed in, gzip)', profileGzip))
  console.log(`\nratio SSR / cached ÷ static: ${(cached.rps / stat.rps).toFixed(3)} (goal ≥ 0.5)`)
  console.log(`ratio SSR / uncached ÷ static: ${(uncached.rps / stat.rps).toFixed(3)}`)
  console.log(`server RSS after the run: ${rss.toFixed(0)} MB`)
  console.log(
    "(server CPU ms: the server process's CPU time, all threads, over the requests of the run: it includes HTTP and " +
      'the load generator does not count.)',
  )
  for (const r of inProcess) {
    console.log(
      `CPU per render in-process (app.handle, best of 3 × ${r.runs}): ${r.label} ${r.cpuMs.toFixed(2)} ms (wall ${r.wallMs.toFixed(2)} ms)`,
    )
  }
  console.log(
    `load average (1, 5, 15 min) at the start: ${loadAtStart}; now: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  )
  console.log(
    `cold start (bun run start, bundle built) to the first /healthz 200: restart ${median(restarts).toFixed(0)} ms ` +
      `(median of ${restarts.map((ms) => ms.toFixed(0)).join(', ')}; goal < 500 ms), first start on an empty data ` +
      `directory ${coldFresh.toFixed(0)} ms`,
  )
} finally {
  rmSync(join(ASSETS_DIR, staticName), { force: true })
  await server.stop()
}
