// The one clock (ADR 165): in src/modules and src/kernel the current time is read only through the `clock` in a
// service's deps (src/kernel/clock.ts). `new Date(value)` parses a given value and is fine; `new Date()` and
// `Date.now()` read the wall clock and are not. Tests and test helpers (`*.test.ts`, `testing.ts`) build their clocks
// and are not scanned.
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOTS = ['src/modules', 'src/kernel']
const READS_THE_TIME = /Date\.now\(|new Date\(\s*\)/g

/**
 * Files that still read the time directly, with how many times, while the move to the clock in deps is under way
 * (ADR 165). The list may only shrink: a file not on it, or more reads than listed, fails.
 */
const KNOWN: Record<string, number> = {
  'src/modules/admin/bursts.ts': 1,
  'src/modules/admin/hotels.ts': 1,
  'src/modules/admin/incidents.ts': 3,
  'src/modules/admin/index.ts': 1,
  'src/modules/admin/letters.ts': 1,
  'src/modules/admin/overview.ts': 1,
  'src/modules/admin/payments.ts': 1,
  'src/modules/admin/requests.ts': 4,
  'src/modules/audit/security-events.ts': 1,
  'src/modules/auth/closing.ts': 1,
  'src/modules/auth/credentials.ts': 2,
  'src/modules/auth/email-change.ts': 1,
  'src/modules/auth/sessions.ts': 4,
  'src/modules/billing/drafts.ts': 2,
  'src/modules/billing/jobs.ts': 1,
  'src/modules/billing/lifecycle.ts': 1,
  'src/modules/billing/payments.ts': 2,
  'src/modules/billing/registration.ts': 1,
  'src/modules/billing/renewal.ts': 1,
  'src/modules/billing/subscriptions.ts': 1,
  'src/modules/mail/service.ts': 1,
  'src/modules/mail/transport.ts': 1,
  'src/modules/reports/moderation.ts': 1,
  'src/modules/search/engine.ts': 1,
  'src/modules/search/normalize.ts': 1,
  'src/modules/verification/service.ts': 2,
}

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

const overKnown = (reads: Record<string, number>) =>
  Object.entries(reads)
    .filter(([path, n]) => n > (KNOWN[path] ?? 0))
    .map(([path, n]) => `${path}: ${n} read(s) of the wall clock; take the time from deps.clock (ADR 165)`)

describe('one clock', () => {
  test('src/modules and src/kernel read the time only through the clock (beyond the known, shrinking list)', () => {
    const files = ROOTS.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    expect(overKnown(timeReads(files))).toEqual([])
  })

  test('a service that reads Date.now() or new Date() fails the check; parsing a given value does not', () => {
    const reads = timeReads([
      { path: 'src/modules/x/service.ts', text: 'const a = Date.now()\nconst b = new Date()\nconst c = new Date(a)' },
      { path: 'src/kernel/clock.ts', text: 'export const systemClock = { now: () => new Date() }' },
      { path: 'src/modules/x/parse.ts', text: "const d = new Date('2026-01-01')" },
    ])
    expect(reads).toEqual({ 'src/modules/x/service.ts': 2 })
    expect(overKnown(reads)).toHaveLength(1)
  })
})
