// bun run test: every check of the project, with one totals line at the end ("N passed, N failed").
// Steps: client build first, alone (then restic and Debian's chromium and headless shell, installed when missing);
// then the server/API tests beside typecheck, lint, dead code (knip), DOM component tests (happy-dom preloaded, own process), locale
// completeness, JavaScript budgets (scripts/budget.ts) and the browser end-to-end tests: one process per file, one
// file at a time while the server tests run and two at a time (KYG_E2E_JOBS) once they have ended, each file's output
// printed whole when it ends, a failing file run once more, alone, and named before the totals line. Server and DOM
// test files are never run twice (ADR 180). Phases and lanes: ADR 231, ADR 320.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { spawn } from 'bun'
import { clientBuildIsStale } from '~/server/build-client'
import { type Counts, closingLines, counts, type Retry } from './test/report'

export type Step = {
  name: string
  cmd: string[]
  kind: 'check' | 'bun-test' | 'e2e'
  /** Test folders of a bun-test step, after its command. */
  paths?: string[]
  env?: Record<string, string>
}

const SERVER_TEST_DIRS = ['src/server', 'src/kernel', 'src/modules', 'src/lib', 'src/db', 'src/cli', 'scripts']
// The native TypeScript compiler (tsgo, TypeScript 7) with one checker: the same check as tsc 5 (ADR 351), about 9
// CPU-s instead of 57 on a clean clone; one checker, because the server tests hold the other core meanwhile.
const typecheck: Step = { name: 'typecheck', cmd: ['bun', 'run', 'typecheck'], kind: 'check' }
const lint: Step = { name: 'lint (biome)', cmd: ['bunx', 'biome', 'check', '.'], kind: 'check' }
// Dead code (issue 36 item 11): an unused file, export, type, dependency or duplicate export fails the run (knip.json
// names the entry points; knip exits 1 on any finding). A few seconds: it reads the sources without type checking.
const deadCode: Step = { name: 'dead code (knip)', cmd: ['bunx', 'knip', '--no-progress'], kind: 'check' }
// A hang guard, not a speed limit: bun's own 5 s default (bunfig's `timeout` is not read by `bun test`) failed
// sign-in tests that hash a dozen passwords on a machine at load 20.
const serverTests: Step = {
  name: 'server and API tests',
  cmd: ['bun', 'test', '--timeout', '30000'],
  paths: SERVER_TEST_DIRS,
  kind: 'bun-test',
}
const domTests: Step = {
  name: 'DOM component tests',
  cmd: ['bun', 'test', '--timeout', '30000', '--preload', './tests/support/happydom.ts'],
  paths: ['src/web'],
  kind: 'bun-test',
}
const locales: Step = { name: 'locale completeness', cmd: ['bun', 'scripts/i18n-check.ts'], kind: 'check' }
const build: Step = { name: 'client build', cmd: ['bun', 'scripts/build.ts'], kind: 'check' }
const budgets: Step = { name: 'JavaScript budgets', cmd: ['bun', 'scripts/budget.ts'], kind: 'check' }
const chromium: Step = {
  name: 'browser (chromium available)',
  cmd: ['bash', 'scripts/ensure-chromium.sh'],
  kind: 'check',
}
const restic: Step = {
  name: 'restic (available)',
  cmd: ['bash', 'scripts/ensure-restic.sh'],
  kind: 'check',
}
const browser: Step = { name: 'browser end-to-end tests', cmd: ['bun', 'test', '--timeout', '60000'], kind: 'e2e' }

/**
 * The steps in phases; a phase's lanes run side by side, each lane's steps one after the other (ADR 231). The server
 * tests are one process on about one core, so the other core runs the typecheck, lint, DOM tests and the small checks
 * beside them, and then the browser files, one at a time until the server tests end and E2E_JOBS at a time after
 * (WIDENS_AFTER; ADR 320): the checks take about half as long as the server tests, and the core would idle. The client
 * build comes first, alone: the server tests render pages from it and rebuild it when stale, which must never happen
 * while another step reads it.
 */
export const PHASES: Step[][][] = [
  // restic (Debian's, installed when missing) is there before the server tests run the off-site restore drill.
  [[build, restic, chromium]],
  [[serverTests], [typecheck, lint, deadCode, domTests, locales, budgets, browser]],
]
/** The browser step runs one file at a time until this step has ended (or at once with E2E_JOBS when it is not run). */
export const WIDENS_AFTER = serverTests
/** The summary's order. */
const ORDER = [typecheck, lint, deadCode, serverTests, domTests, locales, build, budgets, restic, chromium, browser]

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

/** How many browser files run at once: KYG_E2E_JOBS, else 2 (the measured best on 2 cores, ADR 231). */
export const E2E_JOBS = Math.max(1, Math.floor(Number(process.env.KYG_E2E_JOBS)) || 2)

/** Where the last run's seconds per browser file are kept, to start the longest files first next time. */
const DURATIONS_FILE = join(import.meta.dir, '../node_modules/.cache/kyg-e2e-durations.json')

/**
 * The files, longest first: by the seconds each took in the last run when known, else by size (a clean clone), so the
 * long files do not start last and leave one worker running alone at the end.
 */
export function longestFirst(files: string[], durations: Record<string, number> = {}) {
  const weight = (file: string) => durations[file] ?? statSync(file).size / 300
  return [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))
}

function readDurations(file: string | undefined): Record<string, number> {
  try {
    return file ? JSON.parse(readFileSync(file, 'utf8')) : {}
  } catch {
    return {}
  }
}

export type E2eOptions = {
  /** Files run at once (default E2E_JOBS). */
  jobs?: number
  /** Where each file's output goes, whole, when the file ends; nothing is printed without it. */
  print?: (text: string) => void
  /** A JSON file of seconds per file, read to order the files and written after the run. */
  durationsFile?: string
  /** When given, one file runs at a time until it resolves, then `jobs` (another step shares the machine till then). */
  widen?: Promise<unknown>
}

/**
 * Browser tests, one process per file (each file starts its own server on its own port, data directory and browser),
 * `jobs` files at a time (one until `widen` resolves, when given), longest first. Each file's output is kept and printed in one piece when the file ends, so the
 * log reads file by file. A file that fails is run once more, alone, after the others (a second chance without the
 * load of the others), and the second run's figures count; every such file is answered in `retries`, which the closing
 * lines name one per line before the totals line (ADR 180), so a flaky browser file is reported, never hidden.
 */
export async function runE2e(
  step: Step,
  files: string[],
  { jobs = E2E_JOBS, print, durationsFile, widen }: E2eOptions = {},
) {
  const durations = readDurations(durationsFile)
  const order = longestFirst(files, durations)
  const results = new Map<string, Counts>()
  const runFile = async (file: string) => {
    const t0 = performance.now()
    const result = await run([...step.cmd, file], step.env, false)
    const secs = (performance.now() - t0) / 1000
    durations[file] = Math.round(secs * 10) / 10
    print?.(`\n━━ ${file} (${secs.toFixed(1)} s)\n${result.text}`)
    return counts(result)
  }
  const queue = [...order]
  const drain = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) results.set(file, await runFile(file))
  }
  const first = drain()
  // The other workers join when `widen` resolves, or not at all when the first has run every file by then.
  const others = Array.from({ length: Math.max(0, Math.min(jobs, files.length) - 1) }, async () => {
    if (widen) await Promise.race([widen, first])
    await drain()
  })
  await Promise.all([first, ...others])
  const retries: Retry[] = []
  for (const file of order) {
    const first = results.get(file)?.f ?? 1
    if (!first) continue
    print?.(`\n━━ ${file}: ${first} failed; running the file once more, alone\n`)
    const second = await runFile(file)
    retries.push({ file, first, second: second.f })
    results.set(file, second)
  }
  if (durationsFile) {
    mkdirSync(dirname(durationsFile), { recursive: true })
    writeFileSync(durationsFile, `${JSON.stringify(durations, null, 1)}\n`)
  }
  let p = 0
  let f = 0
  for (const result of results.values()) {
    p += result.p
    f += result.f
  }
  return { p, f, retries }
}

type StepResult = Counts & { retries: Retry[]; secs: number }

/** Runs one step; `echo` streams its output, else it is printed whole, under the step's heading, when it ends. */
async function runStep(step: Step, echo: boolean, widen?: Promise<unknown>): Promise<StepResult> {
  const t0 = performance.now()
  const heading = `\n━━ ${step.name}: ${[...step.cmd, ...(step.paths ?? [])].join(' ')}\n`
  // The browser step prints each file as it ends, so its heading comes first even beside other steps.
  const headFirst = echo || step.kind === 'e2e'
  if (headFirst) process.stdout.write(heading)
  let p = 0
  let f = 0
  const retries: Retry[] = []
  let text = ''
  if (step.kind === 'e2e') {
    // Every file's server serves the one client build: built here when stale (a run of the browser step alone),
    // never by several servers at once.
    if (clientBuildIsStale() && (await run(['bun', 'scripts/build.ts'])).code !== 0) f += 1
    const files = [...new Bun.Glob('tests/e2e/*.test.ts').scanSync('.')].sort()
    const pace = widen ? `1 at a time until ${WIDENS_AFTER.name} end, then ${E2E_JOBS}` : `${E2E_JOBS} at a time`
    console.log(`${files.length} browser files, ${pace}; each file's output when it ends`)
    const e2e = await runE2e(step, files, {
      print: (text) => process.stdout.write(text),
      durationsFile: DURATIONS_FILE,
      widen,
    })
    p += e2e.p
    f += e2e.f
    retries.push(...e2e.retries)
  } else {
    const result = await run([...step.cmd, ...(step.paths ?? [])], step.env, echo)
    text = result.text
    if (step.kind === 'bun-test') ({ p, f } = counts(result))
    else if (result.code === 0) p = 1
    else f = 1
  }
  if (!headFirst) process.stdout.write(`${heading}${text}`)
  return { p, f, retries, secs: (performance.now() - t0) / 1000 }
}

async function main(only: string[]) {
  const results = new Map<Step, StepResult>()
  const started = performance.now()
  const wanted = (step: Step) => !only.length || only.some((o) => step.name.includes(o))
  const widenAfter = Promise.withResolvers<void>()
  for (const phase of PHASES) {
    const lanes = phase.map((lane) => lane.filter(wanted)).filter((lane) => lane.length)
    // Alone, a step's output streams; side by side, each step's output is printed whole when it ends.
    const echo = lanes.length === 1
    const widen = lanes.flat().includes(WIDENS_AFTER) ? widenAfter.promise : undefined
    await Promise.all(
      lanes.map(async (lane) => {
        for (const step of lane) {
          results.set(step, await runStep(step, echo, widen))
          if (step === WIDENS_AFTER) widenAfter.resolve()
        }
      }),
    )
  }
  let passed = 0
  let failed = 0
  const summary: string[] = []
  const retries: Retry[] = []
  for (const step of ORDER) {
    const result = results.get(step)
    if (!result) continue
    passed += result.p
    failed += result.f
    retries.push(...result.retries)
    summary.push(
      `${result.f ? 'FAIL' : 'ok  '}  ${step.name}: ${result.p} passed, ${result.f} failed (${result.secs.toFixed(1)} s)`,
    )
  }
  console.log(`\n━━ summary (${((performance.now() - started) / 1000).toFixed(0)} s)`)
  for (const line of closingLines(summary, retries, { p: passed, f: failed })) console.log(line)
  return failed ? 1 : 0
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)))
