// The notice to a reported guest when the report is published (issue 34, section 1; Art. 19 nFADP): an e-mail when
// the report holds an address, otherwise a letter the reporting hotel prints. The operator may hold one back.
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import { AppError, notFound, validation } from '~/kernel/errors'
import { type Actor, record } from '~/modules/audit/public'
import { enqueue } from '~/modules/mail/public'
import { noticeLocales } from './languages'
import { type NoticeContent, reportNoticeMail } from './mails'
import { guestNotices, type NoticeStatus } from './schema'
import { type GuestSideDeps, hotelName } from './service'

/** A report just published, as the reports module's hook hands it over. */
export type PublishedReport = {
  reportId: string
  companyId: string
  checkIn: string
  checkOut: string
  category: string
  amountOwed: number | null
  expiresAt: string
  guest: { firstName: string; lastName: string; email: string; nationality: string }
}

export const NOTICE_MAIL_KIND = 'guest-notice'

// Letters without 0/O and 1/I/L, so a reference read from paper is typed right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')
  return `KYG-${chars.slice(0, 4)}-${chars.slice(4)}`
}

/** The approving administrator's hold of the notice from the start, with the reason (the register shows it). */
export type HoldAtApproval = { reason: string; admin: { id: string; ip?: string | null } }

/**
 * In the approval's transaction: the first publication of a report writes its notice (one per report, never again
 * for a changed decision or a re-approval after an edit) and queues the e-mail, or leaves the letter due; or, when
 * the administrator holds it back at approval, writes it held with the reason (audited) and sends nothing.
 */
export function noticeOnPublished(
  deps: GuestSideDeps & { chainKey: string },
  report: PublishedReport,
  hold?: HoldAtApproval,
): void {
  const known = deps.db
    .select({ id: guestNotices.id })
    .from(guestNotices)
    .where(eq(guestNotices.reportId, report.reportId))
    .get()
  if (known) return
  const now = deps.clock.now().toISOString()
  const id = newId()
  const channel = report.guest.email ? 'email' : 'letter'
  const reference = newReference()
  const notice = deps.db
    .insert(guestNotices)
    .values({
      id,
      reportId: report.reportId,
      companyId: report.companyId,
      reference,
      channel,
      status: channel === 'email' ? 'queued' : 'letter_due',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get()
  const reason = hold?.reason.trim()
  if (hold && reason) {
    const actor: Actor = { type: 'admin', id: hold.admin.id, ip: hold.admin.ip ?? null }
    markHeld(deps, notice, { reason, actor, atApproval: true })
    return
  }
  if (channel === 'email')
    enqueue(
      deps,
      reportNoticeMail({
        ...noticeContent(deps, report, reference),
        locales: noticeLocales(report.guest.nationality),
        to: report.guest.email,
        name: `${report.guest.firstName} ${report.guest.lastName}`.trim(),
        contactEmail: deps.config.CONTACT_EMAIL,
      }),
      { ref: id },
    )
}

/** What a report's notice says, for the e-mail and the printed letter alike. */
export function noticeContent(
  deps: GuestSideDeps,
  report: Omit<PublishedReport, 'reportId' | 'guest'>,
  reference: string,
): NoticeContent {
  return {
    hotel: hotelName(deps, report.companyId),
    checkIn: report.checkIn,
    checkOut: report.checkOut,
    category: report.category,
    amountOwed: report.amountOwed,
    keptUntil: report.expiresAt,
    reference,
    baseUrl: deps.config.BASE_URL,
  }
}

/** The outbox's check before a notice e-mail leaves: a notice held back in the meantime is not sent. */
export const noticeStillWanted =
  (deps: { db: DbOrTx }) =>
  (row: { ref: string | null }): boolean => {
    if (!row.ref) return true
    const notice = deps.db.select().from(guestNotices).where(eq(guestNotices.id, row.ref)).get()
    return notice?.status !== 'held'
  }

/** The notice of a report, by the report's id or the guest's reference. */
function requireNotice(deps: { db: DbOrTx }, key: string) {
  const row = deps.db
    .select()
    .from(guestNotices)
    .where(key.startsWith('KYG-') ? eq(guestNotices.reference, key.toUpperCase()) : eq(guestNotices.reportId, key))
    .get()
  if (!row) throw notFound('guestSide.errors.noticeNotFound')
  return row
}

/**
 * The operator holds a notice back for a stated reason (an ongoing criminal complaint, for example): an e-mail not
 * yet sent stays unsent, a letter is no longer asked of the hotel. Audited with the reason.
 */
export function holdNotice(
  deps: GuestSideDeps & { chainKey: string },
  input: { key: string; reason: string; actor: Actor },
) {
  const reason = input.reason.trim()
  if (!reason) throw validation('reason', 'validation.required')
  return deps.db.transaction((tx) => {
    const notice = requireNotice({ db: tx }, input.key)
    if (notice.status === 'held') throw new AppError('CONFLICT', 'guestSide.errors.noticeHeld')
    markHeld({ ...deps, db: tx }, notice, { reason, actor: input.actor })
    return { ...notice, status: 'held' as const, heldReason: reason }
  })
}

/**
 * The one way a notice is held back, by the operator later or by the administrator at approval (then it was never
 * sent and had no status before): status `held` with the reason and who held it, audited `guest_notice.held`.
 */
function markHeld(
  deps: GuestSideDeps & { chainKey: string },
  notice: typeof guestNotices.$inferSelect,
  input: { reason: string; actor: Actor; atApproval?: true },
) {
  deps.db
    .update(guestNotices)
    .set({
      status: 'held',
      heldReason: input.reason,
      heldBy: input.actor.id ?? input.actor.type,
      updatedAt: deps.clock.now().toISOString(),
    })
    .where(eq(guestNotices.id, notice.id))
    .run()
  record(deps, {
    actor: input.actor,
    action: 'guest_notice.held',
    target: { type: 'report', id: notice.reportId },
    details: {
      reference: notice.reference,
      channel: notice.channel,
      previousStatus: input.atApproval ? null : notice.status,
      reason: input.reason,
      ...(input.atApproval ? { atApproval: true } : {}),
    },
  })
}

/** The notices register (newest first), optionally of some statuses: held ones show their reason. */
export function listNotices(deps: { db: DbOrTx }, input: { statuses?: NoticeStatus[] } = {}) {
  return deps.db
    .select()
    .from(guestNotices)
    .where(input.statuses?.length ? and(inArray(guestNotices.status, input.statuses)) : undefined)
    .orderBy(desc(guestNotices.createdAt))
    .limit(500)
    .all()
}
