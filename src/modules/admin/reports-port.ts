// What the console needs from reports, as one port: src/server/app.ts and
// the CLI wire the reports module's service in; without it the console shows no reports and refuses report actions.
import { AppError } from '~/kernel/errors'
import type { Locale } from '~/lib/constants'
import type { Actor } from '~/modules/audit/public'

/** A report's data as a letter to the person concerned lists it (no other hotel's internal notes). */
export type ReportFacts = {
  id: string
  hotelUserId: string
  hotelName: string
  author: string
  createdAt: string
  status: string
  disputed: boolean
  fields: { label: string; value: string }[]
}

/** A published report: the hotel's account (its owner) and the guest's name, as the hotel already knows them. */
type PublishedReport = { reportId: string; hotelUserId: string; guestName: string }

type HotelReport = { id: string; guestName: string; status: string; createdAt: string }

export type ReportsPort = {
  available: boolean
  countPending(): number
  ofHotel(userId: string): HotelReport[]
  /** Reading them is a read of personal data: the reports service audits it as the admin's view. */
  facts(reportIds: string[], options: { admin: { id: string; ip?: string | null }; locale?: Locale }): ReportFacts[]
  /** A report still published, by its id or by the personal reference of its notice (ADR 305); null if none. */
  published(input: { reportId: string } | { reference: string }): PublishedReport | null
  setDisputed(reportId: string, disputed: boolean, actor: Actor, reason: string): void
  /** The reports service corrects the given form fields and tells the hotel (audited there with the reason). */
  correct(reportId: string, input: { fields: Record<string, string>; reason: string }, actor: Actor): void
  /** The reports service deletes the report (a tombstone stays) and tells the hotel. */
  remove(reportId: string, reason: string, actor: Actor): Promise<void>
}

const unavailable = () => new AppError('UNAVAILABLE', 'admin.errors.reportsUnavailable')

export const noReports: ReportsPort = {
  available: false,
  countPending: () => 0,
  ofHotel: () => [],
  facts: () => [],
  published: () => null,
  setDisputed: () => {
    throw unavailable()
  },
  correct: () => {
    throw unavailable()
  },
  remove: async () => {
    throw unavailable()
  },
}
