// Tests wait on events, never on time (issue 36, item 4): no `Bun.sleep(` or `setTimeout(` in tests/, in any
// `*.test.ts(x)` or in a module's `testing.ts`. A test moves the injected clock (Playwright: page.clock) or awaits the
// event it needs (a promise, a mail file: tests/support/mail.ts, a changed folder: tests/support/wait.ts).
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const WAITS = /Bun\.sleep\(|setTimeout\(/g

function files(dir: string, keep: (name: string, path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path, keep)
    return keep(entry.name, path) ? [path] : []
  })
}

/** Each file with a timed wait, and how many. */
export function timedWaits(sources: { path: string; text: string }[]): Record<string, number> {
  const found: Record<string, number> = {}
  for (const { path, text } of sources) {
    const n = text.match(WAITS)?.length ?? 0
    if (n > 0) found[path] = n
  }
  return found
}

describe('tests never sleep', () => {
  test('no Bun.sleep( or setTimeout( in tests/, *.test.ts(x) or testing.ts', () => {
    const paths = [
      ...files('tests', (name) => /\.tsx?$/.test(name)),
      ...['src', 'scripts'].flatMap((root) =>
        files(root, (name) => /\.test\.tsx?$/.test(name) || name === 'testing.ts'),
      ),
    ]
    // This file names the two calls to find them.
    const others = paths.filter((path) => path !== 'scripts/no-sleeps.test.ts')
    expect(timedWaits(others.map((path) => ({ path, text: readFileSync(path, 'utf8') })))).toEqual({})
  })

  test('a test that sleeps fails the check; a file that only names a clock does not', () => {
    expect(
      timedWaits([
        { path: 'tests/e2e/x.test.ts', text: 'await Bun.sleep(50)\nawait new Promise((r) => setTimeout(r, 9))' },
        { path: 'tests/e2e/y.test.ts', text: "await page.clock.runFor('01:00')" },
      ]),
    ).toEqual({ 'tests/e2e/x.test.ts': 2 })
  })
})
