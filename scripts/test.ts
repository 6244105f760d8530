// bun run test: every check of the project, in order, with one totals line at the end ("N passed, N failed").
// Steps: typecheck, lint, server/API tests, DOM component tests (happy-dom preloaded, own process),
// locale completeness, client build, JavaScript budgets (scripts/budget.ts), browser end-to-end tests (Debian's chromium,
// installed when missing; one process per file, a failing file run once more and reported, ADR 061).
import { spawn } from 'bun'

type Step = {
  name: string
  cmd: string[]
  kind: 'check' | 'bun-test' | 'e2e'
  env?: Record<string, string>
}

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
  { name: 'browser end-to-end tests', cmd: ['bun', 'test', '--timeout', '60000'], kind: 'e2e' },
]

const only = process.argv.slice(2)
let passed = 0
let failed = 0
const summary: string[] = []
const started = performance.now()

/** Runs one command, echoing its output, and answers its exit code and text. */
async function run(cmd: string[], env?: Record<string, string>) {
  const proc = spawn(cmd, { stdout: 'pipe', stderr: 'pipe', env: { ...process.env, ...env, FORCE_COLOR: '0' } })
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
  return { code: proc.exitCode ?? 1, text }
}

/** Pass and fail counts of a `bun test` run; a crash or an error outside a test still counts as a failure. */
function counts({ code, text }: { code: number; text: string }) {
  const p = Number(/^\s*(\d+) pass\s*$/m.exec(text)?.[1] ?? 0)
  let f = Number(/^\s*(\d+) fail\s*$/m.exec(text)?.[1] ?? 0)
  if (code !== 0 && f === 0) f = 1
  return { p, f }
}

/**
 * Browser tests, one process per file (each file starts its own server and browser). A file that fails is run once
 * more and the second run's figures count; the retry is printed in the summary, never hidden (ADR 061).
 */
async function runE2e(step: Step) {
  const files = [...new Bun.Glob('tests/e2e/*.test.ts').scanSync('.')].sort()
  let p = 0
  let f = 0
  const retried: string[] = []
  for (const file of files) {
    let result = counts(await run([...step.cmd, file], step.env))
    if (result.f) {
      console.log(`\n━━ ${file}: ${result.f} failed; running the file once more`)
      const first = result.f
      result = counts(await run([...step.cmd, file], step.env))
      retried.push(`${file} (${first} failed, then ${result.f ? `${result.f} failed again` : 'passed'})`)
    }
    p += result.p
    f += result.f
  }
  return { p, f, note: retried.length ? `; retried: ${retried.join(', ')}` : '' }
}

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue
  const t0 = performance.now()
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`)
  let p = 0
  let f = 0
  let note = ''
  if (step.kind === 'e2e') ({ p, f, note } = await runE2e(step))
  else {
    const result = await run(step.cmd, step.env)
    if (step.kind === 'bun-test') ({ p, f } = counts(result))
    else if (result.code === 0) p = 1
    else f = 1
  }
  passed += p
  failed += f
  const secs = ((performance.now() - t0) / 1000).toFixed(1)
  summary.push(`${f ? 'FAIL' : 'ok  '}  ${step.name}: ${p} passed, ${f} failed (${secs} s${note})`)
}

console.log(`\n━━ summary (${((performance.now() - started) / 1000).toFixed(0)} s)`)
for (const line of summary) console.log(line)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
