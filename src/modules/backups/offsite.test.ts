// Off-site copies with restic (issue 35): what a copy holds and never holds, restore from the repository, the age
// watch, the retention policy. A local-path repository; restic is Debian's package (scripts/ensure-restic.sh).
import { describe, expect, test } from 'bun:test'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AUDIT_KEY_FILE, DB_FILE, listFiles, RestoreError } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { fixedClock } from '~/kernel/clock'
import { createLogger } from '~/kernel/log'
import { createScheduler } from '~/kernel/scheduler'
import { OPERATOR, record, resolveAuditKey, verifyChain } from '~/modules/audit/public'
import { createMember } from '~/modules/auth/testing'
import { describeSchedule, runRecorder } from '~/modules/jobs/public'
import { backupJobs, everyMinutes } from './jobs'
import { listSnapshots, OFFSITE_TAG, offsiteHealth, pruneOffsite, STAGE_DIR } from './offsite'
import { type ResticConfig, restic } from './restic'
import { restoreFromRepository } from './service'

const PASSWORD = 'never-Print-Me-7f3a9c'
const fresh = () => mkdtempSync(join(tmpdir(), 'kyg-offsite-'))

async function setup(password = PASSWORD) {
  const dataDir = fresh()
  const repo = join(fresh(), 'repo')
  const cfg: ResticConfig = { repository: repo, password, cacheDir: join(dataDir, 'restic-cache') }
  const clock = fixedClock('2027-03-01T10:00:00Z')
  const handle = openDatabase(join(dataDir, DB_FILE))
  const deps = { db: handle.db, clock, chainKey: resolveAuditKey(dataDir) }
  await createMember(deps)
  record(deps, { actor: OPERATOR, action: 'job.run_now' })
  writeFileSync(join(dataDir, 'session-secret'), 'session-secret-'.padEnd(60, 's'))
  for (const [name, body] of [
    ['r1/photo.jpg', 'jpeg-bytes-1'],
    ['tmp/upload-in-progress', 'half'],
  ] as const) {
    mkdirSync(join(dataDir, 'uploads', name, '..'), { recursive: true })
    writeFileSync(join(dataDir, 'uploads', name), body)
  }
  const lines: string[] = []
  const log = createLogger('info', {}, (line) => lines.push(line), clock)
  const jobs = backupJobs({
    db: handle,
    clock,
    chainKey: deps.chainKey,
    dataDir,
    offsite: { restic: cfg, intervalMinutes: 5 },
  })
  const scheduler = createScheduler({ jobs, clock, log, recorder: runRecorder({ db: handle.db }) })
  return { dataDir, repo, cfg, clock, handle, deps, lines, scheduler }
}

describe('off-site copies', () => {
  test('a copy holds the database and the evidence files, never the keys or uploads in progress, and names its moment', async () => {
    const s = await setup()
    const outcome = await s.scheduler.runNow('backups.offsite')
    expect(outcome).toMatchObject({ status: 'ok' })
    expect(outcome.counts.repositoryBytes).toBeGreaterThan(0)
    const files = (await restic(s.cfg, ['ls', 'latest'])).split('\n').filter((l) => l.startsWith('/'))
    expect(files).toContain(`/${STAGE_DIR}/${DB_FILE}`)
    expect(files).toContain('/uploads/r1/photo.jpg')
    expect(files.filter((f) => /audit-chain-key|session-secret|\/tmp/.test(f))).toEqual([])
    // The staged copy is removed after the push; the copy's tag names the moment of VACUUM INTO.
    expect(existsSync(join(s.dataDir, STAGE_DIR, DB_FILE))).toBe(false)
    expect(await listSnapshots(s.cfg)).toMatchObject([{ copiedAt: '2027-03-01T10:00:00.000Z' }])
    expect(offsiteHealth(s.deps)).toMatchObject({ ageMinutes: 0, stale: false, lastSuccessAt: expect.any(String) })
    expect(s.lines.join('\n')).not.toContain(PASSWORD)
    s.handle.close()
  }, 60_000)

  test('restore from the repository refuses without the audit key, then brings back every row and file', async () => {
    const s = await setup()
    expect(await s.scheduler.runNow('backups.offsite')).toMatchObject({ status: 'ok' })
    const users = s.handle.sqlite.query('SELECT count(*) AS n FROM users').get()
    const key = readFileSync(join(s.dataDir, AUDIT_KEY_FILE), 'utf8')
    s.handle.close()
    const target = fresh()
    const input = { dataDir: target, snapshot: 'latest', clock: s.clock, actor: OPERATOR, restic: s.cfg }
    const open = () => openDatabase(join(target, DB_FILE))
    expect(restoreFromRepository(input, open)).rejects.toThrow(RestoreError)
    expect(existsSync(join(target, DB_FILE))).toBe(false)
    writeFileSync(join(target, AUDIT_KEY_FILE), key, { mode: 0o600 })
    const done = await restoreFromRepository(input, open)
    expect(done.files).toBe(1)
    expect(listFiles(join(target, 'uploads'))).toEqual(['r1/photo.jpg'])
    const restored = openDatabase(join(target, DB_FILE))
    expect(restored.sqlite.query('SELECT count(*) AS n FROM users').get()).toEqual(users)
    expect(verifyChain({ db: restored.db, chainKey: key.trim() })).toMatchObject({ ok: true })
    restored.close()
    // The fetched files are gone; nothing but the restored data, the key and the replaced (empty) data is left.
    expect(existsSync(join(target, 'restore.partial'))).toBe(false)
  }, 60_000)

  test('a push that fails never shows the password, and after 15 minutes without a copy the log has an error', async () => {
    const s = await setup()
    expect(await s.scheduler.runNow('backups.offsite')).toMatchObject({ status: 'ok' })
    // The repository's password changed under the app: every push fails.
    const wrong = { ...s.cfg, password: 'Wrong-Secret-42b7e1' }
    const failing = createScheduler({
      jobs: backupJobs({
        db: s.handle,
        clock: s.clock,
        chainKey: s.deps.chainKey,
        dataDir: s.dataDir,
        offsite: { restic: wrong, intervalMinutes: 5 },
      }),
      clock: s.clock,
      log: createLogger('info', {}, (line) => s.lines.push(line), s.clock),
      recorder: runRecorder({ db: s.handle.db }),
    })
    s.clock.advance(10 * 60_000)
    const outcome = await failing.runNow('backups.offsite')
    expect(outcome.status).toBe('failed')
    expect(outcome.error).toContain('wrong password')
    await failing.runNow('backups.offsite-age')
    expect(s.lines.some((l) => l.includes('off-site copy too old'))).toBe(false)
    s.clock.advance(6 * 60_000)
    await failing.runNow('backups.offsite-age')
    const stale = s.lines.filter((l) => l.includes('off-site copy too old')).map((l) => JSON.parse(l))
    expect(stale).toMatchObject([{ level: 'error', ageMinutes: 16, limitMinutes: 15 }])
    expect(offsiteHealth(s.deps).stale).toBe(true)
    expect(s.lines.join('\n')).not.toMatch(/never-Print-Me|Wrong-Secret/)
    s.handle.close()
  }, 60_000)

  test('the retention policy forgets copies more than 35 days older than the newest and keeps the recent ones', async () => {
    const s = await setup()
    s.handle.close()
    const file = join(s.dataDir, 'x')
    writeFileSync(file, 'x')
    await restic(s.cfg, ['init'])
    // restic reads --time as the machine's local time and measures from the newest copy, which must not be in the
    // future: the copies are dated back from an hour ago.
    const newest = Date.now() - 3_600_000
    const local = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${d.toTimeString().slice(0, 8)}`
    const stamp = (daysAgo: number) => local(new Date(newest - daysAgo * 86_400_000))
    for (const daysAgo of [50, 36, 20, 10, 3, 1.5, 0.5, 0])
      await restic(s.cfg, ['backup', '--tag', OFFSITE_TAG, '--host', 'knowyourguest', '--time', stamp(daysAgo), 'x'], {
        cwd: s.dataDir,
      })
    expect(await pruneOffsite({ restic: s.cfg, dataDir: s.dataDir })).toMatchObject({ forgotten: 2, kept: 6 })
    const kept = (await listSnapshots(s.cfg)).map((snap) => Date.parse(snap.time))
    expect(kept).toHaveLength(6)
    expect(Math.min(...kept)).toBeGreaterThan(newest - 35 * 86_400_000)
  }, 60_000)

  test('the schedule is every few minutes, or every few seconds for a test', () => {
    expect(everyMinutes(5)).toBe('0 */5 * * * *')
    expect(describeSchedule(everyMinutes(5))).toEqual({ kind: 'minutes', every: 5 })
    expect(everyMinutes(0.05)).toBe('*/3 * * * * *')
    expect(everyMinutes(60)).toBe('0 0 * * * *')
    expect(backupJobs({ db: {} as never, clock: fixedClock('2027-01-01'), chainKey: '', dataDir: '' })).toHaveLength(1)
  })
})
