// Data-subject requests (spec section 9: answered within 30 days): the register, forwarding to the hotel that wrote
// the report, the hotel's answer from its member area, disputes through the reports service, and closing.
import { and, asc, count, eq, lte, ne } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, forbidden, notFound, validation } from '~/kernel/errors'
import { PRIVACY } from '~/lib/constants'
import { addDays, zurichDay } from '~/lib/dates'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import { asLocale, findUserByEmail, memberSummaries, memberSummary } from '~/modules/auth/public'
import { enqueue } from '~/modules/mail/public'
import { requestForwardedMail } from './mails'
import type { CreateRequestInput } from './model'
import { paidClaimOf } from './paid-requests'
import type { ReportsPort } from './reports-port'
import { dataRequests, type RequestStatus } from './schema'
import { forgetIdCopies, webRequestFilesOf } from './web-request-files'

export type DataRequest = typeof dataRequests.$inferSelect
type Deps = AuditDeps & {
  reports: ReportsPort
  config: { BASE_URL: string; CONTACT_EMAIL: string }
  mailQueued?: () => void
}

const DAY_MS = 86_400_000
const DUE_SOON_DAYS = 7
/** The register counts Zurich days, as the console shows them. */
const today = (now: Date) => zurichDay(now)

export function requestView(row: DataRequest, now: Date) {
  const { reportIds, ...rest } = row
  const daysLeft = Math.round((Date.parse(`${row.dueOn}T00:00:00Z`) - Date.parse(`${today(now)}T00:00:00Z`)) / DAY_MS)
  return {
    ...rest,
    reportIds: JSON.parse(reportIds) as string[],
    daysLeft,
    overdue: row.status !== 'closed' && daysLeft < 0,
    dueSoon: row.status !== 'closed' && daysLeft <= DUE_SOON_DAYS,
  }
}
export type RequestView = ReturnType<typeof requestView>

function requireRequest(deps: { db: DbOrTx }, id: string): DataRequest {
  const row = deps.db.select().from(dataRequests).where(eq(dataRequests.id, id)).get()
  if (!row) throw notFound('admin.errors.requestNotFound')
  return row
}

function update(deps: { db: DbOrTx; clock: Clock }, id: string, set: Partial<DataRequest>) {
  deps.db
    .update(dataRequests)
    .set({ ...set, updatedAt: deps.clock.now().toISOString() })
    .where(eq(dataRequests.id, id))
    .run()
}

export function createRequest(deps: Deps, input: CreateRequestInput, actor: Actor): RequestView {
  let hotelUserId: string | null = null
  if (input.hotelEmail) {
    const hotel = findUserByEmail(deps, input.hotelEmail)
    if (hotel?.role !== 'user') throw validation('hotelEmail', 'admin.errors.hotelNotFound')
    hotelUserId = hotel.id
  }
  if (input.reportIds.length) {
    const facts = deps.reports.facts(input.reportIds, { admin: { id: actor.id ?? '', ip: actor.ip } })
    if (facts.length !== input.reportIds.length) throw validation('reportIds', 'admin.errors.reportNotFound')
    hotelUserId ??= facts[0]?.hotelUserId ?? null
  }
  const now = deps.clock.now().toISOString()
  const row: DataRequest = {
    id: newId(),
    receivedOn: input.receivedOn,
    dueOn: addDays(input.receivedOn, PRIVACY.requestDays),
    channel: input.channel,
    kind: input.kind,
    requesterName: input.requesterName,
    requesterEmail: input.requesterEmail,
    requesterAddress: input.requesterAddress,
    locale: input.locale,
    details: input.details,
    reportIds: JSON.stringify(input.reportIds),
    hotelUserId,
    status: 'open',
    forwardedAt: null,
    hotelUntil: null,
    remindedAt: null,
    hotelAnswer: null,
    hotelAnsweredAt: null,
    outcome: null,
    closedAt: null,
    createdAt: now,
    updatedAt: now,
  }
  deps.db.transaction((tx) => {
    tx.insert(dataRequests).values(row).run()
    record(
      { ...deps, db: tx },
      {
        actor,
        action: 'data_request.recorded',
        target: { type: 'data_request', id: row.id },
        details: { kind: row.kind, channel: row.channel, reportIds: input.reportIds, dueOn: row.dueOn },
      },
    )
  })
  return requestView(row, deps.clock.now())
}

const dueSoon = (now: Date) =>
  and(ne(dataRequests.status, 'closed'), lte(dataRequests.dueOn, addDays(today(now), DUE_SOON_DAYS)))

/** The register, most urgent first; `due` = not closed and due within 7 days or overdue. */
export function listRequests(deps: { db: DbOrTx; clock: Clock }, input: { status?: RequestStatus | 'due' } = {}) {
  const now = deps.clock.now()
  const where = input.status === 'due' ? dueSoon(now) : input.status ? eq(dataRequests.status, input.status) : undefined
  const rows = deps.db.select().from(dataRequests).where(where).orderBy(asc(dataRequests.dueOn)).limit(500).all()
  const hotels = memberSummaries(deps, [...new Set(rows.map((r) => r.hotelUserId).filter((id): id is string => !!id))])
  return rows.map((r) => ({
    ...requestView(r, now),
    hotel: r.hotelUserId ? (hotels.get(r.hotelUserId)?.company?.name ?? hotels.get(r.hotelUserId)?.email ?? '') : '',
  }))
}

/** How many requests are due within 7 days or overdue (the overview): a count, not the list (which stops at 500). */
export function countDueRequests(deps: { db: DbOrTx; clock: Clock }): number {
  return deps.db.select({ n: count() }).from(dataRequests).where(dueSoon(deps.clock.now())).get()!.n
}

/** One request with its hotel and the reports concerned (reading it is a read of personal data: audited). */
export function requestDetail(deps: Deps, id: string, actor: Actor) {
  const row = requireRequest(deps, id)
  const view = requestView(row, deps.clock.now())
  const hotel = row.hotelUserId ? memberSummary(deps, row.hotelUserId) : undefined
  record(deps, { actor, action: 'data_request.viewed', target: { type: 'data_request', id } })
  return {
    ...view,
    hotel: hotel ? { id: hotel.id, email: hotel.email, name: hotel.company?.name ?? '', locale: hotel.locale } : null,
    reports: deps.reports.facts(view.reportIds, { admin: { id: actor.id ?? '', ip: actor.ip } }),
    reportsAvailable: deps.reports.available,
    // The ID copy and proof of payment of a request from /your-data, while they are kept (ADR 280).
    files: webRequestFilesOf(deps, id).map(({ storageKey: _, ...file }) => file),
  }
}

function mailHotel(deps: Deps, tx: DbOrTx, row: DataRequest, reminder: boolean) {
  const hotel = row.hotelUserId ? memberSummary({ ...deps, db: tx }, row.hotelUserId) : undefined
  if (!hotel) throw new AppError('CONFLICT', 'admin.errors.noHotel')
  enqueue(
    { ...deps, db: tx },
    requestForwardedMail({
      locale: asLocale(hotel.locale),
      to: hotel.email,
      name: `${hotel.fName} ${hotel.lName}`.trim(),
      company: hotel.company?.name ?? '',
      kind: row.kind,
      dueOn: row.dueOn,
      reminder,
      url: `${deps.config.BASE_URL}/dashboard/requests/${row.id}`,
      contactEmail: deps.config.CONTACT_EMAIL,
      baseUrl: deps.config.BASE_URL,
    }),
  )
}

/** Sends the request to the hotel that wrote the report, with a link to its answer page in the member area. */
export function forwardRequest(deps: Deps, input: { id: string; actor: Actor }) {
  const row = requireRequest(deps, input.id)
  if (row.status === 'closed') throw new AppError('CONFLICT', 'admin.errors.requestClosed')
  deps.db.transaction((tx) => {
    mailHotel(deps, tx, row, false)
    update({ ...deps, db: tx }, row.id, {
      status: row.status === 'answered' ? 'answered' : 'forwarded',
      forwardedAt: deps.clock.now().toISOString(),
    })
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'data_request.forwarded',
        target: { type: 'data_request', id: row.id },
        details: { hotelUserId: row.hotelUserId },
      },
    )
  })
  deps.mailQueued?.()
  return requestView(requireRequest(deps, row.id), deps.clock.now())
}

export function remindHotel(deps: Deps, input: { id: string; actor: Actor }) {
  const row = requireRequest(deps, input.id)
  if (row.status !== 'forwarded') throw new AppError('CONFLICT', 'admin.errors.notForwarded')
  deps.db.transaction((tx) => {
    mailHotel(deps, tx, row, true)
    update({ ...deps, db: tx }, row.id, { remindedAt: deps.clock.now().toISOString() })
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'data_request.reminded',
        target: { type: 'data_request', id: row.id },
        details: { hotelUserId: row.hotelUserId },
      },
    )
  })
  deps.mailQueued?.()
  return requestView(requireRequest(deps, row.id), deps.clock.now())
}

/** Marks a report of the request disputed (its retention runs on while disputed) or lifts it, via reports. */
export function disputeReport(
  deps: Deps,
  input: { id: string; reportId: string; disputed: boolean; reason: string; actor: Actor },
) {
  const row = requireRequest(deps, input.id)
  const view = requestView(row, deps.clock.now())
  if (!view.reportIds.includes(input.reportId)) throw validation('reportId', 'admin.errors.reportNotInRequest')
  deps.db.transaction((tx) => {
    deps.reports.setDisputed(input.reportId, input.disputed, input.actor, input.reason)
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: input.disputed ? 'data_request.report_disputed' : 'data_request.dispute_lifted',
        target: { type: 'data_request', id: row.id },
        details: { reportId: input.reportId, reason: input.reason },
      },
    )
  })
  return requestView(requireRequest(deps, row.id), deps.clock.now())
}

export function closeRequest(deps: Deps, input: { id: string; outcome: string; actor: Actor }) {
  const row = requireRequest(deps, input.id)
  if (row.status === 'closed') throw new AppError('CONFLICT', 'admin.errors.requestClosed')
  deps.db.transaction((tx) => {
    update({ ...deps, db: tx }, row.id, {
      status: 'closed',
      outcome: input.outcome,
      closedAt: deps.clock.now().toISOString(),
    })
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'data_request.closed',
        target: { type: 'data_request', id: row.id },
        details: { outcome: input.outcome },
      },
    )
    // A request from /your-data: its ID copy is no longer needed once the request is closed (ADR 280).
    forgetIdCopies({ ...deps, db: tx }, { requestId: row.id, actor: input.actor, reason: 'closed' })
  })
  return requestView(requireRequest(deps, row.id), deps.clock.now())
}

// The hotel's side, in its member area ------------------------------------------------------------------------------

/** Requests forwarded to this hotel and not closed, for its member area. */
export function openRequestsOfHotel(
  deps: { db: DbOrTx; clock: Clock; chainKey: string; reports: ReportsPort },
  hotelUserId: string,
) {
  return deps.db
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.hotelUserId, hotelUserId),
        ne(dataRequests.status, 'closed'),
        ne(dataRequests.status, 'open'),
      ),
    )
    .orderBy(asc(dataRequests.dueOn))
    .all()
    .map((r) => hotelView(deps, r, deps.clock.now()))
}

/**
 * What the hotel sees: what is asked and by when, not the requester's contact details. A paid guest's request (ADR
 * 305) shows the guest's name as the report holds it, the guest's own words and the proof of payment, nothing else.
 */
function hotelView(deps: { db: DbOrTx; reports: ReportsPort }, row: DataRequest, now: Date) {
  const view = requestView(row, now)
  const claim = paidClaimOf(deps, row)
  return {
    id: view.id,
    kind: view.kind,
    receivedOn: view.receivedOn,
    dueOn: view.dueOn,
    requesterName: claim ? claim.guestName : view.requesterName,
    details: claim ? claim.statement : view.details,
    reportIds: view.reportIds,
    status: view.status,
    hotelAnswer: view.hotelAnswer,
    hotelAnsweredAt: view.hotelAnsweredAt,
    paid: claim
      ? { until: claim.until, reportId: claim.reportId, proofs: claim.proofs.map(({ storageKey: _, ...p }) => p) }
      : null,
  }
}

function requireOwnRequest(deps: { db: DbOrTx }, id: string, hotelUserId: string) {
  const row = requireRequest(deps, id)
  // Another hotel's request answers like a missing one.
  if (row.hotelUserId !== hotelUserId || row.status === 'open') throw notFound('admin.errors.requestNotFound')
  return row
}

export function hotelRequest(deps: Deps, input: { id: string; hotelUserId: string; actor: Actor }) {
  const row = requireOwnRequest(deps, input.id, input.hotelUserId)
  record(deps, { actor: input.actor, action: 'data_request.viewed', target: { type: 'data_request', id: row.id } })
  return hotelView(deps, row, deps.clock.now())
}

export function answerRequest(deps: Deps, input: { id: string; hotelUserId: string; answer: string; actor: Actor }) {
  const row = requireOwnRequest(deps, input.id, input.hotelUserId)
  if (row.status === 'closed') throw forbidden('admin.errors.requestClosed')
  deps.db.transaction((tx) => {
    update({ ...deps, db: tx }, row.id, {
      status: 'answered',
      hotelAnswer: input.answer,
      hotelAnsweredAt: deps.clock.now().toISOString(),
    })
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'data_request.answered_by_hotel',
        target: { type: 'data_request', id: row.id },
        details: {},
      },
    )
  })
  return hotelView(deps, requireRequest(deps, row.id), deps.clock.now())
}

export { requireRequest }
