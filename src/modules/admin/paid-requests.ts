// A guest who paid asks through /your-data with a proof of payment and the personal reference of the notice (issue 34,
// section 3; ADR 305). A confirmed request whose reference names a published report goes to the reporting hotel
// first: it has 7 days to settle the report or answer; after that, or without a match at once, the operator has it.
// Nothing here changes what the person is answered: the routing happens only in the register.
import { and, eq, isNotNull, like, lte, ne } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { notFound } from '~/kernel/errors'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import { asLocale, memberSummary } from '~/modules/auth/public'
import { enqueue } from '~/modules/mail/public'
import { paidRequestMail } from './paid-request-mail'
import type { ReportsPort } from './reports-port'
import { dataRequests, webRequestFiles, webRequests } from './schema'
import { forgetIdCopies } from './web-request-files'

/** The hotel's days to settle or answer before the operator takes the request over. */
export const PAID_HOTEL_DAYS = 7
const DAY_MS = 86_400_000
const SYSTEM: Actor = { type: 'system', id: null }

type PaidDeps = AuditDeps & { reports: ReportsPort; config: { BASE_URL: string; CONTACT_EMAIL: string } }

/**
 * In the confirmation's transaction: a paid guest's deletion request with a reference of a published report goes to
 * that report's hotel (status `forwarded`, `hotel_until` in 7 days) and its owner gets an e-mail. Answers whether it
 * went; otherwise the request stays `open` with the operator.
 */
export function sendPaidRequestToHotel(
  deps: PaidDeps,
  input: { requestId: string; paid: boolean; reference: string; actor: Actor },
): boolean {
  if (!input.paid || !input.reference) return false
  const report = deps.reports.published({ reference: input.reference })
  const hotel = report ? memberSummary(deps, report.hotelUserId) : undefined
  if (!report || !hotel) return false
  const now = deps.clock.now()
  const until = new Date(now.getTime() + PAID_HOTEL_DAYS * DAY_MS).toISOString()
  deps.db
    .update(dataRequests)
    .set({
      reportIds: JSON.stringify([report.reportId]),
      hotelUserId: report.hotelUserId,
      status: 'forwarded',
      forwardedAt: now.toISOString(),
      hotelUntil: until,
      updatedAt: now.toISOString(),
    })
    .where(eq(dataRequests.id, input.requestId))
    .run()
  enqueue(
    deps,
    paidRequestMail({
      locale: asLocale(hotel.locale),
      to: hotel.email,
      name: `${hotel.fName} ${hotel.lName}`.trim(),
      guest: report.guestName,
      until,
      url: `${deps.config.BASE_URL}/dashboard/requests/${input.requestId}`,
      baseUrl: deps.config.BASE_URL,
      contactEmail: deps.config.CONTACT_EMAIL,
    }),
  )
  record(deps, {
    actor: input.actor,
    action: 'data_request.sent_to_hotel',
    target: { type: 'data_request', id: input.requestId },
    details: { reportId: report.reportId, hotelUserId: report.hotelUserId, until },
  })
  return true
}

/** The job: a request the hotel neither settled nor answered in 7 days goes to the operator, with a note. Audited. */
export function handOverUnanswered(deps: AuditDeps, now: Date): number {
  const late = deps.db
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.status, 'forwarded'),
        isNotNull(dataRequests.hotelUntil),
        lte(dataRequests.hotelUntil, now.toISOString()),
      ),
    )
    .all()
  for (const row of late)
    deps.db.transaction((tx) => {
      const note = `The hotel did not settle the report nor answer within ${PAID_HOTEL_DAYS} days (until ${row.hotelUntil?.slice(0, 10)}).`
      tx.update(dataRequests)
        .set({
          status: 'open',
          details: `${row.details}\n\n${note}`.slice(0, 4400),
          updatedAt: now.toISOString(),
        })
        .where(and(eq(dataRequests.id, row.id), eq(dataRequests.status, 'forwarded')))
        .run()
      record(
        { ...deps, db: tx },
        {
          actor: SYSTEM,
          action: 'data_request.hotel_no_answer',
          target: { type: 'data_request', id: row.id },
          details: { hotelUserId: row.hotelUserId, until: row.hotelUntil },
        },
      )
    })
  return late.length
}

/**
 * In the settlement's transaction (the reports hook): a paid guest's request about the settled report is closed as
 * answered, and its ID copy and proof go as the register's close does. The guest's removal notice is the settlement's.
 */
export function closeOnSettled(deps: AuditDeps, reportId: string): number {
  const rows = deps.db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(
      and(
        isNotNull(dataRequests.hotelUntil),
        ne(dataRequests.status, 'closed'),
        like(dataRequests.reportIds, `%${JSON.stringify(reportId)}%`),
      ),
    )
    .all()
  const now = deps.clock.now().toISOString()
  for (const row of rows) {
    deps.db
      .update(dataRequests)
      .set({
        status: 'closed',
        outcome: 'The hotel marked the report settled: the report was removed and the guest told.',
        hotelAnsweredAt: now,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(dataRequests.id, row.id))
      .run()
    record(deps, {
      actor: SYSTEM,
      action: 'data_request.settled_by_hotel',
      target: { type: 'data_request', id: row.id },
      details: { reportId },
    })
    forgetIdCopies(deps, { requestId: row.id, actor: SYSTEM, reason: 'closed' })
  }
  return rows.length
}

/** What the hotel sees of a paid guest's request beyond the register's row: the guest's words and the proof files. */
export function paidClaimOf(deps: { db: DbOrTx; reports: ReportsPort }, row: typeof dataRequests.$inferSelect) {
  if (!row.hotelUntil) return null
  const web = deps.db
    .select({ id: webRequests.id, details: webRequests.details })
    .from(webRequests)
    .where(eq(webRequests.requestId, row.id))
    .get()
  const reportId = (JSON.parse(row.reportIds) as string[])[0] ?? ''
  return {
    until: row.hotelUntil,
    reportId,
    guestName: deps.reports.published({ reportId })?.guestName ?? '',
    statement: web?.details ?? '',
    proofs: web ? proofsOf(deps, web.id) : [],
  }
}

function proofsOf(deps: { db: DbOrTx }, webRequestId: string) {
  return deps.db
    .select({
      id: webRequestFiles.id,
      name: webRequestFiles.originalName,
      type: webRequestFiles.mimeType,
      size: webRequestFiles.sizeBytes,
      storageKey: webRequestFiles.storageKey,
    })
    .from(webRequestFiles)
    .where(and(eq(webRequestFiles.webRequestId, webRequestId), eq(webRequestFiles.purpose, 'proof_of_payment')))
    .all()
}

/** A proof of payment of the hotel's own paid-guest request (never the ID copy); another's answers as none. */
export function hotelProof(
  deps: { db: DbOrTx; clock: Clock; reports: ReportsPort },
  input: { requestId: string; fileId: string; hotelUserId: string },
) {
  const row = deps.db.select().from(dataRequests).where(eq(dataRequests.id, input.requestId)).get()
  const visible = row && row.hotelUserId === input.hotelUserId && row.status !== 'open' && row.status !== 'closed'
  const claim = visible ? paidClaimOf(deps, row) : null
  const file = claim?.proofs.find((p) => p.id === input.fileId)
  if (!file) throw notFound('yourData.errors.fileNotFound')
  return file
}
