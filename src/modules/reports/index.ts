import { Elysia } from 'elysia'
import type { DiskGuard } from '~/kernel/disk'
import { type ClientServer, clientIpOf, createRateLimiter } from '~/kernel/rate-limit'
import { BODY } from '~/kernel/routes'
import { hasPreview, previewResponse } from '~/kernel/uploads/preview'
import { type ReceivedUpload, receiveReportUpload } from '~/kernel/uploads/receive'
import { attachmentResponse } from '~/kernel/uploads/respond'
import { discardFiles } from '~/kernel/uploads/storage'
import type { AuthGuard, AuthHooks } from '~/modules/auth/public'
import { requireActiveMember } from '~/modules/auth/public'
import {
  adminReportAnswer,
  adminReportsAnswer,
  attachmentParams,
  attachmentQuery,
  deletedAnswer,
  myReportsAnswer,
  ownGuestsAnswer,
  reportAnswer,
  reportParams,
  settledAnswer,
} from './answers'
import { openAttachment } from './downloads'
import { deleteReport, updateReport } from './edits'
import {
  adminListQuery,
  approveBody,
  changeDecisionBody,
  guestLookupQuery,
  PAGE_DEFAULTS,
  pageQuery,
  rejectBody,
  settleBody,
} from './model'
import { changeDecision, decideReport, getReportForAdmin, listReportsForAdmin } from './moderation'
import { createMemberQuotas, type EvidenceReservation, MAX_REPORT_REQUEST_BYTES, type QuotaConfig } from './quotas'
import {
  createReport,
  getOwnReport,
  listOwnReports,
  type Member,
  ownGuestsByLastNamePrefix,
  type ReportDeps,
  requireOwnReport,
} from './service'
import { settleReport } from './settle'

/** What the reports module needs (ADR 341): the root hands it these and nothing else. */
export type ReportsNeeds = ReportDeps & {
  /** The accounts hooks (subscription state) for the download route, which admits admins and active members. */
  authHooks: AuthHooks
  config: ReportDeps['config'] & QuotaConfig & { TRUST_PROXY: boolean }
  /** The free-disk guard: below the floor every upload is refused with 507 before its body is read. */
  disk?: DiskGuard
}

/**
 * The reports API (issue 9): a hotel's own reports under /api/reports (active members only), moderation under
 * /api/admin/reports. Upload routes read the multipart body themselves, streaming (body parsing is off for them).
 */
export function reportsPlugin(deps: ReportsNeeds, guard: AuthGuard) {
  const { uploadsDir } = deps
  // Search-while-typing sends a request per keystroke after the third letter; more than this is not typing.
  const lookups = createRateLimiter({ limit: 60, windowMs: 60_000, clock: deps.clock })
  const ip = clientIpOf(deps.config)
  const member = (user: { id: string; companyId: string | null }, request: Request, server: ClientServer): Member => ({
    id: user.id,
    companyId: user.companyId as string,
    ip: ip(request, server),
  })
  const quotas = createMemberQuotas(deps)
  /**
   * Checks the disk and the member's quotas before a byte of the body is read (finding 3 of review 3), stores the
   * upload's files within the day's evidence budget, runs `write`, and removes the files again if `write` fails.
   */
  const withUpload = async <T>(
    request: Request,
    by: Member,
    kind: 'create' | 'edit',
    write: (upload: ReceivedUpload) => T,
  ): Promise<T> => {
    deps.disk?.assertRoom()
    const hold = kind === 'create' ? quotas.holdReport(by) : undefined
    let reservation: EvidenceReservation | undefined
    try {
      reservation = quotas.reserveEvidence(by, { filesRequired: kind === 'create' })
      const upload = await receiveReportUpload(request, { uploadsDir, limits: reservation.limits })
      try {
        return write(upload)
      } catch (error) {
        await discardFiles(
          uploadsDir,
          upload.files.map((f) => f.storageKey),
        )
        throw error
      }
    } finally {
      reservation?.settle()
      hold?.release()
    }
  }

  return new Elysia()
    .use(guard)
    .post(
      '/api/reports',
      async ({ request, server, currentUser, set }) => {
        const by = member(currentUser, request, server)
        const report = await withUpload(request, by, 'create', (upload) =>
          createReport(deps, { member: by, ...upload }),
        )
        set.status = 201
        set.headers['cache-control'] = 'no-store'
        return { report }
      },
      // The multipart body is streamed and checked by the handler (its fields: parseReportFields, the shared rules).
      {
        auth: 'member',
        bodyLimit: { bytes: MAX_REPORT_REQUEST_BYTES, parse: 'stream' },
        response: { 201: reportAnswer },
      },
    )
    .get(
      '/api/reports/mine',
      ({ query, request, server, currentUser, set }) => {
        set.headers['cache-control'] = 'no-store'
        const by = member(currentUser, request, server)
        const { page, page_size } = { ...PAGE_DEFAULTS, ...query }
        return listOwnReports(deps, { member: by, page, pageSize: page_size })
      },
      { auth: 'member', bodyLimit: BODY.none, query: pageQuery, response: myReportsAnswer },
    )
    .get(
      '/api/reports/guests',
      ({ query, request, server, currentUser, set }) => {
        lookups.hit(currentUser.id, 'reportsApi.errors.tooManyLookups')
        set.headers['cache-control'] = 'no-store'
        return { guests: ownGuestsByLastNamePrefix(deps, member(currentUser, request, server), query.last_name) }
      },
      { auth: 'member', bodyLimit: BODY.none, query: guestLookupQuery, response: ownGuestsAnswer },
    )
    .get(
      '/api/reports/:id',
      ({ params, request, server, currentUser, set }) => {
        set.headers['cache-control'] = 'no-store'
        return { report: getOwnReport(deps, { member: member(currentUser, request, server), reportId: params.id }) }
      },
      { auth: 'member', bodyLimit: BODY.none, params: reportParams, response: reportAnswer },
    )
    .put(
      '/api/reports/:id',
      async ({ params, request, server, currentUser, set }) => {
        requireOwnReport(deps, member(currentUser, request, server), params.id)
        const by = member(currentUser, request, server)
        const result = await withUpload(request, by, 'edit', (upload) =>
          updateReport(deps, { member: by, reportId: params.id, ...upload }),
        )
        await discardFiles(uploadsDir, result.removedKeys)
        set.headers['cache-control'] = 'no-store'
        return { report: result.report }
      },
      {
        auth: 'member',
        bodyLimit: { bytes: MAX_REPORT_REQUEST_BYTES, parse: 'stream' },
        params: reportParams,
        response: reportAnswer,
      },
    )
    .delete(
      '/api/reports/:id',
      async ({ params, request, server, currentUser }) => {
        const keys = deleteReport(deps, { member: member(currentUser, request, server), reportId: params.id })
        await discardFiles(uploadsDir, keys)
        return { deleted: true as const }
      },
      { auth: 'member', bodyLimit: BODY.none, params: reportParams, response: deletedAnswer },
    )
    .post(
      '/api/reports/:id/settle',
      async ({ params, body, request, server, currentUser }) => {
        // Owner or staff of the reporting hotel: the guest paid or made good (issue 34).
        const by = member(currentUser, request, server)
        const keys = settleReport(deps, { member: by, reportId: params.id, ...body })
        await discardFiles(uploadsDir, keys)
        return { settled: true as const }
      },
      { auth: 'member', bodyLimit: BODY.json, params: reportParams, body: settleBody, response: settledAnswer },
    )
    .get(
      '/api/reports/:id/attachments/:attachmentId',
      ({ params, query, request, server, currentUser }) => {
        // The authoring hotel (an active member) or an administrator.
        if (currentUser.role !== 'admin') requireActiveMember({ hooks: deps.authHooks }, currentUser)
        const opened = openAttachment(deps, {
          viewer: { ...currentUser, ip: ip(request, server) },
          reportId: params.id,
          attachmentId: params.attachmentId,
          inline: query.inline === '1',
        })
        // The moderation page shows images downscaled (finding 6 of review 3); the original is the same address
        // without `preview`.
        if (opened.inline && query.preview === '1' && hasPreview(opened.row.mimeType)) return previewResponse(opened)
        return attachmentResponse(opened, request.headers.get('range'))
      },
      { auth: 'user', bodyLimit: BODY.none, params: attachmentParams, query: attachmentQuery, sends: 'file' },
    )
    .get(
      '/api/admin/reports',
      ({ query: { status, after, page_size = PAGE_DEFAULTS.page_size }, set }) => {
        set.headers['cache-control'] = 'no-store'
        return listReportsForAdmin(deps, { status, after, pageSize: page_size })
      },
      { auth: 'admin', bodyLimit: BODY.none, query: adminListQuery, response: adminReportsAnswer },
    )
    .get(
      '/api/admin/reports/:id',
      ({ params, request, server, currentUser, set }) => {
        set.headers['cache-control'] = 'no-store'
        const admin = { id: currentUser.id, ip: ip(request, server) }
        return { report: getReportForAdmin(deps, { admin, reportId: params.id }) }
      },
      { auth: 'admin', bodyLimit: BODY.none, params: reportParams, response: adminReportAnswer },
    )
    .post(
      '/api/admin/reports/:id/approve',
      ({ params, body, request, server, currentUser }) => {
        const admin = { id: currentUser.id, ip: ip(request, server) }
        const { notes, holdNotice } = body
        return { report: decideReport(deps, { admin, reportId: params.id, decision: 'approved', notes, holdNotice }) }
      },
      { auth: 'admin', bodyLimit: BODY.json, params: reportParams, body: approveBody, response: reportAnswer },
    )
    .post(
      '/api/admin/reports/:id/reject',
      ({ params, body, request, server, currentUser }) => {
        const admin = { id: currentUser.id, ip: ip(request, server) }
        const notes = body.notes
        return { report: decideReport(deps, { admin, reportId: params.id, decision: 'rejected', notes }) }
      },
      { auth: 'admin', bodyLimit: BODY.json, params: reportParams, body: rejectBody, response: reportAnswer },
    )
    .post(
      '/api/admin/reports/:id/decision',
      ({ params, body, request, server, currentUser }) => {
        const admin = { id: currentUser.id, ip: ip(request, server) }
        return { report: changeDecision(deps, { admin, reportId: params.id, ...body }) }
      },
      { auth: 'admin', bodyLimit: BODY.json, params: reportParams, body: changeDecisionBody, response: reportAnswer },
    )
}
