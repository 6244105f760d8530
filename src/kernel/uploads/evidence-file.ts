// One evidence file: its name checked, its bytes streamed to a temporary file while the type is detected from the
// content (file-type) and the size counted, then JPEG/PNG re-encoded without metadata (sharp), flushed and renamed to
// a random name; MP4/MOV lose their metadata boxes in place. See ADR 070 and ADR 187.
import { createReadStream } from 'node:fs'
import { open, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { AppError, validation } from '~/kernel/errors'
import type { AttachmentType } from '~/lib/report-constants'
import { EVIDENCE_LIMITS } from '~/lib/report-fields'
import type { TranslationKey } from '~/lib/translate-key'
import { randomKey, storedPath } from './storage'
import { MalformedVideoError, stripVideoMetadata } from './video-metadata'

/** A file received, checked and stored under its final random name, not yet recorded in the database. */
export type StoredFile = {
  storageKey: string
  originalName: string
  mimeType: AttachmentType
  size: number
  sha256: string
  metadataRemoved: boolean
  /** The multipart part it came in (`attachments` for evidence). */
  field?: string
}

export const UPLOAD_MSG = {
  type: 'reportsApi.errors.fileType',
  typeMismatch: 'reportsApi.errors.fileTypeMismatch',
  tooLargeDocument: 'reportsApi.errors.fileTooLargeDocument',
  tooLargeVideo: 'reportsApi.errors.fileTooLargeVideo',
  tooMany: 'reportsApi.errors.tooManyFiles',
  empty: 'reportsApi.errors.fileEmpty',
  name: 'reportsApi.errors.fileName',
  unreadable: 'reportsApi.errors.fileUnreadable',
  interrupted: 'reportsApi.errors.uploadInterrupted',
  malformed: 'reportsApi.errors.malformedPart',
  notMultipart: 'reportsApi.errors.notMultipart',
  tooManyFields: 'reportsApi.errors.tooManyFields',
  bidiName: 'reportsApi.errors.fileNameBidi',
  heic: 'reportsApi.errors.fileHeic',
  tooManyPixels: 'reportsApi.errors.imageTooManyPixels',
} as const

/** Images above this many pixels are refused before they are decoded (security review 3, finding 6). */
export const MAX_IMAGE_PIXELS = 50_000_000
/** Direction controls (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C) can disguise a name's real ending. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/

/** Detected type (file-type's extension) -> the stored MIME type. Everything else is refused. */
const ALLOWED: Record<string, AttachmentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
}
/** The name endings each detected type may carry: a PDF named .mp4 is refused (the name would mislead a reader). */
const ENDINGS: Record<AttachmentType, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'application/pdf': ['pdf'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov', 'qt'],
  'image/heic': ['heic', 'heif'],
}
const VIDEO = new Set<AttachmentType>(['video/mp4', 'video/quicktime'])
/** file-type reads at most this many bytes to decide. */
const SNIFF_BYTES = 4100

const limitFor = (type: AttachmentType) =>
  VIDEO.has(type) ? EVIDENCE_LIMITS.videoBytes : EVIDENCE_LIMITS.documentBytes

/**
 * How much an upload may store: the largest file of each detected type and its refusal, and optionally a byte budget
 * shared with other requests (counted as the bytes arrive, so a refused upload stops at the budget).
 */
export type UploadLimits = {
  /** The largest file of any type (the multipart parser stops a part beyond it). */
  maxFileBytes: number
  fileBytes: (type: AttachmentType) => number
  tooLarge: (type: AttachmentType) => AppError
  /** The request's share of a byte budget: told of every byte stored (or given back), it throws past the budget. */
  budget?: { spend(bytes: number): void }
}
/** A request's running count of file bytes against its budget. */
export type UploadTally = { used: number; limits: UploadLimits }

/**
 * A refusal of one file names it (issue 24, item 23): of the files a member sent, they see which one it was. The
 * messages of file refusals carry `{name}`; a refusal that is no AppError passes unchanged.
 */
export function namingFile(error: unknown, name: string): unknown {
  if (!(error instanceof AppError) || error.extra.params?.name !== undefined) return error
  return new AppError(error.code, error.message as TranslationKey, {
    ...error.extra,
    params: { ...error.extra.params, name: fileLabel(name) },
  })
}

/** The refusal of files beyond a limit, naming the first that does not fit (`room`: how many still fit). */
export const tooManyFiles = (files: { originalName: string }[], room: number) =>
  namingFile(validation('attachments', UPLOAD_MSG.tooMany), files[Math.max(0, room)]?.originalName ?? '') as AppError

/** A file name as a message may show it: no control or direction characters, at most 255 characters. */
const fileLabel = (name: string) =>
  name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g, '')
    .slice(0, EVIDENCE_LIMITS.nameMaxLength)

const countBytes = (tally: UploadTally, bytes: number) => {
  tally.used += bytes
  tally.limits.budget?.spend(bytes)
}

/** A file name as the member's computer gave it: no path parts, no control characters, at most 255 characters. */
function checkName(name: string | undefined): string {
  const trimmed = (name ?? '').trim()
  if (
    !trimmed ||
    trimmed.length > EVIDENCE_LIMITS.nameMaxLength ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    /[\u0000-\u001f\u007f/\\]/.test(trimmed) ||
    trimmed === '.' ||
    trimmed === '..'
  ) {
    throw validation('attachments', UPLOAD_MSG.name)
  }
  if (BIDI_CONTROLS.test(trimmed)) throw validation('attachments', UPLOAD_MSG.bidiName)
  return trimmed.normalize('NFC')
}

/** Streams one file part to DATA_DIR/uploads/tmp, detecting its type from the first bytes and counting its size. */
export async function stageFile(
  stream: Readable & { truncated?: boolean },
  filename: string | undefined,
  tmpDir: string,
  written: string[],
  tally: UploadTally,
): Promise<StoredFile & { tmpPath: string }> {
  const originalName = checkName(filename)
  try {
    return await stageChecked(stream, originalName, tmpDir, written, tally)
  } catch (error) {
    throw namingFile(error, originalName)
  }
}

async function stageChecked(
  stream: Readable & { truncated?: boolean },
  originalName: string,
  tmpDir: string,
  written: string[],
  tally: UploadTally,
): Promise<StoredFile & { tmpPath: string }> {
  const { fileBytes, tooLarge } = tally.limits
  const tmpPath = join(tmpDir, `${randomKey()}.part`)
  written.push(tmpPath)
  const handle = await open(tmpPath, 'wx', 0o600)
  const hasher = new Bun.CryptoHasher('sha256')
  let size = 0
  let type: AttachmentType | undefined
  let head: Buffer[] = []
  let headBytes = 0
  const write = async (chunk: Buffer) => {
    hasher.update(chunk)
    await handle.write(chunk)
  }
  const detect = async () => {
    const sample = Buffer.concat(head)
    // file-type and sharp load with the first upload, not at start (ADR 115).
    const { fileTypeFromBuffer } = await import('file-type')
    const found = await fileTypeFromBuffer(sample)
    // HEIC keeps its location data: it cannot be re-encoded here, so it is refused (ADR 185).
    if (found?.ext === 'heic') throw validation('attachments', UPLOAD_MSG.heic)
    const detected = found ? ALLOWED[found.ext] : undefined
    if (!detected) throw validation('attachments', UPLOAD_MSG.type)
    type = detected
    head = []
    if (size > fileBytes(type)) throw tooLarge(type)
    await write(sample)
  }
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length
      countBytes(tally, chunk.length)
      if (type) {
        if (size > fileBytes(type)) throw tooLarge(type)
        await write(chunk)
        continue
      }
      head.push(chunk)
      headBytes += chunk.length
      if (headBytes >= SNIFF_BYTES) await detect()
    }
    if (stream.truncated) throw tooLarge(type ?? 'video/mp4')
    if (size === 0) throw validation('attachments', UPLOAD_MSG.empty)
    if (!type) await detect()
    const ending = /\.([^.]+)$/.exec(originalName)?.[1]?.toLowerCase() ?? ''
    if (!ENDINGS[type as AttachmentType].includes(ending)) throw validation('attachments', UPLOAD_MSG.typeMismatch)
    await handle.sync()
  } finally {
    await handle.close()
  }
  return {
    tmpPath,
    storageKey: randomKey(),
    originalName,
    mimeType: type as AttachmentType,
    size,
    sha256: hasher.digest('hex'),
    metadataRemoved: false,
  }
}

const tooLarge = (type: AttachmentType) =>
  new AppError('PAYLOAD_TOO_LARGE', VIDEO.has(type) ? UPLOAD_MSG.tooLargeVideo : UPLOAD_MSG.tooLargeDocument, {
    field: 'attachments',
  })

/** Report evidence: 20 MB for images and PDF files, 200 MB for videos (issue 9). */
export const EVIDENCE_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: EVIDENCE_LIMITS.videoBytes,
  fileBytes: limitFor,
  tooLarge,
}

async function sha256Of(path: string): Promise<string> {
  const hasher = new Bun.CryptoHasher('sha256')
  for await (const chunk of createReadStream(path)) hasher.update(chunk as Buffer)
  return hasher.digest('hex')
}

/**
 * JPEG and PNG are re-encoded without metadata (location, camera), MP4 and MOV lose their metadata boxes; the result is
 * flushed and given its final name.
 */
export async function finishFile(
  file: StoredFile & { tmpPath: string },
  uploadsDir: string,
  written: string[],
  tally: UploadTally,
): Promise<StoredFile> {
  try {
    return await finishChecked(file, uploadsDir, written, tally)
  } catch (error) {
    throw namingFile(error, file.originalName)
  }
}

async function finishChecked(
  file: StoredFile & { tmpPath: string },
  uploadsDir: string,
  written: string[],
  tally: UploadTally,
): Promise<StoredFile> {
  const { tmpPath, ...stored } = file
  let source = tmpPath
  if (stored.mimeType === 'image/jpeg' || stored.mimeType === 'image/png') {
    const stripped = `${tmpPath}.clean`
    written.push(stripped)
    try {
      // rotate() applies the EXIF orientation before the EXIF block is dropped; sharp writes no metadata by default.
      const { default: sharp } = await import('sharp')
      // The dimensions come from the header, before anything is decoded (finding 6 of security review 3).
      const { width = 0, height = 0 } = await sharp(tmpPath).metadata()
      if (width * height > MAX_IMAGE_PIXELS) {
        throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MSG.tooManyPixels, { field: 'attachments' })
      }
      const image = sharp(tmpPath, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate()
      const info = await (stored.mimeType === 'image/jpeg' ? image.jpeg({ quality: 92 }) : image.png()).toFile(stripped)
      stored.size = info.size
    } catch (error) {
      if (error instanceof AppError) throw error
      throw validation('attachments', UPLOAD_MSG.unreadable)
    }
    const bytes = Bun.file(stripped)
    stored.sha256 = new Bun.CryptoHasher('sha256').update(await bytes.arrayBuffer()).digest('hex')
    const handle = await open(stripped, 'r+')
    // sharp creates its output with the process umask (0644); evidence is readable by the server's user only.
    await handle.chmod(0o600)
    await handle.sync()
    await handle.close()
    await unlink(tmpPath)
    source = stripped
    stored.metadataRemoved = true
    // Re-encoding may make a file larger: the limits hold for what is stored.
    if (stored.size > tally.limits.fileBytes(stored.mimeType)) throw tally.limits.tooLarge(stored.mimeType)
    countBytes(tally, stored.size - file.size)
  }
  if (VIDEO.has(stored.mimeType)) {
    // Location and other metadata boxes are blanked in place (ADR 187); a file whose boxes do not add up is refused.
    try {
      if ((await stripVideoMetadata(tmpPath)) > 0) stored.sha256 = await sha256Of(tmpPath)
    } catch (error) {
      if (error instanceof MalformedVideoError) throw validation('attachments', UPLOAD_MSG.unreadable)
      throw error
    }
    stored.metadataRemoved = true
  }
  const target = storedPath(uploadsDir, stored.storageKey)
  written.push(target)
  await rename(source, target)
  return stored
}
