import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import type { DiskGuard, DiskState } from '~/kernel/disk'
import { forbidden, unauthenticated } from '~/kernel/errors'
import { type ClientServer, clientIpOf } from '~/kernel/rate-limit'
import { BODY } from '~/kernel/routes'
import type { Scheduler } from '~/kernel/scheduler'
import { zurichDay } from '~/lib/dates'
import type { Actor } from '~/modules/audit/public'
import type { AuthGuard, AuthHooks, UserStatus } from '~/modules/auth/public'
import { hotelAccountOf, requestClaims } from '~/modules/auth/public'
import { offsiteHealth } from '~/modules/backups/public'
import type { BillingConfig, PaymentGateway } from '~/modules/billing/public'
import { jobBoard, runJob } from '~/modules/jobs/public'
import { adminDocumentResponse, inlineQuery } from '~/modules/verification/public'
import {
  applicationsAnswer,
  auditActionsAnswer,
  auditEntryAnswer,
  auditPageAnswer,
  confirmedAnswer,
  decidedAnswer,
  hotelRequestAnswer,
  hotelRequestsAnswer,
  idParams,
  incidentAnswer,
  incidentsAnswer,
  jobRunAnswer,
  jobsAnswer,
  letterAnswer,
  memberAnswer,
  membersAnswer,
  overviewAnswer,
  paymentsAnswer,
  referenceParams,
  refundAnswer,
  requestAnswer,
  requestDetailAnswer,
  requestsAnswer,
  seqParams,
  subscriptionAnswer,
  transfersAnswer,
  verifiedAnswer,
} from './answers'
import { auditActions, auditEntry, auditPage, exportCsv, verifyAuditChain } from './audit'
import {
  approve,
  changeSubscription,
  listApplications,
  listMembers,
  memberDetail,
  reactivate,
  reject,
  suspend,
} from './hotels'
import { addIncidentAction, createIncident, listIncidents } from './incidents'
import { LETTER_TYPES, letterFor } from './letters'
import {
  applicationsQuery,
  approveBody,
  auditQuery,
  closeRequestBody,
  correctReportBody,
  createIncidentBody,
  createRequestBody,
  deleteReportBody,
  disputeBody,
  hotelAnswerBody,
  incidentActionBody,
  membersQuery,
  noteBody,
  paymentsQuery,
  reasonBody,
  refundBody,
  rejectBody,
  requestsQuery,
  subscriptionBody,
} from './model'
import { overview } from './overview'
import { confirm, paymentList, refund, transfersWaiting } from './payments'
import type { ReportsPort } from './reports-port'
import { correctRequestReport, deleteRequestReport } from './request-reports'
import {
  answerRequest,
  closeRequest,
  createRequest,
  disputeReport,
  forwardRequest,
  hotelRequest,
  listRequests,
  openRequestsOfHotel,
  remindHotel,
  requestDetail,
} from './requests'
import { webRequestsPlugin } from './web-request-routes'

/** What the console needs (ADR 341): the root hands it these and nothing else. */
export type AdminNeeds = {
  db: DbOrTx
  clock: Clock
  /** The audit chain's HMAC key (ADR 165). */
  chainKey: string
  /** Billing's settings (payments, refunds), the ID copies' budgets, the data directory and the backups' place. */
  config: BillingConfig &
    Pick<
      Config,
      | 'DATA_DIR'
      | 'BACKUP_REPOSITORY'
      | 'ID_DOCUMENT_MAX_MB'
      | 'ID_DOCUMENTS_MB_PER_ACCOUNT'
      | 'ID_DOCUMENTS_MB_PER_ADDRESS_PER_DAY'
      | 'ID_DOCUMENTS_MB_PENDING_TOTAL'
    >
  hooks: AuthHooks
  gateway: PaymentGateway
  reports: ReportsPort
  mailQueued?: () => void
  /** The server's scheduler, for the jobs screen and its "Run now". */
  scheduler: () => Scheduler
  /** DATA_DIR's free space against its floor (the overview's disk tile); absent in tests that do not need it. */
  storage?: () => DiskState
  /** The free-disk guard: below the floor an ID copy from /your-data is refused with 507 before its body is read. */
  disk?: DiskGuard
}

/** The off-site copies' age for the overview, when a repository is configured (issue 35). */
const offsiteOf = (deps: AdminNeeds) =>
  deps.config.BACKUP_REPOSITORY ? () => offsiteHealth({ db: deps.db, clock: deps.clock }) : undefined

const letterQuery = v.object({
  type: v.picklist(LETTER_TYPES),
  locale: v.optional(v.pipe(v.string(), v.maxLength(5))),
})

/**
 * The admin console's API under /api/admin (administrators only; every action audited with the admin and the
 * reason), and the member area's data-request answers under /api/member/data-requests.
 */
export function adminPlugin(deps: AdminNeeds, guard: AuthGuard) {
  const ipOf = clientIpOf(deps.config)
  type Ctx = { currentUser: { id: string; role: string }; request: Request; server: ClientServer }
  const actorOf = ({ currentUser, request, server }: Ctx): Actor => ({
    type: currentUser.role === 'admin' ? 'admin' : 'user',
    id: currentUser.id,
    ip: ipOf(request, server),
  })
  const read = { auth: 'admin', bodyLimit: BODY.none } as const
  const write = { auth: 'admin', bodyLimit: BODY.json } as const

  // Before any body or query validation: no signed token, 401; a token of another role, 403. The guard's
  // `auth: 'admin'` then checks the session row itself (this early check only ever refuses, never admits).
  const earlyRefusal = async ({ request }: { request: Request }, role?: 'admin') => {
    const claims = await requestClaims(guard, request, deps.clock)
    if (!claims) throw unauthenticated('auth.notSignedIn')
    if (role && claims.role !== role) throw forbidden('auth.adminOnly')
  }

  const admin = new Elysia({ prefix: '/api/admin' })
    .use(guard)
    .onTransform((ctx) => earlyRefusal(ctx, 'admin'))
    .get('/overview', () => overview({ ...deps, offsite: offsiteOf(deps) }), { ...read, response: overviewAnswer })
    // Hotels ------------------------------------------------------------------------------------------------------
    .get('/hotels/applications', ({ query }) => listApplications(deps, query), {
      ...read,
      query: applicationsQuery,
      response: applicationsAnswer,
    })
    .get('/hotels/members', ({ query }) => listMembers(deps, query), {
      ...read,
      query: membersQuery,
      response: membersAnswer,
    })
    .get('/hotels/:id', ({ params }) => memberDetail(deps, params.id), {
      ...read,
      params: idParams,
      response: memberAnswer,
    })
    .get(
      '/documents/:id',
      (ctx) =>
        adminDocumentResponse(deps, {
          adminId: ctx.currentUser.id,
          ip: ipOf(ctx.request, ctx.server),
          documentId: ctx.params.id,
          inline: ctx.query.inline === '1',
          range: ctx.request.headers.get('range'),
        }),
      { ...read, params: idParams, query: inlineQuery, sends: 'file' },
    )
    .post(
      '/hotels/:id/approve',
      (ctx) =>
        publicUser(
          approve(deps, {
            userId: ctx.params.id,
            note: ctx.body.note,
            withoutDocument: ctx.body.withoutDocument,
            actor: actorOf(ctx),
          }),
        ),
      { ...write, body: approveBody, params: idParams, response: decidedAnswer },
    )
    .post(
      '/hotels/:id/reject',
      async (ctx) =>
        publicUser(
          await reject(deps, {
            userId: ctx.params.id,
            reason: ctx.body.reason,
            transferRefunded: ctx.body.transferRefunded,
            actor: actorOf(ctx),
          }),
        ),
      { ...write, body: rejectBody, params: idParams, response: decidedAnswer },
    )
    .post(
      '/hotels/:id/suspend',
      (ctx) => publicUser(suspend(deps, { userId: ctx.params.id, reason: ctx.body.reason, actor: actorOf(ctx) })),
      { ...write, body: reasonBody, params: idParams, response: decidedAnswer },
    )
    .post(
      '/hotels/:id/reactivate',
      (ctx) => publicUser(reactivate(deps, { userId: ctx.params.id, reason: ctx.body.reason, actor: actorOf(ctx) })),
      { ...write, body: reasonBody, params: idParams, response: decidedAnswer },
    )
    .post(
      '/hotels/:id/subscription',
      (ctx) => {
        const sub = changeSubscription(deps, { userId: ctx.params.id, ...ctx.body, actor: actorOf(ctx) })
        return { expiresAt: sub.expiresAt }
      },
      { ...write, params: idParams, body: subscriptionBody, response: subscriptionAnswer },
    )
    // Payments ----------------------------------------------------------------------------------------------------
    .get('/payments/transfers', ({ query }) => transfersWaiting(deps, query), {
      ...read,
      query: applicationsQuery,
      response: transfersAnswer,
    })
    .get('/payments', ({ query }) => paymentList(deps, query), {
      ...read,
      query: paymentsQuery,
      response: paymentsAnswer,
    })
    .post(
      '/payments/transfers/:reference/confirm',
      (ctx) => confirm(deps, { reference: ctx.params.reference, actor: actorOf(ctx) }),
      { ...write, params: referenceParams, body: noteBody, response: confirmedAnswer },
    )
    .post(
      '/payments/:id/refund',
      async (ctx) => {
        const row = await refund(deps, {
          paymentId: ctx.params.id,
          amountRappen: ctx.body.amount,
          reason: ctx.body.reason,
          actor: actorOf(ctx),
        })
        return { id: row.id, amountRappen: row.amountRappen, providerRefundId: row.providerRefundId }
      },
      { ...write, params: idParams, body: refundBody, response: refundAnswer },
    )
    // Audit -------------------------------------------------------------------------------------------------------
    .get('/audit', ({ query }) => auditPage(deps, query), { ...read, query: auditQuery, response: auditPageAnswer })
    .get('/audit/actions', () => auditActions(deps), { ...read, response: auditActionsAnswer })
    .get(
      '/audit/export',
      (ctx) => {
        const lines = exportCsv(deps, ctx.query, actorOf(ctx))
        const encoder = new TextEncoder()
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            const next = lines.next()
            if (next.done) controller.close()
            else controller.enqueue(encoder.encode(next.value))
          },
        })
        const day = zurichDay(deps.clock.now())
        return new Response(stream, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="audit-${day}.csv"`,
            'cache-control': 'no-store',
          },
        })
      },
      { ...read, query: auditQuery, sends: 'file' },
    )
    .get('/audit/:seq', ({ params }) => auditEntry(deps, Number(params.seq)), {
      ...read,
      params: seqParams,
      response: auditEntryAnswer,
    })
    .post('/audit/verify', (ctx) => verifyAuditChain(deps, actorOf(ctx)), {
      ...write,
      body: v.object({}),
      response: verifiedAnswer,
    })
    // Data-subject requests ---------------------------------------------------------------------------------------
    .get('/requests', ({ query }) => listRequests(deps, { status: query.status }), {
      ...read,
      query: requestsQuery,
      response: requestsAnswer,
    })
    .post('/requests', (ctx) => createRequest(deps, ctx.body, actorOf(ctx)), {
      ...write,
      body: createRequestBody,
      response: requestAnswer,
    })
    .get('/requests/:id', (ctx) => requestDetail(deps, ctx.params.id, actorOf(ctx)), {
      ...read,
      params: idParams,
      response: requestDetailAnswer,
    })
    .post('/requests/:id/forward', (ctx) => forwardRequest(deps, { id: ctx.params.id, actor: actorOf(ctx) }), {
      ...write,
      params: idParams,
      body: noteBody,
      response: requestAnswer,
    })
    .post('/requests/:id/remind', (ctx) => remindHotel(deps, { id: ctx.params.id, actor: actorOf(ctx) }), {
      ...write,
      params: idParams,
      body: noteBody,
      response: requestAnswer,
    })
    .post(
      '/requests/:id/dispute',
      (ctx) => disputeReport(deps, { id: ctx.params.id, ...ctx.body, actor: actorOf(ctx) }),
      { ...write, params: idParams, body: disputeBody, response: requestAnswer },
    )
    .post(
      '/requests/:id/correct',
      (ctx) => correctRequestReport(deps, { id: ctx.params.id, ...ctx.body, actor: actorOf(ctx) }),
      { ...write, params: idParams, body: correctReportBody, response: requestAnswer },
    )
    .post(
      '/requests/:id/delete-report',
      (ctx) => deleteRequestReport(deps, { id: ctx.params.id, ...ctx.body, actor: actorOf(ctx) }),
      { ...write, params: idParams, body: deleteReportBody, response: requestAnswer },
    )
    .post(
      '/requests/:id/close',
      (ctx) => closeRequest(deps, { id: ctx.params.id, outcome: ctx.body.outcome, actor: actorOf(ctx) }),
      { ...write, params: idParams, body: closeRequestBody, response: requestAnswer },
    )
    .get(
      '/requests/:id/letter',
      (ctx) =>
        letterFor(deps, { id: ctx.params.id, type: ctx.query.type, locale: ctx.query.locale, actor: actorOf(ctx) }),
      { ...read, params: idParams, query: letterQuery, response: letterAnswer },
    )
    // Scheduled jobs ----------------------------------------------------------------------------------------------
    .get('/jobs', () => jobBoard(deps), { ...read, response: jobsAnswer })
    .post('/jobs/:id/run', (ctx) => runJob(deps, { id: ctx.params.id, reason: ctx.body.reason, actor: actorOf(ctx) }), {
      ...write,
      params: idParams,
      body: reasonBody,
      response: jobRunAnswer,
    })
    // Breach register ---------------------------------------------------------------------------------------------
    .get('/incidents', () => listIncidents(deps), { ...read, response: incidentsAnswer })
    .post('/incidents', (ctx) => createIncident(deps, { ...ctx.body, actor: actorOf(ctx) }), {
      ...write,
      body: createIncidentBody,
      response: incidentAnswer,
    })
    .post(
      '/incidents/:id/actions',
      (ctx) => addIncidentAction(deps, { id: ctx.params.id, ...ctx.body, actor: actorOf(ctx) }),
      { ...write, params: idParams, body: incidentActionBody, response: incidentAnswer },
    )

  // The hotel's side: requests forwarded to it, answered from its member area (any approved account; an expired
  // subscription does not excuse a hotel from answering).
  const member = new Elysia({ prefix: '/api/member/data-requests' })
    .use(guard)
    .onTransform((ctx) => earlyRefusal(ctx))
    .get('/', ({ currentUser }) => openRequestsOfHotel(deps, hotelAccountOf(deps, currentUser.id)), {
      auth: 'user',
      bodyLimit: BODY.none,
      response: hotelRequestsAnswer,
    })
    .get(
      '/:id',
      (ctx) =>
        hotelRequest(deps, {
          id: ctx.params.id,
          hotelUserId: hotelAccountOf(deps, ctx.currentUser.id),
          actor: actorOf(ctx),
        }),
      { auth: 'user', bodyLimit: BODY.none, params: idParams, response: hotelRequestAnswer },
    )
    .post(
      '/:id/answer',
      (ctx) =>
        answerRequest(deps, {
          id: ctx.params.id,
          hotelUserId: hotelAccountOf(deps, ctx.currentUser.id),
          answer: ctx.body.answer,
          actor: actorOf(ctx),
        }),
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: { limit: 20, windowMs: 60_000 },
        params: idParams,
        body: hotelAnswerBody,
        response: hotelRequestAnswer,
      },
    )

  return new Elysia({ name: 'admin' }).use(admin).use(member).use(webRequestsPlugin(deps, guard))
}

/** An account as the console may show it: never the password hash. */
function publicUser(user: { id: string; email: string; status: UserStatus }) {
  return { id: user.id, email: user.email, status: user.status }
}
