// bun run bench:ssr: requests/s, p50 and p99 of the server-rendered landing page against a static file of the same
// byte size served by the same server. A benchmark, not a test: it prints a table and exits.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ASSETS_DIR } from '~/server/build-client'
import { startTestServer } from '../../tests/support/server'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)

const server = await startTestServer({ LOG_LEVEL: 'error' })
const ssrBody = await (await fetch(`${server.url}/`)).text()
const staticName = `bench-static-${ssrBody.length}.html`
writeFileSync(join(ASSETS_DIR, staticName), 'x'.repeat(Buffer.byteLength(ssrBody)))

async function load(path: string) {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + DURATION_MS
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now()
      try {
        const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } })
        await res.arrayBuffer()
        if (!res.ok) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t0)
    }
  }
  // Warm-up, then the measured run.
  for (let i = 0; i < 50; i++) await (await fetch(`${server.url}${path}`)).arrayBuffer()
  const started = performance.now()
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
  return { rps: latencies.length / seconds, p50: pct(50), p99: pct(99), requests: latencies.length, errors }
}

try {
  const ssr = await load('/')
  const stat = await load(`/assets/${staticName}`)
  const row = (name: string, r: typeof ssr) =>
    `| ${name.padEnd(22)} | ${r.rps.toFixed(0).padStart(8)} | ${r.p50.toFixed(2).padStart(8)} | ${r.p99.toFixed(2).padStart(8)} | ${String(r.requests).padStart(8)} | ${String(r.errors).padStart(6)} |`
  console.log(
    `\nSSR vs static, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each, ${ssrBody.length} bytes per response\n`,
  )
  console.log('| target                 |    req/s |  p50 ms |  p99 ms | requests | errors |')
  console.log('|------------------------|---------:|--------:|--------:|---------:|-------:|')
  console.log(row('SSR /', ssr))
  console.log(row('static, same size', stat))
  console.log(`\nratio SSR/static: ${(ssr.rps / stat.rps).toFixed(3)} (requests/s)`)
} finally {
  rmSync(join(ASSETS_DIR, staticName), { force: true })
  await server.stop()
}
