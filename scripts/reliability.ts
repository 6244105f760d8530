// bun run reliability — kills the real server with SIGKILL 20 times during a mixed write load (sign-ups by bank
// transfer, profile edits, report creations with files) on loopback, then checks: every acknowledged write is
// present, no orphan upload files, PRAGMA integrity_check ok, the audit chain verifies, and every kind of write was
// acknowledged at least once (else the run proves nothing). Bounded (a few minutes on a busy machine);
// not part of `bun run test`.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { type Subprocess, spawn } from 'bun'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { resolveAuditKey, verifyChain } from '~/modules/audit/public'
import { createActiveMember, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'

const ROOT = join(import.meta.dir, '..')
const KILLS = Number(process.env.KILLS ?? 20)
const dataDir = mkdtempSync(join(tmpdir(), 'kyg-reliability-'))
const dbFile = join(dataDir, 'knowyourguest.sqlite')

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port!
  probe.stop(true)
  return port
}
const port = freePort()
const base = `http://127.0.0.1:${port}`

// The audit chain key of this DATA_DIR (the server reads the same file): the member written here and the check at the
// end use it, so the chain the server goes on writing stays whole (ADR 165).
const chainKey = resolveAuditKey(dataDir)

// A member with an active subscription, created before the first start.
const setup = openDatabase(dbFile)
const member = await createActiveMember({ db: setup.db, clock: systemClock, chainKey }, { locale: 'en' })
setup.close()

let server: Subprocess | null = null
async function startServer() {
  server = spawn(['bun', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      // One member writes reports for the whole run: the per-person quotas (security review 3, finding 3) are raised,
      // or the writes after the 20th an hour would be refused instead of tested.
      REPORTS_PER_HOUR_PER_USER: '1000000',
      REPORTS_PER_HOUR_PER_HOTEL: '1000000',
    },
    stdout: 'ignore',
    stderr: 'inherit',
  })
  // Up to a minute: a start on a loaded machine (transpiling, migrations, start-up jobs) can take a while.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {}
    await Bun.sleep(50)
  }
  throw new Error('the server did not become healthy')
}

const acked = { signUps: [] as string[], reports: [] as string[], phones: [] as string[] }
const attempted = { phones: [] as string[] }
let counter = 0
let token = ''

async function signInMember() {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.user.email, password: member.password }),
  })
  token = ((await res.json()) as { token: string }).token
}

const registration = (email: string) => ({
  f_name: 'Rita',
  l_name: 'Keller',
  email,
  phone: '0791234567',
  company_name: 'Hotel Sonne',
  street_name: 'Dorfstrasse',
  building_no: '1',
  room_no: '',
  zip_code: '3800',
  city: 'Interlaken',
  country: 'Switzerland',
  stars: 3,
  is_part_of_association: false,
  selectedPlan: '3-star',
  agreeToTerms: true,
  agreeToPrivacy: true,
  compliance: { fullName: 'Rita Keller', accepted: true },
  role: 'user',
  password: 'secret-pass-1',
  paymentMethod: 'banktransfer',
})

async function oneWrite(kind: number) {
  const n = ++counter
  const auth = { authorization: `Bearer ${token}` }
  try {
    if (kind === 0) {
      const email = `signup${n}@reliability.example`
      // Each sign-up from its own address: the anonymous rate limit is per client IP.
      const res = await fetch(`${base}/api/user/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${n >> 8}.${n & 255}` },
        body: JSON.stringify(registration(email)),
      })
      if (res.status === 200) acknowledge(acked.signUps, email)
    } else if (kind === 1) {
      const phone = `+4179${String(1000000 + n).slice(-7)}`
      attempted.phones.push(phone)
      const current = (await (await fetch(`${base}/api/user/get-current-user`, { headers: auth })).json()) as Record<
        string,
        unknown
      > & { _id: string; companyData: Record<string, unknown>[] }
      const company = current.companyData[0] ?? {}
      const res = await fetch(`${base}/api/user/update/${current._id}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          f_name: current.f_name,
          l_name: current.l_name,
          phone,
          email: current.email,
          company_name: company.company_name,
          street_name: company.street_name,
          building_no: company.building_no,
          room_no: company.room_no ?? '',
          zip_code: company.zip_code,
          city: company.city,
          country: company.country,
          password: '',
        }),
      })
      if (res.status === 200) acknowledge(acked.phones, phone)
    } else {
      const res = await fetch(`${base}/api/reports`, {
        method: 'POST',
        headers: auth,
        body: reportForm(reportParts({ guest_last_name: `Guest${n}` }), [
          { name: `invoice-${n}.pdf`, bytes: tinyPdf() },
        ]),
      })
      if (res.status === 201) acknowledge(acked.reports, ((await res.json()) as { report: { id: string } }).report.id)
    }
  } catch {
    // The server was killed under this request: not acknowledged.
  }
}

/** Resolves at the first acknowledged write of the current round (a fresh server is slow on its first requests). */
let firstAck: () => void = () => {}
const acknowledge = <T>(list: T[], value: T) => {
  list.push(value)
  firstAck()
}

const started = Date.now()
for (let round = 1; round <= KILLS; round++) {
  await startServer()
  // The session survives restarts (its row and the signing secret are in DATA_DIR).
  if (!token) await signInMember()
  // Three writers until a random 150–600 ms after the round's first acknowledged write (at most 20 s), then
  // SIGKILL in the middle of whatever is in flight.
  let stop = false
  const acked = new Promise<void>((resolve) => {
    firstAck = resolve
  })
  const writer = async (kind: number) => {
    while (!stop) await oneWrite(kind)
  }
  const load = Promise.all([writer(0), writer(1), writer(2)])
  await Promise.race([acked, Bun.sleep(20_000)])
  await Bun.sleep(150 + Math.random() * 450)
  stop = true
  server!.kill('SIGKILL')
  await server!.exited
  await load
  process.stdout.write(`kill ${round}/${KILLS} `)
}
console.log()

// A last clean start (recovery: WAL replay, sweep of orphan uploads), then a graceful stop.
await startServer()
server!.kill('SIGTERM')
const exitCode = await server!.exited

const db = openDatabase(dbFile, { runMigrations: false })
const problems: string[] = []
// A run in which no write of a kind was acknowledged proves nothing about that kind.
for (const [kind, list] of Object.entries(acked))
  if (list.length === 0) problems.push(`no ${kind} write was acknowledged`)
const integrity = (db.sqlite.query('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check
if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`)
const chain = verifyChain({ db: db.db, chainKey })
if (!chain.ok) problems.push(`audit chain broken at ${chain.brokenAtSeq}`)
const has = (sql: string, value: string) => !!db.sqlite.query(sql).get(value)
for (const email of acked.signUps)
  if (!has('SELECT 1 FROM users WHERE email = ?', email)) problems.push(`acknowledged sign-up lost: ${email}`)
for (const id of acked.reports)
  if (!has('SELECT 1 FROM reports WHERE id = ?', id)) problems.push(`acknowledged report lost: ${id}`)
const phone = (db.sqlite.query('SELECT phone FROM users WHERE id = ?').get(member.user.id) as { phone: string }).phone
const lastAcked = acked.phones.at(-1)
if (lastAcked && attempted.phones.indexOf(phone) < attempted.phones.indexOf(lastAcked))
  problems.push(`profile edit lost: phone ${phone}, last acknowledged ${lastAcked}`)

// Every file under uploads is named by an attachment row, and every attachment's file exists.
const uploads = join(dataDir, 'uploads')
const files: string[] = []
const walk = (d: string) => {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    const p = join(d, e.name)
    if (e.isDirectory()) walk(p)
    else files.push(relative(uploads, p))
  }
}
try {
  if (statSync(uploads).isDirectory()) walk(uploads)
} catch {}
const keys = new Set(
  (db.sqlite.query('SELECT storage_key AS k FROM attachments').all() as { k: string }[]).map((r) => r.k),
)
const orphans = files.filter((f) => ![...keys].some((k) => f === k || f.endsWith(k)))
if (orphans.length) problems.push(`${orphans.length} orphan file(s), e.g. ${orphans[0]}`)
const rows = Object.fromEntries(
  ['users', 'reports', 'attachments', 'audit_log'].map((t) => [
    t,
    (db.sqlite.query(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n,
  ]),
)
db.close()

console.log(
  JSON.stringify({
    kills: KILLS,
    seconds: Math.round((Date.now() - started) / 1000),
    acknowledged: { signUps: acked.signUps.length, profileEdits: acked.phones.length, reports: acked.reports.length },
    rows,
    uploadFiles: files.length,
    integrity,
    auditChain: chain.ok ? `ok (${chain.entries} entries)` : 'BROKEN',
    cleanStopExitCode: exitCode,
  }),
)
if (problems.length) {
  console.error(`reliability FAILED:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('reliability passed: every acknowledged write survived 20 kill -9, no orphan files, database and chain ok')
rmSync(dataDir, { recursive: true, force: true })
