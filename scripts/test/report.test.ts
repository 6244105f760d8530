import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { longestFirst, PHASES, runBunTest, runE2e, type Step, WIDENS_AFTER } from '../test'
import { closingLines, counts } from './report'

const dir = mkdtempSync(join(tmpdir(), 'kyg-runner-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A test file that fails the first time it runs in `dir` and passes every time after. */
function flakyFile(name: string) {
  const file = join(dir, `${name}.test.ts`)
  writeFileSync(
    file,
    `import { expect, test } from 'bun:test'
import { existsSync, writeFileSync } from 'node:fs'
test('fails the first time only', () => {
  const mark = ${JSON.stringify(join(dir, `${name}.ran`))}
  const first = !existsSync(mark)
  writeFileSync(mark, '')
  expect(first).toBe(false)
})
`,
  )
  return file
}

/**
 * A test file that prints that it started, marks it, waits until each of `others` has marked it too (a hang guard of
 * 50 s, far beyond any start), then prints that it saw them.
 */
function waitingFile(name: string, others: string[]) {
  const file = join(dir, `${name}.test.ts`)
  const mark = (who: string) => JSON.stringify(join(dir, `${who}.started`))
  writeFileSync(
    file,
    `import { expect, test } from 'bun:test'
import { existsSync, watch, writeFileSync } from 'node:fs'
test('waits for the others', async () => {
  console.log(${JSON.stringify(`${name} started`)})
  const others = [${others.map(mark).join(', ')}]
  const all = () => others.every((o) => existsSync(o))
  // Woken by the folder's events (each mark is a new file in it), never by a timer; the guard ends a hopeless wait.
  const seen = new Promise<void>((resolve) => {
    const watcher = watch(${JSON.stringify(dir)}, () => all() && (watcher.close(), resolve()))
    AbortSignal.timeout(50_000).addEventListener('abort', () => (watcher.close(), resolve()))
    if (all()) (watcher.close(), resolve())
  })
  writeFileSync(${mark(name)}, '')
  await seen
  expect(others.filter((o) => !existsSync(o))).toEqual([])
  console.log(${JSON.stringify(`${name} saw the others`)})
}, 60_000)
`,
  )
  return file
}

const E2E: Step = { name: 'browser', cmd: ['bun', 'test'], kind: 'e2e' }

describe('bun run test', () => {
  test('a server or DOM test file that fails once is counted as failed, not run again', async () => {
    const file = flakyFile('server')
    const result = await runBunTest({ name: 'server', cmd: ['bun', 'test'], paths: [file], kind: 'bun-test' }, false)
    expect(result).toEqual({ p: 0, f: 1 })
  })

  test('a browser file that fails then passes counts as passed and is answered as retried', async () => {
    const file = flakyFile('browser')
    const result = await runE2e(E2E, [file])
    expect(result).toEqual({ p: 1, f: 0, retries: [{ file, first: 1, second: 0 }] })
  })

  test('a failing browser file runs once more alone, after the other files have ended', async () => {
    const flaky = flakyFile('browser-late')
    const steady = waitingFile('steady', [])
    const prints: string[] = []
    const result = await runE2e(E2E, [flaky, steady], { jobs: 2, print: (text) => prints.push(text) })
    expect(result).toEqual({ p: 2, f: 0, retries: [{ file: flaky, first: 1, second: 0 }] })
    const retry = prints.findIndex((text) => text.includes('running the file once more, alone'))
    expect(prints.map((text, i) => (i < retry ? text.split('\n')[1]?.split(' (')[0] : '')).sort()).toEqual(
      ['', '', `━━ ${flaky}`, `━━ ${steady}`].sort(),
    )
    expect(prints.at(-1)).toStartWith(`\n━━ ${flaky} (`)
  })

  test('browser files run two at a time, and each file’s output is printed in one piece when it ends', async () => {
    // Each file says it started, then waits until the other one has: one at a time, the first would wait in vain.
    const first = waitingFile('first', ['second'])
    const second = waitingFile('second', ['first'])
    const prints: string[] = []
    const result = await runE2e(E2E, [first, second], { jobs: 2, print: (text) => prints.push(text) })
    expect(result).toEqual({ p: 2, f: 0, retries: [] })
    expect(prints).toHaveLength(2)
    for (const [file, name] of [
      [first, 'first'],
      [second, 'second'],
    ] as const) {
      const text = prints.find((t) => t.startsWith(`\n━━ ${file} (`)) ?? ''
      expect(text.indexOf(`${name} started`)).toBeGreaterThan(-1)
      expect(text.indexOf(`${name} saw the others`)).toBeGreaterThan(text.indexOf(`${name} started`))
    }
  })

  test('until the step beside them ends, browser files run one at a time; then two at a time', async () => {
    // Each file marks itself running and notes whether the other one is: one at a time, neither ever sees the other.
    const aloneFile = (name: string, other: string) => {
      const file = join(dir, `${name}.test.ts`)
      const mark = (who: string) => JSON.stringify(join(dir, `${who}.running`))
      writeFileSync(
        file,
        `import { expect, test } from 'bun:test'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
test('runs alone', () => {
  writeFileSync(${mark(name)}, '')
  const otherRunning = existsSync(${mark(other)})
  rmSync(${mark(name)})
  expect(otherRunning).toBe(false)
})
`,
      )
      return file
    }
    const never = new Promise<void>(() => undefined)
    const result = await runE2e(E2E, [aloneFile('lone-a', 'lone-b'), aloneFile('lone-b', 'lone-a')], {
      jobs: 2,
      widen: never,
    })
    expect(result).toEqual({ p: 2, f: 0, retries: [] })
    // Once `widen` has resolved, the second worker joins: two files that wait for each other both end.
    const first = waitingFile('widened-first', ['widened-second'])
    const second = waitingFile('widened-second', ['widened-first'])
    const widened = await runE2e(E2E, [first, second], { jobs: 2, widen: Promise.resolve() })
    expect(widened).toEqual({ p: 2, f: 0, retries: [] })
  })

  test('browser files start longest first: by the last run’s seconds when known, else by size', () => {
    const small = waitingFile('small', [])
    const large = join(dir, 'large.test.ts')
    writeFileSync(large, `${readFileSync(small, 'utf8')}\n${'// padding\n'.repeat(200)}`)
    expect(longestFirst([small, large])).toEqual([large, small])
    expect(longestFirst([small, large], { [small]: 90, [large]: 10 })).toEqual([small, large])
  })

  test('steps side by side never share what one writes: the client build runs alone before every step that reads it', () => {
    const names = (phase: (typeof PHASES)[number]) => phase.map((lane) => lane.map((step) => step.name))
    const all = PHASES.flat(2).map((step) => step.name)
    expect(new Set(all).size).toBe(all.length)
    // restic (for the server tests' restore drill) and chromium after the build, in its lane: nothing runs beside it.
    expect(names(PHASES[0]!)).toEqual([['client build', 'restic (available)', 'browser (chromium available)']])
    // The server tests run beside the other checks, then beside the browser files (ADR 320), which widen to two
    // at a time once the server tests have ended; the browser step comes last, after every check of its lane.
    expect(names(PHASES[1]!)).toEqual([
      ['server and API tests'],
      [
        'typecheck',
        'lint (biome)',
        'dead code (knip)',
        'DOM component tests',
        'locale completeness',
        'JavaScript budgets',
        'browser end-to-end tests',
      ],
    ])
    expect(WIDENS_AFTER.name).toBe('server and API tests')
    expect(PHASES).toHaveLength(2)
  })

  test('a flaky browser file is named on its own line before the totals line', () => {
    const lines = closingLines(
      ['ok    browser end-to-end tests: 80 passed, 0 failed (90.0 s)'],
      [{ file: 'tests/e2e/search.test.ts', first: 1, second: 0 }],
      { p: 80, f: 0 },
    )
    expect(lines.slice(-2)).toEqual(['flaky: tests/e2e/search.test.ts (1 failed, then passed)', '80 passed, 0 failed'])
  })

  test('a browser file that failed twice is named as such, and its failures count in the totals', () => {
    const lines = closingLines([], [{ file: 'tests/e2e/admin.test.ts', first: 2, second: 1 }], { p: 10, f: 1 })
    expect(lines).toEqual([
      'failed twice: tests/e2e/admin.test.ts (2 failed, then 1 failed again)',
      '10 passed, 1 failed',
    ])
  })

  test('the totals line is exactly "N passed, N failed" with nothing after it', () => {
    const lines = closingLines(['ok    typecheck: 1 passed, 0 failed (3.0 s)'], [], { p: 1, f: 0 })
    expect(lines.at(-1)).toBe('1 passed, 0 failed')
  })

  test('a run that exits non-zero without a failing test still counts one failure', () => {
    expect(counts({ code: 1, text: 'error: module not found\n' })).toEqual({ p: 0, f: 1 })
    expect(counts({ code: 0, text: ' 12 pass\n 0 fail\n' })).toEqual({ p: 12, f: 0 })
    expect(counts({ code: 1, text: ' 11 pass\n 1 fail\n' })).toEqual({ p: 11, f: 1 })
  })
})
