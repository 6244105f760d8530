import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { auditLog } from '~/modules/audit/schema'
import { createTestAdmin, signIn } from '~/modules/auth/testing'
import { mailOutbox } from '~/modules/mail/schema'
import { answerIn, createTestApp, refusal } from '~/server/testing'
import { reportAnswer } from './answers'
import { listReportsForAdmin } from './moderation'
import { reports } from './schema'
import { createActiveMember, reportForm, reportParts, seedPendingReports, tinyPdf } from './testing'

let t: Awaited<ReturnType<typeof createTestApp>>
let hotel: { authorization: string }
let other: { authorization: string }
let admin: { authorization: string }
let companyId: string
let authorId: string

beforeAll(async () => {
  t = await createTestApp()
  const member = await createActiveMember(t.db.db, { locale: 'fr' })
  companyId = member.user.companyId!
  authorId = member.user.id
  hotel = (await signIn(t.request, member.user.email, member.password, { 'accept-language': 'fr' })).bearer
  const b = await createActiveMember(t.db.db)
  other = (await signIn(t.request, b.user.email, b.password)).bearer
  const a = await createTestAdmin(t.db.db)
  admin = (await signIn(t.request, a.user.email, a.password)).bearer
}, 60_000)
afterAll(() => t.db.close())

const guest = { first_name: 'Lucie', last_name: 'Favre', birth_date: '1975-09-02' }
async function createReport(lastName = guest.last_name) {
  const res = await t.request('/api/reports', {
    method: 'POST',
    headers: hotel,
    body: reportForm(reportParts({ ...guest, last_name: lastName }), [{ name: 'facture.pdf', bytes: tinyPdf() }]),
  })
  expect(res.status).toBe(201)
  return (await answerIn(reportAnswer, res)).report
}
const byAdmin = (id: string) => t.api(admin).api.admin.reports({ id })
const approve = (id: string) => byAdmin(id).approve.post({})
const found = async () => {
  const res = await t.api(other).api.search.post(guest)
  expect(res.status).toBe(200)
  return res.data!.exact.map((r) => r.reportId)
}
const mailsTo = (kind: string) =>
  t.db.db
    .select()
    .from(mailOutbox)
    .all()
    .filter((m) => m.kind === kind)

describe('an administrator changes a decision', () => {
  test('approved -> rejected with a note and back: search, the hotel’s list, its e-mail and the audit follow', async () => {
    const report = await createReport()
    expect((await approve(report.id)).status).toBe(200)
    expect(await found()).toEqual([report.id])

    const rejected = await byAdmin(report.id).decision.post({
      decision: 'rejected',
      notes: 'La facture jointe concerne un autre client.',
      version: 2,
    })
    expect(rejected.status).toBe(200)
    const view = rejected.data!.report
    expect(view).toMatchObject({ status: 'rejected', admin_notes: 'La facture jointe concerne un autre client.' })
    expect(view.published_at).toBeNull()
    // Gone from other hotels' search at once.
    expect(await found()).toEqual([])
    // The hotel's list shows the new status and the note.
    const mine = (await t.api(hotel).api.reports.mine.get()).data!
    expect(mine.items.find((r) => r.id === report.id)).toMatchObject({
      status: 'rejected',
      admin_notes: 'La facture jointe concerne un autre client.',
    })
    // E-mailed in the hotel's language, with the note.
    const withdrawn = mailsTo('report-decision-changed-rejected')
    expect(withdrawn).toHaveLength(1)
    expect(withdrawn[0]?.subject).toBe('Votre signalement n’est plus approuvé')
    expect(withdrawn[0]?.text).toContain('La facture jointe concerne un autre client.')

    const back = await byAdmin(report.id).decision.post({ decision: 'approved', notes: 'Nouvelle facture vérifiée.' })
    expect(back.status).toBe(200)
    expect(await found()).toEqual([report.id])
    expect(mailsTo('report-decision-changed-approved')[0]?.subject).toBe('Votre signalement est maintenant approuvé')

    const audit = t.db.db.select().from(auditLog).where(eq(auditLog.targetId, report.id)).all()
    const changes = audit.filter((e) => e.action === 'report.decision_changed')
    expect(changes.map((e) => JSON.parse(e.details ?? '{}'))).toEqual([
      { from: 'approved', to: 'rejected', notes: true },
      { from: 'rejected', to: 'approved', notes: true },
    ])
  })

  test('a change needs a note, a decided report, a different status and the current version', async () => {
    const report = await createReport('Favre-Pending')
    const decision = byAdmin(report.id).decision
    const pending = await decision.post({ decision: 'rejected', notes: 'Pas de preuve.' })
    expect(pending.status).toBe(409)
    expect(refusal(pending).message).toBe('This report is still waiting for a decision. Approve or reject it first.')
    expect((await approve(report.id)).status).toBe(200)
    const noNote = await decision.post({ decision: 'rejected', notes: '  ' })
    expect(noNote.status).toBe(400)
    expect(refusal(noNote).field).toBe('notes')
    expect((await decision.post({ decision: 'approved', notes: 'Encore.' })).status).toBe(409)
    const stale = await decision.post({ decision: 'rejected', notes: 'Non.', version: 1 })
    expect(stale.status).toBe(409)
    // @ts-expect-error: a decision the contract does not have, refused
    expect((await decision.post({ decision: 'maybe', notes: 'x' })).status).toBe(400)
    // Nothing of the refused attempts changed the report.
    const row = t.db.db.select().from(reports).where(eq(reports.id, report.id)).get()
    expect(row).toMatchObject({ status: 'approved', version: 2 })
  })
})

describe('the moderation queue is paginated by key', () => {
  const seedPending = (count: number, sameTime: boolean) =>
    seedPendingReports(t.db.db, { companyId, authorId }, count, sameTime)

  const pageAfter = (after: string | null) =>
    t.api(admin).api.admin.reports.get({ query: { status: 'pending', page_size: 100, ...(after ? { after } : {}) } })

  test('every pending report comes exactly once, oldest first, page after page, even with equal times', async () => {
    seedPending(1_500, false)
    seedPending(120, true)
    const seen: string[] = []
    let after: string | null = null
    let pages = 0
    let total = 0
    do {
      const res = await pageAfter(after)
      expect(res.status).toBe(200)
      const page = res.data!
      total = page.total
      seen.push(...page.items.map((i) => i.id))
      after = page.next
      pages++
    } while (after && pages < 100)
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    const times = seen.map((id) => t.db.db.select().from(reports).where(eq(reports.id, id)).get()!.updatedAt)
    expect([...times].sort()).toEqual(times)
  }, 60_000)

  test('a page reads one index range: no scan of the table and no sort', () => {
    const plan = (
      t.db.sqlite
        .query(
          `EXPLAIN QUERY PLAN SELECT * FROM reports WHERE status = 'pending' AND (updated_at, id) > ('2026-01-01', 'x')
           ORDER BY updated_at, id LIMIT 21`,
        )
        .all() as { detail: string }[]
    )
      .map((r) => r.detail)
      .join('\n')
    expect(plan).toContain('reports_status_updated_idx')
    expect(plan).not.toContain('TEMP B-TREE')
    // How many milliseconds a page takes is measured by `bun run bench:bounds`.
    const first = listReportsForAdmin(t.db, { status: 'pending', pageSize: 50 })
    expect(listReportsForAdmin(t.db, { status: 'pending', after: first.next!, pageSize: 50 }).items).toHaveLength(50)
  })

  test('a cursor that was not given by the server is refused naming the field', async () => {
    const query = { status: 'pending' as const, after: 'bm90LWEtY3Vyc29y' }
    const res = await t.api(admin).api.admin.reports.get({ query })
    expect(res.status).toBe(400)
    expect(refusal(res).field).toBe('after')
  })
})
