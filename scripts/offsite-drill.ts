// The off-site restore drill (issue 35): the real server with a local restic repository and a short interval takes
// reports with evidence and arrivals, is killed with SIGKILL, its DATA_DIR deleted; the last copy is restored into a
// new DATA_DIR with `backup:restore --from-repository`, the server starts on it, and every write acknowledged before
// the copy's moment must be there (integrity_check, audit:verify, counts). Answers the recovery point (seconds of
// acknowledged writes that may be lost) and the recovery time (seconds from an empty DATA_DIR to serving again).
// `scripts/offsite-drill.test.ts` runs it small in the test suite; `bun run drill` runs it with 10,000 reports.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Subprocess, spawn } from 'bun'
import { DB_FILE, listFiles } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { addDays, zurichDay } from '~/lib/dates'
import { resolveAuditKey } from '~/modules/audit/public'
import { listSnapshots } from '~/modules/backups/offsite'
import { attachments } from '~/modules/reports/schema'
import { createActiveMember, reportForm, reportParts, seedPendingReports, tinyPdf } from '~/modules/reports/testing'

const ROOT = join(import.meta.dir, '..')
export const DRILL_PASSWORD = 'drill-Restic-Pass-5e1b9d'
const SESSION_SECRET = 'drill-session-secret-'.padEnd(64, 'd')

/** A child process whose output lines can be awaited (no polling, no sleeps). */
function follow(proc: Subprocess<'ignore', 'pipe', 'pipe'>) {
  const lines: string[] = []
  const waiters: { from: number; test: (line: string) => boolean; resolve: (line: string) => void }[] = []
  let ended: (() => void)[] = []
  const check = () => {
    for (const w of [...waiters]) {
      const hit = lines.slice(w.from).find(w.test)
      if (hit !== undefined) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(hit)
      }
    }
  }
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder()
    let rest = ''
    const reader = stream.getReader()
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      const parts = (rest + decoder.decode(r.value)).split('\n')
      rest = parts.pop() ?? ''
      lines.push(...parts)
      check()
    }
    if (rest) lines.push(rest)
    check()
  }
  const done = Promise.all([pump(proc.stdout), pump(proc.stderr)]).then(() => {
    for (const end of ended) end()
    ended = []
  })
  return {
    lines,
    done,
    /** The first line from index `from` on that passes `test`; rejects when the process ends without one. */
    waitFor(test: (line: string) => boolean, from = 0, what = 'a line') {
      return new Promise<string>((resolve, reject) => {
        waiters.push({ from, test, resolve })
        ended.push(() => reject(new Error(`the process ended before ${what}:\n${lines.slice(-15).join('\n')}`)))
        check()
      })
    },
  }
}

/** A number as letters (names take letters only): 0 a, 1 b, … 26 ba. */
const letters = (i: number) =>
  i
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + Number.parseInt(c, 26)))
    .join('')

const json = (line: string): Record<string, unknown> => {
  try {
    return JSON.parse(line)
  } catch {
    return {}
  }
}

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port!
  probe.stop(true)
  return port
}

function startServer(dataDir: string, env: Record<string, string>) {
  const port = freePort()
  const base = `http://127.0.0.1:${port}`
  const proc = spawn(['bun', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SESSION_SECRET,
      REPORTS_PER_HOUR_PER_USER: '1000000',
      REPORTS_PER_HOUR_PER_HOTEL: '1000000',
      ARRIVALS_DAILY_LIMIT: '1000000',
      ARRIVALS_DAILY_LIMIT_PER_PERSON: '1000000',
      ...env,
    },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const out = follow(proc)
  const listening = out.waitFor((l) => json(l).msg === 'listening', 0, 'listening')
  return { proc, base, out, listening }
}

async function cli(args: string[], env: Record<string, string>) {
  const proc = spawn(['bun', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  return { code, text: stdout + stderr }
}

/** `count` reports of the member written straight into the tables, each with an evidence file. */
function seedReports(dataDir: string, member: { user: { id: string; companyId: string | null } }, count: number) {
  if (count === 0) return
  const db = openDatabase(join(dataDir, DB_FILE))
  seedPendingReports(db.db, { companyId: member.user.companyId!, authorId: member.user.id }, count)
  const uploads = join(dataDir, 'uploads')
  mkdirSync(uploads, { recursive: true })
  const pdf = tinyPdf()
  db.db.transaction((tx) => {
    for (let i = 0; i < count; i++) {
      const id = `seed-t-${String(i).padStart(6, '0')}`
      const key = new Bun.CryptoHasher('md5').update(id).digest('hex')
      const bytes = new Uint8Array([...pdf, ...new TextEncoder().encode(`% ${id}\n`)])
      writeFileSync(join(uploads, key), bytes)
      tx.insert(attachments)
        .values({
          id,
          reportId: id,
          originalName: `invoice-${i}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: bytes.length,
          sha256: new Bun.CryptoHasher('sha256').update(bytes).digest('hex'),
          storageKey: key,
          metadataRemoved: false,
          createdAt: '2026-01-01T00:00:00.000Z',
        })
        .run()
    }
  })
  db.close()
}

export type DrillOptions = {
  /** Reports (each with an evidence file) in the database before the server starts. */
  seedReports?: number
  /** BACKUP_INTERVAL_MINUTES of the server (0.05 = every 3 s). */
  intervalMinutes?: number
  /** Copies pushed while the writers run before the kill. */
  pushesUnderLoad?: number
  progress?: (text: string) => void
}

export async function runDrill({
  seedReports: seeded = 0,
  intervalMinutes = 0.05,
  pushesUnderLoad = 2,
  progress = () => {},
}: DrillOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kyg-drill-a-'))
  const restoredDir = mkdtempSync(join(tmpdir(), 'kyg-drill-b-'))
  const repository = join(mkdtempSync(join(tmpdir(), 'kyg-drill-repo-')), 'repo')
  const backupEnv = {
    BACKUP_REPOSITORY: repository,
    BACKUP_PASSWORD: DRILL_PASSWORD,
    BACKUP_INTERVAL_MINUTES: String(intervalMinutes),
  }
  const printed: string[] = []
  const problems: string[] = []
  try {
    // Before the first start: a member with a subscription, the seeded reports, and the audit key kept apart (as
    // the operator keeps it in the password manager: the copies never hold it).
    const chainKey = resolveAuditKey(dataDir)
    const setup = openDatabase(join(dataDir, DB_FILE))
    const member = await createActiveMember({ db: setup.db, clock: systemClock, chainKey }, { locale: 'en' })
    setup.close()
    seedReports(dataDir, member, seeded)
    const auditKey = readFileSync(join(dataDir, 'audit-chain-key'), 'utf8')
    progress(`seeded ${seeded} reports; starting the server with a copy every ${intervalMinutes * 60} s`)

    const live = startServer(dataDir, backupEnv)
    await live.listening
    const login = await fetch(`${live.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.user.email, password: member.password }),
    })
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }

    // Two writers until the kill: reports with an evidence file, and arrivals. Each acknowledged write is kept with
    // the moment its answer came.
    const acked = { reports: [] as { id: string; at: number }[], arrivals: [] as { id: string; at: number }[] }
    const refused: string[] = []
    let stop = false
    let n = 0
    const today = zurichDay(new Date())
    const writeReport = async () => {
      const i = ++n
      const res = await fetch(`${live.base}/api/reports`, {
        method: 'POST',
        headers: auth,
        body: reportForm(reportParts({ guest_last_name: `Drill${i}` }), [{ name: `bill-${i}.pdf`, bytes: tinyPdf() }]),
      })
      if (res.status !== 201) refused.push(`report ${res.status}: ${(await res.text()).slice(0, 200)}`)
      else acked.reports.push({ id: ((await res.json()) as { report: { id: string } }).report.id, at: Date.now() })
    }
    const writeArrival = async () => {
      const i = ++n
      const res = await fetch(`${live.base}/api/arrivals`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Anna',
          last_name: `Arrival${letters(i)}`,
          check_in: today,
          check_out: addDays(today, 2),
          reservation_ref: `R-${i}`,
        }),
      })
      if (res.status !== 201) refused.push(`arrival ${res.status}: ${(await res.text()).slice(0, 200)}`)
      else acked.arrivals.push({ id: ((await res.json()) as { arrival: { id: string } }).arrival.id, at: Date.now() })
    }
    const writer = async (write: () => Promise<void>) => {
      while (!stop)
        await write().catch(() => {
          // The server was killed under this request: not acknowledged.
        })
    }
    const from = live.out.lines.length
    const load = Promise.all([writer(writeReport), writer(writeArrival)])
    // The copies made while the writers run: wait for the log lines of `pushesUnderLoad` successful pushes.
    const pushed = (l: string) => json(l).msg === 'job done' && json(l).job === 'backups.offsite'
    let at = from
    for (let i = 0; i < pushesUnderLoad; i++) {
      const line = await live.out.waitFor(pushed, at, 'an off-site copy')
      at = live.out.lines.indexOf(line, at) + 1
      progress(
        `copy ${i + 1}/${pushesUnderLoad} pushed (${acked.reports.length} reports, ${acked.arrivals.length} arrivals acknowledged)`,
      )
    }
    // Then the machine is lost: SIGKILL in the middle of the writes, and the DATA_DIR is gone.
    live.proc.kill('SIGKILL')
    const killedAt = Date.now()
    await live.proc.exited
    stop = true
    await load
    await live.out.done
    printed.push(...live.out.lines)
    rmSync(dataDir, { recursive: true, force: true })

    // Recovery: the audit key back from where it is kept, the last copy from the repository, the server started.
    const started = Date.now()
    writeFileSync(join(restoredDir, 'audit-chain-key'), auditKey, { mode: 0o600 })
    const restore = await cli(['backup:restore', '--from-repository'], { DATA_DIR: restoredDir, ...backupEnv })
    printed.push(restore.text)
    if (restore.code !== 0) throw new Error(`backup:restore --from-repository failed:\n${restore.text}`)
    const restoreSeconds = (Date.now() - started) / 1000
    const again = startServer(restoredDir, {})
    await again.listening
    const healthy = await fetch(`${again.base}/healthz`)
    const recoverySeconds = (Date.now() - started) / 1000
    if (!healthy.ok) problems.push(`/healthz answered ${healthy.status} after the restore`)
    const signIn = await fetch(`${again.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.user.email, password: member.password }),
    })
    if (signIn.status !== 200) problems.push(`the member could not sign in after the restore (${signIn.status})`)
    again.proc.kill('SIGTERM')
    await again.proc.exited
    await again.out.done
    printed.push(...again.out.lines)

    // The checks.
    const copy = (
      await listSnapshots({ repository, password: DRILL_PASSWORD, cacheDir: join(restoredDir, 'restic-cache') })
    ).at(-1)
    const copyAt = Date.parse(copy?.copiedAt ?? '')
    const verify = await cli(['audit:verify'], { DATA_DIR: restoredDir })
    if (verify.code !== 0) problems.push(`audit:verify: ${verify.text.trim()}`)
    const jobsList = await cli(['jobs:list'], { DATA_DIR: restoredDir, ...backupEnv })
    printed.push(verify.text, jobsList.text)
    if (!jobsList.text.includes('Off-site copies: last copy')) problems.push('jobs:list does not show the last copy')
    const db = openDatabase(join(restoredDir, DB_FILE), { runMigrations: false })
    const integrity = (db.sqlite.query('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check
    if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`)
    const ids = (table: string) =>
      new Set((db.sqlite.query(`SELECT id FROM ${table}`).all() as { id: string }[]).map((r) => r.id))
    const present = { reports: ids('reports'), arrivals: ids('arrivals') }
    const rows = {
      reports: present.reports.size,
      arrivals: present.arrivals.size,
      attachments: (db.sqlite.query('SELECT count(*) AS n FROM attachments').get() as { n: number }).n,
    }
    const keys = (db.sqlite.query('SELECT storage_key AS k FROM attachments').all() as { k: string }[]).map((r) => r.k)
    db.close()
    const files = new Set(listFiles(join(restoredDir, 'uploads')))
    const missingFiles = keys.filter((k) => !files.has(k))
    if (missingFiles.length) problems.push(`${missingFiles.length} evidence file(s) missing, e.g. ${missingFiles[0]}`)
    if (files.size !== rows.attachments)
      problems.push(`${files.size} files in uploads for ${rows.attachments} attachments`)
    const before = {
      reports: acked.reports.filter((w) => w.at < copyAt),
      arrivals: acked.arrivals.filter((w) => w.at < copyAt),
    }
    for (const kind of ['reports', 'arrivals'] as const) {
      if (before[kind].length === 0) problems.push(`no ${kind} write was acknowledged before the last copy`)
      const lost = before[kind].filter((w) => !present[kind].has(w.id))
      if (lost.length) problems.push(`${lost.length} ${kind} acknowledged before the last copy are missing`)
    }
    if (seeded + before.reports.length > rows.reports) problems.push('fewer reports than acknowledged before the copy')
    if (refused.length) problems.push(`${refused.length} write(s) refused, e.g. ${refused[0]}`)
    const after = [...acked.reports, ...acked.arrivals].filter((w) => w.at >= copyAt)
    const lostAfter = after.filter((w) => !present.reports.has(w.id) && !present.arrivals.has(w.id))
    const leaked = printed.filter((l) => l.includes(DRILL_PASSWORD))
    if (leaked.length) problems.push(`the repository password was printed: ${leaked[0]}`)
    return {
      problems,
      seeded,
      acknowledged: { reports: acked.reports.length, arrivals: acked.arrivals.length },
      acknowledgedBeforeCopy: { reports: before.reports.length, arrivals: before.arrivals.length },
      rows,
      integrity,
      auditVerify: verify.text.trim(),
      copy: copy?.id,
      /** Seconds between the last copy's moment and the kill: writes acknowledged in them may be lost. */
      recoveryPointSeconds: Math.round((killedAt - copyAt) / 100) / 10,
      lostAfterCopy: lostAfter.length,
      acknowledgedAfterCopy: after.length,
      restoreSeconds: Math.round(restoreSeconds * 10) / 10,
      recoverySeconds: Math.round(recoverySeconds * 10) / 10,
    }
  } finally {
    for (const dir of [dataDir, restoredDir, join(repository, '..')]) rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  const seed = Number(process.env.DRILL_REPORTS ?? 10_000)
  const result = await runDrill({
    seedReports: seed,
    intervalMinutes: Number(process.env.DRILL_INTERVAL_MINUTES ?? 0.25),
    progress: (t) => console.log(t),
  })
  console.log(JSON.stringify(result, null, 1))
  console.log(
    `recovery point: at most ${result.recoveryPointSeconds} s of acknowledged writes lost (${result.lostAfterCopy} of ${result.acknowledgedAfterCopy} written after the last copy); recovery time: ${result.recoverySeconds} s from an empty DATA_DIR to serving ${result.rows.reports} reports (restore ${result.restoreSeconds} s)`,
  )
  if (result.problems.length) {
    console.error(`drill FAILED:\n  ${result.problems.join('\n  ')}`)
    process.exit(1)
  }
}
