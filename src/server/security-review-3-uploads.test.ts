// The upload findings of security review 3 (issue 20: findings 1, 3, 6 and the file parts of 8), one test or more
// each, named after the finding. docs/security.md lists them.
import { describe, expect, test } from 'bun:test'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { storedPath, uploadsDirOf } from '~/kernel/uploads/storage'
import { createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { signUpAnswer, signUpBody } from '~/modules/billing/testing'
import { reportAnswer } from '~/modules/reports/answers'
import {
  createActiveMember,
  filesUnder,
  reportForm,
  reportParts,
  smallPng,
  VIDEO_LOCATION,
  VIDEO_SAMPLES,
  videoBytes,
  videoWithLocation,
} from '~/modules/reports/testing'
import { PASS_HEADER } from '~/modules/verification/model'
import { answerIn, createTestApp, refusalIn } from './testing'

type App = Awaited<ReturnType<typeof createTestApp>>
const MB = 1024 * 1024
const latin1Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/** Every byte under the data directory (files in every folder) plus the database's pages. */
function dataBytes(t: App): number {
  const walk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
      const path = join(dir, entry.name)
      return total + (entry.isDirectory() ? walk(path) : entry.isFile() ? statSync(path).size : 0)
    }, 0)
  const pages = t.db.sqlite.query<{ page_count: number }, []>('PRAGMA page_count').get()!.page_count
  const pageSize = t.db.sqlite.query<{ page_size: number }, []>('PRAGMA page_size').get()!.page_size
  return walk(t.dataDir) + pages * pageSize
}

/** A PDF of exactly `bytes` bytes (content detection reads the %PDF header; the rest is a comment). */
function pdfOf(bytes: number): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode('%PDF-1.4\n%')
  const tail = new TextEncoder().encode('\n%%EOF\n')
  const out = new Uint8Array(bytes).fill(0x78)
  out.set(head, 0)
  out.set(tail, bytes - tail.length)
  return out
}

/** The document pass a sign-up answers (uploads of the ID copy need it), read through the route's answer schema. */
const documentPassIn = async (res: Response) => (await answerIn(signUpAnswer, res)).documentPass

/** A free bank-transfer sign-up from `from`, answering the document pass it hands out. */
async function passFor(t: App, email: string, from: Record<string, string>): Promise<string> {
  const res = await t.request(
    '/api/user/sign-up',
    jsonInit('POST', signUpBody(email, { paymentMethod: 'banktransfer', password: 'secret-pass-1' }), from),
  )
  expect(res.status).toBe(200)
  return documentPassIn(res)
}

const uploadDocuments = (t: App, pass: string, files: Uint8Array<ArrayBuffer>[], from: Record<string, string>) =>
  t.request('/api/verification/documents', {
    method: 'POST',
    headers: { [PASS_HEADER]: pass, ...from },
    body: reportForm(
      {},
      files.map((bytes, i) => ({ name: `id-${i}.pdf`, bytes })),
    ),
  })

describe('finding 1 (review 3): anyone can fill the disk through the representative-ID upload', () => {
  test('finding 1 (review 3): one anonymous address cannot grow the data directory, files included, by more than 25 MB in a minute', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const from = { 'x-forwarded-for': '198.51.100.40' }
    // As many sign-ups as one address gets in a minute (5 since finding 5 of review 3).
    const passes: string[] = []
    for (let i = 0; i < 10; i++) {
      const res = await t.request(
        '/api/user/sign-up',
        jsonInit(
          'POST',
          signUpBody(`attacker${i}@example.ch`, { paymentMethod: 'banktransfer', password: 'secret-pass-1' }),
          from,
        ),
      )
      if (res.status === 429) break
      passes.push(await documentPassIn(res))
    }
    expect(passes.length).toBeGreaterThanOrEqual(5)
    const before = dataBytes(t)
    // What one address may send in a minute: an upload of two files at the largest size an ID copy may have per pass.
    const file = pdfOf(5 * MB)
    const statuses: number[] = []
    for (const pass of passes) statuses.push((await uploadDocuments(t, pass, [file, file], from)).status)
    const grown = dataBytes(t) - before
    expect(grown).toBeLessThan(25 * MB)
    expect(statuses.slice(0, 2)).toEqual([201, 201])
    expect(statuses.slice(3)).toEqual(Array(passes.length - 3).fill(429))
  }, 120_000)

  test('finding 1 (review 3): an ID copy above 5 MB is refused with 413 naming the limit, and nothing is stored', async () => {
    const t = await createTestApp()
    const pass = await passFor(t, 'big@example.ch', {})
    const before = dataBytes(t)
    const res = await uploadDocuments(t, pass, [pdfOf(5 * MB + 1)], {})
    expect(res.status).toBe(413)
    expect((await refusalIn(res)).message).toBe(
      'id-0.pdf is too large: an ID copy can be at most 5 MB. Please send a smaller photo or scan.',
    )
    expect(t.db.sqlite.query<{ n: number }, []>('SELECT count(*) AS n FROM hotel_documents').get()!.n).toBe(0)
    expect(dataBytes(t)).toBe(before)
  })

  test('finding 1 (review 3): one pending account stores at most its budget, whatever pass it uses', async () => {
    const t = await createTestApp({ ID_DOCUMENTS_MB_PER_ACCOUNT: '6' })
    const pass = await passFor(t, 'budget@example.ch', {})
    expect((await uploadDocuments(t, pass, [pdfOf(4 * MB)], {})).status).toBe(201)
    const res = await uploadDocuments(t, pass, [pdfOf(3 * MB)], {})
    expect(res.status).toBe(413)
    expect((await refusalIn(res)).message).toContain('at most 6 MB')
    const login = (await t.api().api.user.login.post({ email: 'budget@example.ch', password: 'secret-pass-1' })).data!
    const again = 'documentPass' in login ? login.documentPass : undefined
    if (!again) throw new Error('a pending sign-in answers a document pass')
    expect(again).not.toBe(pass)
    expect((await uploadDocuments(t, again, [pdfOf(3 * MB)], {})).status).toBe(413)
    expect((await uploadDocuments(t, again, [pdfOf(1 * MB)], {})).status).toBe(201)
    expect(t.db.sqlite.query<{ n: number }, []>('SELECT count(*) AS n FROM hotel_documents').get()!.n).toBe(2)
  })

  test('finding 1 (review 3): all pending accounts together store at most the configured total, then uploads pause with 503', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true', ID_DOCUMENTS_MB_PENDING_TOTAL: '5' })
    const first = await passFor(t, 'one@example.ch', { 'x-forwarded-for': '198.51.100.41' })
    const second = await passFor(t, 'two@example.ch', { 'x-forwarded-for': '198.51.100.42' })
    expect((await uploadDocuments(t, first, [pdfOf(4 * MB)], { 'x-forwarded-for': '198.51.100.41' })).status).toBe(201)
    const before = dataBytes(t)
    const res = await uploadDocuments(t, second, [pdfOf(2 * MB)], { 'x-forwarded-for': '198.51.100.42' })
    expect(res.status).toBe(503)
    expect(dataBytes(t)).toBe(before)
  })
})

const count = (t: App, sql: string) => t.db.sqlite.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${sql}`).get()!.n
/** The rows and files an upload could leave behind, to compare before and after a refusal. */
const leftovers = (t: App) => ({
  reports: count(t, 'reports'),
  attachments: count(t, 'attachments'),
  documents: count(t, 'hotel_documents'),
  files: filesUnder(t.dataDir)
    .filter((f) => f.includes('/uploads/'))
    .sort(),
})
const postReport = (t: App, bearer: Record<string, string>, files: Uint8Array<ArrayBuffer>[], extra = {}) =>
  t.request('/api/reports', {
    method: 'POST',
    headers: { ...bearer, ...extra },
    body: reportForm(
      reportParts(),
      files.map((bytes, i) => ({ name: `evidence-${i}.pdf`, bytes })),
    ),
  })

describe('finding 3 (review 3): no quota for members', () => {
  test('finding 3 (review 3): a person creates at most REPORTS_PER_HOUR_PER_USER reports an hour, then 429 before the files are read', async () => {
    const t = await createTestApp({ REPORTS_PER_HOUR_PER_USER: '3' })
    const member = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, member.user.email, member.password)
    for (let i = 0; i < 3; i++) expect((await postReport(t, bearer, [pdfOf(1024)])).status).toBe(201)
    const before = leftovers(t)
    const res = await postReport(t, bearer, [pdfOf(1024)])
    expect(res.status).toBe(429)
    expect((await refusalIn(res)).message).toContain('in one hour')
    expect(leftovers(t)).toEqual(before)
  })

  test('finding 3 (review 3): the hotel’s reports an hour are limited too, also when its reports are deleted', async () => {
    const t = await createTestApp({ REPORTS_PER_HOUR_PER_HOTEL: '2' })
    const member = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, member.user.email, member.password)
    const first = await answerIn(reportAnswer, await postReport(t, bearer, [pdfOf(1024)]))
    expect((await t.request(`/api/reports/${first.report.id}`, { method: 'DELETE', headers: bearer })).status).toBe(200)
    expect((await postReport(t, bearer, [pdfOf(1024)])).status).toBe(201)
    expect((await postReport(t, bearer, [pdfOf(1024)])).status).toBe(429)
  })

  test('finding 3 (review 3): evidence bytes a day are capped per person; an upload past the budget is cut, refused and leaves nothing', async () => {
    const t = await createTestApp({ EVIDENCE_MB_PER_DAY_PER_USER: '2' })
    const member = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, member.user.email, member.password)
    const created = await postReport(t, bearer, [pdfOf(1536 * 1024)])
    expect(created.status).toBe(201)
    const { report } = await answerIn(reportAnswer, created)
    const before = leftovers(t)
    const res = await postReport(t, bearer, [pdfOf(1024 * 1024)])
    expect(res.status).toBe(429)
    expect((await refusalIn(res)).message).toBe(
      'You have uploaded the most evidence allowed in one day (2 MB). Please try again tomorrow.',
    )
    expect(leftovers(t)).toEqual(before)
    // The report's text can still be edited without new files.
    const edit = await t.request(`/api/reports/${report.id}`, {
      method: 'PUT',
      headers: bearer,
      body: reportForm({ ...reportParts({ city: 'Basel' }), version: String(report.version) }),
    })
    expect(edit.status).toBe(200)
  })

  test('finding 3 (review 3): below MIN_FREE_DISK_MB every upload is refused with 507 and a translated message, nothing is written, and the admins are alerted once until it clears', async () => {
    let free = 100 * MB
    const t = await createTestApp({ MIN_FREE_DISK_MB: '500' }, { freeDisk: () => free })
    await createTestAdmin(t.db.db)
    const member = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, member.user.email, member.password)
    const pass = await passFor(t, 'pending@example.ch', {})
    // One alert: an audited entry and an e-mail to each administrator.
    const alerts = () => count(t, "audit_log WHERE action = 'storage.disk_low'")
    const mails = () => count(t, "mail_outbox WHERE kind = 'disk-low'")
    const before = leftovers(t)

    const evidence = await postReport(t, bearer, [pdfOf(1024)], { 'accept-language': 'fr' })
    expect(evidence.status).toBe(507)
    expect((await refusalIn(evidence)).message).toContain('Rien n’a été enregistré')
    const edit = await t.request('/api/reports/x1', { method: 'PUT', headers: bearer, body: reportForm({}, []) })
    expect([404, 507]).toContain(edit.status)
    const id = await uploadDocuments(t, pass, [pdfOf(1024)], {})
    expect(id.status).toBe(507)
    expect(leftovers(t)).toEqual(before)
    expect(alerts()).toBe(1)
    expect(mails()).toBe(1)

    const a = await createTestAdmin(t.db.db)
    const admin = (await signIn(t.request, a.user.email, a.password)).bearer
    const overview = (await t.api(admin).api.admin.overview.get()).data!
    expect(overview.disk).toEqual({ low: true, freeMb: 100, floorMb: 500 })
    expect(alerts()).toBe(1)

    free = 600 * MB
    expect((await postReport(t, bearer, [pdfOf(1024)])).status).toBe(201)
    free = 10 * MB
    expect((await postReport(t, bearer, [pdfOf(1024)])).status).toBe(507)
    expect(alerts()).toBe(2)
  }, 60_000)
})

/** A real PNG whose header claims `width` × `height` pixels (its CRC fixed), far more than its tiny data holds. */
async function pngClaiming(width: number, height: number, name: string) {
  const bytes = await smallPng()
  const view = new DataView(bytes.buffer)
  // Signature (8), IHDR length (4) and type (4), then width and height; the CRC covers type and data (17 bytes).
  view.setUint32(16, width)
  view.setUint32(20, height)
  view.setUint32(29, Bun.hash.crc32(bytes.subarray(12, 29)))
  return { name, bytes }
}

describe('finding 6 (review 3): huge images', () => {
  test('finding 6 (review 3): an image above 50 million pixels is refused before it is decoded, with a translated error naming the file, and nothing is stored', async () => {
    const t = await createTestApp()
    const member = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, member.user.email, member.password)
    const before = leftovers(t)
    const huge = await pngClaiming(16_000, 16_000, 'door-huge.png')
    const res = await t.request('/api/reports', {
      method: 'POST',
      headers: { ...bearer, 'accept-language': 'de' },
      body: reportForm(reportParts(), [huge]),
    })
    expect(res.status).toBe(413)
    expect((await refusalIn(res)).message).toBe(
      'door-huge.png hat mehr als 50 Millionen Pixel. Bitte senden Sie eine kleinere Kopie des Bildes.',
    )
    expect(leftovers(t)).toEqual(before)
    const fine = await t.request('/api/reports', {
      method: 'POST',
      headers: bearer,
      body: reportForm(reportParts(), [{ name: 'door.png', bytes: await smallPng() }]),
    })
    expect(fine.status).toBe(201)
  })

  test('finding 6 (review 3): the moderation page gets a downscaled preview of an image, and the original stays downloadable', async () => {
    const t = await createTestApp()
    const member = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, member.user.email, member.password)
    const { default: sharp } = await import('sharp')
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const res = await t.request('/api/reports', {
      method: 'POST',
      headers: bearer,
      body: reportForm(reportParts(), [{ name: 'lobby.png', bytes: new Uint8Array(big) }]),
    })
    expect(res.status).toBe(201)
    const { report } = await answerIn(reportAnswer, res)
    const admin = await createTestAdmin(t.db.db)
    const { bearer: adminBearer } = await signIn(t.request, admin.user.email, admin.password)
    const base = `/api/reports/${report.id}/attachments/${report.attachments[0]!.id}`
    const preview = await t.request(`${base}?inline=1&preview=1`, { headers: adminBearer })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('image/jpeg')
    expect(preview.headers.get('cache-control')).toBe('no-store')
    const small = await sharp(new Uint8Array(await preview.arrayBuffer())).metadata()
    expect(Math.max(small.width ?? 0, small.height ?? 0)).toBe(1280)
    const original = await t.request(base, { headers: adminBearer })
    expect(original.headers.get('content-disposition')).toStartWith('attachment;')
    const full = await sharp(new Uint8Array(await original.arrayBuffer())).metadata()
    expect([full.width, full.height]).toEqual([4000, 3000])
    // The hotel itself gets no preview, only its file as a download (previews are for the moderation page).
    const own = await t.request(`${base}?inline=1&preview=1`, { headers: bearer })
    expect(own.headers.get('content-type')).toBe('image/png')
  }, 60_000)
})

describe('finding 8 (review 3, files): location data and disguised names', () => {
  test('finding 8 (review 3): a file name with a bidirectional control character is refused with a translated error', async () => {
    const t = await createTestApp()
    const member = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, member.user.email, member.password)
    const pass = await passFor(t, 'bidi@example.ch', {})
    const before = leftovers(t)
    for (const control of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ]) {
      const name = `invoice${control}gpj.pdf`
      const res = await t.request('/api/reports', {
        method: 'POST',
        headers: { ...bearer, 'accept-language': 'fr' },
        body: reportForm(reportParts(), [{ name, bytes: pdfOf(1024) }]),
      })
      expect(res.status).toBe(400)
      expect((await refusalIn(res)).message).toContain('caractères de direction invisibles')
    }
    const id = await t.request('/api/verification/documents', {
      method: 'POST',
      headers: { [PASS_HEADER]: pass },
      body: reportForm({}, [{ name: 'id\u202efdp.jpg', bytes: pdfOf(1024) }]),
    })
    expect(id.status).toBe(400)
    expect(leftovers(t)).toEqual(before)
  })

  test('finding 8 (review 3): HEIC photos are refused as evidence and as ID copies, since their location data cannot be removed', async () => {
    const t = await createTestApp()
    const member = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, member.user.email, member.password)
    const pass = await passFor(t, 'heic@example.ch', {})
    const before = leftovers(t)
    const heic = { name: 'IMG_0001.HEIC', bytes: videoBytes('heic') }
    const evidence = await t.request('/api/reports', {
      method: 'POST',
      headers: bearer,
      body: reportForm(reportParts(), [heic]),
    })
    expect(evidence.status).toBe(400)
    expect((await refusalIn(evidence)).message).toContain('location data cannot be removed')
    const id = await t.request('/api/verification/documents', {
      method: 'POST',
      headers: { [PASS_HEADER]: pass },
      body: reportForm({}, [heic]),
    })
    expect(id.status).toBe(400)
    expect(leftovers(t)).toEqual(before)
  })

  test('finding 8 (review 3): an MP4 or MOV video loses its location boxes, keeps its samples and plays as before; a video whose boxes do not add up is refused', async () => {
    const t = await createTestApp()
    const member = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, member.user.email, member.password)
    for (const [name, brand] of [
      ['lobby.mp4', 'isom'],
      ['Hall.MOV', 'qt  '],
    ] as const) {
      const sent = videoWithLocation(brand)
      expect(latin1Of(sent)).toContain(VIDEO_LOCATION)
      const res = await t.request('/api/reports', {
        method: 'POST',
        headers: bearer,
        body: reportForm(reportParts(), [{ name, bytes: sent }]),
      })
      expect(res.status).toBe(201)
      const { report } = await answerIn(reportAnswer, res)
      const row = t.db.sqlite
        .query<{ storage_key: string; sha256: string }, []>(
          'SELECT storage_key, sha256 FROM attachments ORDER BY created_at DESC, rowid DESC LIMIT 1',
        )
        .get()!
      const stored = new Uint8Array(await Bun.file(storedPath(uploadsDirOf(t.config), row.storage_key)).arrayBuffer())
      const text = latin1Of(stored)
      for (const trace of [VIDEO_LOCATION, '46.9480', 'ISO6709', 'GPSLatitude', 'Bundesplatz', '\u00a9xyz'])
        expect(text).not.toContain(trace)
      // Same length, same box layout (offsets into mdat stay valid), samples untouched, hash of what is stored.
      expect(stored.length).toBe(sent.length)
      expect(text.slice(0, 40)).toBe(latin1Of(sent).slice(0, 40))
      expect(text).toContain(`mdat${VIDEO_SAMPLES}`)
      expect(text).toContain('mvhd')
      expect(text).toContain('tkhd')
      expect(report.attachments[0]!.metadataRemoved).toBe(true)
      expect(row.sha256).toBe(new Bun.CryptoHasher('sha256').update(stored).digest('hex'))
    }
    const before = leftovers(t)
    const broken = videoWithLocation()
    // The movie box claims more bytes than the file has.
    new DataView(broken.buffer).setUint32(20, 0x7fffffff)
    const res = await t.request('/api/reports', {
      method: 'POST',
      headers: bearer,
      body: reportForm(reportParts(), [{ name: 'broken.mp4', bytes: broken }]),
    })
    expect(res.status).toBe(400)
    expect(leftovers(t)).toEqual(before)
  })
})
