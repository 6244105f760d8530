// Requests from /your-data (issue 34, section 2; ADR 280): POST /api/data-requests answers 202 the same whoever asks,
// the e-mailed link makes the request count (register, channel `web`, 30 days, acknowledgement by e-mail), bad input
// is refused and nothing is stored, unconfirmed requests go after 48 hours and ID copies at the close or after 90 days.
import { describe, expect, test } from 'bun:test'
import { readdirSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { addDays, formatDate, zurichDay } from '~/lib/dates'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from '~/modules/arrivals/testing'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { jsonInit } from '~/modules/auth/testing'
import { guestNotices } from '~/modules/guestside/schema'
import { mailOutbox } from '~/modules/mail/schema'
import { deliverToMemory } from '~/modules/mail/testing'
import { noisyJpeg, smallPng, tinyPdf, videoBytes } from '~/modules/reports/testing'
import { secretIssuers } from '~/server/hooks'
import { createTestApp, refusalIn } from '~/server/testing'
import { dataRequests, webRequestFiles, webRequests } from './schema'
import { removeWebRequestFiles } from './web-request-jobs'
import { webRequestFilesDirOf } from './web-requests'

// The real time: the job leaves files younger than an hour (by their modification time) alone.
const clock = fixedClock(new Date())
const today = zurichDay(clock.now())
const t = await createTestApp({ TRUST_PROXY: 'true' }, { clock })
const admin = await signedInAdmin(t)
const png = await smallPng()
let address = 0
/** Every request from its own address: the sign-up's limit of five a minute per address holds here too. */
const nextIp = () => `198.51.100.${++address}`

type Part = { name: string; bytes: Uint8Array<ArrayBuffer>; field?: string }
function form(fields: Record<string, string>, files: Part[] = [{ name: 'id.png', bytes: png }]) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  for (const f of files) body.append(f.field ?? 'id_document', new File([f.bytes], f.name))
  return body
}
const person = (over: Record<string, string> = {}) => ({
  name: 'Greta Gruber',
  birth_date: '12.04.1980',
  email: 'greta@example.com',
  reference: '',
  kind: 'access',
  details: '',
  ...over,
})
const send = (body: FormData, lang = 'en', ip = nextIp()) =>
  t.request('/api/data-requests', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'accept-language': lang },
    body,
  })
const storedFiles = () => {
  try {
    return readdirSync(webRequestFilesDirOf(t.config)).filter((f) => /^[a-f0-9]{32}$/.test(f))
  } catch {
    return []
  }
}
const snapshot = () => ({
  requests: t.db.db.select().from(webRequests).all().length,
  files: t.db.db.select().from(webRequestFiles).all().length,
  register: t.db.db.select().from(dataRequests).all().length,
  mails: t.db.db.select().from(mailOutbox).all().length,
  stored: storedFiles().length,
})
/** Sends the outbox and answers what reached `to`, the link's token read from the confirmation e-mail. */
async function mailsTo(to: string) {
  const sent = (await deliverToMemory({ db: t.db.db, issuers: secretIssuers(t), clock })).filter((m) => m.to === to)
  const token = /\/your-data\/confirm\?token=([A-Za-z0-9_-]+)/.exec(sent.map((m) => m.text).join('\n'))?.[1]
  return { sent, token }
}
const confirm = (token: string, lang = 'en') =>
  t.request('/api/data-requests/confirm', {
    ...jsonInit('POST', { token }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), 'accept-language': lang },
  })
/** What an anonymous person sees of an answer: the status, the headers that could tell something, the body. */
const seen = async (res: Response) => ({
  status: res.status,
  type: res.headers.get('content-type'),
  cache: res.headers.get('cache-control'),
  retry: res.headers.get('retry-after'),
  body: await res.text(),
})

describe('a request from /your-data', () => {
  test('202, then the link records it in the register as open, channel web, due in 30 days, with the acknowledgement mailed', async () => {
    const res = await send(form(person({ kind: 'correction', details: 'My birth date is wrong.' })))
    expect(res.status).toBe(202)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('e-mail with a link') })
    // Not counted before the link is opened.
    expect(t.db.db.select().from(dataRequests).all()).toEqual([])
    const { sent, token } = await mailsTo('greta@example.com')
    expect(sent.map((m) => m.kind)).toEqual(['data-request-confirm'])
    expect(token).toBeTruthy()
    // The token is not stored, only its hash.
    expect(JSON.stringify(t.db.db.select().from(webRequests).all())).not.toContain(token!)
    const confirmed = await confirm(token!)
    expect(confirmed.status).toBe(200)
    const [row, ...more] = t.db.db.select().from(dataRequests).all()
    expect(more).toEqual([])
    expect(row).toMatchObject({
      channel: 'web',
      kind: 'correction',
      status: 'open',
      requesterName: 'Greta Gruber',
      requesterEmail: 'greta@example.com',
      receivedOn: today,
      dueOn: addDays(today, 30),
    })
    expect(row?.details).toContain('Birth date: 1980-04-12')
    expect(row?.details).toContain('My birth date is wrong.')
    const ack = (await mailsTo('greta@example.com')).sent
    expect(ack.map((m) => m.kind)).toEqual(['data-request-acknowledgement'])
    expect(ack[0]?.text).toContain(formatDate(addDays(today, 30), 'en'))
    // The link works once.
    expect((await confirm(token!)).status).toBe(404)
    // The console lists the ID copy and downloads it (audited).
    const detail = (await t.api(admin).api.admin.requests({ id: row!.id }).get()).data!
    expect(detail.files.map((f) => f.purpose)).toEqual(['id_document'])
    const file = await t.request(`/api/admin/requests/${row!.id}/files/${detail.files[0]!.id}`, { headers: admin })
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer()).length).toBeGreaterThan(0)
    // The answer letter goes by e-mail from the console; closing deletes the ID copy (audited).
    const mailed = await t.request(`/api/admin/requests/${row!.id}/letter/mail`, {
      ...jsonInit('POST', { type: 'answer' }, admin),
    })
    expect(mailed.status).toBe(200)
    expect((await mailsTo('greta@example.com')).sent.map((m) => m.kind)).toEqual(['data-request-answer'])
    const close = jsonInit('POST', { outcome: 'Birth date corrected.' }, admin)
    expect((await t.request(`/api/admin/requests/${row!.id}/close`, close)).status).toBe(200)
    expect(t.db.db.select().from(webRequestFiles).all()).toEqual([])
    const gone = t.db.db.select().from(auditLog).where(eq(auditLog.action, 'data_request.id_copy_deleted')).all()
    expect(gone).toHaveLength(1)
    await removeWebRequestFiles(
      { ...testDeps(t.db.db), filesDir: webRequestFilesDirOf(t.config) },
      new Date(clock.now().getTime() + 2 * 3_600_000),
    )
    expect(storedFiles()).toEqual([])
  })

  test('a listed and an unlisted person get the same answers and the same e-mails', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Lara',
      last_name: 'Listed',
      email: 'lara.notice@example.com',
    })
    await approveReport(t, admin, id)
    const reference = t.db.db.select().from(guestNotices).where(eq(guestNotices.reportId, id)).get()!.reference
    await mailsTo('lara.notice@example.com')
    const listed = { name: 'Lara Listed', email: 'lara@example.com', birth_date: '03.05.1975', reference }
    const unlisted = {
      name: 'Uma Unlisted',
      email: 'uma@example.com',
      birth_date: '03.05.1975',
      reference: 'KYG-2222-3333',
    }
    const answers = []
    const mails = []
    for (const who of [listed, unlisted]) {
      // First a guest who paid, with a proof: the listed person's reference sends it to the hotel first (ADR 305),
      // which changes nothing the person sees.
      const proof = [
        { name: 'id.png', bytes: png },
        { name: 'receipt.pdf', bytes: tinyPdf(), field: 'proof_of_payment' },
      ]
      answers.push(await seen(await send(form(person({ ...who, kind: 'deletion', paid: '1' }), proof))))
      for (const kind of ['access', 'deletion']) {
        const res = await send(form(person({ ...who, kind })))
        answers.push(await seen(res))
      }
      const { sent, token } = await mailsTo(who.email)
      const first = await seen(await confirm(token!))
      const ack = (await mailsTo(who.email)).sent
      const anonymise = (s: string) =>
        s
          .replaceAll(who.name, 'NAME')
          .replaceAll(who.email, 'EMAIL')
          .replaceAll(token!, 'TOKEN')
          .replace(/token=[\w-]+/g, 'token=TOKEN')
      mails.push(
        [...sent, ...ack].map((m) => ({
          kind: m.kind,
          subject: m.subject,
          text: anonymise(m.text),
          html: anonymise(m.html),
        })),
      )
      answers.push(first)
    }
    expect(answers.slice(0, 4)).toEqual(answers.slice(4, 8))
    expect(answers[0]!.status).toBe(202)
    expect(answers[3]!.status).toBe(200)
    expect(mails[0]).toEqual(mails[1]!)
    // Behind the same answers, the listed person's paid request went to the reporting hotel, the other to the operator.
    const routed = (email: string) =>
      t.db.db
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.requesterEmail, email))
        .all()
        .map((r) => r.status)
    expect(routed(listed.email)).toEqual(['forwarded'])
    expect(routed(unlisted.email)).toEqual(['open'])
  })

  test('bad input is refused with a translated message and nothing is stored', async () => {
    const pdf = tinyPdf()
    const cases: [string, FormData, string, string][] = [
      ['no ID copy', form(person(), []), 'id_document', 'Attach a copy of your identity document.'],
      [
        'a video as ID',
        form(person(), [{ name: 'id.mp4', bytes: videoBytes('isom') }]),
        'id_document',
        'PNG, JPG or PDF',
      ],
      ['a birth date that is no day', form(person({ birth_date: '31.02.1980' })), 'birth_date', 'date of birth'],
      ['a birth date in the future', form(person({ birth_date: '01.01.2030' })), 'birth_date', 'date of birth'],
      ['no name', form(person({ name: ' ' })), 'name', 'full name'],
      // Read back in the operator's terminal (requests:list), an ESC sequence would run there and a new line forge a row.
      [
        'a name with a terminal escape',
        form(person({ name: 'Greta \u001b]52;c;cm0gLXJmIH4=\u0007Gruber' })),
        'name',
        'invisible control characters',
      ],
      ['a name that adds a line', form(person({ name: 'Greta Gruber\nr_1  2026-11-29  Eve' })), 'name', 'invisible'],
      [
        'a text with a direction control',
        form(person({ kind: 'objection', details: 'Wrong \u202eetad' })),
        'details',
        'invisible control characters',
      ],
      ['a wrong e-mail', form(person({ email: 'greta@' })), 'email', ''],
      ['a wrong reference', form(person({ reference: 'KYG-0000' })), 'reference', 'KYG-7QK4-M2XD'],
      ['an unknown request', form(person({ kind: 'everything' })), 'kind', 'Choose what you ask'],
      ['a dispute without words', form(person({ kind: 'objection' })), 'details', 'why you dispute'],
      [
        'paid without a proof',
        form(person({ kind: 'deletion', paid: '1' })),
        'proof_of_payment',
        'Attach your proof of payment.',
      ],
      [
        'a proof for an access request',
        form(person({ paid: '1' }), [
          { name: 'id.png', bytes: png },
          { name: 'receipt.pdf', bytes: pdf, field: 'proof_of_payment' },
        ]),
        'paid',
        'deletion',
      ],
      [
        'three ID files',
        form(person(), [
          { name: 'a.png', bytes: png },
          { name: 'b.png', bytes: png },
          { name: 'c.pdf', bytes: pdf },
        ]),
        'id_document',
        'c.pdf is one file too many',
      ],
      ['a file in an unknown part', form(person(), [{ name: 'x.png', bytes: png, field: 'other' }]), 'other', ''],
    ]
    for (const [what, body, field, words] of cases) {
      const before = snapshot()
      const res = await send(body)
      expect([400, 413, 415, 422], what).toContain(res.status)
      const answer = await refusalIn(res)
      expect(answer.field, what).toBe(field)
      expect(answer.message, what).toContain(words)
      expect(snapshot(), what).toEqual(before)
    }
    // In German too.
    const de = await send(form(person({ name: '' })), 'de')
    expect((await refusalIn(de)).message).toBe('Geben Sie Ihren vollständigen Namen ein.')
  })

  test('a guest who paid sends a proof: both files are kept with the request', async () => {
    const res = await send(
      form(person({ email: 'paul@example.com', kind: 'deletion', paid: '1' }), [
        { name: 'id.png', bytes: png },
        { name: 'receipt.pdf', bytes: tinyPdf(), field: 'proof_of_payment' },
      ]),
    )
    expect(res.status).toBe(202)
    const row = t.db.db.select().from(webRequests).where(eq(webRequests.email, 'paul@example.com')).get()!
    expect(row).toMatchObject({ paid: true, kind: 'deletion', confirmedAt: null })
    const files = t.db.db.select().from(webRequestFiles).where(eq(webRequestFiles.webRequestId, row.id)).all()
    expect(files.map((f) => f.purpose).sort()).toEqual(['id_document', 'proof_of_payment'])
  })

  test('an unconfirmed request goes with its files after 48 hours; a link opened later opens nothing', async () => {
    const res = await send(form(person({ email: 'late@example.com' })))
    expect(res.status).toBe(202)
    const { token } = await mailsTo('late@example.com')
    const filesBefore = storedFiles().length
    clock.advance(49 * 3_600_000)
    expect((await confirm(token!)).status).toBe(404)
    const counts = await removeWebRequestFiles(
      { ...testDeps(t.db.db), filesDir: webRequestFilesDirOf(t.config) },
      clock.now(),
    )
    expect(counts.unconfirmed).toBeGreaterThanOrEqual(1)
    expect(t.db.db.select().from(webRequests).where(eq(webRequests.email, 'late@example.com')).all()).toEqual([])
    expect(storedFiles().length).toBeLessThan(filesBefore)
  })

  test('an ID copy of a request still open goes after 90 days, audited', async () => {
    const res = await send(form(person({ email: 'slow@example.com' })))
    expect(res.status).toBe(202)
    const { token } = await mailsTo('slow@example.com')
    expect((await confirm(token!)).status).toBe(200)
    const row = t.db.db.select().from(webRequests).where(eq(webRequests.email, 'slow@example.com')).get()!
    const deps = { ...testDeps(t.db.db), filesDir: webRequestFilesDirOf(t.config) }
    await removeWebRequestFiles(deps, new Date(clock.now().getTime() + 89 * 86_400_000))
    expect(t.db.db.select().from(webRequestFiles).where(eq(webRequestFiles.webRequestId, row.id)).all()).toHaveLength(1)
    const counts = await removeWebRequestFiles(deps, new Date(clock.now().getTime() + 91 * 86_400_000))
    expect(counts.idCopies).toBe(1)
    expect(t.db.db.select().from(webRequestFiles).where(eq(webRequestFiles.webRequestId, row.id)).all()).toEqual([])
    const register = t.db.db.select().from(dataRequests).where(eq(dataRequests.id, row.requestId!)).get()
    expect(register?.status).toBe('open')
  })

  test('one address gets at most three confirmation e-mails a day from one IP: the fourth is refused and nothing stored', async () => {
    const ip = nextIp()
    for (let i = 0; i < 3; i++)
      expect((await send(form(person({ email: 'many@example.com' })), 'en', ip)).status).toBe(202)
    const before = snapshot()
    const res = await send(form(person({ email: 'many@example.com' })), 'en', ip)
    expect(res.status).toBe(429)
    expect((await refusalIn(res)).field).toBe('email')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(snapshot()).toEqual(before)
  })

  test('a stranger who spends an address’s three from one IP leaves the guest’s own request its confirmation', async () => {
    const stranger = nextIp()
    for (let i = 0; i < 3; i++)
      expect((await send(form(person({ email: 'guest@example.com' })), 'en', stranger)).status).toBe(202)
    expect((await send(form(person({ email: 'guest@example.com' })), 'en', stranger)).status).toBe(429)
    await mailsTo('guest@example.com')
    // The guest, from their own IP, the same day.
    const res = await send(form(person({ email: 'guest@example.com', kind: 'deletion' })))
    expect(res.status).toBe(202)
    const { sent, token } = await mailsTo('guest@example.com')
    expect(sent.map((m) => m.kind)).toEqual(['data-request-confirm'])
    expect((await confirm(token!)).status).toBe(200)
    const row = t.db.db.select().from(dataRequests).where(eq(dataRequests.requesterEmail, 'guest@example.com')).get()
    expect(row).toMatchObject({ kind: 'deletion', status: 'open' })
  })

  test('from any number of IPs an address gets at most ten confirmation e-mails a day, then again the next day', async () => {
    for (let i = 0; i < 10; i++) expect((await send(form(person({ email: 'bombed@example.com' })))).status).toBe(202)
    const before = snapshot()
    const res = await send(form(person({ email: 'bombed@example.com' })))
    expect(res.status).toBe(429)
    expect(snapshot()).toEqual(before)
    clock.advance(24 * 3_600_000 + 1000)
    expect((await send(form(person({ email: 'bombed@example.com' })))).status).toBe(202)
  })

  test('the confirmation e-mail carries no word the sender typed: a stranger’s address gets no message of theirs', async () => {
    const words = 'Win a prize at prize.example'
    const res = await send(form(person({ name: words, email: 'stranger@example.com', details: words })))
    expect(res.status).toBe(202)
    const { sent, token } = await mailsTo('stranger@example.com')
    expect(sent.map((m) => m.kind)).toEqual(['data-request-confirm'])
    expect(token).toBeTruthy()
    for (const m of sent) {
      expect(m.text).not.toContain('prize')
      expect(m.html).not.toContain('prize')
      expect(m.subject).not.toContain('prize')
    }
  })
})

describe('requests from /your-data fill no disk (ADR 355)', () => {
  test('past what unconfirmed requests may hold in all, or below the free-disk floor, a request is refused and nothing is stored', async () => {
    let free = 10_000 * 1024 * 1024
    const app = await createTestApp(
      { TRUST_PROXY: 'true', MIN_FREE_DISK_MB: '500', ID_DOCUMENTS_MB_PENDING_TOTAL: '1' },
      { clock, freeDisk: () => free },
    )
    const post = (body: FormData, ip: string) =>
      app.request('/api/data-requests', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, 'accept-language': 'en' },
        body,
      })
    const photo = await noisyJpeg(600 * 1024)
    const kept = () => ({
      requests: app.db.db.select().from(webRequests).all().length,
      files: readdirSync(webRequestFilesDirOf(app.config)).length,
    })
    expect((await post(form(person(), [{ name: 'id.jpg', bytes: photo }]), '203.0.113.1')).status).toBe(202)
    const before = kept()
    // From any other address: the unconfirmed copies of everyone would hold more than 1 MB.
    const front = { name: 'front.jpg', bytes: photo }
    const back = { name: 'back.jpg', bytes: photo }
    const over = await post(form(person({ email: 'other@example.com' }), [front, back]), '203.0.113.2')
    expect(over.status).toBe(503)
    const answer = await refusalIn(over)
    expect(answer.field).toBe('id_document')
    expect(answer.message).toContain('cannot be received just now')
    expect(kept()).toEqual(before)
    // Below the free-disk floor nothing is read at all.
    free = 100 * 1024 * 1024
    const full = await post(form(person({ email: 'third@example.com' })), '203.0.113.3')
    expect(full.status).toBe(507)
    expect(kept()).toEqual(before)
    app.db.close()
  }, 120_000)
})
