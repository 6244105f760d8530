// Evidence files: the multipart body is streamed (busboy) part by part; text parts become fields and each file part
// goes through evidence-file.ts (detected type, size limits, metadata removal, random name). See ADR 070.
import { mkdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import busboy from 'busboy'
import { AppError, validation } from '~/kernel/errors'
import { EVIDENCE_LIMITS } from '~/lib/report-fields'
import {
  EVIDENCE_UPLOAD_LIMITS,
  finishFile,
  namingFile,
  type StoredFile,
  stageFile,
  UPLOAD_MSG,
  type UploadLimits,
  type UploadTally,
} from './evidence-file'
import { syncDirectory, uploadPaths } from './storage'

export type ReceivedUpload = { fields: Record<string, string>; files: StoredFile[] }

/** Multipart text parts: the message is the longest (5000 characters, up to 4 bytes each). */
const FIELD_MAX_BYTES = 24 * 1024

/**
 * Reads a multipart report body. Text parts become `fields` (a repeated part such as remove_attachments is joined
 * with commas); each `attachments` part is checked and stored. Any failure removes every file this request wrote and
 * throws a translated AppError. The files answered are in place under their final names: the caller records them in
 * its transaction and calls `discardFiles` if that fails. `limits` default to report evidence's; ID copies pass theirs.
 */
export async function receiveReportUpload(
  request: Request,
  {
    uploadsDir,
    limits = EVIDENCE_UPLOAD_LIMITS,
    fileFields = ['attachments'],
  }: {
    uploadsDir: string
    limits?: UploadLimits
    /** The names file parts may have (each stored file says its part's name in `field`). */
    fileFields?: readonly string[]
  },
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
  const tally: UploadTally = { used: 0, limits }

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // preservePath: the name exactly as sent, so that a name with a path is refused rather than silently cut.
      preservePath: true,
      defParamCharset: 'utf8',
      limits: {
        // One part more than allowed reaches the handler, so that the refusal can name it (issue 24, item 23).
        files: EVIDENCE_LIMITS.maxFiles + 1,
        // busboy marks a part that reaches its limit as cut; one byte more lets a file of exactly the limit through.
        fileSize: limits.maxFileBytes + 1,
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
      let fileParts = 0
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
        if (!fileFields.includes(name)) {
          stream.resume()
          return fail(validation(name, 'validation.invalidRequest'))
        }
        if (++fileParts > EVIDENCE_LIMITS.maxFiles) {
          stream.resume()
          return fail(namingFile(validation('attachments', UPLOAD_MSG.tooMany), info.filename ?? ''))
        }
        // Files arrive one after the other; each is stored before the next part is read.
        pending = pending.then(async () => {
          if (failed) return void stream.resume()
          current = stream
          try {
            staged.push({ ...(await stageFile(stream, info.filename, tmp, written, tally)), field: name })
          } catch (error) {
            stream.resume()
            fail(error instanceof AppError ? error : uploadError(error))
          }
        })
      })
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
    for (const file of staged) files.push(await finishFile(file, uploadsDir, written, tally))
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
