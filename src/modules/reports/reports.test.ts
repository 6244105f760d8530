import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { auditLog } from '~/modules/audit/schema'
import { createTestAdmin, signIn } from '~/modules/auth/testing'
import { mailOutbox } from '~/modules/mail/schema'
import { answerIn, createTestApp, refusal, refusalIn } from '~/server/testing'
import { reportAnswer } from './answers'
import { guests, reports } from './schema'
import {
  createActiveMember,
  filesUnder,
  jpegWithGps,
  reportForm,
  reportParts,
  smallPng,
  tinyPdf,
  uploadsDirOf,
  videoBytes,
} from './testing'

let t: Awaited<ReturnType<typeof createTestApp>>
let hotel: { authorization: string }
let admin: { authorization: string }

beforeAll(async () => {
  t = await createTestApp()
  const member = await createActiveMember(t.db.db, { locale: 'de' })
  hotel = (await signIn(t.request, member.user.email, member.password, { 'accept-language': 'de' })).bearer
  const a = await createTestAdmin(t.db.db)
  admin = (await signIn(t.request, a.user.email, a.password)).bearer
}, 60_000)
afterAll(() => t.db.close())

const post = (form: FormData, headers = hotel) => t.request('/api/reports', { method: 'POST', headers, body: form })
// Uploads (multipart) stay raw requests; their answers are read through the route's response schema.
const answer = async (res: Response | Promise<Response>) => answerIn(reportAnswer, await res)
const asHotel = () => t.api(hotel).api.reports
const asAdmin = () => t.api(admin).api.admin.reports

describe('a hotel reports a guest and an administrator decides', () => {
  test('a report with evidence is created pending, listed as mine, approved with a note and e-mailed in German', async () => {
    const res = await post(
      reportForm(reportParts(), [
        { name: 'rechnung.pdf', bytes: tinyPdf() },
        { name: 'lobby.png', bytes: await smallPng() },
      ]),
    )
    expect(res.status).toBe(201)
    const { report } = await answer(res)
    expect(report.status).toBe('pending')
    expect(report.version).toBe(1)
    expect(report.amount_owed).toBe(125_050)
    expect(report.attachments.map((a) => [a.name, a.type])).toEqual([
      ['rechnung.pdf', 'application/pdf'],
      ['lobby.png', 'image/png'],
    ])

    const mine = (await asHotel().mine.get()).data!
    expect(mine.items[0]).toMatchObject({ id: report.id, status: 'pending', attachments_count: 2 })

    const queue = (await asAdmin().get({ query: { status: 'pending' } })).data!
    expect(queue.items.map((i) => i.id)).toContain(report.id)
    expect(queue.items[0]?.hotel.name).toBe('Hotel Bellevue')

    const detail = await asAdmin()({ id: report.id }).get()
    expect(detail.status).toBe(200)

    const approved = await asAdmin()({ id: report.id }).approve.post({ notes: 'Belege geprüft.' })
    expect(approved.status).toBe(200)
    expect(approved.data?.report).toMatchObject({
      status: 'approved',
      admin_notes: 'Belege geprüft.',
    })
    const mail = t.db.db
      .select()
      .from(mailOutbox)
      .all()
      .find((m) => m.kind === 'report-approved')
    expect(mail?.subject).toBe('Ihre Meldung wurde freigegeben')
    expect(mail?.text).toContain('Belege geprüft.')

    const again = await asAdmin()({ id: report.id }).approve.post({})
    expect(again.status).toBe(409)

    const actions = t.db.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, report.id))
      .all()
      .map((r) => r.action)
    expect(actions).toEqual(['report.create', 'report.admin_view', 'report.approve'])
  })

  test('rejecting needs notes; the hotel is told why', async () => {
    const { report } = await answer(post(reportForm(reportParts(), [{ name: 'a.pdf', bytes: tinyPdf() }])))
    const reject = asAdmin()({ id: report.id }).reject
    // @ts-expect-error: a rejection without its notes, refused
    const noNotes = await reject.post({})
    expect(noNotes.status).toBe(400)
    expect(refusal(noNotes).field).toBe('notes')
    const res = await reject.post({ notes: 'Kein Beleg.' })
    expect(res.status).toBe(200)
    expect(res.data?.report.status).toBe('rejected')
    const mail = t.db.db
      .select()
      .from(mailOutbox)
      .all()
      .find((m) => m.kind === 'report-rejected')
    expect(mail?.text).toContain('Kein Beleg.')
  })

  test('an edit of an approved report sends it back to pending with the new file, and the version moves on', async () => {
    const created = await answer(post(reportForm(reportParts(), [{ name: 'a.pdf', bytes: tinyPdf() }])))
    await asAdmin()({ id: created.report.id }).approve.post({ notes: 'ok' })
    const res = await t.request(`/api/reports/${created.report.id}`, {
      method: 'PUT',
      headers: hotel,
      body: reportForm({ version: '2', message: 'Also broke the lamp.' }, [
        { name: 'clip.mp4', bytes: videoBytes('isom') },
      ]),
    })
    expect(res.status).toBe(200)
    const { report } = await answer(res)
    expect(report).toMatchObject({ status: 'pending', version: 3, admin_notes: null })
    expect(report.attachments.map((a) => [a.type, a.metadataRemoved])).toEqual([
      ['application/pdf', false],
      ['video/mp4', true],
    ])
    const adminView = (await asAdmin()({ id: report.id }).get()).data!
    expect(adminView.report.attachments).toHaveLength(2)
    const actions = t.db.db.select().from(auditLog).where(eq(auditLog.targetId, report.id)).all()
    expect(actions.map((e) => e.action)).toEqual([
      'report.create',
      'report.approve',
      'report.update',
      'report.admin_view',
    ])
  })

  test('two concurrent edits of one report: one succeeds, the other gets 409, nothing is lost', async () => {
    const { report } = await answer(post(reportForm(reportParts(), [{ name: 'a.pdf', bytes: tinyPdf() }])))
    const filesBefore = filesUnder(uploadsDirOf(t.config)).length
    const edit = (message: string) =>
      t.request(`/api/reports/${report.id}`, {
        method: 'PUT',
        headers: hotel,
        body: reportForm({ version: '1', message }, [{ name: `${message}.pdf`, bytes: tinyPdf() }]),
      })
    const answers = await Promise.all([edit('first'), edit('second')])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = answers.find((r) => r.status === 409)!
    expect((await refusalIn(loser)).message).toBe(
      'This report was changed in the meantime. Please reload it and make your changes again.',
    )
    const winner = await answer(answers.find((r) => r.status === 200)!)
    const stored = (await asHotel()({ id: report.id }).get()).data!
    expect(stored.report.version).toBe(2)
    expect(stored.report.attachments).toHaveLength(2)
    expect(stored.report).toMatchObject({ version: winner.report.version })
    // The loser's file was removed again: one new file on disk, the winner's.
    expect(filesUnder(uploadsDirOf(t.config)).length).toBe(filesBefore + 1)
  })

  test('a JPEG with GPS coordinates comes back without them, and its sha256 matches the served bytes', async () => {
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const { report } = await answer(post(reportForm(reportParts(), [{ name: 'door.jpg', bytes: original }])))
    const file = report.attachments[0]!
    expect(file.metadataRemoved).toBe(true)
    const res = await t.request(`/api/reports/${report.id}/attachments/${file.id}`, { headers: hotel })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toStartWith('attachment; filename="door.jpg"')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const served = new Uint8Array(await res.arrayBuffer())
    expect(new Bun.CryptoHasher('sha256').update(served).digest('hex')).toBe(file.sha256)
    const meta = await sharp(served).metadata()
    expect(meta.exif).toBeUndefined()
    expect(Buffer.from(served).includes(Buffer.from('Spy 3000'))).toBe(false)
    const audited = t.db.db.select().from(auditLog).where(eq(auditLog.targetId, file.id)).all()
    expect(audited.map((e) => e.action)).toEqual(['report.attachment_download'])
  })

  test('MOV is accepted by its content; HEIC is refused, its location data cannot be removed (ADR 185)', async () => {
    const res = await post(
      reportForm(reportParts(), [{ name: 'Hall.MOV', bytes: videoBytes('qt  '), type: 'application/octet-stream' }]),
    )
    expect(res.status).toBe(201)
    const { report } = await answer(res)
    expect(report.attachments.map((a) => [a.name, a.type])).toEqual([['Hall.MOV', 'video/quicktime']])
    const heic = await post(reportForm(reportParts(), [{ name: 'IMG_0001.HEIC', bytes: videoBytes('heic') }]))
    expect(heic.status).toBe(400)
  })

  test('an admin may view images inline; a hotel always gets a download', async () => {
    const { report } = await answer(post(reportForm(reportParts(), [{ name: 'p.png', bytes: await smallPng() }])))
    const path = `/api/reports/${report.id}/attachments/${report.attachments[0]!.id}?inline=1`
    expect((await t.request(path, { headers: admin })).headers.get('content-disposition')).toStartWith('inline')
    expect((await t.request(path, { headers: hotel })).headers.get('content-disposition')).toStartWith('attachment')
    const part = await t.request(path, { headers: { ...admin, range: 'bytes=0-7' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${report.attachments[0]!.size}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]))
  })

  test('delete keeps a tombstone without personal data and removes the files', async () => {
    const { report } = await answer(post(reportForm(reportParts(), [{ name: 'a.pdf', bytes: tinyPdf() }])))
    const res = await asHotel()({ id: report.id }).delete()
    expect(res.status).toBe(200)
    const row = t.db.db.select().from(reports).where(eq(reports.id, report.id)).get()
    expect(row).toMatchObject({ status: 'deleted', guestId: null, message: '' })
    const actions = t.db.db.select().from(auditLog).where(eq(auditLog.targetId, report.id)).all()
    expect(actions.map((e) => e.action)).toEqual(['report.create', 'report.delete'])
    expect(
      t.db.db
        .select()
        .from(guests)
        .all()
        .some((g) => g.id === undefined),
    ).toBe(false)
    expect((await asHotel()({ id: report.id }).get()).status).toBe(404)
    const file = await t.request(`/api/reports/${report.id}/attachments/${report.attachments[0]!.id}`, {
      headers: hotel,
    })
    expect(file.status).toBe(404)
  })

  test('search-while-typing offers the hotel its own earlier guests after three letters', async () => {
    const short = await asHotel().guests.get({ query: { last_name: 'Mu' } })
    expect(short.status).toBe(400)
    const res = await asHotel().guests.get({ query: { last_name: 'must' } })
    expect(res.status).toBe(200)
    const { guests: found } = res.data!
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ lastName: 'Mustermann', birthDate: '1980-04-12' })
  })
})
