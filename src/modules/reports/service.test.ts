import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { DbHandle } from '~/db/client'
import { createTestDb } from '~/db/testing'
import type { StoredFile } from '~/kernel/uploads/evidence-file'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { createTestAdmin } from '~/modules/auth/testing'
import { deleteReport, updateReport } from './edits'
import type { ReportHooks } from './hooks'
import { expireDueReports, sweepUploads } from './jobs'
import type { ReportIndexEntry } from './model'
import { decideReport, listReportsForAdmin } from './moderation'
import { countPendingReports, listIndexEntries, reportSummaries, setReportDisputed } from './queries'
import { guests, reports } from './schema'
import { createReport, type Member, type ReportDeps } from './service'
import { createActiveMember, reportParts } from './testing'

let db: DbHandle
let uploadsDir: string
let changes: { reportId: string; entry: ReportIndexEntry | null }[]
let deps: ReportDeps
let member: Member
let adminId: string

beforeEach(async () => {
  db = createTestDb()
  uploadsDir = mkdtempSync(join(tmpdir(), 'kyg-uploads-'))
  changes = []
  const hooks: ReportHooks = { onIndexChange: (_tx, change) => changes.push(change) }
  deps = {
    ...testDeps(db.db),
    hooks,
    uploadsDir,
    config: { BASE_URL: 'http://localhost', CONTACT_EMAIL: 'info@example.ch' },
  }
  const { user } = await createActiveMember(db.db)
  member = { id: user.id, companyId: user.companyId! }
  adminId = (await createTestAdmin(db.db)).user.id
})
afterEach(() => db.close())

/** A stored evidence file as the upload pipeline leaves it (the bytes on disk, not yet in a row). */
const writtenKeys: string[] = []
function storedFile(): StoredFile {
  const storageKey = crypto.randomUUID().replaceAll('-', '')
  writtenKeys.push(storageKey)
  writeFileSync(join(uploadsDir, storageKey), 'pdf bytes')
  return {
    storageKey,
    originalName: 'bill.pdf',
    mimeType: 'application/pdf',
    size: 9,
    sha256: 'a'.repeat(64),
    metadataRemoved: false,
  }
}
const create = (overrides: Record<string, string | undefined> = {}) =>
  createReport(deps, { member, fields: reportParts(overrides), files: [storedFile()] })

describe('the search index hook', () => {
  test('is told of every create, edit, decision, delete and expiry, inside the transaction', async () => {
    const report = create()
    const edited = updateReport(deps, {
      member,
      reportId: report.id,
      fields: { version: '1', city: 'Basel' },
      files: [],
    })
    decideReport(deps, { admin: { id: adminId }, reportId: report.id, decision: 'approved', notes: null })
    deleteReport(deps, { member, reportId: report.id })
    expect(changes.map((c) => c.entry?.status ?? null)).toEqual(['pending', 'pending', 'approved', null])
    expect(changes[1]!.entry?.guest.city).toBe('Basel')
    expect(edited.report.version).toBe(2)
    expect(changes[0]!.entry).toMatchObject({
      reportId: report.id,
      companyId: member.companyId,
      guest: { firstName: 'Max', lastName: 'Mustermann', documentType: 'passport', documentNumber: 'C01X00T47' },
    })
  })

  test('a hook that throws rolls the change back', () => {
    deps.hooks = {
      onIndexChange: () => {
        throw new Error('index down')
      },
    }
    expect(() => create()).toThrow('index down')
    expect(db.db.select().from(reports).all()).toEqual([])
    expect(db.db.select().from(guests).all()).toEqual([])
  })
})

describe('two edits of one report at once', () => {
  test('the second edit of the same version gets 409 and changes nothing; nothing of the first is lost', () => {
    const report = create()
    updateReport(deps, { member, reportId: report.id, fields: { version: '1', message: 'First edit.' }, files: [] })
    expect(() =>
      updateReport(deps, {
        member,
        reportId: report.id,
        fields: { version: '1', message: 'Second edit.' },
        files: [storedFile()],
      }),
    ).toThrow(expect.objectContaining({ status: 409 }))
    const row = db.db.select().from(reports).where(eq(reports.id, report.id)).get()
    expect(row).toMatchObject({ message: 'First edit.', version: 2 })
  })
})

describe('retention', () => {
  test('a report expires 3 years after check-out: personal data and files go, the tombstone stays; a second run does nothing', async () => {
    const report = create({ check_in: '2021-01-01', check_out: '2021-01-03' })
    expect(existsSync(join(uploadsDir, writtenKeys.at(-1)!))).toBe(true)
    expect(report.expires_at).toBe('2024-01-03T00:00:00.000Z')
    const key = db.db.select().from(reports).where(eq(reports.id, report.id)).get()
    expect(key).toBeDefined()
    const before = await expireDueReports(deps, new Date('2024-01-02T23:59:59Z'), 10)
    expect(before.expired).toBe(0)
    const first = await expireDueReports(deps, new Date('2024-01-03T00:00:01Z'), 10)
    expect(first.expired).toBe(1)
    const row = db.db.select().from(reports).where(eq(reports.id, report.id)).get()
    expect(row).toMatchObject({ status: 'expired', guestId: null, message: '' })
    expect(db.db.select().from(guests).all()).toEqual([])
    expect(existsSync(join(uploadsDir, writtenKeys.at(-1)!))).toBe(false)
    expect(changes.at(-1)).toMatchObject({ reportId: report.id, entry: null, was: { reportId: report.id } })
    expect((await expireDueReports(deps, new Date('2024-06-01T00:00:00Z'), 10)).expired).toBe(0)
    const actions = db.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .all()
      .map((r) => r.action)
    expect(actions).toContain('report.expire')
  })

  test('a disputed report is kept past its expiry until the dispute is cleared', async () => {
    const report = create({ check_in: '2021-01-01', check_out: '2021-01-03' })
    setReportDisputed(deps, report.id, true, { type: 'admin', id: adminId })
    expect((await expireDueReports(deps, new Date('2025-01-01T00:00:00Z'), 10)).expired).toBe(0)
    setReportDisputed(deps, report.id, false, { type: 'admin', id: adminId })
    expect((await expireDueReports(deps, new Date('2025-01-01T00:00:00Z'), 10)).expired).toBe(1)
  })

  test('the start-up sweep removes files no row names and temporary files, and keeps the rest', async () => {
    const report = create()
    const kept = db.db.select().from(reports).where(eq(reports.id, report.id)).get()
    expect(kept).toBeDefined()
    writeFileSync(join(uploadsDir, 'f'.repeat(32)), 'orphan')
    const swept = await sweepUploads({ ...testDeps(db.db), uploadsDir })
    expect(swept.removed).toBe(1)
    expect(existsSync(join(uploadsDir, 'f'.repeat(32)))).toBe(false)
  })
})

describe('what other modules read', () => {
  test('summaries give the hotel, dates, category and amount; index entries list every live report', () => {
    const one = create()
    const two = create({ last_name: 'Rossi' })
    deleteReport(deps, { member, reportId: two.id })
    const [summary] = reportSummaries(deps, [one.id, two.id])
    expect(reportSummaries(deps, [one.id, two.id])).toHaveLength(1)
    expect(summary).toMatchObject({
      reportId: one.id,
      hotel: { name: 'Hotel Bellevue', city: 'Zurich' },
      checkIn: '2025-03-01',
      category: 'unpaid_bill',
      amountOwed: 125_050,
      status: 'pending',
    })
    expect(listIndexEntries(deps, { limit: 10 }).map((e) => e.reportId)).toEqual([one.id])
    expect(listIndexEntries(deps, { after: one.id, limit: 10 })).toEqual([])
    expect(countPendingReports(deps)).toBe(1)
    const deleted = listReportsForAdmin(deps, { status: 'deleted', pageSize: 10 })
    expect(deleted.total).toBe(1)
    expect(deleted.items[0]).toMatchObject({ id: two.id, status: 'deleted', last_name: '', attachments_count: 0 })
  })
})
