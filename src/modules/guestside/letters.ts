// The reporting hotel's side of a notice letter (issue 34, section 1; ADR 285): the letters it still has to post, the
// PDF it prints (audited) and the mark that it was sent (audited, stored). Another hotel's report answers 404.
import { and, eq, inArray } from 'drizzle-orm'
import { notFound } from '~/kernel/errors'
import { record } from '~/modules/audit/public'
import { getCompany } from '~/modules/auth/public'
import { liveReportGuests, type Member, ownReportForLetter } from '~/modules/reports/public'
import { noticeLocales } from './languages'
import { noticeLetterPdf } from './letter'
import { noticeContent } from './notices'
import { guestNotices } from './schema'
import type { GuestSideDeps } from './service'

const LETTER_STATUSES = ['letter_due', 'letter_sent'] as const
type LetterStatus = (typeof LETTER_STATUSES)[number]

const actor = (member: Member) => ({ type: 'user' as const, id: member.id, ip: member.ip ?? null })

/** The hotel's letters to post or posted, of reports still live (held notices are not asked of the hotel). */
export function lettersOfHotel(deps: Pick<GuestSideDeps, 'db'>, companyId: string) {
  const rows = deps.db
    .select()
    .from(guestNotices)
    .where(and(eq(guestNotices.companyId, companyId), inArray(guestNotices.status, [...LETTER_STATUSES])))
    .all()
  const live = liveReportGuests(
    deps,
    companyId,
    rows.map((r) => r.reportId),
  )
  return rows.flatMap((row) => {
    const guest = live.get(row.reportId)
    if (!guest) return []
    return [
      {
        report_id: row.reportId,
        reference: row.reference,
        status: row.status as LetterStatus,
        name: guest.name,
        check_in: guest.checkIn,
        check_out: guest.checkOut,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      },
    ]
  })
}

/** The letter of one of the hotel's reports: 404 for another hotel's report, and for a report without a letter. */
function ownLetter(deps: Pick<GuestSideDeps, 'db'>, member: Member, reportId: string) {
  const report = ownReportForLetter(deps, member, reportId)
  const notice = deps.db
    .select()
    .from(guestNotices)
    .where(and(eq(guestNotices.reportId, report.reportId), inArray(guestNotices.status, [...LETTER_STATUSES])))
    .get()
  if (!notice) throw notFound('noticeLetter.errors.noLetter')
  return { report, notice }
}

/** The printable letter (PDF) of one of the hotel's reports, in the guest's language(s); audited. */
export function downloadLetter(deps: GuestSideDeps & { chainKey: string }, member: Member, reportId: string) {
  const { report, notice } = ownLetter(deps, member, reportId)
  const hotel = getCompany(deps, report.companyId)
  const guest = report.guest
  const pdf = noticeLetterPdf({
    locales: noticeLocales(guest.nationality),
    date: deps.clock.now(),
    sender: {
      name: hotel?.companyName ?? '',
      street: hotel?.streetName ?? '',
      buildingNo: hotel?.buildingNo ?? '',
      zipCode: hotel?.zipCode ?? '',
      city: hotel?.city ?? '',
      country: hotel?.country ?? '',
    },
    recipient: {
      name: `${guest.firstName} ${guest.lastName}`.trim(),
      street: guest.streetName,
      buildingNo: guest.buildingNo,
      extra: guest.apartmentNo,
      zipCode: guest.zipCode,
      city: guest.city,
      country: guest.country,
    },
    content: noticeContent(deps, report, notice.reference),
  })
  record(deps, {
    actor: actor(member),
    action: 'guest_notice.letter_downloaded',
    target: { type: 'report', id: report.reportId },
    details: { reference: notice.reference, status: notice.status },
  })
  return { pdf, filename: `notice-${notice.reference}.pdf` }
}

/** The hotel posted the letter: the reminder ends. Audited once; marking it again changes nothing. */
export function markLetterSent(deps: GuestSideDeps & { chainKey: string }, member: Member, reportId: string) {
  return deps.db.transaction((tx) => {
    const { report, notice } = ownLetter({ db: tx }, member, reportId)
    if (notice.status === 'letter_sent') return { status: 'letter_sent' as const, updated_at: notice.updatedAt }
    const now = deps.clock.now().toISOString()
    tx.update(guestNotices).set({ status: 'letter_sent', updatedAt: now }).where(eq(guestNotices.id, notice.id)).run()
    record(
      { ...deps, db: tx },
      {
        actor: actor(member),
        action: 'guest_notice.letter_sent',
        target: { type: 'report', id: report.reportId },
        details: { reference: notice.reference },
      },
    )
    return { status: 'letter_sent' as const, updated_at: now }
  })
}
