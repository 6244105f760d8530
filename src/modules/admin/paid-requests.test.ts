// A guest who paid asks through /your-data with a proof of payment and the notice's reference (issue 34, section 3;
// ADR 305): the reporting hotel (owner or staff) sees the guest's words and the proof, and settles or answers within
// 7 days; then, or without a matching reference at once, the operator has the request. Another hotel sees nothing.
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from '~/modules/arrivals/testing'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { createStaff, jsonInit, signIn } from '~/modules/auth/testing'
import { guestNotices } from '~/modules/guestside/schema'
import { mailOutbox } from '~/modules/mail/schema'
import { deliverToMemory } from '~/modules/mail/testing'
import { smallPng, tinyPdf } from '~/modules/reports/testing'
import { secretIssuers } from '~/server/hooks'
import { createTestApp } from '~/server/testing'
import { handOverUnanswered, PAID_HOTEL_DAYS } from './paid-requests'
import { dataRequests, webRequestFiles, webRequests } from './schema'

const clock = fixedClock(new Date())
const t = await createTestApp({ TRUST_PROXY: 'true' }, { clock })
const admin = await signedInAdmin(t)
const png = await smallPng()
const pdf = tinyPdf()
let address = 0
const nextIp = () => `203.0.113.${++address}`

const ask = (fields: Record<string, string>) => {
  const body = new FormData()
  const all = { name: 'Paula Paid', birth_date: '12.04.1980', kind: 'deletion', paid: '1', details: '', ...fields }
  for (const [key, value] of Object.entries(all)) body.append(key, value)
  body.append('id_document', new File([png], 'id.png'))
  body.append('proof_of_payment', new File([pdf], 'receipt.pdf'))
  return t.request('/api/data-requests', {
    method: 'POST',
    headers: { 'x-forwarded-for': nextIp(), 'accept-language': 'en' },
    body,
  })
}
const mails = async () => deliverToMemory({ db: t.db.db, issuers: secretIssuers(t), clock })
/** Asks, confirms by the e-mailed link, and answers the register's row and the answers the person saw. */
async function askAndConfirm(fields: Record<string, string>) {
  const first = await ask(fields)
  const sent = (await mails()).filter((m) => m.to === fields.email)
  const token = /\/your-data\/confirm\?token=([A-Za-z0-9_-]+)/.exec(sent.map((m) => m.text).join('\n'))![1]!
  const confirmed = await t.request('/api/data-requests/confirm', {
    ...jsonInit('POST', { token }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
  })
  const web = t.db.db.select().from(webRequests).where(eq(webRequests.email, fields.email!)).get()!
  const row = t.db.db.select().from(dataRequests).where(eq(dataRequests.id, web.requestId!)).get()!
  return { row, answers: [first.status, await first.text(), confirmed.status, await confirmed.text()] }
}
// One hotel with its staff person, and another hotel, each signed in once (sign-ins are limited per address).
const hotel = await signedInHotel(t)
const staff = await createStaff(t.db.db, hotel.user)
const staffHeaders = (await signIn(t.request, staff.user.email, staff.password)).bearer
const other = await signedInHotel(t)

/** A published report of the hotel whose guest has an e-mail, and the notice's reference. */
async function publishedReport(guestEmail: string) {
  const reportId = await writeReport(t, hotel.headers, { first_name: 'Paula', last_name: 'Paid', email: guestEmail })
  await approveReport(t, admin, reportId)
  const reference = t.db.db.select().from(guestNotices).where(eq(guestNotices.reportId, reportId)).get()!.reference
  await mails()
  return { reportId, reference }
}
const get = (path: string, headers: Record<string, string>) => t.request(path, { headers })
/** The member area's data requests as `headers`' person (the typed client). */
const requestsOf = (headers: Record<string, string>) => t.api(headers).api.member['data-requests']
const actions = (id: string) =>
  t.db.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.targetId, id))
    .all()
    .map((a) => a.action)

describe("a paid guest's request", () => {
  test('goes to the reporting hotel for 7 days: owner and staff see the words and the proof, never the ID copy or e-mail', async () => {
    const { reportId, reference } = await publishedReport('paula.notice@example.com')
    const { row } = await askAndConfirm({ email: 'paula@example.com', reference, details: 'Paid by bank on 2 May.' })
    expect(row).toMatchObject({
      status: 'forwarded',
      hotelUserId: hotel.user.id,
      reportIds: JSON.stringify([reportId]),
    })
    expect(Date.parse(row.hotelUntil!) - clock.now().getTime()).toBe(PAID_HOTEL_DAYS * 86_400_000)
    expect(actions(row.id)).toContain('data_request.sent_to_hotel')
    // The owner's e-mail, queued in the confirmation's transaction.
    const toHotel = (await mails()).filter((m) => m.to === hotel.user.email)
    expect(toHotel.map((m) => m.kind)).toEqual(['data-request-paid'])
    expect(toHotel[0]?.text).toContain('Paula Paid says the bill of your report was paid')
    expect(toHotel[0]?.text).toContain(`/dashboard/requests/${row.id}`)
    for (const headers of [hotel.headers, staffHeaders]) {
      const list = (await requestsOf(headers).get()).data!
      expect(list.map((r) => r.id)).toContain(row.id)
      const res = await requestsOf(headers)({ id: row.id }).get()
      expect(res.status).toBe(200)
      const seen = res.data!
      expect(seen.details).toBe('Paid by bank on 2 May.')
      expect(seen.requesterName).toBe('Paula Paid')
      expect(seen.paid).toMatchObject({ until: row.hotelUntil!, reportId })
      expect(seen.paid?.proofs.map((p) => p.name)).toEqual(['receipt.pdf'])
      const text = JSON.stringify(seen)
      for (const secret of ['paula@example.com', '1980-04-12', 'id.png', 'Birth date'])
        expect(text).not.toContain(secret)
      // The proof is a file: a raw request.
      const proof = await get(`/api/member/data-requests/${row.id}/proofs/${seen.paid?.proofs[0]?.id}`, headers)
      expect(proof.status).toBe(200)
      expect(new Uint8Array(await proof.arrayBuffer()).slice(0, 4)).toEqual(pdf.slice(0, 4))
    }
    expect(actions(row.id)).toContain('data_request.proof_viewed')
    // The ID copy is not a proof: 404, as any file of another request.
    const idCopy = t.db.db
      .select()
      .from(webRequestFiles)
      .where(and(eq(webRequestFiles.purpose, 'id_document')))
      .all()
      .at(-1)!
    expect((await get(`/api/member/data-requests/${row.id}/proofs/${idCopy.id}`, hotel.headers)).status).toBe(404)
  })

  test('another hotel gets 404 for the request, its proof, its answer and its report, and nothing changes', async () => {
    const { reportId, reference } = await publishedReport('otto.notice@example.com')
    const { row } = await askAndConfirm({ email: 'otto@example.com', reference })
    const proofId = t.db.db
      .select()
      .from(webRequestFiles)
      .where(eq(webRequestFiles.purpose, 'proof_of_payment'))
      .all()
      .at(-1)!.id
    const before = {
      request: t.db.db.select().from(dataRequests).where(eq(dataRequests.id, row.id)).get(),
      audit: t.db.db.select().from(auditLog).all().length,
      mails: t.db.db.select().from(mailOutbox).all().length,
    }
    const list = (await requestsOf(other.headers).get()).data!
    expect(list.map((r) => r.id)).not.toContain(row.id)
    expect((await requestsOf(other.headers)({ id: row.id }).get()).status).toBe(404)
    expect((await get(`/api/member/data-requests/${row.id}/proofs/${proofId}`, other.headers)).status).toBe(404)
    const answer = await requestsOf(other.headers)({ id: row.id }).answer.post({ answer: 'Not paid.' })
    expect(answer.status).toBe(404)
    const settle = await t.api(other.headers).api.reports({ id: reportId }).settle.post({})
    expect(settle.status).toBe(404)
    expect({
      request: t.db.db.select().from(dataRequests).where(eq(dataRequests.id, row.id)).get(),
      audit: t.db.db.select().from(auditLog).all().length,
      mails: t.db.db.select().from(mailOutbox).all().length,
    }).toEqual(before)
  })

  test('the hotel settles: the guest gets the removal notice, the request is closed as answered, its files go', async () => {
    const { reportId, reference } = await publishedReport('sara.notice@example.com')
    const { row } = await askAndConfirm({ email: 'sara@example.com', reference })
    const res = await t.api(staffHeaders).api.reports({ id: reportId }).settle.post({})
    expect(res.status).toBe(200)
    const closed = t.db.db.select().from(dataRequests).where(eq(dataRequests.id, row.id)).get()!
    expect(closed).toMatchObject({ status: 'closed' })
    expect(closed.outcome).toContain('settled')
    const web = t.db.db.select().from(webRequests).where(eq(webRequests.requestId, row.id)).get()!
    expect(t.db.db.select().from(webRequestFiles).where(eq(webRequestFiles.webRequestId, web.id)).all()).toEqual([])
    expect(actions(row.id)).toEqual(
      expect.arrayContaining(['data_request.settled_by_hotel', 'data_request.id_copy_deleted']),
    )
    const removal = (await mails()).filter((m) => m.to === 'sara.notice@example.com')
    expect(removal.map((m) => m.kind)).toEqual(['guest-removal-notice'])
    // The hotel still reads what it did (as any request it answered), without the proof now gone.
    const seen = (await requestsOf(staffHeaders)({ id: row.id }).get()).data
    expect(seen).toMatchObject({ status: 'closed', paid: { proofs: [] } })
  })

  test("the hotel answers: the request goes to the operator's register with the hotel's answer", async () => {
    const { reference } = await publishedReport('ana.notice@example.com')
    const { row } = await askAndConfirm({ email: 'ana@example.com', reference })
    const empty = await requestsOf(hotel.headers)({ id: row.id }).answer.post({ answer: '' })
    expect(empty.status).toBe(400)
    expect(t.db.db.select().from(dataRequests).where(eq(dataRequests.id, row.id)).get()).toEqual(row)
    const res = await requestsOf(hotel.headers)({ id: row.id }).answer.post({ answer: 'The transfer never arrived.' })
    expect(res.status).toBe(200)
    const register = (await t.api(admin).api.admin.requests.get({ query: { status: 'answered' } })).data!
    expect(register.find((r) => r.id === row.id)?.hotelAnswer).toBe('The transfer never arrived.')
    // Answered in time: the job leaves it.
    handOverUnanswered(testDeps(t.db.db), new Date(clock.now().getTime() + 8 * 86_400_000))
    expect(t.db.db.select().from(dataRequests).where(eq(dataRequests.id, row.id)).get()?.status).toBe('answered')
  })

  test('after 7 days without either, the job hands it to the operator with a note that the hotel did not answer', async () => {
    const { reference } = await publishedReport('leo.notice@example.com')
    const { row } = await askAndConfirm({ email: 'leo@example.com', reference })
    const deps = testDeps(t.db.db)
    const status = () => t.db.db.select().from(dataRequests).where(eq(dataRequests.id, row.id)).get()?.status
    handOverUnanswered(deps, new Date(clock.now().getTime() + 6 * 86_400_000))
    expect(status()).toBe('forwarded')
    expect(handOverUnanswered(deps, new Date(clock.now().getTime() + 7 * 86_400_000))).toBeGreaterThanOrEqual(1)
    const after = t.db.db.select().from(dataRequests).where(eq(dataRequests.id, row.id)).get()!
    expect(after.status).toBe('open')
    expect(after.details).toContain('The hotel did not settle the report nor answer within 7 days')
    expect(actions(row.id)).toContain('data_request.hotel_no_answer')
    // No longer the hotel's to answer.
    expect((await get(`/api/member/data-requests/${row.id}`, hotel.headers)).status).toBe(404)
  })

  test('without a reference, or with one that matches nothing, it goes to the operator at once, answered identically', async () => {
    const { reference } = await publishedReport('mia.notice@example.com')
    const matched = await askAndConfirm({ email: 'mia@example.com', reference })
    const unmatched = await askAndConfirm({ email: 'max@example.com', reference: 'KYG-2222-3333' })
    const none = await askAndConfirm({ email: 'moe@example.com' })
    expect(matched.row.status).toBe('forwarded')
    for (const other of [unmatched, none]) {
      expect(other.row).toMatchObject({ status: 'open', hotelUserId: null, hotelUntil: null, reportIds: '[]' })
      expect(other.answers).toEqual(matched.answers)
    }
    expect(matched.answers[0]).toBe(202)
  })
})
