// Evidence files: the multipart body is streamed (busboy) file by file to a temporary file in DATA_DIR/uploads/tmp,
// the type is detected from the content (file-type), sizes are checked while the bytes arrive, JPEG/PNG lose their
// metadata (sharp), then each file is flushed and renamed to a random name. See ADR 070.
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { open, readdir, rename, rm, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import busboy from 'busboy'
import { AppError, validation } from '~/kernel/errors'
import { EVIDENCE_LIMITS } from '~/lib/report-fields'
import type { AttachmentType } from './schema'

/** A file received, checked and stored under its final random name, not yet recorded in the database. */
export type StoredFile = {
  storageKey: string
  originalName: string
  mimeType: AttachmentType
  size: number
  sha256: string
  metadataRemoved: boolean
}

export type ReceivedUpload = { fields: Record<string, string>; files: StoredFile[] }

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
} as const

/** Detected type (file-type's extension) -> the stored MIME type. Everything else is refused. */
const ALLOWED: Record<string, AttachmentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  heic: 'image/heic',
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
/** Multipart text parts: the message is the longest (5000 characters, up to 4 bytes each). */
const FIELD_MAX_BYTES = 24 * 1024

export const limitFor = (type: AttachmentType) =>
  VIDEO.has(type) ? EVIDENCE_LIMITS.videoBytes : EVIDENCE_LIMITS.documentBytes

/** The largest request body a report upload may have: ten videos at their limit plus the text parts. */
export const MAX_REPORT_REQUEST_BYTES = EVIDENCE_LIMITS.maxFiles * EVIDENCE_LIMITS.videoBytes + 1024 * 1024

/** Evidence lives in DATA_DIR/uploads, outside every served folder. */
export const uploadsDirOf = (config: { DATA_DIR: string }) => join(config.DATA_DIR, 'uploads')
export const uploadPaths = (uploadsDir: string) => ({ dir: uploadsDir, tmp: join(uploadsDir, 'tmp') })
export const storedPath = (uploadsDir: string, storageKey: string) => {
  if (!/^[a-f0-9]{32}$/.test(storageKey)) throw new Error('bad storage key')
  return join(uploadsDir, storageKey)
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
  return trimmed.normalize('NFC')
}

const randomKey = () => randomBytes(16).toString('hex')

/**
 * Reads a multipart report body. Text parts become `fields` (a repeated part such as remove_attachments is joined
 * with commas); each `attachments` part is checked and stored. Any failure removes every file this request wrote and
 * throws a translated AppError. The files answered are in place under their final names: the caller records them in
 * its transaction and calls `discardFiles` if that fails.
 */
export async function receiveReportUpload(
  request: Request,
  { uploadsDir }: { uploadsDir: string },
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType) || !request.body) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MSG.notMultipart)
  }
  const { tmp } = uploadPaths(uploadsDir)
  mkdirSync(tmp, { recursive: true, mode: 0o700 })
  const written: string[] = []
  const fields: Record<string, string> = {}
  const staged: (StoredFile & { tmpPath: string })[] = []

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // preservePath: the name exactly as sent, so that a name with a path is refused rather than silently cut.
      preservePath: true,
      defParamCharset: 'utf8',
      limits: {
        files: EVIDENCE_LIMITS.maxFiles,
        fileSize: EVIDENCE_LIMITS.videoBytes,
        fields: 40,
        fieldSize: FIELD_MAX_BYTES,
        parts: 60,
      },
    })
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MSG.notMultipart)
  }
  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>)

  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false
      let pending = Promise.resolve()
      let current: Readable | undefined
      const fail = (error: unknown) => {
        if (failed) return
        failed = true
        source.unpipe(parser)
        source.destroy()
        current?.destroy()
        reject(error)
      }
      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) return fail(validation(name, 'validation.tooLong'))
        fields[name] = name in fields ? `${fields[name]},${value}` : value
      })
      parser.on('file', (name, stream, info) => {
        // busboy may fail the part before its turn comes (a body cut short); the parser's own error answers that.
        stream.on('error', () => {})
        if (failed) {
          stream.resume()
          return
        }
        if (name !== 'attachments') {
          stream.resume()
          return fail(validation(name, 'validation.invalidRequest'))
        }
        // Files arrive one after the other; each is stored before the next part is read.
        pending = pending.then(async () => {
          if (failed) return void stream.resume()
          current = stream
          try {
            staged.push(await stageFile(stream, info.filename, tmp, written))
          } catch (error) {
            stream.resume()
            fail(error instanceof AppError ? error : uploadError(error))
          }
        })
      })
      parser.on('filesLimit', () => fail(validation('attachments', UPLOAD_MSG.tooMany)))
      parser.on('fieldsLimit', () => fail(validation('fields', UPLOAD_MSG.tooManyFields)))
      parser.on('partsLimit', () => fail(validation('fields', UPLOAD_MSG.tooManyFields)))
      parser.on('error', (error: Error) => fail(uploadError(error)))
      parser.on('close', () => {
        pending.then(() => (failed ? undefined : resolve()), fail)
      })
      source.on('error', () => fail(validation('attachments', UPLOAD_MSG.interrupted)))
      source.pipe(parser)
    })

    // Metadata removal and the final names happen only once the whole body arrived and was valid.
    const files: StoredFile[] = []
    for (const file of staged) files.push(await finishFile(file, uploadsDir, written))
    await syncDirectory(uploadsDir)
    return { fields, files }
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })))
    throw error
  }
}

/** busboy's parse errors as answers: a header it cannot read (a NUL in a file name), or a body that ends early. */
function uploadError(error: unknown): AppError {
  const text = error instanceof Error ? error.message : ''
  return validation('attachments', /malformed/i.test(text) ? UPLOAD_MSG.malformed : UPLOAD_MSG.interrupted)
}

/** Streams one file part to DATA_DIR/uploads/tmp, detecting its type from the first bytes and counting its size. */
async function stageFile(
  stream: Readable & { truncated?: boolean },
  filename: string | undefined,
  tmpDir: string,
  written: string[],
): Promise<StoredFile & { tmpPath: string }> {
  const originalName = checkName(filename)
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
    const detected = found ? ALLOWED[found.ext] : undefined
    if (!detected) throw validation('attachments', UPLOAD_MSG.type)
    type = detected
    head = []
    if (size > limitFor(type)) throw tooLarge(type)
    await write(sample)
  }
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length
      if (type) {
        if (size > limitFor(type)) throw tooLarge(type)
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

/** JPEG and PNG are re-encoded without metadata (location, camera); the result is flushed and given its final name. */
async function finishFile(
  file: StoredFile & { tmpPath: string },
  uploadsDir: string,
  written: string[],
): Promise<StoredFile> {
  const { tmpPath, ...stored } = file
  let source = tmpPath
  if (stored.mimeType === 'image/jpeg' || stored.mimeType === 'image/png') {
    const stripped = `${tmpPath}.clean`
    written.push(stripped)
    try {
      // rotate() applies the EXIF orientation before the EXIF block is dropped; sharp writes no metadata by default.
      const { default: sharp } = await import('sharp')
      const image = sharp(tmpPath, { failOn: 'error' }).rotate()
      const info = await (stored.mimeType === 'image/jpeg' ? image.jpeg({ quality: 92 }) : image.png()).toFile(stripped)
      stored.size = info.size
    } catch {
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
    if (stored.size > limitFor(stored.mimeType)) throw tooLarge(stored.mimeType)
  }
  const target = storedPath(uploadsDir, stored.storageKey)
  written.push(target)
  await rename(source, target)
  return stored
}

async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Removes stored files (after a failed transaction, or after a delete committed). Missing files are fine. */
export async function discardFiles(uploadsDir: string, storageKeys: string[]): Promise<void> {
  await Promise.all(storageKeys.map((key) => rm(storedPath(uploadsDir, key), { force: true })))
}

/**
 * Start-up sweep: removes temporary files and stored files that no attachment row names (a crash between the rename
 * and the commit, or a delete whose file removal failed). Run before the server accepts requests.
 */
export async function sweepOrphanUploads(uploadsDir: string, isKnown: (storageKey: string) => boolean) {
  const { dir, tmp } = uploadPaths(uploadsDir)
  mkdirSync(tmp, { recursive: true, mode: 0o700 })
  let removed = 0
  for (const name of await readdir(tmp)) {
    await rm(join(tmp, name), { force: true, recursive: true })
    removed++
  }
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue
    if (/^[a-f0-9]{32}$/.test(entry.name) && isKnown(entry.name)) continue
    await rm(join(dir, entry.name), { force: true })
    removed++
  }
  return { removed }
}
