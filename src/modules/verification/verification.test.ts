// A pending hotel's copy of its representative's ID: uploaded with the pass from its pending sign-in, stored like
// report evidence, read only by the hotel itself and by administrators, every step audited.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { discardPendingRegistration } from '~/modules/auth/public'
import { users } from '~/modules/auth/schema'
import { createMember, createTestAdmin, signIn } from '~/modules/auth/testing'
import { jpegWithGps, reportForm, tinyPdf, videoBytes } from '~/modules/reports/testing'
import { answerIn, createTestApp, refusalIn } from '~/server/testing'
import { removeOrphanDocuments } from './jobs'
import { documentsAnswer, PASS_HEADER } from './model'
import { documentsDirOf } from './service'

let t: Awaited<ReturnType<typeof createTestApp>>
let pass = ''
let otherPass = ''
let hotelId = ''
let adminBearer: Record<string, string> = {}
let memberBearer: Record<string, string> = {}
let documentId = ''

async function pendingPass(email: string, password: string) {
  const body = (await t.api().api.user.login.post({ email, password })).data!
  if ('mfa' in body) throw new Error(`${email} was asked for a second factor`)
  expect(body.token).toBeUndefined()
  return body.documentPass ?? ''
}
const upload = (files: { name: string; bytes: Uint8Array<ArrayBuffer> }[], headers: Record<string, string>) =>
  t.request('/api/verification/documents', { method: 'POST', headers, body: reportForm({}, files) })
const storedFiles = () => readdirSync(documentsDirOf(t.config)).filter((f) => /^[a-f0-9]{32}$/.test(f))

beforeAll(async () => {
  t = await createTestApp()
  const hotel = await createMember(t.db.db, { status: 'pending' })
  const other = await createMember(t.db.db, { status: 'pending' })
  const member = await createMember(t.db.db)
  const admin = await createTestAdmin(t.db.db)
  hotelId = hotel.user.id
  pass = await pendingPass(hotel.user.email, hotel.password)
  otherPass = await pendingPass(other.user.email, other.password)
  adminBearer = (await signIn(t.request, admin.user.email, admin.password)).bearer
  memberBearer = (await signIn(t.request, member.user.email, member.password)).bearer
}, 60_000)
afterAll(() => t.db.close())

describe('the representative’s ID', () => {
  test('a pending sign-in answers a pass and no session token', () => {
    expect(pass).toMatch(/^[\w-]{43}$/)
    expect(otherPass).not.toBe(pass)
  })

  test('a pending hotel uploads its ID: metadata removed, sha256 of the stored bytes, a 0600 file, audited', async () => {
    const res = await upload(
      [
        { name: 'id-front.jpg', bytes: await jpegWithGps() },
        { name: 'id-back.pdf', bytes: tinyPdf() },
      ],
      { [PASS_HEADER]: pass },
    )
    expect(res.status).toBe(201)
    const body = await answerIn(documentsAnswer, res)
    expect(body.documents.map((d) => [d.name, d.type])).toEqual([
      ['id-front.jpg', 'image/jpeg'],
      ['id-back.pdf', 'application/pdf'],
    ])
    documentId = body.documents[0]!.id
    const files = storedFiles()
    expect(files).toHaveLength(2)
    for (const file of files) expect(statSync(join(documentsDirOf(t.config), file)).mode & 0o777).toBe(0o600)
    const stored = readFileSync(join(documentsDirOf(t.config), files.find((f) => f)!))
    expect(stored.includes(Buffer.from('Spy 3000'))).toBe(false)
    const rows = t.db.db.select().from(auditLog).where(eq(auditLog.action, 'verification.document_uploaded')).all()
    expect(rows).toHaveLength(2)
    expect(rows[0]!.actorId).toBe(hotelId)
  })

  test('an upload without a pass, or with a made-up one, is refused before the body is read', async () => {
    for (const headers of [{}, { [PASS_HEADER]: 'made-up-pass' }] as Record<string, string>[]) {
      const res = await upload([{ name: 'id.pdf', bytes: tinyPdf() }], headers)
      expect(res.status).toBe(401)
    }
    expect(storedFiles()).toHaveLength(2)
  })

  test('a video is not an ID copy, and more than two files at once are refused, each naming the file (issue 24, item 23); nothing is left behind', async () => {
    const video = await upload(
      [
        { name: 'front.pdf', bytes: tinyPdf() },
        { name: 'id.mp4', bytes: videoBytes('isom') },
      ],
      { [PASS_HEADER]: otherPass },
    )
    expect(video.status).toBe(400)
    expect((await refusalIn(video)).message).toBe('id.mp4: an ID copy must be a photo or a scan: PNG, JPG or PDF.')
    const many = await upload(
      [1, 2, 3].map((n) => ({ name: `id-${n}.pdf`, bytes: tinyPdf() })),
      { [PASS_HEADER]: otherPass },
    )
    expect(many.status).toBe(400)
    expect((await refusalIn(many)).message).toBe(
      'id-3.pdf is one file too many: you can upload at most 2 files at a time and 4 in all.',
    )
    expect(storedFiles()).toHaveLength(2)
  })

  test('only the hotel itself and administrators read it; anonymous and other hotels get nothing', async () => {
    const path = `/api/verification/documents/${documentId}`
    expect((await t.request(path, { headers: { [PASS_HEADER]: pass } })).status).toBe(200)
    expect((await t.request(path)).status).toBe(401)
    expect((await t.request(path, { headers: { [PASS_HEADER]: otherPass } })).status).toBe(404)
    expect((await t.request(path, { headers: memberBearer })).status).toBe(404)
    const list = await t.api({ [PASS_HEADER]: otherPass }).api.verification.documents.get()
    expect(list.data?.documents).toEqual([])

    const admin = await t.request(`/api/admin/documents/${documentId}?inline=1`, { headers: adminBearer })
    expect(admin.status).toBe(200)
    expect(admin.headers.get('content-disposition')).toStartWith('inline')
    expect(admin.headers.get('cache-control')).toBe('no-store')
    expect((await t.request(`/api/admin/documents/${documentId}`, { headers: memberBearer })).status).toBe(403)
    expect((await t.request(`/api/admin/documents/${documentId}`)).status).toBe(401)
    const reads = t.db.db.select().from(auditLog).where(eq(auditLog.action, 'verification.document_downloaded')).all()
    expect(reads.map((r) => r.actorType)).toEqual(['user', 'admin'])
  })

  test('the console shows the documents next to the application', async () => {
    const { applications } = (await t.api(adminBearer).api.admin.hotels.applications.get()).data!
    expect(applications.find((a) => a.id === hotelId)?.documents.map((d) => d.name)).toEqual([
      'id-front.jpg',
      'id-back.pdf',
    ])
  })

  test('once the hotel is decided, its pass no longer uploads', async () => {
    t.db.db.update(users).set({ status: 'approved' }).where(eq(users.id, hotelId)).run()
    const res = await upload([{ name: 'id.pdf', bytes: tinyPdf() }], { [PASS_HEADER]: pass })
    expect(res.status).toBe(409)
  })

  test('an unpaid registration discarded takes its ID copy along: row at once, file in the daily job', async () => {
    const gone = await createMember(t.db.db, { status: 'pending' })
    const goneP = await pendingPass(gone.user.email, gone.password)
    expect((await upload([{ name: 'id.pdf', bytes: tinyPdf() }], { [PASS_HEADER]: goneP })).status).toBe(201)
    expect(storedFiles()).toHaveLength(3)
    discardPendingRegistration(testDeps(t.db.db), { userId: gone.user.id, actor: { type: 'system' } })
    const deps = { ...testDeps(t.db.db), documentsDir: documentsDirOf(t.config) }
    expect((await removeOrphanDocuments(deps, new Date())).files).toBe(0)
    expect((await removeOrphanDocuments(deps, new Date(Date.now() + 2 * 3_600_000))).files).toBe(1)
    expect(storedFiles()).toHaveLength(2)
  })
})
