// Security review 3 (issue 20), findings 2, 4, 5, 7 and the Host-header and auth-before-body parts of 8: one test
// (or a few) named after each finding. docs/security.md lists them with the guarantee they prove.
import { describe, expect, test } from 'bun:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createBackupSet, DB_FILE, RestoreError } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { lockDataDir, serverRunsOn } from '~/db/data-dir-lock'
import { systemClock } from '~/kernel/clock'
import { OPERATOR } from '~/modules/audit/model'
import { createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { restoreBackup } from '~/modules/backups/service'
import { createActiveMember, reportAnswer, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import { answerIn, createTestApp } from './testing'

const fresh = () => mkdtempSync(join(tmpdir(), 'kyg-review3-'))

/** A backup set of an empty database, to restore into a DATA_DIR (the restore checks for a running server first). */
function emptyBackupSet() {
  const source = fresh()
  const handle = openDatabase(join(source, DB_FILE))
  const set = createBackupSet(handle.sqlite, source, new Date())
  handle.close()
  return set.dir
}
const restoreInto = (dataDir: string, from: string) =>
  restoreBackup({ dataDir, path: from, clock: systemClock, actor: OPERATOR }, () =>
    openDatabase(join(dataDir, DB_FILE)),
  )

/** A separate process that takes the DATA_DIR's lock the way the server's start does, then waits to be killed. */
async function lockHolder(dataDir: string) {
  const lockModule = join(import.meta.dir, '../db/data-dir-lock.ts')
  const proc = Bun.spawn(
    [
      'bun',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)}); console.log(lockDataDir(${JSON.stringify(dataDir)}) ? 'locked' : 'refused'); setInterval(() => {}, 1000)`,
    ],
    { stdout: 'pipe', stderr: 'inherit' },
  )
  const reader = proc.stdout.getReader()
  const { value } = await reader.read()
  reader.releaseLock()
  return { proc, said: new TextDecoder().decode(value).trim() }
}

describe('finding 7: a stale server.pid blocks the start', () => {
  test('finding 7: a stale server.pid naming a live process blocks neither the start nor a restore', () => {
    const dataDir = fresh()
    // After a kill -9 (or in a container, where pids repeat) the old pid file names some other living process.
    writeFileSync(join(dataDir, 'server.pid'), `${process.ppid}\n`)
    expect(serverRunsOn(dataDir)).toBe(false)
    expect(() => restoreInto(dataDir, emptyBackupSet())).not.toThrow()
    const lock = lockDataDir(dataDir)
    expect(lock).not.toBeNull()
    lock?.release()
  })

  test('finding 7: a second server on the same DATA_DIR is refused, and the kernel frees the DATA_DIR when the first is killed -9', async () => {
    const dataDir = fresh()
    const backup = emptyBackupSet()
    const first = await lockHolder(dataDir)
    try {
      expect(first.said).toBe('locked')
      expect(serverRunsOn(dataDir)).toBe(true)
      expect(lockDataDir(dataDir)).toBeNull()
      expect(() => restoreInto(dataDir, backup)).toThrow(RestoreError)
      // A second process is refused the same way.
      const second = await lockHolder(dataDir)
      expect(second.said).toBe('refused')
      second.proc.kill(9)
      await second.proc.exited
    } finally {
      first.proc.kill(9)
      await first.proc.exited
    }
    // Nothing was cleaned up: the pid file is still there, naming a dead process.
    expect(serverRunsOn(dataDir)).toBe(false)
    const lock = lockDataDir(dataDir)
    expect(lock).not.toBeNull()
    lock?.release()
  })
})

describe('finding 8: the Host header and the order of authentication and validation', () => {
  test('finding 8: an API call whose Host is not BASE_URL is refused, even when its Origin names the same host', async () => {
    const t = await createTestApp({ BASE_URL: 'https://kyg.example.ch' })
    const forged = { host: 'evil.example', origin: 'https://evil.example', 'content-type': 'application/json' }
    const write = await t.request('/api/user/login', { method: 'POST', headers: forged, body: '{}' })
    expect(write.status).toBe(403)
    expect(await write.json()).toMatchObject({ code: 'BAD_ORIGIN' })
    // A DNS-rebound name reading the API is refused too; the site's own host passes.
    const read = await t.request('/api/user/get-current-user', { headers: { host: 'evil.example' } })
    expect(read.status).toBe(403)
    const own = await t.request('/api/user/get-current-user', { headers: { host: 'kyg.example.ch' } })
    expect(own.status).toBe(401)
    // An Origin that only matches the forged Host is no proof either.
    const originOnly = await t.request('/api/user/login', {
      method: 'POST',
      headers: { host: 'kyg.example.ch', origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(originOnly.status).toBe(403)
  })

  test('finding 8: every route that needs a sign-in answers 401 to an anonymous request with a bad body or query', async () => {
    const t = await createTestApp()
    const routes = t.app.routes.filter((r) => {
      const access = (r.hooks as { detail?: Record<string, unknown> }).detail?.['x-access']
      return r.path.startsWith('/api') && (access === 'user' || access === 'member' || access === 'admin')
    })
    expect(routes.length).toBeGreaterThan(30)
    const wrong: string[] = []
    for (const route of routes) {
      const path = route.path.replace(/:[^/]+/g, 'x1')
      const bodies: (string | undefined)[] =
        route.method === 'GET' || route.method === 'DELETE'
          ? [undefined]
          : ['{"not-a-field": [1, 2, 3], "email": 42}', '{"unterminated', '[]']
      for (const body of bodies) {
        const query = '?before=not-a-number&page=-1&limit=x&q=&inline=7'
        const res = await t.request(`${path}${query}`, {
          method: route.method,
          ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
        })
        if (res.status !== 401) wrong.push(`${route.method} ${route.path} ${body ?? ''} → ${res.status}`)
      }
    }
    expect(wrong).toEqual([])
  })
})

describe('finding 2: a birth-date oracle', () => {
  /** A member's approved report on a guest, another member who searches, and the admin. */
  async function storedGuest() {
    const t = await createTestApp()
    const bearerOf = async (account: { user: { email: string }; password: string }) =>
      (await signIn(t.request, account.user.email, account.password)).bearer
    const writer = await bearerOf(await createActiveMember(t.db.db))
    const searcher = await bearerOf(await createActiveMember(t.db.db))
    const admin = await bearerOf(await createTestAdmin(t.db.db))
    const created = await t.request('/api/reports', {
      method: 'POST',
      headers: writer,
      body: reportForm(reportParts({ first_name: 'Johann', last_name: 'Müller', birth_date: '1980-03-12' }), [
        { name: 'bill.pdf', bytes: tinyPdf() },
      ]),
    })
    expect(created.status).toBe(201)
    const { report } = await answerIn(reportAnswer, created)
    expect((await t.api(admin).api.admin.reports({ id: report.id }).approve.post({})).status).toBe(200)
    const askAs =
      (who: Record<string, string>) =>
      async (path: '/api/search' | '/api/search/count', birthDate: string, lastName = 'Müller') => {
        const res = await t.request(
          path,
          jsonInit('POST', { first_name: 'Johann', last_name: lastName, birth_date: birthDate }, who),
        )
        return { status: res.status, text: await res.text() }
      }
    // Another hotel's searcher: each hotel has its own allowance of birth dates per name (issue 31, ADR 242).
    const anotherHotel = async () => askAs(await bearerOf(await createActiveMember(t.db.db)))
    return { t, admin, ask: askAs(searcher), anotherHotel, reportId: report.id }
  }

  test('finding 2: for a stored guest, "right year, wrong day" and "wrong year" give the same answer from every member-facing endpoint, and no member-facing answer carries a score', async () => {
    const { ask, anotherHotel, reportId } = await storedGuest()
    for (const path of ['/api/search', '/api/search/count'] as const) {
      const rightYear = await ask(path, '1980-07-25')
      const wrongYear = await ask(path, '1975-07-25')
      expect(rightYear.status).toBe(200)
      expect(rightYear.text).toBe(wrongYear.text)
    }
    // The same date, and a one-digit slip of it, still find the report: by group and the fields that agree only.
    const other = await anotherHotel()
    const same = await other('/api/search', '1980-03-12')
    const slip = await other('/api/search', '1980-03-13')
    expect(JSON.parse(same.text).exact[0]).toMatchObject({ reportId, matched: ['name', 'birth_date'] })
    expect(JSON.parse(slip.text).close[0]).toMatchObject({ reportId, matched: ['name', 'birth_date'] })
    for (const answer of [same, slip, await other('/api/search/count', '1980-03-13')]) {
      expect(answer.status).toBe(200)
      expect(answer.text).not.toMatch(/score/i)
    }
  })

  test('finding 2: one hotel trying birth date after birth date for one name is answered for three, then withheld by search and count alike, and the admin sees it on the search-burst tile', async () => {
    const { ask, admin, t } = await storedGuest()
    const overview = async () => (await t.api(admin).api.admin.overview.get()).data?.searchBursts
    expect(await overview()).toBe(0)
    const dates = ['1980-01-01', '1980-02-01', '1980-03-01']
    for (const [i, date] of dates.entries()) {
      const answered = await ask(i % 2 ? '/api/search/count' : '/api/search', date)
      expect(answered.status).toBe(200)
      expect(answered.text).not.toContain('withheld')
    }
    // Issue 31 (ADR 242): a fourth date is answered, but withheld: nothing of another hotel's reports.
    const search = await ask('/api/search', '1980-03-12')
    expect(search.status).toBe(200)
    expect(JSON.parse(search.text)).toEqual({ exact: [], close: [], sameCompany: [], withheld: true })
    const count = await ask('/api/search/count', '1980-03-12')
    expect(JSON.parse(count.text)).toEqual({ count: 0, withheld: true })
    // A date already tried, and another name, are still answered.
    expect(JSON.parse((await ask('/api/search', '1980-02-01')).text).withheld).toBeUndefined()
    expect(JSON.parse((await ask('/api/search', '1980-05-01', 'Meier')).text).withheld).toBeUndefined()
    expect(await overview()).toBe(1)
  })
})
