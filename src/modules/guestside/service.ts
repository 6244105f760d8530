// The reported guest's side (issue 34): what the guest is told when a report about them is published or removed.
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { hotelLabels } from '~/modules/auth/public'
import { enqueue } from '~/modules/mail/public'
import { noticeLocales } from './languages'
import { removalNoticeMail } from './mails'
import { guestNotices } from './schema'

export type GuestSideDeps = {
  db: DbOrTx
  clock: Clock
  config: { BASE_URL: string; CONTACT_EMAIL: string }
}

/** A report as the guest's notices need it (the reports module's hook payload). */
export type NoticeReport = {
  reportId: string
  companyId: string
  checkIn: string
  checkOut: string
  category: string
  wasPublished: boolean
  guest: { firstName: string; lastName: string; email: string; nationality: string }
}

export const hotelName = (deps: { db: DbOrTx }, companyId: string) => {
  const hotel = hotelLabels(deps, [companyId]).get(companyId)
  return hotel ? [hotel.name, hotel.city].filter(Boolean).join(', ') : ''
}

/**
 * In the settlement's transaction: a guest who could have been told of the report (it was published) and whose
 * e-mail the report holds is told that it was removed, with the personal reference of the notice (issue 34).
 */
export function tellGuestRemoved(deps: GuestSideDeps, report: NoticeReport): boolean {
  if (!report.wasPublished || !report.guest.email) return false
  const notice = deps.db
    .select({ reference: guestNotices.reference })
    .from(guestNotices)
    .where(eq(guestNotices.reportId, report.reportId))
    .get()
  enqueue(
    deps,
    removalNoticeMail({
      locales: noticeLocales(report.guest.nationality),
      to: report.guest.email,
      name: `${report.guest.firstName} ${report.guest.lastName}`.trim(),
      hotel: hotelName(deps, report.companyId),
      checkIn: report.checkIn,
      checkOut: report.checkOut,
      reference: notice?.reference ?? null,
      baseUrl: deps.config.BASE_URL,
      contactEmail: deps.config.CONTACT_EMAIL,
    }),
  )
  return true
}
