// CPU per request, in-process (`app.handle`, no sockets): less sensitive to the shared machine's load than req/s.
// `NODE_ENV=production bun scripts/bench/render-cpu.ts [path …]` (NODE_ENV before start: React's production build);
// `bun --cpu-prof --cpu-prof-dir=DIR scripts/bench/render-cpu.ts` profiles. `bun run bench:ssr` prints its figures.
import { createMember, signIn } from '~/modules/auth/testing'
import { createTestApp } from '~/server/testing'

type Target = { label: string; path: string; signedIn: boolean; headers?: Record<string, string> }
export type CpuResult = Target & { cpuMs: number; wallMs: number; bytes: number }

/** Average CPU (user + system) and wall time of one request to each path after a warm-up, signed in or not. */
export async function measureRenderCpu(
  targets: Target[],
  runs = Number(process.env.CPU_RUNS ?? 400),
): Promise<CpuResult[]> {
  const t = await createTestApp({ NODE_ENV: 'production' })
  const member = await createMember(t.db.db)
  const { cookie } = await signIn(t.request, member.user.email, member.password)
  const results: CpuResult[] = []
  for (const target of targets) {
    const headers = { ...(target.signedIn ? { cookie } : {}), ...target.headers }
    const once = async () => {
      const res = await t.request(target.path, { headers })
      const body = await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${target.path}: ${res.status}`)
      return body.byteLength
    }
    let bytes = 0
    // Warm-up (the JIT), then three rounds: the lowest is the render's cost, the others carry the machine's noise.
    for (let i = 0; i < 300; i++) bytes = await once()
    let best = { cpuMs: Number.POSITIVE_INFINITY, wallMs: 0 }
    for (let round = 0; round < 3; round++) {
      const cpu = process.cpuUsage()
      const started = performance.now()
      for (let i = 0; i < runs; i++) await once()
      const used = process.cpuUsage(cpu)
      const cpuMs = (used.user + used.system) / 1000 / runs
      if (cpuMs < best.cpuMs) best = { cpuMs, wallMs: (performance.now() - started) / runs }
    }
    results.push({ ...target, ...best, bytes })
  }
  return results
}

const DEFAULT_TARGETS = [
  { label: '/dashboard/profile signed in', path: '/dashboard/profile', signedIn: true },
  {
    label: '/dashboard/profile signed in, compressed',
    path: '/dashboard/profile',
    signedIn: true,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  },
  { label: '/login uncached (full render)', path: '/login?uncached=1', signedIn: false },
  { label: '/login cached', path: '/login', signedIn: false },
]

if (import.meta.main) {
  if (process.env.NODE_ENV !== 'production') {
    console.error('Start it with NODE_ENV=production: React picks its build when it is first imported.')
    process.exit(1)
  }
  const args = process.argv.slice(2).filter((a) => a !== '--json')
  const targets = args.length
    ? args.map((path) => ({ label: path, path, signedIn: /^\/(dashboard|profile|admin|api\/user)/.test(path) }))
    : DEFAULT_TARGETS
  const runs = Number(process.env.CPU_RUNS ?? 400)
  const results = await measureRenderCpu(targets, runs)
  if (process.argv.includes('--json')) console.log(JSON.stringify(results.map((r) => ({ ...r, runs }))))
  else {
    for (const r of results) {
      console.log(
        `${r.label.padEnd(44)} CPU ${r.cpuMs.toFixed(2)} ms, wall ${r.wallMs.toFixed(2)} ms, ${r.bytes} bytes`,
      )
    }
  }
  process.exit(0)
}
