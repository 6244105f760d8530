// The public side of the register (issue 34, section 2; ADR 280): POST /api/data-requests from /your-data, the
// confirmation link's POST, and the console's download of a web request's ID copy. The anonymous answers are the
// same whoever asks: they never look at the reports.
import { Elysia } from 'elysia'
import * as v from 'valibot'
import { AppError, notFound, parseInput } from '~/kernel/errors'
import { requestLocale, serverLL } from '~/kernel/i18n'
import { clientIpOf, createByteBudget } from '~/kernel/rate-limit'
import { BODY, MB } from '~/kernel/routes'
import { receiveReportUpload } from '~/kernel/uploads/receive'
import { attachmentResponse } from '~/kernel/uploads/respond'
import { discardFiles, storedPath } from '~/kernel/uploads/storage'
import { zurichDay } from '~/lib/dates'
import { yourDataFields } from '~/lib/your-data-fields'
import { record } from '~/modules/audit/public'
import { type AuthGuard, hotelAccountOf } from '~/modules/auth/public'
import { boundedRequest } from '~/modules/verification/public'
import type { AdminNeeds } from './index'
import { LETTER_TYPES } from './letters'
import { hotelProof } from './paid-requests'
import { unconfirmedFileBytes, webRequestFilesOf } from './web-request-files'
import {
  confirmWebRequest,
  createConfirmationQuota,
  FILES_PER_PURPOSE,
  mailLetter,
  submitWebRequest,
  type UploadedFile,
  WEB_REQUEST_MSG,
  webRequestFilesDirOf,
} from './web-requests'

const DAY_MS = 86_400_000
type StoredWebRequestFile = { size: number; type: string; name: string; storageKey: string }
const messageAnswer = v.object({ message: v.string() })
const fileParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)), fileId: v.pipe(v.string(), v.maxLength(64)) })

export function webRequestsPlugin(deps: AdminNeeds, guard: AuthGuard) {
  const { config } = deps
  const filesDir = webRequestFilesDirOf(config)
  const ipOf = clientIpOf(config)
  const fileBytes = config.ID_DOCUMENT_MAX_MB * MB
  // An ID copy and a proof of payment, each front and back, and the form's text.
  const maxRequestBytes = 2 * FILES_PER_PURPOSE * fileBytes + MB
  const perAddress = createByteBudget({
    bytes: config.ID_DOCUMENTS_MB_PER_ADDRESS_PER_DAY * MB,
    windowMs: DAY_MS,
    clock: deps.clock,
  })
  const confirmations = createConfirmationQuota(deps.clock)
  // ID copies of requests nobody has confirmed yet, all addresses together (as the representatives' pending copies):
  // an anonymous sender with many addresses fills no disk; past it the page pauses, the operator's other channels stay.
  const pendingBytes = config.ID_DOCUMENTS_MB_PENDING_TOTAL * MB
  let inFlight = 0
  const paused = () => new AppError('UNAVAILABLE', 'yourData.errors.paused', { field: 'id_document' })
  const spent = (ip: string) =>
    new AppError('RATE_LIMITED', 'verification.errors.addressSpent', {
      field: 'id_document',
      retryAfterSeconds: perAddress.retryAfterSeconds(ip),
    })
  /** A web request's file (ID copy or proof of payment) as a download, its viewing audited first. */
  const download = (request: Request, file: StoredWebRequestFile, entry: Parameters<typeof record>[1]) => {
    record(deps, entry)
    return attachmentResponse(
      {
        row: { sizeBytes: file.size, mimeType: file.type, originalName: file.name },
        path: storedPath(filesDir, file.storageKey),
        inline: false,
      },
      request.headers.get('range'),
    )
  }
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', 'yourData.errors.fileTooLarge', {
      field: 'id_document',
      params: { mb: config.ID_DOCUMENT_MAX_MB },
    })

  return (
    new Elysia({ name: 'web-requests' })
      .use(guard)
      .post(
        '/api/data-requests',
        async ({ request, server, set }) => {
          const ip = ipOf(request, server)
          const locale = requestLocale(request)
          deps.disk?.assertRoom()
          // The address's bytes of the day are reserved before a byte of the body is read (like the representative's ID),
          // within what the unconfirmed requests of everyone may still hold.
          const left = perAddress.left(ip)
          if (left <= 0) throw spent(ip)
          const pendingLeft = pendingBytes - unconfirmedFileBytes(deps) - inFlight
          if (pendingLeft <= 0) throw paused()
          const refusal = pendingLeft < Math.min(left, maxRequestBytes) ? paused : () => spent(ip)
          const reserved = perAddress.take(ip, Math.min(left, maxRequestBytes, pendingLeft))
          inFlight += reserved
          let used = 0
          let stored = 0
          try {
            const upload = await receiveReportUpload(boundedRequest(request, maxRequestBytes), {
              uploadsDir: filesDir,
              fileFields: ['id_document', 'proof_of_payment'],
              limits: {
                maxFileBytes: fileBytes,
                fileBytes: () => fileBytes,
                tooLarge,
                budget: {
                  spend(bytes) {
                    used += bytes
                    if (used > reserved) throw refusal()
                  },
                },
              },
            })
            const files: UploadedFile[] = upload.files
            let fields: ReturnType<typeof parseInput<typeof yourDataFields>>
            try {
              fields = parseInput(yourDataFields, upload.fields)
              if (fields.birth_date > zurichDay(deps.clock.now()))
                throw new AppError('VALIDATION', 'yourData.errors.birthDate', { field: 'birth_date' })
            } catch (error) {
              await discardFiles(
                filesDir,
                files.map((f) => f.storageKey),
              )
              throw error
            }
            await submitWebRequest(
              { ...deps, confirmations },
              {
                fields: {
                  name: fields.name,
                  birthDate: fields.birth_date,
                  email: fields.email,
                  reference: fields.reference,
                  kind: fields.kind,
                  paid: fields.paid,
                  details: fields.details,
                },
                files,
                locale,
                ip,
              },
            )
            stored = files.reduce((total, f) => total + f.size, 0)
          } catch (error) {
            // The evidence upload's messages name the evidence field; here the files are the ID copy.
            if (error instanceof AppError && error.extra.field === 'attachments')
              throw new AppError(error.code, error.message as never, { ...error.extra, field: 'id_document' })
            throw error
          } finally {
            inFlight -= reserved
            perAddress.settle(ip, reserved, stored)
          }
          deps.mailQueued?.()
          set.status = 202
          return { message: serverLL(locale).yourData.received() }
        },
        {
          anonymous: true,
          // As the sign-up: five a minute from one address.
          rateLimit: { limit: 5, windowMs: 60_000 },
          bodyLimit: { bytes: maxRequestBytes, parse: 'stream' },
          response: { 202: messageAnswer },
        },
      )
      .post(
        '/api/data-requests/confirm',
        ({ body, request, server }) => {
          confirmWebRequest(deps, { token: body.token, ip: ipOf(request, server) })
          return { message: serverLL(requestLocale(request)).yourData.confirmed() }
        },
        {
          anonymous: true,
          rateLimit: { limit: 10, windowMs: 60_000 },
          bodyLimit: BODY.json,
          body: v.object({ token: v.pipe(v.string(), v.maxLength(100)) }),
          response: messageAnswer,
        },
      )
      .post(
        '/api/admin/requests/:id/letter/mail',
        ({ params, body, request, server, currentUser }) => {
          mailLetter(deps, {
            id: params.id,
            type: body.type,
            actor: { type: 'admin', id: currentUser.id, ip: ipOf(request, server) },
          })
          return { message: serverLL(requestLocale(request)).yourData.letterMailed() }
        },
        {
          auth: 'admin',
          bodyLimit: BODY.json,
          params: v.object({ id: v.pipe(v.string(), v.maxLength(64)) }),
          body: v.object({ type: v.picklist(LETTER_TYPES) }),
          response: messageAnswer,
        },
      )
      .get(
        '/api/admin/requests/:id/files/:fileId',
        ({ params, request, server, currentUser }) => {
          const file = webRequestFilesOf(deps, params.id).find((f) => f.id === params.fileId)
          if (!file) throw notFound(WEB_REQUEST_MSG.fileNotFound)
          return download(request, file, {
            actor: { type: 'admin', id: currentUser.id, ip: ipOf(request, server) },
            action: 'data_request.id_copy_viewed',
            target: { type: 'data_request', id: params.id },
            details: { purpose: file.purpose },
          })
        },
        { auth: 'admin', bodyLimit: BODY.none, params: fileParams, sends: 'file' },
      )
      // A paid guest's proof of payment, for the reporting hotel (owner or staff) while the request is with it or answered
      // (ADR 305); never the ID copy. Another hotel's request answers like none. Audited.
      .get(
        '/api/member/data-requests/:id/proofs/:fileId',
        ({ params, request, server, currentUser }) => {
          const file = hotelProof(deps, {
            requestId: params.id,
            fileId: params.fileId,
            hotelUserId: hotelAccountOf(deps, currentUser.id),
          })
          return download(request, file, {
            actor: { type: 'user', id: currentUser.id, ip: ipOf(request, server) },
            action: 'data_request.proof_viewed',
            target: { type: 'data_request', id: params.id },
            details: { fileId: file.id },
          })
        },
        {
          auth: 'user',
          bodyLimit: BODY.none,
          rateLimit: { limit: 30, windowMs: 60_000 },
          params: fileParams,
          sends: 'file',
        },
      )
  )
}
