// The one clock (ADR 165, ADR 275): in src/modules, src/kernel and src/lib the current time is read only through the
// `clock` in a service's deps (src/kernel/clock.ts) or a moment the caller passes; in src/web only through the
// browser's clock (src/web/clock.ts), which Playwright's `page.clock` moves. `new Date(value)` parses a given value and
// is fine; `new Date()` and `Date.now()` read the wall clock and are not. Tests and test helpers (`*.test.ts(x)`,
// `testing.ts`) build their clocks and are not scanned.
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOTS = ['src/modules', 'src/kernel', 'src/lib', 'src/web']
/** The two clocks: the server's injected one and the browser's. */
const CLOCKS = new Set(['src/kernel/clock.ts', 'src/web/clock.ts'])
const READS_THE_TIME = /Date\.now\(|new Date\(\s*\)/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name === 'testing.ts') return []
    return [path]
  })
}

/** Each file outside the clock that reads the time, with the number of reads. */
export function timeReads(files: { path: string; text: string }[]): Record<string, number> {
  const reads: Record<string, number> = {}
  for (const { path, text } of files) {
    if (CLOCKS.has(path)) continue
    const n = text.match(READS_THE_TIME)?.length ?? 0
    if (n > 0) reads[path] = n
  }
  return reads
}

const offences = (reads: Record<string, number>) =>
  Object.entries(reads).map(
    ([path, n]) => `${path}: ${n} read(s) of the wall clock; take the time from deps.clock (ADR 165)`,
  )

describe('one clock', () => {
  test('src/modules, src/kernel, src/lib and src/web read the time only through a clock', () => {
    const files = ROOTS.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    expect(offences(timeReads(files))).toEqual([])
  })

  test('a service that reads Date.now() or new Date() fails the check; parsing a given value does not', () => {
    const reads = timeReads([
      { path: 'src/modules/x/service.ts', text: 'const a = Date.now()\nconst b = new Date()\nconst c = new Date(a)' },
      { path: 'src/kernel/clock.ts', text: 'export const systemClock = { now: () => new Date() }' },
      { path: 'src/modules/x/parse.ts', text: "const d = new Date('2026-01-01')" },
      { path: 'src/lib/x.ts', text: 'export const today = (now = new Date()) => now' },
      { path: 'src/web/clock.ts', text: 'export const now = () => new Date()' },
      { path: 'src/web/features/x/Page.tsx', text: 'const left = until - Date.now()' },
    ])
    expect(reads).toEqual({ 'src/modules/x/service.ts': 2, 'src/lib/x.ts': 1, 'src/web/features/x/Page.tsx': 1 })
    expect(offences(reads)).toHaveLength(3)
  })
})
