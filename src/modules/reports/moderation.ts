// The administrator's side: the queue (paginated by key), the detail view (audited), approve and reject with notes
// and a changed decision (e-mail to the hotel through the outbox, in its language), the dispute flag that holds
// retention.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { conflict, notFound, validation } from '~/kernel/errors'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import { asLocale, getUser, hotelLabels } from '~/modules/auth/public'
import { enqueue } from '~/modules/mail/public'
import type { adminReportView } from './answers'
import { reportDecisionMail } from './mails'
import type { AdminReportListItem, KeyPage, ReportView } from './model'
import { guests, type ReportStatus, reports } from './schema'
import { MESSAGES, type ReportDeps } from './service'
import {
  countFiles,
  filesOf,
  guestFields,
  indexEntry,
  listItem,
  loadLiveReport,
  NOT_FOUND,
  type ReportRow,
  reportView,
} from './views'

export type Admin = { id: string; ip?: string | null }
const adminActor = (admin: Admin): Actor => ({ type: 'admin', id: admin.id, ip: admin.ip ?? null })

/** A position in the admin list: the last line's (updated_at, id), opaque to clients. */
const encodeCursor = (row: { updatedAt: string; id: string }) =>
  Buffer.from(`${row.updatedAt}\n${row.id}`).toString('base64url')
function decodeCursor(cursor: string): [string, string] {
  const [updatedAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('\n')
  if (!updatedAt || !id || rest.length || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(updatedAt) || id.length > 64) {
    throw validation('after', 'validation.invalidRequest')
  }
  return [updatedAt, id]
}

/**
 * GET /api/admin/reports?status=…&after=…: one page of reports in one status, paginated by key on
 * (status, updated_at, id) so every page reads one index range however many reports there are (ADR 076). The
 * pending queue runs oldest first; decided reports most recently decided first (to find a decision to change).
 */
export function listReportsForAdmin(
  deps: { db: DbOrTx },
  input: { status: ReportStatus; after?: string; pageSize: number },
): KeyPage<AdminReportListItem> {
  const oldestFirst = input.status === 'pending'
  const inStatus = eq(reports.status, input.status)
  const total = deps.db.select({ n: count() }).from(reports).where(inStatus).get()?.n ?? 0
  const position = input.after ? decodeCursor(input.after) : undefined
  const past = position
    ? oldestFirst
      ? sql`(${reports.updatedAt}, ${reports.id}) > (${position[0]}, ${position[1]})`
      : sql`(${reports.updatedAt}, ${reports.id}) < (${position[0]}, ${position[1]})`
    : undefined
  const order = oldestFirst ? asc : desc
  const rows = deps.db
    .select({ report: reports, guest: guests })
    .from(reports)
    .leftJoin(guests, eq(guests.id, reports.guestId))
    .where(past ? and(inStatus, past) : inStatus)
    .orderBy(order(reports.updatedAt), order(reports.id))
    .limit(input.pageSize + 1)
    .all()
  const page = rows.slice(0, input.pageSize)
  const counts = countFiles(
    deps,
    page.map((r) => r.report.id),
  )
  const hotels = hotelLabels(
    deps,
    page.map((r) => r.report.companyId),
  )
  const last = page.at(-1)?.report
  return {
    items: page.map(({ report, guest }) => {
      const hotel = hotels.get(report.companyId)
      return {
        ...listItem(report, guest, counts.get(report.id) ?? 0),
        hotel: { name: hotel?.name ?? '', city: hotel?.city ?? '' },
      }
    }),
    total,
    pageSize: input.pageSize,
    next: rows.length > input.pageSize && last ? encodeCursor(last) : null,
  }
}

/** How many reports wait for a decision (admin home). */
export function countPendingReports(deps: { db: DbOrTx }): number {
  return deps.db.select({ n: count() }).from(reports).where(eq(reports.status, 'pending')).get()?.n ?? 0
}

export type AdminReportView = v.InferOutput<typeof adminReportView>

/** GET /api/admin/reports/:id: every field, the files, and the hotel. Each view is audited. */
export function getReportForAdmin(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  input: { admin: Admin; reportId: string },
): AdminReportView {
  const { report, guest } = loadLiveReport(deps, input.reportId)
  record(deps, {
    actor: adminActor(input.admin),
    action: 'report.admin_view',
    target: { type: 'report', id: report.id },
  })
  const hotel = hotelLabels(deps, [report.companyId]).get(report.companyId)
  return {
    ...reportView(report, guest, filesOf(deps, report.id)),
    hotel: { name: hotel?.name ?? '', city: hotel?.city ?? '' },
  }
}

type Decision = 'approved' | 'rejected'

/**
 * Approve (published to other hotels) or reject (notes required, checked by the route's schema) a pending report.
 * The hotel is e-mailed in the same transaction; a report already decided answers 409.
 */
export function decideReport(
  deps: ReportDeps,
  input: { admin: Admin; reportId: string; decision: Decision; notes?: string | null; holdNotice?: string },
): ReportView {
  return applyDecision(deps, input, (report) => {
    if (report.status !== 'pending') throw conflict(MESSAGES.alreadyDecided)
  })
}

/**
 * Changes a decision already taken (approved -> rejected or back), with a note for the hotel (required, checked by
 * the route's schema): published again or withdrawn from search at once, audited with both statuses, the hotel
 * e-mailed. `version` (optional) guards against two administrators changing it at the same time.
 */
export function changeDecision(
  deps: ReportDeps,
  input: { admin: Admin; reportId: string; decision: Decision; notes: string; version?: number },
): ReportView {
  return applyDecision(deps, input, (report) => {
    if (report.status === 'pending') throw conflict(MESSAGES.notDecided)
    if (report.status === input.decision) throw conflict(MESSAGES.decisionUnchanged)
    if (input.version !== undefined && input.version !== report.version) throw conflict(MESSAGES.staleVersion)
  })
}

/** The shared write of a decision: status, notes, reviewer, publication, version, audit, e-mail, search index. */
function applyDecision(
  deps: ReportDeps,
  input: { admin: Admin; reportId: string; decision: Decision; notes?: string | null; holdNotice?: string },
  allowed: (report: ReportRow) => void,
): ReportView {
  const result = deps.db.transaction((tx) => {
    const { report, guest } = loadLiveReport({ ...deps, db: tx }, input.reportId)
    allowed(report)
    const changing = report.status !== 'pending'
    const now = deps.clock.now().toISOString()
    const notes = input.notes?.trim() || null
    const changed = tx
      .update(reports)
      .set({
        status: input.decision,
        adminNotes: notes,
        reviewedBy: input.admin.id,
        reviewedAt: now,
        publishedAt: input.decision === 'approved' ? now : null,
        version: sql`${reports.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(reports.id, report.id), eq(reports.status, report.status), eq(reports.version, report.version)))
      .returning({ id: reports.id })
      .all()
    if (changed.length !== 1) throw conflict(changing ? MESSAGES.staleVersion : MESSAGES.alreadyDecided)
    record(
      { ...deps, db: tx },
      {
        actor: adminActor(input.admin),
        action: changing
          ? 'report.decision_changed'
          : input.decision === 'approved'
            ? 'report.approve'
            : 'report.reject',
        target: { type: 'report', id: report.id },
        details: changing
          ? { from: report.status, to: input.decision, notes: Boolean(notes) }
          : { notes: Boolean(notes) },
      },
    )
    const author = getUser({ ...deps, db: tx }, report.authorId)
    if (author) {
      enqueue(
        { ...deps, db: tx },
        reportDecisionMail({
          decision: input.decision,
          changed: changing,
          locale: asLocale(author.locale),
          to: author.email,
          name: `${author.fName} ${author.lName}`.trim(),
          checkIn: report.checkIn,
          checkOut: report.checkOut,
          notes,
          contactEmail: deps.config.CONTACT_EMAIL,
          baseUrl: deps.config.BASE_URL,
        }),
      )
    }
    const fresh = loadLiveReport({ ...deps, db: tx }, report.id)
    if (input.decision === 'approved')
      deps.hooks.onPublished?.(
        { db: tx },
        {
          reportId: report.id,
          companyId: report.companyId,
          checkIn: fresh.report.checkIn,
          checkOut: fresh.report.checkOut,
          category: fresh.report.category,
          amountOwed: fresh.report.amountOwed,
          expiresAt: fresh.report.expiresAt,
          guest: guestFields(fresh.guest),
        },
        input.holdNotice ? { reason: input.holdNotice, admin: input.admin } : undefined,
      )
    deps.hooks.onIndexChange(
      { ...deps, db: tx },
      { reportId: report.id, entry: indexEntry(fresh.report, fresh.guest), was: indexEntry(report, guest) },
    )
    return reportView(fresh.report, fresh.guest, filesOf({ ...deps, db: tx }, report.id))
  })
  deps.mailQueued?.()
  return result
}

/**
 * Sets or clears the dispute flag (spec section 9: reports are kept longer while disputed). Retention skips a
 * disputed report; clearing the flag lets the next run expire it if its time has come.
 */
export function setReportDisputed(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  reportId: string,
  disputed: boolean,
  actor: Actor,
): void {
  deps.db.transaction((tx) => {
    const report = tx.select().from(reports).where(eq(reports.id, reportId)).get()
    if (!report || report.status === 'deleted' || report.status === 'expired') throw notFound(NOT_FOUND)
    const now = deps.clock.now().toISOString()
    tx.update(reports)
      .set({ disputedAt: disputed ? (report.disputedAt ?? now) : null })
      .where(eq(reports.id, reportId))
      .run()
    record(
      { ...deps, db: tx },
      {
        actor,
        action: disputed ? 'report.dispute_set' : 'report.dispute_cleared',
        target: { type: 'report', id: reportId },
      },
    )
  })
}
