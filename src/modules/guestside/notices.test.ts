import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { approveReport, signedInAdmin, signedInHotel, writeReport } from '~/modules/arrivals/testing'
import { OPERATOR } from '~/modules/audit/public'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { mailOutbox } from '~/modules/mail/schema'
import { createTestApp, refusal } from '~/server/testing'
import { holdNotice, listNotices, noticeStillWanted } from './public'
import { guestNotices } from './schema'

// Issue 34, section 1: approving a report whose guest has an e-mail writes one notice to that address, through the
// outbox in the approval's transaction; otherwise the hotel's letter is due. The operator may hold a notice back.
const t = await createTestApp()
const admin = await signedInAdmin(t)
const mailsTo = (to: string) => t.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).all()
const noticeOf = (reportId: string) =>
  t.db.db.select().from(guestNotices).where(eq(guestNotices.reportId, reportId)).get()

describe('the notice to a reported guest', () => {
  test('approval writes one notice e-mail in the nationality’s language: the hotel, stay, category, amount, how long, the page and a reference', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Greta',
      last_name: 'Gruber',
      email: 'greta@example.com',
      nationality: 'Austria',
      amount_owed: '640',
    })
    expect(mailsTo('greta@example.com')).toEqual([])
    await approveReport(t, admin, id)
    const [mail, ...more] = mailsTo('greta@example.com')
    expect(more).toEqual([])
    expect(mail?.kind).toBe('guest-notice')
    expect(mail?.subject).toBe('Ein Hotel hat Ihren Aufenthalt bei KnowYourGuest gemeldet')
    const notice = noticeOf(id)!
    expect(notice).toMatchObject({ channel: 'email', status: 'queued' })
    expect(notice.reference).toMatch(/^KYG-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(mail?.ref).toBe(notice.id)
    const text = mail?.text ?? ''
    for (const part of [
      '/your-data',
      notice.reference,
      'Unbezahlte Rechnung',
      'CHF 640.00',
      '1. März 2025',
      '4. März 2028',
    ])
      expect(text).toContain(part)
    // No evidence, no message of the hotel, no other field of the report.
    for (const secret of ['bill.pdf', 'Left without paying', 'C01X00T47']) expect(text).not.toContain(secret)
    // A changed decision and its return to approved do not inform the guest twice.
    const decision = t.api(admin).api.admin.reports({ id }).decision
    expect((await decision.post({ decision: 'rejected', notes: 'Wrong guest' })).status).toBe(200)
    expect((await decision.post({ decision: 'approved', notes: 'Right guest after all' })).status).toBe(200)
    expect(mailsTo('greta@example.com')).toHaveLength(1)
  })

  test('a nationality without one language of ours gets English with French, German and Italian below', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Urs',
      last_name: 'Untermann',
      email: 'urs@example.com',
      nationality: 'Switzerland',
    })
    await approveReport(t, admin, id)
    const mail = mailsTo('urs@example.com')[0]!
    expect(mail.subject.split(' / ')).toHaveLength(4)
    expect(mail.subject.startsWith('A hotel reported your stay')).toBe(true)
    for (const words of [
      'your personal reference',
      'Votre référence personnelle',
      'Ihre persönliche Referenz',
      'Il Suo riferimento',
    ])
      expect(mail.text.toLowerCase()).toContain(words.toLowerCase())
  })

  test('without an e-mail the letter is due for the hotel; nothing is mailed to anyone but the hotel', async () => {
    const writer = await signedInHotel(t)
    const before = t.db.db.select().from(mailOutbox).all().length
    const id = await writeReport(t, writer.headers, { first_name: 'Lena', last_name: 'Letter', email: '' })
    await approveReport(t, admin, id)
    expect(noticeOf(id)).toMatchObject({ channel: 'letter', status: 'letter_due' })
    const added = t.db.db.select().from(mailOutbox).all().slice(before)
    expect(added.map((m) => m.kind)).toEqual(['report-approved'])
  })

  test('the operator holds a notice back with a reason: the e-mail is withdrawn, the register shows it, the audit has it', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Hanna',
      last_name: 'Halt',
      email: 'hanna@example.com',
    })
    await approveReport(t, admin, id)
    const notice = noticeOf(id)!
    const mail = mailsTo('hanna@example.com')[0]!
    expect(noticeStillWanted(t.db)(mail)).toBe(true)
    const deps = { ...testDeps(t.db.db), config: t.config }
    expect(() => holdNotice(deps, { key: notice.reference, reason: ' ', actor: OPERATOR })).toThrow()
    holdNotice(deps, { key: notice.reference, reason: 'Criminal complaint pending', actor: OPERATOR })
    expect(noticeStillWanted(t.db)(mail)).toBe(false)
    const held = listNotices(t.db, { statuses: ['held'] }).find((n) => n.reportId === id)
    expect(held).toMatchObject({ status: 'held', heldReason: 'Criminal complaint pending' })
    const audit = t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guest_notice.held'), eq(auditLog.targetId, id)))
      .all()
    expect(audit).toHaveLength(1)
    expect(() => holdNotice(deps, { key: id, reason: 'again', actor: OPERATOR })).toThrow()
  })

  test('the administrator holds the notice back at approval: nothing is sent, the register shows the reason, the audit has it', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Ida',
      last_name: 'Innehalt',
      email: 'ida@example.com',
    })
    const approve = (body: { holdNotice: string }) => t.api(admin).api.admin.reports({ id }).approve.post(body)
    // A hold without its reason is refused, and the report stays pending with no notice.
    const refused = await approve({ holdNotice: '   ' })
    expect(refused.status).toBe(400)
    expect(refusal(refused).field).toBe('holdNotice')
    expect(noticeOf(id)).toBeUndefined()
    expect((await approve({ holdNotice: 'Criminal complaint pending' })).status).toBe(200)
    expect(mailsTo('ida@example.com')).toEqual([])
    expect(noticeOf(id)).toMatchObject({ channel: 'email', status: 'held', heldReason: 'Criminal complaint pending' })
    const audit = t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guest_notice.held'), eq(auditLog.targetId, id)))
      .all()
    expect(audit.map((a) => a.actorType)).toEqual(['admin'])
  })

  test('a member cannot approve, nor hold a notice: nothing is stored', async () => {
    const writer = await signedInHotel(t)
    const id = await writeReport(t, writer.headers, {
      first_name: 'Mia',
      last_name: 'Mitglied',
      email: 'mia@example.com',
    })
    const res = await t.api(writer.headers).api.admin.reports({ id }).approve.post({
      holdNotice: 'Criminal complaint pending',
    })
    expect(res.status).toBe(403)
    expect(noticeOf(id)).toBeUndefined()
    expect(mailsTo('mia@example.com')).toEqual([])
  })
})
