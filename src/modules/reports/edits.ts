// Edits of a hotel's own report (back to moderation, version-checked) and its deletion as a tombstone.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { conflict, validation } from '~/kernel/errors'
import { type StoredFile, tooManyFiles } from '~/kernel/uploads/evidence-file'
import { REPORT_EDITABLE_FIELDS } from '~/lib/constants'
import { reportFormFields } from '~/lib/guest-form'
import { EVIDENCE_LIMITS } from '~/lib/report-fields'
import { record } from '~/modules/audit/public'
import type { ReportHooks } from './hooks'
import type { ReportView } from './model'
import { attachments, guests, reports } from './schema'
import {
  actorOf,
  fileAudit,
  guestValues,
  insertFiles,
  MESSAGES,
  type Member,
  ownLiveReport,
  parseReportFields,
  type ReportDeps,
  reportValues,
} from './service'
import { type AttachmentRow, filesOf, indexEntry, loadLiveReport, type ReportRow, reportView } from './views'

/** The stored report as the form's strings, so an edit that sends only some fields is validated as a whole. */
export function currentFormValues(report: ReportRow, guest: typeof guests.$inferSelect): Record<string, string> {
  return { ...reportFormFields(reportView(report, guest, [])), declaration: 'true' }
}

export const EDITABLE = REPORT_EDITABLE_FIELDS

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
    const { report, guest } = ownLiveReport({ ...deps, db: tx }, input.member, input.reportId)
    if (report.version !== version) throw conflict(MESSAGES.staleVersion, 'version')
    const merged: Record<string, string> = currentFormValues(report, guest)
    for (const key of EDITABLE) if (key in input.fields) merged[key] = input.fields[key] as string
    const fields = parseReportFields(merged, deps.clock.now())
    const existing = filesOf({ ...deps, db: tx }, report.id)
    const removed: AttachmentRow[] = []
    for (const id of new Set(removeIds)) {
      const file = existing.find((f) => f.id === id)
      if (!file) throw validation('remove_attachments', MESSAGES.unknownAttachment)
      removed.push(file)
    }
    const remaining = existing.length - removed.length + input.files.length
    if (remaining === 0) throw validation('attachments', MESSAGES.attachmentRequired)
    if (remaining > EVIDENCE_LIMITS.maxFiles)
      throw tooManyFiles(input.files, EVIDENCE_LIMITS.maxFiles - existing.length + removed.length)
    const now = deps.clock.now().toISOString()
    // The version check and the increment are one statement: of two racing edits only one matches.
    const changed = tx
      .update(reports)
      .set({
        ...reportValues(fields),
        status: 'pending',
        adminNotes: null,
        reviewedBy: null,
        reviewedAt: null,
        publishedAt: null,
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
      { ...deps, db: tx },
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
    const fresh = loadLiveReport({ ...deps, db: tx }, report.id)
    deps.hooks.onIndexChange(
      { ...deps, db: tx },
      { reportId: report.id, entry: indexEntry(fresh.report, fresh.guest), was: indexEntry(report, guest) },
    )
    return {
      report: reportView(fresh.report, fresh.guest, filesOf({ ...deps, db: tx }, report.id)),
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
  const guest = input.report.guestId
    ? tx.select().from(guests).where(eq(guests.id, input.report.guestId)).get()
    : undefined
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
  const was = guest ? indexEntry(input.report, guest) : undefined
  hooks.onIndexChange({ db: tx }, { reportId: input.report.id, entry: null, was })
  return files.map((f) => f.storageKey)
}

/** DELETE /api/reports/:id: only the authoring hotel; answers the storage keys to delete after the commit. */
export function deleteReport(deps: ReportDeps, input: { member: Member; reportId: string }): string[] {
  return deps.db.transaction((tx) => {
    const { report } = ownLiveReport({ ...deps, db: tx }, input.member, input.reportId)
    const now = deps.clock.now().toISOString()
    const keys = tombstone(tx, deps.hooks, { report, status: 'deleted', now })
    record(
      { ...deps, db: tx },
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
