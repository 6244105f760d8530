import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runBunTest, runE2e } from '../test'
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

describe('bun run test', () => {
  test('a server or DOM test file that fails once is counted as failed, not run again', async () => {
    const file = flakyFile('server')
    const result = await runBunTest({ name: 'server', cmd: ['bun', 'test'], paths: [file], kind: 'bun-test' }, false)
    expect(result).toEqual({ p: 0, f: 1 })
  })

  test('a browser file that fails then passes counts as passed and is answered as retried', async () => {
    const file = flakyFile('browser')
    const result = await runE2e({ name: 'browser', cmd: ['bun', 'test'], kind: 'e2e' }, [file], false)
    expect(result).toEqual({ p: 1, f: 0, retries: [{ file, first: 1, second: 0 }] })
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
