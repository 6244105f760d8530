// An administrator's correction or deletion of a report after a data-subject request (issue 11): the reported person
// asked, the provider decided. The report keeps its status when corrected; the hotel is told by e-mail, in its
// language, in the same transaction; both are audited with the reason.
import { and, eq, sql } from 'drizzle-orm'
import { conflict, validation } from '~/kernel/errors'
import { serverLL } from '~/kernel/i18n'
import { formatDate } from '~/lib/dates'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import { asLocale, getUser } from '~/modules/auth/public'
import type { OutgoingMessage } from '~/modules/mail/public'
import { enqueue, renderLayout } from '~/modules/mail/public'
import { currentFormValues, EDITABLE, tombstone } from './edits'
import { guests, reports } from './schema'
import { guestValues, parseReportFields, type ReportDeps, reportValues } from './service'
import { indexEntry, loadLiveReport, type ReportRow } from './views'

export type EditableField = (typeof EDITABLE)[number]
export const CORRECTABLE_FIELDS = EDITABLE

function hotelToldMail(
  deps: ReportDeps,
  report: ReportRow,
  input: { change: 'corrected' | 'deleted'; reason: string; fields: string[] },
): OutgoingMessage | null {
  const author = getUser(deps, report.authorId)
  if (!author) return null
  const locale = asLocale(author.locale)
  const LL = serverLL(locale).providerChange
  const labels = serverLL(locale).providerChange.fields as Record<string, () => string>
  const stay = { checkIn: formatDate(report.checkIn, locale), checkOut: formatDate(report.checkOut, locale) }
  const texts = input.change === 'corrected' ? LL.corrected : LL.deleted
  return renderLayout({
    locale,
    to: author.email,
    name: `${author.fName} ${author.lName}`.trim(),
    contactEmail: deps.config.CONTACT_EMAIL,
    kind: input.change === 'corrected' ? 'report-corrected' : 'report-deleted',
    subject: texts.subject(),
    heading: texts.subject(),
    paragraphs: [
      texts.body(stay),
      ...(input.fields.length ? [LL.changed({ fields: input.fields.map((f) => labels[f]?.() ?? f).join(', ') })] : []),
      LL.reason({ reason: input.reason }),
    ],
    action: { label: LL.action(), url: `${deps.config.BASE_URL}/dashboard/reports` },
  })
}

/**
 * Sets the given fields of a live report (validated with the report form's rules, as a whole) and tells the hotel.
 * `version`, when given, guards against a hotel's edit in between (409).
 */
export function correctReportAsAdmin(
  deps: ReportDeps,
  input: {
    /** The administrator in the console, or the operator at the CLI. */
    actor: Actor
    reportId: string
    /** The version the admin saw; omitted: the current one. */
    version?: number
    fields: Partial<Record<EditableField, string>>
    reason: string
  },
): { version: number } {
  const reason = input.reason.trim()
  if (!reason) throw validation('reason', 'validation.required')
  const keys = Object.keys(input.fields).filter((k): k is EditableField => (EDITABLE as readonly string[]).includes(k))
  if (!keys.length) throw validation('fields', 'validation.required')
  const result = deps.db.transaction((tx) => {
    const { report, guest } = loadLiveReport({ ...deps, db: tx }, input.reportId)
    const version = input.version ?? report.version
    if (report.version !== version) throw conflict('reportsApi.errors.staleVersion', 'version')
    const merged = currentFormValues(report, guest)
    for (const key of keys) merged[key] = input.fields[key] as string
    // A correction of old data is not held to "check-out not in the future" any differently than the hotel's edit.
    const fields = parseReportFields(merged, deps.clock.now())
    const now = deps.clock.now().toISOString()
    const changed = tx
      .update(reports)
      .set({
        ...reportValues(fields),
        version: sql`${reports.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(reports.id, report.id), eq(reports.version, version)))
      .returning({ version: reports.version })
      .all()
    if (changed.length !== 1) throw conflict('reportsApi.errors.staleVersion', 'version')
    tx.update(guests).set(guestValues(fields)).where(eq(guests.id, guest.id)).run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'report.corrected_by_admin',
        target: { type: 'report', id: report.id },
        details: { changed: keys, reason, version: changed[0]!.version },
      },
    )
    const mail = hotelToldMail({ ...deps, db: tx }, report, { change: 'corrected', reason, fields: keys })
    if (mail) enqueue({ ...deps, db: tx }, mail)
    const fresh = loadLiveReport({ ...deps, db: tx }, report.id)
    deps.hooks.onIndexChange(
      { ...deps, db: tx },
      { reportId: report.id, entry: indexEntry(fresh.report, fresh.guest), was: indexEntry(report, guest) },
    )
    return { version: changed[0]!.version }
  })
  deps.mailQueued?.()
  return result
}

/** Replaces a live report by its tombstone and tells the hotel; answers the storage keys to delete after commit. */
export function deleteReportAsAdmin(
  deps: ReportDeps,
  input: { actor: Actor; reportId: string; reason: string },
): string[] {
  const reason = input.reason.trim()
  if (!reason) throw validation('reason', 'validation.required')
  const keys = deps.db.transaction((tx) => {
    const { report } = loadLiveReport({ ...deps, db: tx }, input.reportId)
    const removed = tombstone(tx, deps.hooks, { report, status: 'deleted', now: deps.clock.now().toISOString() })
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'report.deleted_by_admin',
        target: { type: 'report', id: report.id },
        details: { previousStatus: report.status, filesRemoved: removed.length, reason },
      },
    )
    const mail = hotelToldMail({ ...deps, db: tx }, report, { change: 'deleted', reason, fields: [] })
    if (mail) enqueue({ ...deps, db: tx }, mail)
    return removed
  })
  deps.mailQueued?.()
  return keys
}
