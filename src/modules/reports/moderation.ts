// The administrator's side: the queue, the detail view (audited), approve and reject with notes (e-mail to the
// hotel through the outbox, in its language), the dispute flag that holds retention.
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { conflict, notFound } from '~/kernel/errors'
import type { Actor } from '~/modules/audit/model'
import { record } from '~/modules/audit/service'
import { hotelLabels } from '~/modules/auth/members'
import { asLocale, getUser } from '~/modules/auth/service'
import { enqueue } from '~/modules/mail/service'
import { reportDecisionMail } from './mails'
import type { AdminReportListItem, Page, ReportView } from './model'
import { guests, type ReportStatus, reports } from './schema'
import { MESSAGES, type ReportDeps } from './service'
import { countFiles, filesOf, indexEntry, listItem, loadLiveReport, NOT_FOUND, reportView } from './views'

export type Admin = { id: string; ip?: string | null }
const adminActor = (admin: Admin): Actor => ({ type: 'admin', id: admin.id, ip: admin.ip ?? null })

/** GET /api/admin/reports?status=…: reports in one status, oldest first (the moderation queue for pending). */
export function listReportsForAdmin(
  deps: { db: DbOrTx },
  input: { status: ReportStatus; page: number; pageSize: number },
): Page<AdminReportListItem> {
  const where = eq(reports.status, input.status)
  const total = deps.db.select({ n: count() }).from(reports).where(where).get()?.n ?? 0
  const rows = deps.db
    .select({ report: reports, guest: guests })
    .from(reports)
    .leftJoin(guests, eq(guests.id, reports.guestId))
    .where(where)
    .orderBy(asc(reports.updatedAt), asc(reports.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .all()
  const ids = rows.map((r) => r.report.id)
  const counts = countFiles(deps, ids)
  const hotels = hotelLabels(
    deps,
    rows.map((r) => r.report.companyId),
  )
  return {
    items: rows.map(({ report, guest }) => {
      const hotel = hotels.get(report.companyId)
      return {
        ...listItem(report, guest, counts.get(report.id) ?? 0),
        hotel: { name: hotel?.name ?? '', city: hotel?.city ?? '' },
      }
    }),
    total,
    page: input.page,
    pageSize: input.pageSize,
  }
}

/** How many reports wait for a decision (admin home). */
export function countPendingReports(deps: { db: DbOrTx }): number {
  return deps.db.select({ n: count() }).from(reports).where(eq(reports.status, 'pending')).get()?.n ?? 0
}

export type AdminReportView = ReportView & { hotel: { name: string; city: string } }

/** GET /api/admin/reports/:id: every field, the files, and the hotel. Each view is audited. */
export function getReportForAdmin(deps: { db: DbOrTx }, input: { admin: Admin; reportId: string }): AdminReportView {
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

/**
 * Approve (published to other hotels) or reject (notes required, checked by the route's schema) a pending report.
 * The hotel is e-mailed in the same transaction; a report already decided answers 409.
 */
export function decideReport(
  deps: ReportDeps,
  input: { admin: Admin; reportId: string; decision: 'approved' | 'rejected'; notes?: string | null },
): ReportView {
  const result = deps.db.transaction((tx) => {
    const { report } = loadLiveReport({ db: tx }, input.reportId)
    if (report.status !== 'pending') throw conflict(MESSAGES.alreadyDecided)
    const now = (deps.now?.() ?? new Date()).toISOString()
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
      .where(and(eq(reports.id, report.id), eq(reports.status, 'pending'), eq(reports.version, report.version)))
      .returning({ id: reports.id })
      .all()
    if (changed.length !== 1) throw conflict(MESSAGES.alreadyDecided)
    record(
      { db: tx },
      {
        actor: adminActor(input.admin),
        action: input.decision === 'approved' ? 'report.approve' : 'report.reject',
        target: { type: 'report', id: report.id },
        details: { notes: Boolean(notes) },
      },
    )
    const author = getUser({ db: tx }, report.authorId)
    if (author) {
      enqueue(
        { db: tx },
        reportDecisionMail({
          decision: input.decision,
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
    const fresh = loadLiveReport({ db: tx }, report.id)
    deps.hooks.onIndexChange({ db: tx }, { reportId: report.id, entry: indexEntry(fresh.report, fresh.guest) })
    return reportView(fresh.report, fresh.guest, filesOf({ db: tx }, report.id))
  })
  deps.mailQueued?.()
  return result
}

/**
 * Sets or clears the dispute flag (spec section 9: reports are kept longer while disputed). Retention skips a
 * disputed report; clearing the flag lets the next run expire it if its time has come.
 */
export function setReportDisputed(deps: { db: DbOrTx }, reportId: string, disputed: boolean, actor: Actor): void {
  deps.db.transaction((tx) => {
    const report = tx.select().from(reports).where(eq(reports.id, reportId)).get()
    if (!report || report.status === 'deleted' || report.status === 'expired') throw notFound(NOT_FOUND)
    const now = new Date().toISOString()
    tx.update(reports)
      .set({ disputedAt: disputed ? (report.disputedAt ?? now) : null })
      .where(eq(reports.id, reportId))
      .run()
    record(
      { db: tx },
      {
        actor,
        action: disputed ? 'report.dispute_set' : 'report.dispute_cleared',
        target: { type: 'report', id: reportId },
      },
    )
  })
}
