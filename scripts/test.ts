// bun run test: every check of the project, in order, with one totals line at the end ("N passed, N failed").
// Steps: typecheck, lint, server/API tests, DOM component tests (happy-dom preloaded, own process),
// locale completeness, client build, JavaScript budgets (scripts/budget.ts), browser end-to-end tests (Debian's chromium,
// installed when missing; one process per file, a failing file run once more and named before the totals line).
// Server and DOM test files are never run twice (ADR 180).
import { spawn } from 'bun'
import { closingLines, counts, type Retry } from './test/report'

export type Step = {
  name: string
  cmd: string[]
  kind: 'check' | 'bun-test' | 'e2e'
  /** Test folders of a bun-test step, after its command. */
  paths?: string[]
  env?: Record<string, string>
}

const SERVER_TEST_DIRS = ['src/server', 'src/kernel', 'src/modules', 'src/lib', 'src/db', 'src/cli', 'scripts']
const steps: Step[] = [
  { name: 'typecheck', cmd: ['bunx', 'tsc', '--noEmit', '-p', '.'], kind: 'check' },
  { name: 'lint (biome)', cmd: ['bunx', 'biome', 'check', '.'], kind: 'check' },
  // A hang guard, not a speed limit: bun's own 5 s default (bunfig's `timeout` is not read by `bun test`) failed
  // sign-in tests that hash a dozen passwords on a machine at load 20.
  {
    name: 'server and API tests',
    cmd: ['bun', 'test', '--timeout', '30000'],
    paths: SERVER_TEST_DIRS,
    kind: 'bun-test',
  },
  {
    name: 'DOM component tests',
    cmd: ['bun', 'test', '--timeout', '30000', '--preload', './tests/support/happydom.ts'],
    paths: ['src/web'],
    kind: 'bun-test',
  },
  { name: 'locale completeness', cmd: ['bun', 'scripts/i18n-check.ts'], kind: 'check' },
  { name: 'client build', cmd: ['bun', 'scripts/build.ts'], kind: 'check' },
  { name: 'JavaScript budgets', cmd: ['bun', 'scripts/budget.ts'], kind: 'check' },
  { name: 'browser (chromium available)', cmd: ['bash', 'scripts/ensure-chromium.sh'], kind: 'check' },
  { name: 'browser end-to-end tests', cmd: ['bun', 'test', '--timeout', '60000'], kind: 'e2e' },
]

/** Runs one command, echoing its output unless asked not to, and answers its exit code and text. */
async function run(cmd: string[], env?: Record<string, string>, echo = true) {
  const proc = spawn(cmd, { stdout: 'pipe', stderr: 'pipe', env: { ...process.env, ...env, FORCE_COLOR: '0' } })
  let text = ''
  const pump = async (stream: ReadableStream<Uint8Array>, out: NodeJS.WriteStream) => {
    const decoder = new TextDecoder()
    const reader = stream.getReader()
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      const s = decoder.decode(r.value)
      text += s
      if (echo) out.write(s)
    }
  }
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr), proc.exited])
  return { code: proc.exitCode ?? 1, text }
}

/**
 * A bun-test step (server and API tests, DOM tests): all its files in one process, run once. A failure is a failure;
 * nothing is run again (ADR 180), so a test that fails half the time fails the run half the time.
 */
export async function runBunTest(step: Step, echo = true) {
  return counts(await run([...step.cmd, ...(step.paths ?? [])], step.env, echo))
}

/**
 * Browser tests, one process per file (each file starts its own server and browser). A file that fails is run once
 * more and the second run's figures count; every such file is answered in `retries`, which the closing lines name
 * one per line before the totals line (ADR 180), so a flaky browser file is reported, never hidden.
 */
export async function runE2e(step: Step, files: string[], echo = true) {
  let p = 0
  let f = 0
  const retries: Retry[] = []
  for (const file of files) {
    let result = counts(await run([...step.cmd, file], step.env, echo))
    if (result.f) {
      if (echo) console.log(`\n━━ ${file}: ${result.f} failed; running the file once more`)
      const first = result.f
      result = counts(await run([...step.cmd, file], step.env, echo))
      retries.push({ file, first, second: result.f })
    }
    p += result.p
    f += result.f
  }
  return { p, f, retries }
}

async function main(only: string[]) {
  let passed = 0
  let failed = 0
  const summary: string[] = []
  const retries: Retry[] = []
  const started = performance.now()
  for (const step of steps) {
    if (only.length && !only.some((o) => step.name.includes(o))) continue
    const t0 = performance.now()
    console.log(`\n━━ ${step.name}: ${[...step.cmd, ...(step.paths ?? [])].join(' ')}`)
    let p = 0
    let f = 0
    if (step.kind === 'e2e') {
      const e2e = await runE2e(step, [...new Bun.Glob('tests/e2e/*.test.ts').scanSync('.')].sort())
      ;({ p, f } = e2e)
      retries.push(...e2e.retries)
    } else if (step.kind === 'bun-test') ({ p, f } = await runBunTest(step))
    else if ((await run(step.cmd, step.env)).code === 0) p = 1
    else f = 1
    passed += p
    failed += f
    const secs = ((performance.now() - t0) / 1000).toFixed(1)
    summary.push(`${f ? 'FAIL' : 'ok  '}  ${step.name}: ${p} passed, ${f} failed (${secs} s)`)
  }
  console.log(`\n━━ summary (${((performance.now() - started) / 1000).toFixed(0)} s)`)
  for (const line of closingLines(summary, retries, { p: passed, f: failed })) console.log(line)
  return failed ? 1 : 0
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)))
