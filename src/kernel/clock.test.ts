// The one clock (ADR 165): in src/modules and src/kernel the current time is read only through the `clock` in a
// service's deps (src/kernel/clock.ts). `new Date(value)` parses a given value and is fine; `new Date()` and
// `Date.now()` read the wall clock and are not. Tests and test helpers (`*.test.ts`, `testing.ts`) build their clocks
// and are not scanned.
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOTS = ['src/modules', 'src/kernel']
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
    if (path === 'src/kernel/clock.ts') continue
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
  test('src/modules and src/kernel read the time only through the clock', () => {
    const files = ROOTS.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    expect(offences(timeReads(files))).toEqual([])
  })

  test('a service that reads Date.now() or new Date() fails the check; parsing a given value does not', () => {
    const reads = timeReads([
      { path: 'src/modules/x/service.ts', text: 'const a = Date.now()\nconst b = new Date()\nconst c = new Date(a)' },
      { path: 'src/kernel/clock.ts', text: 'export const systemClock = { now: () => new Date() }' },
      { path: 'src/modules/x/parse.ts', text: "const d = new Date('2026-01-01')" },
    ])
    expect(reads).toEqual({ 'src/modules/x/service.ts': 2 })
    expect(offences(reads)).toHaveLength(1)
  })
})
