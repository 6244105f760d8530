// A hotel's own reports: create, read, edit (back to moderation), delete (tombstone), and its own earlier guests.
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import { conflict, notFound, validation } from '~/kernel/errors'
import { EVIDENCE_LIMITS, REPORT_RETENTION_YEARS, type ReportFields, reportFields } from '~/lib/report-fields'
import type { Actor } from '~/modules/audit/model'
import { record } from '~/modules/audit/service'
import type { ReportHooks } from './hooks'
import type { OwnGuest, Page, ReportListItem, ReportView } from './model'
import { attachments, guests, reports } from './schema'
import type { StoredFile } from './uploads'
import {
  type AttachmentRow,
  countFiles,
  filesOf,
  guestFields,
  indexEntry,
  LIVE_STATUSES,
  listItem,
  loadLiveReport,
  NOT_FOUND,
  type ReportRow,
  reportView,
} from './views'

export type ReportDeps = {
  db: DbOrTx
  hooks: ReportHooks
  uploadsDir: string
  config: { BASE_URL: string; CONTACT_EMAIL: string }
  /** Wakes the mail worker after e-mail was queued. */
  mailQueued?: () => void
  now?: () => Date
}

/** The signed-in hotel member acting (the guard made sure it is an active member with a company). */
export type Member = { id: string; companyId: string; ip?: string | null }

export const MESSAGES = {
  attachmentRequired: 'reportsApi.errors.attachmentRequired',
  tooManyFiles: 'reportsApi.errors.tooManyFiles',
  staleVersion: 'reportsApi.errors.staleVersion',
  versionRequired: 'reportsApi.errors.versionRequired',
  unknownAttachment: 'reportsApi.errors.unknownAttachment',
  alreadyDecided: 'reportsApi.errors.alreadyDecided',
} as const

const actorOf = (member: Member): Actor => ({ type: 'user', id: member.id, ip: member.ip ?? null })
const nowOf = (deps: Pick<ReportDeps, 'now'>) => deps.now?.() ?? new Date()

/** Validates the form's text parts (400 naming the first wrong field, message as translation key). */
export function parseReportFields(input: Record<string, unknown>): ReportFields {
  // A part the form did not send counts as empty, so a missing required field answers "This field is required."
  const filled: Record<string, unknown> = { ...input }
  for (const key of Object.keys(reportFields.entries)) filled[key] ??= ''
  const result = v.safeParse(reportFields, filled)
  if (result.success) return result.output
  const issue = result.issues[0]
  const field = issue.path?.map((p) => String(p.key)).join('.') ?? ''
  throw validation(field, issue.message)
}

/** Check-out plus three years, as an ISO timestamp (spec section 9). */
export function expiryAfter(checkOut: string): string {
  const d = new Date(`${checkOut}T00:00:00.000Z`)
  d.setUTCFullYear(d.getUTCFullYear() + REPORT_RETENTION_YEARS)
  return d.toISOString()
}

function guestValues(fields: ReportFields) {
  return {
    firstName: fields.first_name,
    lastName: fields.last_name,
    lastNameKey: fields.last_name.normalize('NFC').toLowerCase(),
    birthDate: fields.birth_date,
    birthPlace: fields.birth_place,
    nationality: fields.nationality,
    phone: fields.phone,
    email: fields.email,
    streetName: fields.street_name,
    buildingNo: fields.building_no,
    apartmentNo: fields.apartment_no,
    zipCode: fields.zip_code,
    city: fields.city,
    country: fields.country,
    documentType: fields.document_type || null,
    documentNumber: fields.document_number,
  }
}

function insertFiles(tx: DbOrTx, reportId: string, files: StoredFile[], at: string) {
  if (files.length === 0) return
  tx.insert(attachments)
    .values(
      files.map((file) => ({
        id: newId(),
        reportId,
        originalName: file.originalName,
        mimeType: file.mimeType,
        sizeBytes: file.size,
        sha256: file.sha256,
        storageKey: file.storageKey,
        metadataRemoved: file.metadataRemoved,
        createdAt: at,
      })),
    )
    .run()
}

const fileAudit = (files: { originalName?: string; mimeType: string; size?: number; sizeBytes?: number }[]) =>
  files.map((f) => ({ type: f.mimeType, size: f.size ?? f.sizeBytes }))

/** POST /api/reports: a new report in status pending, with at least one evidence file. */
export function createReport(
  deps: ReportDeps,
  input: { member: Member; fields: Record<string, unknown>; files: StoredFile[] },
): ReportView {
  const fields = parseReportFields(input.fields)
  if (input.files.length === 0) throw validation('attachments', MESSAGES.attachmentRequired)
  if (input.files.length > EVIDENCE_LIMITS.maxFiles) throw validation('attachments', MESSAGES.tooManyFiles)
  const now = nowOf(deps).toISOString()
  const reportId = newId()
  return deps.db.transaction((tx) => {
    const guestId = newId()
    tx.insert(guests)
      .values({ id: guestId, companyId: input.member.companyId, ...guestValues(fields) })
      .run()
    tx.insert(reports)
      .values({
        id: reportId,
        guestId,
        companyId: input.member.companyId,
        authorId: input.member.id,
        checkIn: fields.check_in,
        checkOut: fields.check_out,
        category: fields.category,
        amountOwed: fields.amount_owed,
        message: fields.message,
        declarationAcceptedAt: now,
        status: 'pending',
        expiresAt: expiryAfter(fields.check_out),
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .run()
    insertFiles(tx, reportId, input.files, now)
    record(
      { db: tx },
      {
        actor: actorOf(input.member),
        action: 'report.create',
        target: { type: 'report', id: reportId },
        details: { category: fields.category, files: fileAudit(input.files) },
      },
    )
    const { report, guest } = loadLiveReport({ db: tx }, reportId)
    deps.hooks.onIndexChange({ db: tx }, { reportId, entry: indexEntry(report, guest) })
    return reportView(report, guest, filesOf({ db: tx }, reportId))
  })
}

/** A report of the member's own hotel, or 404 (another hotel's report is indistinguishable from none). */
function ownLiveReport(deps: { db: DbOrTx }, member: Member, reportId: string) {
  const row = loadLiveReport(deps, reportId)
  if (row.report.companyId !== member.companyId) throw notFound(NOT_FOUND)
  return row
}

/** Refuses (404) an edit of a report that is not the hotel's own before its upload is read. */
export function requireOwnReport(deps: { db: DbOrTx }, member: Member, reportId: string): void {
  ownLiveReport(deps, member, reportId)
}

/** GET /api/reports/:id: the hotel's own report with every field and its files. Audited (personal data read). */
export function getOwnReport(deps: ReportDeps, input: { member: Member; reportId: string }): ReportView {
  const { report, guest } = ownLiveReport(deps, input.member, input.reportId)
  record(deps, { actor: actorOf(input.member), action: 'report.view', target: { type: 'report', id: report.id } })
  return reportView(report, guest, filesOf(deps, report.id))
}

/** GET /api/reports/mine: the hotel's live reports, newest first. */
export function listOwnReports(
  deps: ReportDeps,
  input: { member: Member; page: number; pageSize: number },
): Page<ReportListItem> {
  const where = and(eq(reports.companyId, input.member.companyId), inArray(reports.status, LIVE_STATUSES))
  const total = deps.db.select({ n: count() }).from(reports).where(where).get()?.n ?? 0
  const rows = deps.db
    .select({ report: reports, guest: guests })
    .from(reports)
    .innerJoin(guests, eq(guests.id, reports.guestId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .all()
  const counts = countFiles(
    deps,
    rows.map((r) => r.report.id),
  )
  return {
    items: rows.map(({ report, guest }) => listItem(report, guest, counts.get(report.id) ?? 0)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  }
}

/** The stored report as the form's strings, so an edit that sends only some fields is validated as a whole. */
function currentFormValues(report: ReportRow, guest: typeof guests.$inferSelect): Record<string, string> {
  const g = guestFields(guest)
  return {
    first_name: g.firstName,
    last_name: g.lastName,
    birth_date: g.birthDate,
    birth_place: g.birthPlace,
    nationality: g.nationality,
    phone: g.phone,
    email: g.email,
    street_name: g.streetName,
    building_no: g.buildingNo,
    apartment_no: g.apartmentNo,
    zip_code: g.zipCode,
    city: g.city,
    country: g.country,
    document_type: g.documentType ?? '',
    document_number: g.documentNumber,
    check_in: report.checkIn,
    check_out: report.checkOut,
    category: report.category,
    amount_owed: report.amountOwed === null ? '' : (report.amountOwed / 100).toFixed(2),
    message: report.message,
    declaration: 'true',
  }
}

const EDITABLE = [
  'first_name',
  'last_name',
  'birth_date',
  'birth_place',
  'nationality',
  'phone',
  'email',
  'street_name',
  'building_no',
  'apartment_no',
  'zip_code',
  'city',
  'country',
  'document_type',
  'document_number',
  'check_in',
  'check_out',
  'category',
  'amount_owed',
  'message',
] as const

/**
 * PUT /api/reports/:id: changed fields, more files, files to remove, and the version edited. A stale version answers
 * 409 and changes nothing. The report goes back to pending (out of everyone else's sight until approved again).
 * Answers the report and the storage keys of removed files, which the caller deletes after the commit.
 */
export function updateReport(
  deps: ReportDeps,
  input: {
    member: Member
    reportId: string
    fields: Record<string, string>
    files: StoredFile[]
  },
): { report: ReportView; removedKeys: string[] } {
  const versionText = input.fields.version ?? ''
  if (!/^\d{1,9}$/.test(versionText)) throw validation('version', MESSAGES.versionRequired)
  const version = Number(versionText)
  const removeIds = (input.fields.remove_attachments ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return deps.db.transaction((tx) => {
    const { report, guest } = ownLiveReport({ db: tx }, input.member, input.reportId)
    if (report.version !== version) throw conflict(MESSAGES.staleVersion, 'version')
    const merged: Record<string, string> = currentFormValues(report, guest)
    for (const key of EDITABLE) if (key in input.fields) merged[key] = input.fields[key] as string
    const fields = parseReportFields(merged)
    const existing = filesOf({ db: tx }, report.id)
    const removed: AttachmentRow[] = []
    for (const id of new Set(removeIds)) {
      const file = existing.find((f) => f.id === id)
      if (!file) throw validation('remove_attachments', MESSAGES.unknownAttachment)
      removed.push(file)
    }
    const remaining = existing.length - removed.length + input.files.length
    if (remaining === 0) throw validation('attachments', MESSAGES.attachmentRequired)
    if (remaining > EVIDENCE_LIMITS.maxFiles) throw validation('attachments', MESSAGES.tooManyFiles)
    const now = nowOf(deps).toISOString()
    // The version check and the increment are one statement: of two racing edits only one matches.
    const changed = tx
      .update(reports)
      .set({
        checkIn: fields.check_in,
        checkOut: fields.check_out,
        category: fields.category,
        amountOwed: fields.amount_owed,
        message: fields.message,
        status: 'pending',
        adminNotes: null,
        reviewedBy: null,
        reviewedAt: null,
        publishedAt: null,
        expiresAt: expiryAfter(fields.check_out),
        version: sql`${reports.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(reports.id, report.id), eq(reports.version, version)))
      .returning({ id: reports.id })
      .all()
    if (changed.length !== 1) throw conflict(MESSAGES.staleVersion, 'version')
    tx.update(guests).set(guestValues(fields)).where(eq(guests.id, guest.id)).run()
    if (removed.length > 0) {
      tx.delete(attachments)
        .where(
          inArray(
            attachments.id,
            removed.map((f) => f.id),
          ),
        )
        .run()
    }
    insertFiles(tx, report.id, input.files, now)
    record(
      { db: tx },
      {
        actor: actorOf(input.member),
        action: 'report.update',
        target: { type: 'report', id: report.id },
        details: {
          previousStatus: report.status,
          version: version + 1,
          changed: EDITABLE.filter((key) => key in input.fields),
          added: fileAudit(input.files),
          removed: removed.map((f) => f.id),
        },
      },
    )
    const fresh = loadLiveReport({ db: tx }, report.id)
    deps.hooks.onIndexChange({ db: tx }, { reportId: report.id, entry: indexEntry(fresh.report, fresh.guest) })
    return {
      report: reportView(fresh.report, fresh.guest, filesOf({ db: tx }, report.id)),
      removedKeys: removed.map((f) => f.storageKey),
    }
  })
}

/**
 * Replaces a report by its tombstone: status, dates, category and amount stay for the audit; the guest's personal
 * data, the message and the files' rows go. Answers the storage keys to delete after the commit.
 */
export function tombstone(
  tx: DbOrTx,
  hooks: ReportHooks,
  input: { report: ReportRow; status: 'deleted' | 'expired'; now: string },
): string[] {
  const files = filesOf({ db: tx }, input.report.id)
  tx.update(reports)
    .set({
      status: input.status,
      guestId: null,
      message: '',
      adminNotes: null,
      deletedAt: input.now,
      updatedAt: input.now,
      version: sql`${reports.version} + 1`,
    })
    .where(eq(reports.id, input.report.id))
    .run()
  if (input.report.guestId) tx.delete(guests).where(eq(guests.id, input.report.guestId)).run()
  tx.delete(attachments).where(eq(attachments.reportId, input.report.id)).run()
  hooks.onIndexChange({ db: tx }, { reportId: input.report.id, entry: null })
  return files.map((f) => f.storageKey)
}

/** DELETE /api/reports/:id: only the authoring hotel; answers the storage keys to delete after the commit. */
export function deleteReport(deps: ReportDeps, input: { member: Member; reportId: string }): string[] {
  return deps.db.transaction((tx) => {
    const { report } = ownLiveReport({ db: tx }, input.member, input.reportId)
    const now = nowOf(deps).toISOString()
    const keys = tombstone(tx, deps.hooks, { report, status: 'deleted', now })
    record(
      { db: tx },
      {
        actor: actorOf(input.member),
        action: 'report.delete',
        target: { type: 'report', id: report.id },
        details: { previousStatus: report.status, filesRemoved: keys.length },
      },
    )
    return keys
  })
}

/**
 * The hotel's own earlier guests whose last name starts with `prefix` (at least 3 letters), for the New report
 * form. Never other hotels' guests: the form must not become a browsing tool. Audited (personal data read).
 */
export function ownGuestsByLastNamePrefix(
  deps: { db: DbOrTx },
  member: Member,
  prefix: string,
  limit = 10,
): OwnGuest[] {
  const key = prefix.trim().normalize('NFC').toLowerCase()
  if ([...key].length < 3) throw validation('last_name', 'reportsApi.errors.lookupMin')
  const rows = deps.db
    .select({ guest: guests, reportId: reports.id, checkOut: reports.checkOut })
    .from(guests)
    .innerJoin(reports, eq(reports.guestId, guests.id))
    .where(
      and(
        eq(guests.companyId, member.companyId),
        gte(guests.lastNameKey, key),
        lt(guests.lastNameKey, `${key}\u{10ffff}`),
        inArray(reports.status, LIVE_STATUSES),
      ),
    )
    .orderBy(asc(guests.lastNameKey), desc(reports.checkOut))
    .limit(50)
    .all()
  const seen = new Set<string>()
  const out: OwnGuest[] = []
  for (const row of rows) {
    const id = `${row.guest.firstName.toLowerCase()}|${row.guest.lastNameKey}|${row.guest.birthDate}`
    if (seen.has(id)) continue
    seen.add(id)
    out.push({ ...guestFields(row.guest), reportId: row.reportId, checkOut: row.checkOut })
    if (out.length >= limit) break
  }
  record(deps, {
    actor: actorOf(member),
    action: 'report.guest_lookup',
    target: { type: 'company', id: member.companyId },
    details: { prefixLength: [...key].length, results: out.length },
  })
  return out
}
