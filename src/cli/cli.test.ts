import { afterAll, describe, expect, spyOn, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { noReports } from '~/modules/admin/reports-port'
import { webRequests } from '~/modules/admin/schema'
import {
  confirmWebRequest,
  createConfirmationQuota,
  issueConfirmToken,
  submitWebRequest,
} from '~/modules/admin/web-requests'
import { OPERATOR } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { removePerson } from '~/modules/auth/team'
import { createMember, createStaff } from '~/modules/auth/testing'
import { extendSubscription } from '~/modules/billing/service'
import { cliCommandFor, recordServer } from '~/server/instances'
import { commands, HELP_WIDTH } from './commands'
import { cliConfig, dataDirCheck } from './context'
import { main } from './main'

const ROOT = join(import.meta.dir, '../..')
const PLAN = { id: '3-star', priceRappen: 49000, stars: 3, association: false } as const
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kyg-cli-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** The rows of the Markdown table that follows `heading` in the README, as cells (`\|` kept as a pipe). */
function readmeTable(after: string): string[][] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  const lines = readme.slice(readme.indexOf(after)).split('\n')
  const start = lines.findIndex((l) => l.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll('\\|', '|')),
    )
  }
  return rows
}

/** Runs main() in this process, answering its exit code and what it printed. */
async function cli(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = []
  const err: string[] = []
  const log = spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')))
  const error = spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')))
  try {
    const code = await main(argv, { LOG_LEVEL: 'silent', ...env })
    return { code, stdout: out.join('\n'), stderr: err.join('\n') }
  } finally {
    log.mockRestore()
    error.mockRestore()
  }
}

describe('the operator CLI', () => {
  test('bun run cli --help fits 100 columns and names every command', async () => {
    const proc = Bun.spawn(['bun', 'run', 'cli', '--help'], { cwd: ROOT, stdout: 'pipe', stderr: 'pipe' })
    const [text, code] = await Promise.all([new Response(proc.stdout).text(), proc.exited])
    expect(code).toBe(0)
    const tooLong = text.split('\n').filter((line) => line.length > HELP_WIDTH)
    expect(tooLong).toEqual([])
    for (const name of Object.keys(commands)) expect(text).toContain(`  ${name}`)
  })

  test("the README's command table lists every command exactly once, users:suspend with its --reason", () => {
    const rows = readmeTable('`bun run cli --help` lists the operator commands')
    const named = rows.map(([usage]) => /^`([\w:-]+)/.exec(usage ?? '')?.[1])
    expect([...named].sort()).toEqual(Object.keys(commands).sort())
    expect(rows.find(([usage]) => usage?.startsWith('`users:suspend'))?.[0]).toContain('--reason')
  })

  test("each command's README row names every option it takes (hotels:approve --without-document)", () => {
    const rows = readmeTable('`bun run cli --help` lists the operator commands')
    const missing: string[] = []
    for (const [name, command] of Object.entries(commands)) {
      const row = rows.find(([usage]) => /^`([\w:-]+)/.exec(usage ?? '')?.[1] === name)?.join(' ') ?? ''
      for (const option of Object.keys(command.options ?? {}))
        if (!row.includes(`--${option}`)) missing.push(`${name} --${option}`)
    }
    expect(missing).toEqual([])
  })

  test("the README's Scripts table lists every package script exactly once", () => {
    const scripts = Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts)
    const rows = readmeTable('## Scripts')
    const named = rows.map(([command]) => /^`bun run ([\w:-]+)/.exec(command ?? '')?.[1])
    expect([...named].sort()).toEqual([...scripts].sort())
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').match(/^## Scripts$/gm)).toHaveLength(1)
  })

  test('wrong usage answers 2 with the usage line: an unknown option, a value outside its set, a bad amount', async () => {
    const env = { DATA_DIR: tempDir() }
    const unknown = await cli(['hotels:list', '--colour', 'red'], env)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown option --colour.')
    expect(unknown.stderr).toContain('Usage: bun run cli hotels:list')
    const status = await cli(['hotels:list', '--status', 'sleeping'], env)
    expect(status.code).toBe(2)
    expect(status.stderr).toContain('--status is one of pending, approved, rejected, suspended, closed')
    const kind = await cli(['payments:list', '--kind', 'cash'], env)
    expect(kind.code).toBe(2)
    expect(kind.stderr).toContain('--kind is one of card, transfer (not "cash")')
    const money = await cli(['payments:refund', 'pay-1', '--amount', '12,5,0', '--reason', 'Goodwill'], env)
    expect(money.code).toBe(2)
    expect(money.stderr).toContain('--amount is an amount in CHF')
    const noReason = await cli(['users:suspend', 'a@example.ch'], env)
    expect(noReason.code).toBe(2)
    expect(noReason.stderr).toContain('--reason')
    const letter = await cli(['requests:letter', 'r1', '--type', 'poem'], env)
    expect(letter.code).toBe(2)
    expect(letter.stderr).toContain('--type is one of acknowledgement, answer')
  })

  test('a refusal answers 1 and a done command 0', async () => {
    const env = { DATA_DIR: tempDir() }
    expect((await cli(['users:suspend', 'nobody@example.ch', '--reason', 'Test'], env)).code).toBe(1)
    const listed = await cli(['hotels:list', '--status', 'pending'], env)
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain('No pending hotels.')
  })

  test('requests:list shows a confirmed request from /your-data as open, channel web, with its requester and due day', async () => {
    const env = { DATA_DIR: tempDir() }
    const db = openDatabase(join(env.DATA_DIR, 'knowyourguest.sqlite'))
    const config = { BASE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'contact@example.ch', DATA_DIR: env.DATA_DIR }
    const deps = { ...testDeps(db.db), config, reports: noReports }
    const fields = {
      name: 'Greta Gruber',
      birthDate: '1980-04-12',
      email: 'greta@example.com',
      reference: '',
      kind: 'access' as const,
      paid: false,
      details: '',
    }
    const idCopy = { storageKey: 'a'.repeat(32), originalName: 'id.png', mimeType: 'image/png' as const, size: 10 }
    const file = { ...idCopy, sha256: 'b'.repeat(64), metadataRemoved: true, field: 'id_document' }
    const confirmations = createConfirmationQuota(deps.clock)
    await submitWebRequest({ ...deps, confirmations }, { fields, files: [file], locale: 'de', ip: '198.51.100.7' })
    const stored = db.db.select().from(webRequests).get()!
    const token = issueConfirmToken(deps, { ref: stored.id })!
    confirmWebRequest(deps, { token, ip: '198.51.100.7' })
    db.close()
    const listed = await cli(['requests:list'], env)
    expect(listed.code).toBe(0)
    const line = listed.stdout.split('\n').find((l) => l.includes('Greta Gruber'))
    expect(line).toMatch(/Greta Gruber\s+access\s+web\s+\S*\s*\d{4}-\d{2}-\d{2}\s+open/)
    expect((await cli(['requests:list', '--status', 'open'], env)).stdout).toContain('Greta Gruber')
    expect((await cli(['requests:list', '--status', 'closed'], env)).stdout).toContain('No request.')
  })

  test('hotels:reject ends the subscription as the console does; hotels:approve then refuses it and stores nothing', async () => {
    const env = { DATA_DIR: tempDir() }
    const file = join(env.DATA_DIR, 'knowyourguest.sqlite')
    const db = openDatabase(file)
    const { user } = await createMember(db.db, { email: 'owner@alpina.ch', status: 'pending' })
    extendSubscription(testDeps(db.db), { userId: user.id, plan: PLAN, actor: OPERATOR })
    db.close()
    expect((await cli(['hotels:reject', 'owner@alpina.ch', '--reason', 'Not a hotel'], env)).code).toBe(0)
    const rows = () => {
      const check = openDatabase(file)
      const tables = ['users', 'subscriptions', 'payments', 'audit_log', 'mail_outbox']
      const all = tables.map((t) => check.sqlite.query(`SELECT * FROM ${t} ORDER BY rowid`).all())
      check.close()
      return all
    }
    const before = rows()
    expect(before[1]).toMatchObject([{ auto_renew: 0, awaiting_approval: 0 }])
    const approved = await cli(['hotels:approve', 'owner@alpina.ch', '--without-document', 'Seen'], env)
    expect(approved.code).toBe(1)
    expect(approved.stderr).toContain('Only a pending hotel can be approved')
    expect(rows()).toEqual(before)
  })

  test('finding 4: admin:create and mfa:reset print a one-time enrolment code; only its keyed hash is stored', async () => {
    const env = { DATA_DIR: tempDir() }
    const codeIn = (text: string) => /Enrolment code for the first second factor \([^)]*\): (\S+)/.exec(text)?.[1]
    const created = await cli(['admin:create', 'ops@example.ch'], env)
    expect(created.code).toBe(0)
    const first = codeIn(created.stdout)
    expect(first).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/)
    const stored = () => {
      const db = openDatabase(join(env.DATA_DIR, 'knowyourguest.sqlite'))
      const rows = db.sqlite.query('SELECT * FROM mfa_enrolment_codes').all() as { code_hash: string }[]
      db.close()
      return rows
    }
    const before = stored()
    expect(before).toHaveLength(1)
    expect(JSON.stringify(before)).not.toContain(first!.replaceAll('-', ''))
    const reset = await cli(['mfa:reset', 'ops@example.ch', '--reason', 'Lost phone'], env)
    expect(reset.code).toBe(0)
    const second = codeIn(reset.stdout)
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    const after = stored()
    expect(after).toHaveLength(1)
    expect(after[0]!.code_hash).not.toBe(before[0]!.code_hash)
  })

  test("team:list lists a hotel's people from any of them, and users:suspend suspends one person of it", async () => {
    const env = { DATA_DIR: tempDir() }
    const db = openDatabase(join(env.DATA_DIR, 'knowyourguest.sqlite'))
    const owner = await createMember(db.db, { email: 'owner@bellevue.ch' })
    await createStaff(db.db, owner.user, { email: 'desk@bellevue.ch' })
    const night = await createStaff(db.db, owner.user, { email: 'night@bellevue.ch' })
    const config = { BASE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'contact@example.ch', TEAM_MAX_PEOPLE: 10 }
    removePerson({ ...testDeps(db.db), config }, { owner: owner.user, personId: night.user.id, ip: null })
    db.close()
    const listed = await cli(['team:list', 'desk@bellevue.ch'], env)
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/owner\s+approved\s+owner@bellevue\.ch\s+Anna Muster/)
    expect(listed.stdout).toMatch(/staff\s+approved\s+desk@bellevue\.ch\s+Lea Keller/)
    // A removed person's address was released: the row's placeholder is not shown as if it were an address.
    expect(listed.stdout).toMatch(/staff\s+removed\s+\(released\)/)
    expect(listed.stdout).not.toContain('removed.invalid')
    expect((await cli(['users:suspend', 'desk@bellevue.ch', '--reason', 'Left the hotel'], env)).code).toBe(0)
    const after = await cli(['team:list', 'owner@bellevue.ch'], env)
    expect(after.stdout).toMatch(/staff\s+suspended\s+desk@bellevue\.ch/)
    expect(after.stdout).toMatch(/owner\s+approved\s+owner@bellevue\.ch/)
    expect((await cli(['team:list', 'nobody@example.ch'], env)).code).toBe(2)
  })

  test('the admin:create command names DATA_DIR unless it is the default ./data', () => {
    expect(cliCommandFor(join(ROOT, 'data'), ['admin:create', 'you@example.ch'], { cwd: ROOT })).toBe(
      'bun run cli admin:create you@example.ch',
    )
    expect(cliCommandFor('/srv/kyg data', ['admin:create', 'you@example.ch'], { cwd: ROOT })).toBe(
      "DATA_DIR='/srv/kyg data' bun run cli admin:create you@example.ch",
    )
  })

  test("the CLI's e-mail links use the BASE_URL the server on its DATA_DIR recorded, unless BASE_URL is set", () => {
    const dataDir = tempDir()
    expect(cliConfig({ DATA_DIR: dataDir }).BASE_URL).toBe('http://localhost:3000')
    recordServer({ DATA_DIR: dataDir, BASE_URL: 'https://kyg.example.ch' }).forget()
    expect(cliConfig({ DATA_DIR: dataDir }).BASE_URL).toBe('https://kyg.example.ch')
    expect(cliConfig({ DATA_DIR: dataDir }).secure).toBe(true)
    expect(cliConfig({ DATA_DIR: dataDir, BASE_URL: 'http://127.0.0.1:3151' }).BASE_URL).toBe('http://127.0.0.1:3151')
  })

  test('with no server on its DATA_DIR while one runs on another, the default is refused and a chosen one warned about', async () => {
    const serverDir = tempDir()
    const otherDir = tempDir()
    const server = Bun.spawn(
      ['bun', join(import.meta.dir, 'hold-data-dir.fixture.ts'), serverDir, 'http://127.0.0.1:3152'],
      { cwd: ROOT, stdout: 'pipe' },
    )
    try {
      const reader = server.stdout.getReader()
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('ready')
      const argv = ['admin:create', 'you@example.ch']
      // The operator forgot DATA_DIR: the CLI would act on ./data, which no server uses.
      const refused = dataDirCheck(otherDir, {}, argv)
      const text = refused && 'refuse' in refused ? refused.refuse : ''
      // Other servers of this machine (another checkout's browser tests) may be listed too: ours must be among them,
      // and the command names one of the directories listed.
      expect(text).toContain(`${serverDir} (http://127.0.0.1:3152)`)
      const suggested = /For the server's data: DATA_DIR=(\S+) bun run cli admin:create you@example\.ch/.exec(text)?.[1]
      expect(suggested && text.split('\n')[0]).toContain(`${suggested} (`)
      const run = await cli(argv, { DATA_DIR: undefined })
      // main() with no DATA_DIR acts on ./data of this process: refused (1), nothing created there.
      expect(run.code).toBe(1)
      expect(run.stderr).toContain(serverDir)
      // DATA_DIR set on purpose: a warning, and the command goes ahead.
      const warned = dataDirCheck(otherDir, { DATA_DIR: otherDir }, argv)
      expect(warned && 'warn' in warned && warned.warn).toContain(`No server runs on ${otherDir}`)
      // On the server's own directory nothing is said.
      expect(dataDirCheck(serverDir, {}, argv)).toBeNull()
    } finally {
      server.kill()
      await server.exited
    }
    // The server is gone: its directory is named no more (other servers of this machine may still be).
    expect(JSON.stringify(dataDirCheck(otherDir, {}, ['hotels:list']))).not.toContain(serverDir)
  })
})
