// Verification documents of a pending hotel (the representative's ID): received through the reports module's upload
// service (streamed, type sniffed, size-checked, JPEG/PNG re-encoded without metadata, sha256, 0600 files), recorded
// here, readable by the hotel itself and by administrators only. Every upload and every read is audited.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { and, asc, eq, gt, inArray, lt, sum } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, notFound, validation } from '~/kernel/errors'
import { namingFile, type StoredFile } from '~/kernel/uploads/evidence-file'
import { discardFiles, storedPath, uploadsDirOf } from '~/kernel/uploads/storage'
import { type Actor, record } from '~/modules/audit/public'
import { getUser, pendingAccountIds } from '~/modules/auth/public'
import { type DocumentView, MAX_DOCUMENTS } from './model'
import { DOCUMENT_TYPES, type DocumentType, documentPasses, hotelDocuments } from './schema'

export type VerificationDeps = { db: DbOrTx; clock: Clock; chainKey: string; documentsDir: string }
type HotelDocument = typeof hotelDocuments.$inferSelect

/** A pass lasts long enough to come back to the pending page a few days later; a pending sign-in issues a new one. */
const PASS_DAYS = 7
export const DOCUMENT_MSG = {
  type: 'verification.errors.fileType',
  tooMany: 'verification.errors.tooMany',
  none: 'verification.errors.noFile',
  pass: 'verification.errors.pass',
  notPending: 'verification.errors.notPending',
  fileTooLarge: 'verification.errors.fileTooLarge',
  accountFull: 'verification.errors.accountFull',
  addressSpent: 'verification.errors.addressSpent',
  paused: 'verification.errors.paused',
} as const

/** Verification documents live beside the evidence, in their own folder (the evidence sweep leaves folders alone). */
export const documentsDirOf = (config: { DATA_DIR: string }) => join(uploadsDirOf(config), 'verification')

const digest = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')

/** A new pass for a pending hotel (answered once, kept only as a hash); expired passes are removed on the way. */
export function issueDocumentPass(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  userId: string,
  now = deps.clock.now(),
): string {
  const token = randomBytes(32).toString('base64url')
  deps.db.transaction((tx) => {
    tx.delete(documentPasses).where(lt(documentPasses.expiresAt, now.toISOString())).run()
    tx.insert(documentPasses)
      .values({
        tokenHash: digest(token),
        userId,
        expiresAt: new Date(now.getTime() + PASS_DAYS * 86_400_000).toISOString(),
        createdAt: now.toISOString(),
      })
      .run()
  })
  return token
}

/** A token shaped like a pass that opens nothing (the sign-up of an address that has an account, ADR 186). */
export const unusableDocumentPass = () => randomBytes(32).toString('base64url')

/** The hotel a pass belongs to, while the pass is fresh and the account still waits for approval; else 401. */
export function hotelOfPass(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  token: string | null | undefined,
  now = deps.clock.now(),
) {
  const row = token
    ? deps.db
        .select()
        .from(documentPasses)
        .where(and(eq(documentPasses.tokenHash, digest(token)), gt(documentPasses.expiresAt, now.toISOString())))
        .get()
    : undefined
  const user = row ? getUser(deps, row.userId) : undefined
  if (!user) throw new AppError('UNAUTHENTICATED', DOCUMENT_MSG.pass)
  if (user.status !== 'pending') throw new AppError('CONFLICT', DOCUMENT_MSG.notPending)
  return user
}

const view = (row: HotelDocument): DocumentView => ({
  id: row.id,
  kind: row.kind,
  name: row.originalName,
  type: row.mimeType,
  size: row.sizeBytes,
  uploadedAt: row.uploadedAt,
})

export function documentsOf(deps: { db: DbOrTx }, userId: string): DocumentView[] {
  return deps.db
    .select()
    .from(hotelDocuments)
    .where(eq(hotelDocuments.userId, userId))
    .orderBy(asc(hotelDocuments.uploadedAt))
    .all()
    .map(view)
}

/**
 * Records files the upload service stored (a video is refused: an ID copy is a photo or a scan). On any refusal the
 * caller's files are removed again.
 */
export async function addDocuments(
  deps: VerificationDeps,
  input: { userId: string; files: StoredFile[]; actor: Actor },
): Promise<DocumentView[]> {
  try {
    if (!input.files.length) throw validation('documents', DOCUMENT_MSG.none)
    const refused = input.files.find((f) => !(DOCUMENT_TYPES as readonly string[]).includes(f.mimeType))
    if (refused) throw namingFile(validation('documents', DOCUMENT_MSG.type), refused.originalName)
    const rows: HotelDocument[] = input.files.map((f) => ({
      id: newId(),
      userId: input.userId,
      kind: 'representative_id',
      originalName: f.originalName,
      mimeType: f.mimeType as DocumentType,
      sizeBytes: f.size,
      sha256: f.sha256,
      storageKey: f.storageKey,
      metadataRemoved: f.metadataRemoved,
      uploadedAt: deps.clock.now().toISOString(),
    }))
    deps.db.transaction((tx) => {
      const stored = documentsOf({ ...deps, db: tx }, input.userId).length
      if (stored + rows.length > MAX_DOCUMENTS)
        throw namingFile(
          validation('documents', DOCUMENT_MSG.tooMany),
          rows[Math.max(0, MAX_DOCUMENTS - stored)]!.originalName,
        )
      tx.insert(hotelDocuments).values(rows).run()
      for (const row of rows) {
        record(
          { ...deps, db: tx },
          {
            actor: input.actor,
            action: 'verification.document_uploaded',
            target: { type: 'hotel_document', id: row.id },
            details: {
              userId: input.userId,
              kind: row.kind,
              type: row.mimeType,
              size: row.sizeBytes,
              sha256: row.sha256,
            },
          },
        )
      }
    })
  } catch (error) {
    await discardFiles(
      deps.documentsDir,
      input.files.map((f) => f.storageKey),
    )
    throw error
  }
  return documentsOf(deps, input.userId)
}

/** Who reads a document: an administrator, the operator at the CLI, the hotel signed in or through its pass. */
export type DocumentReader = { role: 'admin' | 'operator' | 'hotel'; id: string | null; ip?: string | null }

/** The document if the reader may have it (its hotel, or an admin), else 404 as if it did not exist. Audited. */
export function openDocument(
  deps: VerificationDeps,
  input: { reader: DocumentReader; documentId: string; inline: boolean },
) {
  const row = deps.db.select().from(hotelDocuments).where(eq(hotelDocuments.id, input.documentId)).get()
  const isAdmin = input.reader.role !== 'hotel'
  if (!row || (!isAdmin && row.userId !== input.reader.id)) throw notFound('verification.errors.notFound')
  // Only an administrator previews in the page, and only images a browser shows (never HEIC or PDF inline).
  const inline = isAdmin && input.inline && (row.mimeType === 'image/png' || row.mimeType === 'image/jpeg')
  record(deps, {
    actor: {
      type: input.reader.role === 'hotel' ? 'user' : input.reader.role,
      id: input.reader.id,
      ip: input.reader.ip ?? null,
    },
    action: 'verification.document_downloaded',
    target: { type: 'hotel_document', id: row.id },
    details: { userId: row.userId, inline },
  })
  return {
    row: { sizeBytes: row.sizeBytes, mimeType: row.mimeType, originalName: row.originalName },
    path: storedPath(deps.documentsDir, row.storageKey),
    inline,
  }
}

/** The bytes of ID copies one account stored, or all accounts awaiting a decision together (budgets.ts). */
export function storedDocumentBytes(deps: { db: DbOrTx }, whose: { userId: string } | 'pending'): number {
  const userIds = whose === 'pending' ? pendingAccountIds(deps) : [whose.userId]
  if (!userIds.length) return 0
  const row = deps.db
    .select({ bytes: sum(hotelDocuments.sizeBytes) })
    .from(hotelDocuments)
    .where(userIds.length === 1 ? eq(hotelDocuments.userId, userIds[0]!) : inArray(hotelDocuments.userId, userIds))
    .get()
  return Number(row?.bytes ?? 0)
}

/** For the start-up sweep: is this stored file named by a document row? */
export function isKnownDocument(deps: { db: DbOrTx }, storageKey: string): boolean {
  return Boolean(
    deps.db
      .select({ id: hotelDocuments.id })
      .from(hotelDocuments)
      .where(eq(hotelDocuments.storageKey, storageKey))
      .get(),
  )
}
