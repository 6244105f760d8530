// Finding 6 of the security review: the audit chain forks when the CLI writes during traffic. Named after it in
// docs/security.md.
import { describe, expect, test } from 'bun:test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { DB_FILE } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { createTestDb } from '~/db/testing'
import { systemClock } from '~/kernel/clock'
import { createLogger } from '~/kernel/log'
import { users } from '~/modules/auth/schema'
import { createTestAdmin } from '~/modules/auth/testing'
import { listOutbox } from '~/modules/mail/public'
import { chainBrokenAlert } from '~/server/jobs'
import { verifyAuditChainJob } from './jobs'
import { resolveAuditKey } from './key'
import { record, verifyChain } from './service'
import { testDeps } from './testing'

const cli = (dataDir: string, ...args: string[]) =>
  Bun.spawnSync(['bun', join(import.meta.dir, '../../cli/main.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  })

describe('finding 6: the audit chain forks when the CLI writes during traffic', () => {
  test('finding 6: concurrent server and CLI writers never fork the chain, and bun run cli audit:verify says so', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kyg-f6-'))
    const handle = openDatabase(join(dataDir, DB_FILE))
    const deps = { db: handle.db, clock: systemClock, chainKey: resolveAuditKey(dataDir) }
    const writers = [0, 1].map(() =>
      Bun.spawn(['bun', join(import.meta.dir, 'concurrent-writer.ts'), dataDir, '150'], {
        stdout: 'pipe',
        stderr: 'pipe',
      }),
    )
    // Each writer says "ready" when it has opened the database and starts writing: wait for both, not for a time.
    await Promise.all(writers.map(async (w) => (await w.stdout.getReader().read()).value))
    // Meanwhile the "server" process appends too, while the other two processes write.
    for (let i = 0; i < 150; i++) {
      record(deps, {
        actor: { type: 'system', ip: '10.0.0.1' },
        action: 'job.run_now',
        details: { i },
      })
    }
    for (const w of writers) expect(await w.exited).toBe(0)
    const rows = handle.sqlite
      .query<{ n: number; forks: number }, []>(
        'SELECT count(*) AS n, count(*) - count(DISTINCT prev_hash) AS forks FROM audit_log',
      )
      .get()
    expect(rows).toEqual({ n: 450, forks: 0 })
    expect(verifyChain(deps)).toEqual({ ok: true, entries: 450 })
    handle.close()
    const verify = cli(dataDir, 'audit:verify')
    expect(verify.exitCode).toBe(0)
    expect(verify.stdout.toString()).toContain('450 entries')
  }, 60_000)

  test('finding 6: the chain is an HMAC with a key outside the database: an edit re-hashed without the key is found', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kyg-f6-'))
    const handle = openDatabase(join(dataDir, DB_FILE))
    const deps = { db: handle.db, clock: systemClock, chainKey: resolveAuditKey(dataDir) }
    for (const action of ['job.run_now', 'db.backup.created', 'storage.disk_low'] as const)
      record(deps, { actor: { type: 'system' }, action })
    handle.sqlite.run('DROP TRIGGER audit_log_no_update')
    // An attacker with the database file only: edits entry 2 and recomputes its hash the keyless way.
    const row = handle.sqlite.query<Record<string, string | null>, []>('SELECT * FROM audit_log WHERE seq = 2').get()!
    const forgedHash = new Bun.CryptoHasher('sha256')
      .update(JSON.stringify([row.prev_hash, row.at, row.actor_type, null, 'forged', null, null, row.details, null]))
      .digest('hex')
    handle.sqlite.run(`UPDATE audit_log SET action = 'forged', hash = '${forgedHash}' WHERE seq = 2`)
    expect(verifyChain(deps)).toEqual({ ok: false, brokenAtSeq: 2 })
    handle.close()
    const verify = cli(dataDir, 'audit:verify')
    expect(verify.exitCode).toBe(1)
    expect(verify.stderr.toString()).toContain('BROKEN at entry 2')
  }, 30_000)

  test('finding 6: the chain covers a keyed hash of the address, so addresses can be erased and the chain still verifies', () => {
    const handle = createTestDb()
    record(testDeps(handle.db), { actor: { type: 'user', id: 'u1', ip: '198.51.100.1' }, action: 'auth.login.success' })
    record(testDeps(handle.db), { actor: { type: 'anonymous', ip: '198.51.100.2' }, action: 'auth.login.failure' })
    const stored = handle.sqlite.query<{ ip: string; ip_hash: string }, []>('SELECT ip, ip_hash FROM audit_log').all()
    expect(stored[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored[0]?.ip_hash).not.toContain('198.51')
    handle.sqlite.run('DROP TRIGGER audit_log_no_update')
    handle.sqlite.run('UPDATE audit_log SET ip = NULL')
    expect(verifyChain(testDeps(handle.db))).toEqual({ ok: true, entries: 2 })
  })

  test('finding 6: the daily verification logs a broken chain and e-mails the administrators in their language', async () => {
    const handle = createTestDb()
    const { user: admin } = await createTestAdmin(handle.db)
    record(testDeps(handle.db), { actor: { type: 'system' }, action: 'job.run_now' })
    const lines: string[] = []
    const log = createLogger('info', {}, (line) => lines.push(line))
    handle.db.update(users).set({ locale: 'de' }).where(eq(users.id, admin.id)).run()
    const deps = {
      ...testDeps(handle.db),
      log,
      alertChainBroken: chainBrokenAlert({ config: { CONTACT_EMAIL: 'c@example.ch' }, clock: systemClock }),
    }
    expect(verifyAuditChainJob(deps)).toMatchObject({ broken: 0 })
    handle.sqlite.run('DROP TRIGGER audit_log_no_update')
    handle.sqlite.run("UPDATE audit_log SET action = 'forged' WHERE seq = 1")
    expect(verifyAuditChainJob(deps)).toMatchObject({ broken: 1 })
    expect(lines.some((l) => l.includes('"level":"error"') && l.includes('audit chain broken'))).toBe(true)
    const mails = listOutbox(handle).filter((m) => m.kind === 'audit-chain-broken')
    expect(mails.map((m) => m.to)).toEqual([admin.email])
    expect(mails[0]?.subject).toBe('Die Kette des Audit-Protokolls ist unterbrochen')
  })
})
