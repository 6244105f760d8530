import { type BrotliCompress, constants, createBrotliCompress, createGzip, type Gzip } from 'node:zlib'

// Dynamic answers (HTML, JSON, text) are compressed by Accept-Encoding when over 1 KB (ADR 112). Hashed assets are
// precompressed at build time and already carry a Content-Encoding, so they pass through untouched.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i
export const MIN_COMPRESSED_BYTES = 1024

export type Encoding = 'br' | 'gzip'

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}

function compressor(encoding: Encoding): Gzip | BrotliCompress {
  // Quality 4 / level 6: a few hundred microseconds for a 20 KB page; the build uses the slow maximum for assets.
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 })
}

type Handler = (request: Request) => Response | Promise<Response>

/** For Elysia's `wrap`: every answer of the app passes through `compressAnswer`. */
export const compressAnswers = (handle: unknown, request: Request) => async () =>
  compressAnswer(request, await (handle as Handler)(request))

/**
 * Compresses one answer while it streams: the first kilobyte is buffered to decide (a smaller answer goes out as it
 * is), then every chunk the renderer produces is compressed and flushed at once, so streaming SSR stays progressive.
 */
export async function compressAnswer(request: Request, response: Response): Promise<Response> {
  if (!response.body || request.method === 'HEAD' || response.headers.has('content-encoding')) return response
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) {
    return response
  }
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response
  const length = response.headers.get('content-length')
  if (length !== null && Number(length) < MIN_COMPRESSED_BYTES) return response
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  if (!encoding) {
    // Answered as it is, in place (the cheapest path: API clients and in-process calls).
    try {
      response.headers.append('vary', 'Accept-Encoding')
      return response
    } catch {
      // Immutable headers (a fetched response): copy them.
      const copy = new Headers(response.headers)
      copy.append('vary', 'Accept-Encoding')
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy })
    }
  }
  const headers = new Headers(response.headers)
  headers.set('vary', [headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '))

  const reader = response.body.getReader()
  const head: Uint8Array[] = []
  let size = 0
  let done = false
  while (size < MIN_COMPRESSED_BYTES) {
    const next = await reader.read()
    if (next.done) {
      done = true
      break
    }
    const chunk = next.value
    head.push(chunk)
    size += chunk.byteLength
  }
  if (done && size < MIN_COMPRESSED_BYTES) {
    return new Response(Buffer.concat(head), { status: response.status, statusText: response.statusText, headers })
  }

  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  const zip = compressor(encoding)
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      zip.write(chunk, (error) => (error ? reject(error) : zip.flush(flushKind, () => resolve())))
    })
  let ended = false
  const end = () => {
    if (!ended) zip.end()
    ended = true
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      zip.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)))
      zip.on('end', () => controller.close())
      zip.on('error', (error) => controller.error(error))
    },
    async pull() {
      if (ended) return
      try {
        if (head.length) {
          await write(Buffer.concat(head.splice(0)))
          if (done) end()
          return
        }
        const next = await reader.read()
        if (next.done) {
          end()
          return
        }
        await write(next.value)
      } catch (error) {
        zip.destroy(error as Error)
      }
    },
    cancel(reason) {
      zip.destroy()
      return reader.cancel(reason)
    },
  })
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
