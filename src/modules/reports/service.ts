// A hotel's own reports: create, read, list, and its own earlier guests (edits and deletion: edits.ts).
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { notFound, parseInput, validation } from '~/kernel/errors'
import { type StoredFile, tooManyFiles } from '~/kernel/uploads/evidence-file'
import { toCountryName } from '~/lib/country-input'
import { zurichDay } from '~/lib/dates'
import { MSG } from '~/lib/fields'
import { toE164 } from '~/lib/phone'
import {
  EVIDENCE_LIMITS,
  REPORT_FIELD_NAMES,
  REPORT_RETENTION_YEARS,
  type ReportFields,
  reportFieldsAt,
} from '~/lib/report-fields'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import type { ReportHooks } from './hooks'
import type { OwnGuest, Page, ReportListItem, ReportView } from './model'
import { attachments, guests, reports } from './schema'
import {
  countFiles,
  filesOf,
  guestFields,
  indexEntry,
  LIVE_STATUSES,
  listItem,
  loadLiveReport,
  NOT_FOUND,
  reportView,
} from './views'

export type ReportDeps = {
  db: DbOrTx
  hooks: ReportHooks
  uploadsDir: string
  config: { BASE_URL: string; CONTACT_EMAIL: string }
  /** Wakes the mail worker after e-mail was queued. */
  mailQueued?: () => void
  clock: Clock
  /** The audit chain's HMAC key (ADR 165). */
  chainKey: string
}

/** The signed-in hotel member acting (the guard made sure it is an active member with a company). */
export type Member = { id: string; companyId: string; ip?: string | null }

export const MESSAGES = {
  attachmentRequired: 'reportsApi.errors.attachmentRequired',
  staleVersion: 'reportsApi.errors.staleVersion',
  versionRequired: 'reportsApi.errors.versionRequired',
  unknownAttachment: 'reportsApi.errors.unknownAttachment',
  alreadyDecided: 'reportsApi.errors.alreadyDecided',
  notDecided: 'reportsApi.errors.notDecided',
  decisionUnchanged: 'reportsApi.errors.decisionUnchanged',
} as const

export const actorOf = (member: Member): Actor => ({ type: 'user', id: member.id, ip: member.ip ?? null })

/**
 * Validates the form's text parts (400 naming the first wrong field, message as translation key). `now` is the
 * injected clock's time: "not in the future" means after the Zurich day of that moment.
 */
export function parseReportFields(input: Record<string, unknown>, now: Date): ReportFields {
  // A part the form did not send counts as empty, so a missing required field answers "This field is required."
  const filled: Record<string, unknown> = { ...input }
  for (const key of REPORT_FIELD_NAMES) filled[key] ??= ''
  // Integrations send "US", "Turkey" or "United States": the list's name is stored (issue 24, item 14; ADR 197).
  for (const key of ['nationality', 'country'] as const) {
    if (typeof filled[key] === 'string') filled[key] = toCountryName(filled[key])
  }
  const fields = parseInput(
    reportFieldsAt(() => zurichDay(now)),
    filled,
  )
  // The guest's phone is kept in E.164 (default region CH), as members' phones are (ADR 120); search reads it so.
  if (!fields.phone) return fields
  const phone = toE164(fields.phone)
  if (!phone) throw validation('phone', MSG.phoneInvalid)
  return { ...fields, phone }
}

/** Check-out plus three years, as an ISO timestamp (spec section 9). */
function expiryAfter(checkOut: string): string {
  const d = new Date(`${checkOut}T00:00:00.000Z`)
  d.setUTCFullYear(d.getUTCFullYear() + REPORT_RETENTION_YEARS)
  return d.toISOString()
}

/** The report's own columns from its form fields, with the expiry they imply (create, edit and correction). */
export function reportValues(fields: ReportFields) {
  return {
    checkIn: fields.check_in,
    checkOut: fields.check_out,
    category: fields.category,
    amountOwed: fields.amount_owed,
    message: fields.message,
    expiresAt: expiryAfter(fields.check_out),
  }
}

export function guestValues(fields: ReportFields) {
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

export function insertFiles(tx: DbOrTx, reportId: string, files: StoredFile[], at: string) {
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

export const fileAudit = (files: { originalName?: string; mimeType: string; size?: number; sizeBytes?: number }[]) =>
  files.map((f) => ({ type: f.mimeType, size: f.size ?? f.sizeBytes }))

/** POST /api/reports: a new report in status pending, with at least one evidence file. */
export function createReport(
  deps: ReportDeps,
  input: { member: Member; fields: Record<string, unknown>; files: StoredFile[] },
): ReportView {
  const fields = parseReportFields(input.fields, deps.clock.now())
  if (input.files.length === 0) throw validation('attachments', MESSAGES.attachmentRequired)
  if (input.files.length > EVIDENCE_LIMITS.maxFiles) throw tooManyFiles(input.files, EVIDENCE_LIMITS.maxFiles)
  const now = deps.clock.now().toISOString()
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
        ...reportValues(fields),
        declarationAcceptedAt: now,
        status: 'pending',
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .run()
    insertFiles(tx, reportId, input.files, now)
    record(
      { ...deps, db: tx },
      {
        actor: actorOf(input.member),
        action: 'report.create',
        target: { type: 'report', id: reportId },
        details: { category: fields.category, files: fileAudit(input.files) },
      },
    )
    const { report, guest } = loadLiveReport({ ...deps, db: tx }, reportId)
    deps.hooks.onIndexChange({ ...deps, db: tx }, { reportId, entry: indexEntry(report, guest) })
    return reportView(report, guest, filesOf({ ...deps, db: tx }, reportId))
  })
}

/** A report of the member's own hotel, or 404 (another hotel's report is indistinguishable from none). */
export function ownLiveReport(deps: { db: DbOrTx }, member: Member, reportId: string) {
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

/**
 * GET /api/reports/mine: the hotel's live reports and the tombstones of expired ones (status 'expired', without
 * the guest's data: the list says the report expired, issue 12), newest first.
 */
export function listOwnReports(
  deps: ReportDeps,
  input: { member: Member; page: number; pageSize: number },
): Page<ReportListItem> {
  const where = and(
    eq(reports.companyId, input.member.companyId),
    inArray(reports.status, [...LIVE_STATUSES, 'expired']),
  )
  const total = deps.db.select({ n: count() }).from(reports).where(where).get()?.n ?? 0
  const rows = deps.db
    .select({ report: reports, guest: guests })
    .from(reports)
    .leftJoin(guests, eq(guests.id, reports.guestId))
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

/**
 * The hotel's own earlier guests whose last name starts with `prefix` (at least 3 letters), for the New report
 * form. Never other hotels' guests: the form must not become a browsing tool. Audited (personal data read).
 */
export function ownGuestsByLastNamePrefix(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
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
