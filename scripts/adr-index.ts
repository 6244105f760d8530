// Writes docs/decisions/README.md: every ADR with its number, title and status line, and which records supersede or
// amend which (issue 36, item 13). `bun run docs:adrs` after adding or changing an ADR.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const DIR = join(import.meta.dir, '..', 'docs', 'decisions')

export type Adr = { file: string; number: string; title: string; status: string }

/** One ADR's number, title (its heading without the number) and status line, from its text. */
export function readAdr(file: string, text: string): Adr {
  const heading = /^#\s*(?:ADR\s*)?(\d+)[:.\s-]*\s*(.*)$/m.exec(text)
  // "Status: …" on a line of its own, or after the date ("Date: 2026-11-22 · Status: superseded by 222").
  const status = /^(?:-\s*)?(?:\*\*)?(?:Date:[^\n·]*·\s*)?Status(?:\*\*)?:\s*(.*)$/im.exec(text)
  let line = (status?.[1] ?? 'accepted').trim()
  // A record that a later one replaced in part says so in its text, not always in its status line.
  const laterNote = /superseded by (?:ADR\s*)?(\d+)/i.exec(text)
  if (laterNote && !/superseded/i.test(line)) line += `; superseded in part by ADR ${laterNote[1]}`
  return {
    file,
    number: heading?.[1]?.padStart(3, '0') ?? file.slice(0, 3),
    title: (heading?.[2] ?? file).trim(),
    status: line,
  }
}

/** The index as Markdown. */
export function adrIndex(adrs: Adr[]): string {
  const cell = (s: string) => s.replaceAll('|', '\\|')
  const rows = adrs
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((a) => `| [${a.number}](${a.file}) | ${cell(a.title)} | ${cell(a.status)} |`)
  const superseded = adrs.filter((a) => /superseded/i.test(a.status)).length
  return [
    '# Architecture decision records',
    '',
    `${adrs.length} records, ${superseded} of them superseded in part or whole (their status says by which).`,
    "Written by `bun run docs:adrs` from each record's heading and status line; the map of the code is",
    '[docs/architecture.md](../architecture.md).',
    '',
    '| ADR | Decision | Status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

if (import.meta.main) {
  const files = readdirSync(DIR).filter((f) => /^\d+.*\.md$/.test(f))
  const adrs = files.map((f) => readAdr(f, readFileSync(join(DIR, f), 'utf8')))
  writeFileSync(join(DIR, 'README.md'), adrIndex(adrs))
  // Biome formats Markdown too (it aligns the table): the file is written as the lint step expects it.
  Bun.spawnSync(['bunx', 'biome', 'format', '--write', join(DIR, 'README.md')], { stdout: 'ignore', stderr: 'inherit' })
  console.log(`docs/decisions/README.md: ${adrs.length} records`)
}
