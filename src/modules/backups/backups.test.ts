import { beforeAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DB_FILE, listBackupSets, listFiles, RestoreError, rotateBackups } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { LOCK_FILE, lockDataDir } from '~/db/data-dir-lock'
import { fixedClock, systemClock } from '~/kernel/clock'
import { loadConfig } from '~/kernel/config'
import { createLogger } from '~/kernel/log'
import { OPERATOR, record, resolveAuditKey, verifyChain } from '~/modules/audit/public'
import { createMember, signIn } from '~/modules/auth/testing'
import { createApp } from '~/server/app'
import { readManifest } from '~/server/assets'
import { ensureClientBuild } from '~/server/testing'
import { restoreBackup, runBackup } from './service'

const fresh = () => mkdtempSync(join(tmpdir(), 'kyg-ops-'))
const TABLES = ['users', 'companies', 'compliance_declarations', 'audit_log', 'sessions', 'payments', 'subscriptions']
const counts = (h: ReturnType<typeof openDatabase>) =>
  Object.fromEntries(
    TABLES.map((t) => [t, (h.sqlite.query(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n]),
  )

async function liveData() {
  const dataDir = fresh()
  const handle = openDatabase(join(dataDir, DB_FILE))
  // The chain is written with this DATA_DIR's key, as the server does; the backup set carries it.
  const deps = { db: handle.db, clock: systemClock, chainKey: resolveAuditKey(dataDir) }
  const members = [await createMember(deps), await createMember(deps, { locale: 'de' })]
  record(deps, { actor: OPERATOR, action: 'job.run_now' })
  for (const [name, body] of [
    ['reports/r1/photo.jpg', 'jpeg-bytes-1'],
    ['reports/r2/passport.pdf', 'pdf-bytes-2'],
  ] as const) {
    mkdirSync(join(dataDir, 'uploads', name, '..'), { recursive: true })
    writeFileSync(join(dataDir, 'uploads', name), body)
  }
  return { dataDir, handle, deps, members }
}

describe('backups', () => {
  // The app test below renders pages: the client bundle is built once first (slow after a rebase).
  beforeAll(() => ensureClientBuild(), 120_000)

  test('a backup restores into a fresh DATA_DIR with every row and file, and the app serves the same data', async () => {
    const live = await liveData()
    const before = counts(live.handle)
    const { set } = runBackup({
      ...live.deps,
      clock: fixedClock('2027-03-01T02:30:00Z'),
      db: live.handle,
      dataDir: live.dataDir,
    })
    // Changes after the backup are not in it.
    await createMember(live.deps)
    live.handle.close()

    const target = fresh()
    const done = restoreBackup({ dataDir: target, path: set.dir, clock: systemClock, actor: OPERATOR }, () =>
      openDatabase(join(target, DB_FILE)),
    )
    expect(done.files).toBe(2)
    expect(listFiles(join(target, 'uploads'))).toEqual(['reports/r1/photo.jpg', 'reports/r2/passport.pdf'])
    expect(readFileSync(join(target, 'uploads/reports/r2/passport.pdf'), 'utf8')).toBe('pdf-bytes-2')

    const restored = openDatabase(join(target, DB_FILE))
    // Every row is back; the restore itself adds one audit entry, and the chain still verifies.
    expect(counts(restored)).toEqual({ ...before, audit_log: (before.audit_log ?? 0) + 1 })
    expect(verifyChain({ db: restored.db, chainKey: resolveAuditKey(target) })).toMatchObject({ ok: true })

    const config = loadConfig({ DATA_DIR: target, LOG_LEVEL: 'silent' })
    const app = createApp({
      config,
      db: restored,
      log: createLogger('silent'),
      clock: systemClock,
      chainKey: resolveAuditKey(target),
      sessionSecret: 'test-secret-'.padEnd(64, 'x'),
      manifest: readManifest(),
    })
    const request = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost${path}`, init))
    const member = live.members[1]!
    const session = await signIn(request, member.user.email, member.password)
    const me = await request('/api/user/get-current-user', { headers: session.bearer })
    expect(me.status).toBe(200)
    expect(JSON.stringify(await me.json())).toContain(member.user.email)
    restored.close()
  })

  test('restore refuses while a server runs on the DATA_DIR', async () => {
    const live = await liveData()
    const { set } = runBackup({ ...live.deps, db: live.handle, dataDir: live.dataDir })
    live.handle.close()
    const target = fresh()
    // The server holds the DATA_DIR's lock while it runs (ADR 190); this test holds it in its stead.
    const server = lockDataDir(target)
    try {
      expect(() =>
        restoreBackup({ dataDir: target, path: set.dir, clock: systemClock, actor: OPERATOR }, () =>
          openDatabase(join(target, DB_FILE)),
        ),
      ).toThrow(RestoreError)
    } finally {
      server?.release()
    }
  })

  test('a backup whose audit chain was tampered with is refused and the live data stays', async () => {
    const live = await liveData()
    const { set } = runBackup({ ...live.deps, db: live.handle, dataDir: live.dataDir })
    live.handle.close()
    const { Database } = await import('bun:sqlite')
    const copy = new Database(join(set.dir, DB_FILE))
    copy.run('DROP TRIGGER IF EXISTS audit_log_no_update')
    for (const row of copy.query("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as { name: string }[])
      copy.run(`DROP TRIGGER "${row.name}"`)
    copy.run("UPDATE audit_log SET action = 'forged' WHERE seq = 1")
    copy.close()
    const target = fresh()
    expect(() =>
      restoreBackup({ dataDir: target, path: set.dir, clock: systemClock, actor: OPERATOR }, () =>
        openDatabase(join(target, DB_FILE)),
      ),
    ).toThrow('audit chain')
    // The restore held the DATA_DIR's lock (ADR 190); its empty lock file is all it leaves.
    expect(listFiles(target).filter((f) => f !== LOCK_FILE)).toEqual([])
  })

  test('rotation keeps the newest set of each of 7 days and of the 4 weeks before, and is idempotent', () => {
    const dataDir = fresh()
    const start = Date.parse('2027-01-01T02:30:00Z')
    // 60 daily sets, plus a second one on the last day.
    for (let d = 0; d < 60; d++) {
      const at = new Date(start + d * 86_400_000).toISOString().replace(/[:.]/g, '-')
      mkdirSync(join(dataDir, 'backups', `kyg-${at}`), { recursive: true })
    }
    mkdirSync(join(dataDir, 'backups', 'kyg-2027-03-01T14-00-00-000Z'))
    mkdirSync(join(dataDir, 'backups', 'kyg-2027-02-01T14-00-00-000Z.partial'))
    rotateBackups(dataDir)
    const kept = listBackupSets(dataDir).map((s) => s.name.slice(4, 14))
    expect(kept.slice(0, 7)).toEqual([
      '2027-03-01',
      '2027-02-28',
      '2027-02-27',
      '2027-02-26',
      '2027-02-25',
      '2027-02-24',
      '2027-02-23',
    ])
    expect(kept).toHaveLength(11)
    expect(listBackupSets(dataDir)[0]?.name).toBe('kyg-2027-03-01T14-00-00-000Z')
    expect(rotateBackups(dataDir)).toEqual([])
    expect(listFiles(join(dataDir, 'backups'))).toEqual([])
  })
})
