// bun run test: every check of the project, in order, with one totals line at the end ("N passed, N failed").
// Steps: typecheck, lint, server/API tests, DOM component tests (happy-dom preloaded, own process),
// locale completeness, client build, JavaScript budgets (scripts/budget.ts), browser end-to-end tests (Debian's chromium, installed when missing).
import { spawn } from 'bun'

type Step = { name: string; cmd: string[]; kind: 'check' | 'bun-test'; env?: Record<string, string> }

const SERVER_TEST_DIRS = ['src/server', 'src/kernel', 'src/modules', 'src/lib', 'src/db', 'src/cli', 'scripts']
const steps: Step[] = [
  { name: 'typecheck', cmd: ['bunx', 'tsc', '--noEmit', '-p', '.'], kind: 'check' },
  { name: 'lint (biome)', cmd: ['bunx', 'biome', 'check', '.'], kind: 'check' },
  { name: 'server and API tests', cmd: ['bun', 'test', ...SERVER_TEST_DIRS], kind: 'bun-test' },
  {
    name: 'DOM component tests',
    cmd: ['bun', 'test', '--preload', './tests/support/happydom.ts', 'src/web'],
    kind: 'bun-test',
  },
  { name: 'locale completeness', cmd: ['bun', 'scripts/i18n-check.ts'], kind: 'check' },
  { name: 'client build', cmd: ['bun', 'scripts/build.ts'], kind: 'check' },
  { name: 'JavaScript budgets', cmd: ['bun', 'scripts/budget.ts'], kind: 'check' },
  { name: 'browser (chromium available)', cmd: ['bash', 'scripts/ensure-chromium.sh'], kind: 'check' },
  { name: 'browser end-to-end tests', cmd: ['bun', 'test', '--timeout', '60000', 'tests/e2e'], kind: 'bun-test' },
]

const only = process.argv.slice(2)
let passed = 0
let failed = 0
const summary: string[] = []
const started = performance.now()

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue
  const t0 = performance.now()
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`)
  const proc = spawn(step.cmd, {
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, ...step.env, FORCE_COLOR: '0' },
  })
  let text = ''
  const pump = async (stream: ReadableStream<Uint8Array>, out: NodeJS.WriteStream) => {
    const decoder = new TextDecoder()
    const reader = stream.getReader()
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      const s = decoder.decode(r.value)
      text += s
      out.write(s)
    }
  }
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr), proc.exited])
  const code = proc.exitCode ?? 1
  let p = 0
  let f = 0
  if (step.kind === 'bun-test') {
    p = Number(/^\s*(\d+) pass\s*$/m.exec(text)?.[1] ?? 0)
    f = Number(/^\s*(\d+) fail\s*$/m.exec(text)?.[1] ?? 0)
    // A crash or an error outside a test still fails the step.
    if (code !== 0 && f === 0) f = 1
  } else if (code === 0) p = 1
  else f = 1
  passed += p
  failed += f
  const secs = ((performance.now() - t0) / 1000).toFixed(1)
  summary.push(`${f ? 'FAIL' : 'ok  '}  ${step.name}: ${p} passed, ${f} failed (${secs} s)`)
}

console.log(`\n━━ summary (${((performance.now() - started) / 1000).toFixed(0)} s)`)
for (const line of summary) console.log(line)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
