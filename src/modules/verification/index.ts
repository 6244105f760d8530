import { Elysia } from 'elysia'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { DiskGuard } from '~/kernel/disk'
import { AppError, unauthenticated, validation } from '~/kernel/errors'
import { clientIpOf } from '~/kernel/rate-limit'
import { BODY } from '~/kernel/routes'
import { namingFile } from '~/kernel/uploads/evidence-file'
import { receiveReportUpload } from '~/kernel/uploads/receive'
import { attachmentResponse } from '~/kernel/uploads/respond'
import { discardFiles } from '~/kernel/uploads/storage'
import type { AuthGuard } from '~/modules/auth/public'
import { createDocumentBudgets, type DocumentBudgetConfig, maxDocumentRequestBytes } from './budgets'
import { documentParams, documentsAnswer, FILES_PER_UPLOAD, PASS_HEADER } from './model'
import {
  addDocuments,
  DOCUMENT_MSG,
  type DocumentReader,
  documentsDirOf,
  documentsOf,
  hotelOfPass,
  openDocument,
} from './service'

/** What the ID-copy module needs (ADR 341): the root hands it these and nothing else. */
export type VerificationNeeds = {
  db: DbOrTx
  clock: Clock
  chainKey: string
  config: DocumentBudgetConfig & { DATA_DIR: string; TRUST_PROXY: boolean }
  /** The free-disk guard: below the floor an upload is refused with 507 before its body is read. */
  disk?: DiskGuard
}

/** The request with its body cut off (413) past `bytes`, whatever Content-Length said or did not say. */
export function boundedRequest(request: Request, bytes: number): Request {
  if (!request.body) return request
  let seen = 0
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength
      if (seen > bytes) controller.error(new AppError('PAYLOAD_TOO_LARGE', 'security.bodyTooLarge'))
      else controller.enqueue(chunk)
    },
  })
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body.pipeThrough(limit),
    duplex: 'half',
  } as RequestInit)
}

/**
 * A pending hotel's verification documents (the representative's ID): uploaded with the pass its sign-up or pending
 * sign-in answered, read back by the hotel itself or an administrator (GET /api/admin/documents/:id is the console's).
 */
export function verificationPlugin(deps: VerificationNeeds, guard: AuthGuard) {
  const documentsDir = documentsDirOf(deps.config)
  const service = { db: deps.db, clock: deps.clock, chainKey: deps.chainKey, documentsDir }
  const ipOf = clientIpOf(deps.config)
  const passOf = (request: Request) => request.headers.get(PASS_HEADER)
  const budgets = createDocumentBudgets(deps)
  const maxRequestBytes = maxDocumentRequestBytes(deps.config)

  return new Elysia({ name: 'verification', prefix: '/api/verification' })
    .use(guard)
    .get(
      '/documents',
      ({ request, set }) => {
        const hotel = hotelOfPass(deps, passOf(request))
        set.headers['cache-control'] = 'no-store'
        return { documents: documentsOf(deps, hotel.id) }
      },
      {
        anonymous: true,
        bodyLimit: BODY.none,
        rateLimit: { limit: 60, windowMs: 60_000 },
        response: documentsAnswer,
      },
    )
    .post(
      '/documents',
      async ({ request, server, set }) => {
        // The pass and the byte budgets are checked before a byte of the body is read (finding 1 of review 3).
        const hotel = hotelOfPass(deps, passOf(request))
        deps.disk?.assertRoom()
        const ip = ipOf(request, server)
        const reservation = budgets.reserve(hotel.id, ip)
        let stored = 0
        let documents: Awaited<ReturnType<typeof addDocuments>>
        try {
          const upload = await receiveReportUpload(boundedRequest(request, maxRequestBytes), {
            uploadsDir: documentsDir,
            limits: reservation.limits,
          })
          if (upload.files.length > FILES_PER_UPLOAD) {
            await discardFiles(
              documentsDir,
              upload.files.map((f) => f.storageKey),
            )
            throw namingFile(
              validation('documents', DOCUMENT_MSG.tooMany),
              upload.files[FILES_PER_UPLOAD]!.originalName,
            )
          }
          documents = await addDocuments(service, {
            userId: hotel.id,
            files: upload.files,
            actor: { type: 'user', id: hotel.id, ip },
          })
          stored = upload.files.reduce((total, f) => total + f.size, 0)
        } finally {
          reservation.settle(stored)
        }
        set.status = 201
        set.headers['cache-control'] = 'no-store'
        return { documents }
      },
      {
        anonymous: true,
        rateLimit: { limit: 10, windowMs: 60_000 },
        bodyLimit: { bytes: maxRequestBytes, parse: 'stream' },
        response: { 201: documentsAnswer },
      },
    )
    .get(
      '/documents/:id',
      ({ request, server, viewer, params }) => {
        const ip = ipOf(request, server)
        let reader: DocumentReader
        if (viewer) reader = { role: viewer.role === 'admin' ? 'admin' : 'hotel', id: viewer.id, ip }
        else if (passOf(request)) reader = { role: 'hotel', id: hotelOfPass(deps, passOf(request)).id, ip }
        else throw unauthenticated('auth.notSignedIn')
        return attachmentResponse(
          openDocument(service, { reader, documentId: params.id, inline: false }),
          request.headers.get('range'),
        )
      },
      { optionalAuth: true, bodyLimit: BODY.none, params: documentParams, sends: 'file' },
    )
}

/** The console's download or preview of a hotel's document (admins only; audited as the admin's read). */
export function adminDocumentResponse(
  deps: VerificationNeeds,
  input: { adminId: string; ip: string | null; documentId: string; inline: boolean; range: string | null },
) {
  const opened = openDocument(
    { db: deps.db, clock: deps.clock, chainKey: deps.chainKey, documentsDir: documentsDirOf(deps.config) },
    { reader: { role: 'admin', id: input.adminId, ip: input.ip }, documentId: input.documentId, inline: input.inline },
  )
  return attachmentResponse(opened, input.range)
}
