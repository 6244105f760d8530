// Requests from the public page /your-data (issue 34, section 2; ADR 280): a person asks for access, correction,
// dispute or deletion with a copy of an identity document. The answer never depends on whether they are listed; the
// request counts only once its e-mail is confirmed, then lands in the register (channel `web`, 30 days) and the
// acknowledgement letter goes out by e-mail. ID copies go when the request closes, and after 90 days at the latest.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, notFound, validation } from '~/kernel/errors'
import { createRateLimiter } from '~/kernel/rate-limit'
import { namingFile, type StoredFile } from '~/kernel/uploads/evidence-file'
import { discardFiles, uploadsDirOf } from '~/kernel/uploads/storage'
import type { Locale } from '~/lib/constants'
import { zurichDay } from '~/lib/dates'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import { countQueuedSince, enqueue } from '~/modules/mail/public'
import { type LetterType, letterFor, renderLetter } from './letters'
import { sendPaidRequestToHotel } from './paid-requests'
import type { ReportsPort } from './reports-port'
import { createRequest, requireRequest } from './requests'
import {
  type RequestKind,
  WEB_REQUEST_FILE_TYPES,
  type WebRequestFilePurpose,
  webRequestFiles,
  webRequests,
} from './schema'
import { forgetIdCopies } from './web-request-files'
import { letterMail, webRequestConfirmMail } from './web-request-mails'

const UNCONFIRMED_HOURS = 48
const ID_COPY_MAX_DAYS = 90
/**
 * Confirmation e-mails to one address in 24 hours: three per address and client IP, so a stranger who types the guest's
 * address spends only their own IP's share and the guest's request still goes out; and a ceiling of ten whoever asks,
 * from any number of IPs, so nobody mail-bombs an address.
 */
const CONFIRMATIONS_PER_ADDRESS_AND_IP = 3
const CONFIRMATIONS_PER_ADDRESS = 10
export const CONFIRM_MAIL_KIND = 'data-request-confirm'
/** ID copy and proof of payment: each at most this many files (front and back). */
export const FILES_PER_PURPOSE = 2

export const WEB_REQUEST_MSG = {
  idDocument: 'yourData.errors.idDocument',
  proof: 'yourData.errors.proof',
  proofNotPaid: 'yourData.errors.proofNotPaid',
  tooManyFiles: 'yourData.errors.tooManyFiles',
  fileType: 'yourData.errors.fileType',
  addressSpent: 'yourData.errors.addressSpent',
  link: 'yourData.errors.link',
  fileNotFound: 'yourData.errors.fileNotFound',
  noAddress: 'yourData.errors.noAddress',
} as const

export type WebRequestDeps = AuditDeps & {
  reports: ReportsPort
  config: { BASE_URL: string; CONTACT_EMAIL: string; DATA_DIR: string }
  mailQueued?: () => void
}
export type WebRequestFields = {
  name: string
  birthDate: string
  email: string
  reference: string
  kind: RequestKind
  paid: boolean
  details: string
}
export type UploadedFile = StoredFile & { field?: string }

/**
 * The per-address-and-IP count, in memory like the other per-IP limits (a restart forgets it; the ceiling per address
 * is counted in the mail outbox and holds across restarts).
 */
export const createConfirmationQuota = (clock: Clock) =>
  createRateLimiter({ limit: CONFIRMATIONS_PER_ADDRESS_AND_IP, windowMs: 24 * HOUR_MS, clock })
type ConfirmationQuota = ReturnType<typeof createConfirmationQuota>

/** ID copies and proofs of payment live in their own folder beside the evidence (the evidence sweep leaves it). */
export const webRequestFilesDirOf = (config: { DATA_DIR: string }) => join(uploadsDirOf(config), 'data-requests')

const digest = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')
const HOUR_MS = 3_600_000

/** The files of a submission checked: an ID copy (1–2 files), a proof of payment only and always with `paid`. */
function checkFiles(fields: WebRequestFields, files: UploadedFile[]) {
  const of = (purpose: WebRequestFilePurpose) => files.filter((f) => f.field === purpose)
  const refused = files.find((f) => !(WEB_REQUEST_FILE_TYPES as readonly string[]).includes(f.mimeType))
  if (refused)
    throw namingFile(validation(refused.field ?? 'id_document', WEB_REQUEST_MSG.fileType), refused.originalName)
  for (const purpose of ['id_document', 'proof_of_payment'] as const) {
    const extra = of(purpose)[FILES_PER_PURPOSE]
    if (extra) throw namingFile(validation(purpose, WEB_REQUEST_MSG.tooManyFiles), extra.originalName)
  }
  if (!of('id_document').length) throw validation('id_document', WEB_REQUEST_MSG.idDocument)
  if (fields.paid && !of('proof_of_payment').length) throw validation('proof_of_payment', WEB_REQUEST_MSG.proof)
  if (!fields.paid && of('proof_of_payment').length) throw validation('proof_of_payment', WEB_REQUEST_MSG.proofNotPaid)
}

/**
 * Stores an unconfirmed request and queues the confirmation e-mail. Whoever the person is, listed or not, with a
 * reference that exists or not, the same happens: nothing here looks at the reports. On a refusal the files go.
 */
export async function submitWebRequest(
  deps: {
    db: DbOrTx
    clock: Clock
    config: { BASE_URL: string; CONTACT_EMAIL: string; DATA_DIR: string }
    confirmations: ConfirmationQuota
  },
  input: { fields: WebRequestFields; files: UploadedFile[]; locale: Locale; ip: string },
): Promise<void> {
  const now = deps.clock.now()
  const { fields } = input
  try {
    checkFiles(fields, input.files)
    // From here to the count nothing awaits: two requests at once cannot both take the last confirmation.
    const here = `${fields.email}\n${input.ip}`
    const ofHere = deps.confirmations.state(here)
    const since = new Date(now.getTime() - 24 * HOUR_MS).toISOString()
    const sent = countQueuedSince(deps, { to: fields.email, kind: CONFIRM_MAIL_KIND, since })
    if (ofHere.remaining <= 0 || sent >= CONFIRMATIONS_PER_ADDRESS)
      throw new AppError('RATE_LIMITED', WEB_REQUEST_MSG.addressSpent, {
        field: 'email',
        retryAfterSeconds: ofHere.remaining <= 0 ? Math.max(1, ofHere.resetSeconds) : 3600,
      })
    const id = newId()
    deps.db.transaction((tx) => {
      tx.insert(webRequests)
        .values({
          id,
          email: fields.email,
          name: fields.name,
          birthDate: fields.birthDate,
          reference: fields.reference,
          kind: fields.kind,
          paid: fields.paid,
          details: fields.details,
          locale: input.locale,
          createdAt: now.toISOString(),
        })
        .run()
      tx.insert(webRequestFiles)
        .values(
          input.files.map((f) => ({
            id: newId(),
            webRequestId: id,
            purpose: f.field as WebRequestFilePurpose,
            originalName: f.originalName,
            mimeType: f.mimeType as (typeof WEB_REQUEST_FILE_TYPES)[number],
            sizeBytes: f.size,
            sha256: f.sha256,
            storageKey: f.storageKey,
            uploadedAt: now.toISOString(),
          })),
        )
        .run()
      enqueue(
        { db: tx, clock: deps.clock },
        webRequestConfirmMail({
          locale: input.locale,
          to: fields.email,
          kind: fields.kind,
          hours: UNCONFIRMED_HOURS,
          baseUrl: deps.config.BASE_URL,
          contactEmail: deps.config.CONTACT_EMAIL,
        }),
        { ref: id },
      )
    })
    deps.confirmations.count(here)
  } catch (error) {
    await discardFiles(
      webRequestFilesDirOf(deps.config),
      input.files.map((f) => f.storageKey),
    )
    throw error
  }
}

/** The confirmation link's token, issued when its e-mail is sent (only its hash is kept); none once confirmed. */
export function issueConfirmToken(deps: { db: DbOrTx }, message: { ref: string | null }): string | null {
  if (!message.ref) return null
  const row = deps.db.select().from(webRequests).where(eq(webRequests.id, message.ref)).get()
  if (!row || row.confirmedAt) return null
  const token = randomBytes(32).toString('base64url')
  deps.db
    .update(webRequests)
    .set({ tokenHash: digest(token) })
    .where(eq(webRequests.id, row.id))
    .run()
  return token
}

/** What the register's entry says of a web request beyond its columns: birth date, reference, proof, the free text. */
function registerDetails(row: typeof webRequests.$inferSelect, files: { purpose: string }[]) {
  const lines = [`Birth date: ${row.birthDate}`]
  if (row.reference) lines.push(`Reference: ${row.reference}`)
  lines.push(`ID copy: ${files.filter((f) => f.purpose === 'id_document').length} file(s), from /your-data`)
  if (row.paid)
    lines.push(`Paid; proof of payment: ${files.filter((f) => f.purpose === 'proof_of_payment').length} file(s)`)
  if (row.details) lines.push('', row.details)
  return lines.join('\n').slice(0, 4000)
}

/**
 * The link of the confirmation e-mail: the request is recorded in the register (channel `web`, received today, due in
 * 30 days) and the acknowledgement letter is e-mailed. A used, unknown or expired link answers 404, the same for all.
 */
export function confirmWebRequest(deps: WebRequestDeps, input: { token: string; ip: string }) {
  const now = deps.clock.now()
  const oldest = new Date(now.getTime() - UNCONFIRMED_HOURS * HOUR_MS).toISOString()
  const row = deps.db
    .select()
    .from(webRequests)
    .where(and(eq(webRequests.tokenHash, digest(input.token)), isNull(webRequests.confirmedAt)))
    .get()
  if (!row || row.createdAt < oldest) throw notFound(WEB_REQUEST_MSG.link)
  const files = deps.db.select().from(webRequestFiles).where(eq(webRequestFiles.webRequestId, row.id)).all()
  const actor: Actor = { type: 'anonymous', ip: input.ip }
  deps.db.transaction((tx) => {
    const txDeps = { ...deps, db: tx }
    const view = createRequest(
      txDeps,
      {
        receivedOn: zurichDay(now),
        channel: 'web',
        kind: row.kind,
        requesterName: row.name,
        requesterEmail: row.email,
        requesterAddress: '',
        locale: row.locale as Locale,
        details: registerDetails(row, files),
        reportIds: [],
        hotelEmail: '',
      },
      actor,
    )
    tx.update(webRequests)
      .set({ requestId: view.id, confirmedAt: now.toISOString(), tokenHash: null })
      .where(eq(webRequests.id, row.id))
      .run()
    // A paid guest quoting a published report's reference: the reporting hotel has it first (ADR 305).
    sendPaidRequestToHotel(txDeps, { requestId: view.id, paid: row.paid, reference: row.reference, actor })
    const text = renderLetter(
      requireRequest(txDeps, view.id),
      [],
      'acknowledgement',
      row.locale as Locale,
      deps.config.CONTACT_EMAIL,
      now,
    )
    enqueue(
      txDeps,
      letterMail({
        locale: row.locale as Locale,
        to: row.email,
        name: row.name,
        type: 'acknowledgement',
        text,
        baseUrl: deps.config.BASE_URL,
        contactEmail: deps.config.CONTACT_EMAIL,
      }),
    )
  })
  deps.mailQueued?.()
}

/** The hourly sweep: unconfirmed requests older than 48 hours go with their files; ID copies older than 90 days go. */
export function sweepWebRequests(deps: AuditDeps, now: Date) {
  const unconfirmedBefore = new Date(now.getTime() - UNCONFIRMED_HOURS * HOUR_MS).toISOString()
  const unconfirmed = deps.db
    .delete(webRequests)
    .where(and(isNull(webRequests.confirmedAt), lt(webRequests.createdAt, unconfirmedBefore)))
    .returning({ id: webRequests.id })
    .all().length
  const oldBefore = new Date(now.getTime() - ID_COPY_MAX_DAYS * 24 * HOUR_MS).toISOString()
  const old = deps.db
    .select({ requestId: webRequests.requestId })
    .from(webRequests)
    .where(lt(webRequests.confirmedAt, oldBefore))
    .all()
  let idCopies = 0
  for (const { requestId } of old)
    if (requestId) idCopies += forgetIdCopies(deps, { requestId, actor: { type: 'system', id: null }, reason: 'days' })
  return { unconfirmed, idCopies }
}

/**
 * The console's "send by e-mail": a letter of the register (acknowledgement or answer) to the address the requester
 * confirmed, as the console shows it. Only a request from /your-data has such an address. Audited.
 */
export function mailLetter(deps: WebRequestDeps, input: { id: string; type: LetterType; actor: Actor }) {
  const row = requireRequest(deps, input.id)
  if (row.channel !== 'web' || !row.requesterEmail) throw new AppError('CONFLICT', WEB_REQUEST_MSG.noAddress)
  const letter = letterFor(deps, { id: row.id, type: input.type, actor: input.actor })
  deps.db.transaction((tx) => {
    enqueue(
      { db: tx, clock: deps.clock },
      letterMail({
        locale: letter.locale,
        to: row.requesterEmail,
        name: row.requesterName,
        type: input.type,
        text: letter.text,
        baseUrl: deps.config.BASE_URL,
        contactEmail: deps.config.CONTACT_EMAIL,
      }),
    )
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'data_request.letter_mailed',
        target: { type: 'data_request', id: row.id },
        details: { type: input.type, locale: letter.locale },
      },
    )
  })
  deps.mailQueued?.()
  return { message: 'sent' }
}
