import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from '~/modules/arrivals/testing'
import { OPERATOR } from '~/modules/audit/public'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { createStaff, signIn } from '~/modules/auth/testing'
import { pdfText } from '~/modules/billing/testing'
import { createTestApp, refusalIn } from '~/server/testing'
import { holdNotice } from './public'
import { guestNotices } from './schema'

// Issue 34, section 1 (ADR 285): a published report without the guest's e-mail leaves a letter to the reporting hotel:
// a PDF it prints (A4, window envelope) with the address from the report, a reminder until it is marked sent.
const t = await createTestApp()
const admin = await signedInAdmin(t)
const noticeOf = (reportId: string) =>
  t.db.db.select().from(guestNotices).where(eq(guestNotices.reportId, reportId)).get()!
const letters = async (headers: Record<string, string>) => {
  const res = await t.api(headers).api['notice-letters'].get()
  expect(res.status).toBe(200)
  return res.data!.letters
}
const download = (id: string, headers: Record<string, string>) =>
  t.request(`/api/reports/${id}/notice-letter`, { headers })
const markSent = (id: string, headers: Record<string, string>) =>
  t.api(headers).api.reports({ id })['notice-letter'].sent.post({})
const audits = (action: string, id: string) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, id)))
    .all()
const address = {
  street_name: 'Kramgasse',
  building_no: '49',
  apartment_no: '',
  zip_code: '3011',
  city: 'Bern',
  country: 'Switzerland',
}

describe('the notice letter of a guest without an e-mail address', () => {
  test('the reporting hotel downloads a PDF with the address from the report, the notice in the guest’s language and the reference; audited', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Lena',
      last_name: 'Briefmann',
      nationality: 'Germany',
      amount_owed: '640',
      ...address,
    })
    // Nothing to post before the report is published.
    expect(await letters(writer.headers)).toEqual([])
    expect((await download(id, writer.headers)).status).toBe(404)
    await approveReport(t, admin, id)
    const notice = noticeOf(id)
    expect(notice).toMatchObject({ channel: 'letter', status: 'letter_due' })
    expect(await letters(writer.headers)).toMatchObject([
      { report_id: id, status: 'letter_due', name: 'Lena Briefmann' },
    ])

    const res = await download(id, writer.headers)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain(`notice-${notice.reference}.pdf`)
    const pdf = Buffer.from(await res.arrayBuffer())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF')
    // A4 (595.28 x 841.89 points), one page for one language.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/)
    const text = pdfText(pdf)
    // The address from the report in the window (a Swiss address without its country), German from the nationality.
    for (const line of ['Lena Briefmann', 'Kramgasse 49', '3011 Bern', notice.reference, '/your-data'])
      expect(text).toContain(line)
    expect(text).toContain('Information über eine Meldung zu Ihrer Person')
    expect(text).toContain('Unbezahlte Rechnung')
    expect(text).toContain('CHF 640.00')
    expect(text).not.toContain('Switzerland')
    // No evidence, no message of the hotel, no other field of the report.
    for (const secret of ['bill.pdf', 'Left without paying', '1980', 'Information about a report'])
      expect(text).not.toContain(secret)
    expect(audits('guest_notice.letter_downloaded', id)).toHaveLength(1)
  })

  test('a guest of unknown language gets the letter in English with French, German and Italian below; a foreign address names its country', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Ana',
      last_name: 'Lopes',
      nationality: 'Portugal',
      street_name: 'Rua Augusta',
      building_no: '10',
      zip_code: '1100-053',
      city: 'Lisboa',
      country: 'Portugal',
    })
    await approveReport(t, admin, id)
    const text = pdfText(Buffer.from(await (await download(id, writer.headers)).arrayBuffer()))
    for (const part of [
      'Information about a report concerning you',
      'Information sur un signalement vous concernant',
      'Information über eine Meldung zu Ihrer Person',
      'PORTUGAL',
      '1100-053 Lisboa',
    ])
      expect(text).toContain(part)
  })

  test('another hotel gets 404 with the same answer as for no report, and nothing is downloaded, marked or audited', async () => {
    const writer = await signedInHotel(t)
    const other = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, { first_name: 'Otto', last_name: 'Ohnemail', ...address })
    await approveReport(t, admin, id)
    const foreign = await download(id, other.headers)
    const missing = await download('no-such-report', other.headers)
    expect(foreign.status).toBe(404)
    expect(missing.status).toBe(404)
    expect((await refusalIn(foreign)).message).toBe((await refusalIn(missing)).message)
    expect((await markSent(id, other.headers)).status).toBe(404)
    expect(await letters(other.headers)).toEqual([])
    expect(noticeOf(id).status).toBe('letter_due')
    expect(audits('guest_notice.letter_downloaded', id)).toEqual([])
    expect(audits('guest_notice.letter_sent', id)).toEqual([])
  })

  test('staff mark the letter sent: stored, audited once, and the reminder ends; a held notice is not asked of the hotel', async () => {
    const writer = await signedInHotel(t)
    const staff = await createStaff(t.db.db, writer.user)
    const session = await signIn(t.request, staff.user.email, staff.password)
    const id = await writeReport(t, writer.headers, { first_name: 'Sina', last_name: 'Gesendet', ...address })
    const held = await writeReport(t, writer.headers, { first_name: 'Hugo', last_name: 'Gehalten', ...address })
    await approveReport(t, admin, id)
    await approveReport(t, admin, held)
    expect((await letters(writer.headers)).map((l) => l.status)).toEqual(['letter_due', 'letter_due'])
    holdNotice(
      { ...testDeps(t.db.db), config: t.config },
      { key: held, reason: 'Criminal complaint filed', actor: OPERATOR },
    )
    expect((await letters(writer.headers)).map((l) => l.report_id)).toEqual([id])
    expect((await download(held, writer.headers)).status).toBe(404)

    const res = await markSent(id, session.bearer)
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ status: 'letter_sent' })
    expect(noticeOf(id).status).toBe('letter_sent')
    expect((await letters(writer.headers)).map((l) => l.status)).toEqual(['letter_sent'])
    expect((await markSent(id, writer.headers)).status).toBe(200)
    expect(audits('guest_notice.letter_sent', id)).toHaveLength(1)
    // Still downloadable (a second copy), and gone with the report.
    expect((await download(id, writer.headers)).status).toBe(200)
    expect((await t.request(`/api/reports/${id}`, { method: 'DELETE', headers: writer.headers })).status).toBe(200)
    expect(await letters(writer.headers)).toEqual([])
  })

  test('the operator’s register of notices shows a held one with its reason; hotels may not read it', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, { first_name: 'Rita', last_name: 'Register', ...address })
    await approveReport(t, admin, id)
    holdNotice(
      { ...testDeps(t.db.db), config: t.config },
      { key: id, reason: 'Ongoing criminal complaint', actor: OPERATOR },
    )
    const res = await t.api(admin).api.admin.notices.get({ query: { status: 'held' } })
    expect(res.status).toBe(200)
    const { notices } = res.data!
    expect(notices.find((n) => n.report_id === id)).toMatchObject({
      status: 'held',
      held_reason: 'Ongoing criminal complaint',
    })
    expect(notices.every((n) => n.status === 'held')).toBe(true)
    expect((await t.api(writer.headers).api.admin.notices.get({ query: {} })).status).toBe(403)
  })
})

describe('a notice letter is drawn on the server’s thread', () => {
  test('one address downloads at most 10 letters a minute: the 11th answers 429 before anything is drawn or audited', async () => {
    const app = await createTestApp()
    const writer = await signedInHotel(app)
    const id = await writeReport(app, writer.headers, { first_name: 'Rita', last_name: 'Ohnepost', ...address })
    await approveReport(app, await signedInAdmin(app), id)
    const get = () => app.request(`/api/reports/${id}/notice-letter`, { headers: writer.headers })
    for (let i = 0; i < 10; i++) expect((await get()).status).toBe(200)
    const refused = await get()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    const downloaded = app.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guest_notice.letter_downloaded'), eq(auditLog.targetId, id)))
      .all()
    expect(downloaded).toHaveLength(10)
    app.db.close()
  }, 120_000)
})
