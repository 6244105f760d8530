// Member quotas (security review 3, finding 3): reports per hour and evidence bytes per day, per person (the user id)
// and per hotel (the company id; today a hotel has one login, teams come later). Counted from the database, so a
// restart forgets nothing, plus what uploads in flight have reserved, so parallel requests share one budget.
import { and, count, eq, gte, sql, sum } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import { MB } from '~/kernel/routes'
import { EVIDENCE_UPLOAD_LIMITS, type UploadLimits } from '~/kernel/uploads/evidence-file'
import { EVIDENCE_LIMITS } from '~/lib/report-fields'
import { attachments, reports } from './schema'
import type { Member } from './service'

export type QuotaConfig = {
  REPORTS_PER_HOUR_PER_USER: number
  REPORTS_PER_HOUR_PER_HOTEL: number
  EVIDENCE_MB_PER_DAY_PER_USER: number
  EVIDENCE_MB_PER_DAY_PER_HOTEL: number
}

/** The largest report upload: ten videos at their limit and the text parts (the report routes' body limit). */
export const MAX_REPORT_REQUEST_BYTES = EVIDENCE_LIMITS.maxFiles * EVIDENCE_LIMITS.videoBytes + MB

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

const QUOTA_MSG = {
  reports: 'reportsApi.errors.tooManyReports',
  evidence: 'reportsApi.errors.evidenceBudget',
} as const

/** An upload's share of the evidence budget: the limits to read it with, and its settlement. */
export type EvidenceReservation = { limits: UploadLimits; settle(): void }

export function createMemberQuotas(deps: { db: DbOrTx; config: QuotaConfig; clock: Clock }) {
  const { config } = deps
  const now = () => deps.clock.now()
  const creating = new Map<string, number>()
  const inFlight = new Map<string, number>()
  const keys = (member: Member) => [`user:${member.id}`, `hotel:${member.companyId}`] as const
  const add = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by
    if (next > 0) map.set(key, next)
    else map.delete(key)
  }

  const reportsSince = (member: Member, since: string) => {
    const row = deps.db
      .select({
        hotel: count(),
        user: sum(sql`CASE WHEN ${reports.authorId} = ${member.id} THEN 1 ELSE 0 END`),
      })
      .from(reports)
      .where(and(eq(reports.companyId, member.companyId), gte(reports.createdAt, since)))
      .get()
    return { user: Number(row?.user ?? 0), hotel: Number(row?.hotel ?? 0) }
  }
  const evidenceSince = (member: Member, since: string) => {
    const row = deps.db
      .select({
        hotel: sum(attachments.sizeBytes),
        user: sum(sql`CASE WHEN ${reports.authorId} = ${member.id} THEN ${attachments.sizeBytes} ELSE 0 END`),
      })
      .from(attachments)
      .innerJoin(reports, eq(reports.id, attachments.reportId))
      .where(and(eq(reports.companyId, member.companyId), gte(attachments.createdAt, since)))
      .get()
    return { user: Number(row?.user ?? 0), hotel: Number(row?.hotel ?? 0) }
  }

  return {
    /**
     * Holds a place for one new report, or refuses (429) when the person or the hotel created its allowance in the
     * last hour; `release` once the report is written or refused.
     */
    holdReport(member: Member): { release(): void } {
      const done = reportsSince(member, new Date(now().getTime() - HOUR_MS).toISOString())
      const [user, hotel] = keys(member)
      if (
        done.user + (creating.get(user) ?? 0) >= config.REPORTS_PER_HOUR_PER_USER ||
        done.hotel + (creating.get(hotel) ?? 0) >= config.REPORTS_PER_HOUR_PER_HOTEL
      ) {
        throw new AppError('RATE_LIMITED', QUOTA_MSG.reports, { retryAfterSeconds: 3600 })
      }
      add(creating, user, 1)
      add(creating, hotel, 1)
      let released = false
      return {
        release() {
          if (released) return
          released = true
          add(creating, user, -1)
          add(creating, hotel, -1)
        },
      }
    },

    /**
     * The member's upload's share of today's evidence bytes, per person and per hotel: every byte counts as it
     * arrives, together with the uploads in flight, and the one that crosses the budget is refused (429). A new report,
     * which needs a file, is refused at once when nothing is left; an edit may still change its text.
     */
    reserveEvidence(member: Member, input: { filesRequired: boolean }): EvidenceReservation {
      const stored = evidenceSince(member, new Date(now().getTime() - DAY_MS).toISOString())
      const [user, hotel] = keys(member)
      const userLimit = config.EVIDENCE_MB_PER_DAY_PER_USER * MB
      const hotelLimit = config.EVIDENCE_MB_PER_DAY_PER_HOTEL * MB
      const over = () =>
        stored.user + (inFlight.get(user) ?? 0) > userLimit || stored.hotel + (inFlight.get(hotel) ?? 0) > hotelLimit
      const refusal = () =>
        new AppError('RATE_LIMITED', QUOTA_MSG.evidence, {
          field: 'attachments',
          params: { mb: Math.min(config.EVIDENCE_MB_PER_DAY_PER_USER, config.EVIDENCE_MB_PER_DAY_PER_HOTEL) },
        })
      const full = () =>
        stored.user + (inFlight.get(user) ?? 0) >= userLimit || stored.hotel + (inFlight.get(hotel) ?? 0) >= hotelLimit
      if (input.filesRequired && full()) throw refusal()
      let mine = 0
      const spend = (bytes: number) => {
        mine += bytes
        add(inFlight, user, bytes)
        add(inFlight, hotel, bytes)
      }
      let settled = false
      return {
        limits: {
          ...EVIDENCE_UPLOAD_LIMITS,
          budget: {
            spend(bytes) {
              spend(bytes)
              if (bytes > 0 && over()) throw refusal()
            },
          },
        },
        // The files stored are in the database by now (or were removed): what this upload counted is given back.
        settle() {
          if (settled) return
          settled = true
          spend(-mine)
        },
      }
    },
  }
}
