import {
  type BrotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
} from 'node:zlib'

// Dynamic answers (HTML, JSON, text) are compressed by Accept-Encoding when over 1 KB (ADR 112). Hashed assets are
// precompressed at build time and already carry a Content-Encoding, so they pass through untouched.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i
const MIN_COMPRESSED_BYTES = 1024
/** Past this size an answer is streamed even when its parts come without waiting (an export, a large file). */
export const WHOLE_MAX_BYTES = 1024 * 1024

export type Encoding = 'br' | 'gzip'

/**
 * The encoding to answer with: gzip when accepted, else brotli, else none (q=0 refuses). At the speeds a per-answer
 * compressor can afford, gzip level 6 makes pages within 2 % of brotli quality 4 for about half the CPU (ADR 145);
 * brotli's gain is at its slow maximum, which the build uses for the hashed assets.
 */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('gzip')) return 'gzip'
  if (ok('br')) return 'br'
  return null
}

const GZIP_LEVEL = 6
const BROTLI_QUALITY = 4

/** A streaming compressor, for an answer still being rendered. */
function compressor(encoding: Encoding): Gzip | BrotliCompress {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : createGzip({ level: GZIP_LEVEL })
}

/** One call for an answer that is complete (a cached page, JSON): no stream machinery (about 0.1 ms for 20 KB). */
function compressWhole(encoding: Encoding, body: Uint8Array): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : Bun.gzipSync(body as Uint8Array<ArrayBuffer>, { level: GZIP_LEVEL })
}

type Handler = (request: Request) => Response | Promise<Response>

const LATER = Symbol('later')
const nextMacrotask = () => new Promise<typeof LATER>((resolve) => setImmediate(() => resolve(LATER)))

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
  // A body given whole (a string, a buffer: cached pages, API answers) ends without waiting for anything: it is
  // compressed in one call. A read that waits (a renderer still working) makes the answer a stream from here on.
  let pending: ReturnType<typeof reader.read> | undefined
  while (!done && size < WHOLE_MAX_BYTES) {
    const read = reader.read()
    const next = await Promise.race([read, nextMacrotask()])
    if (next === LATER) {
      pending = read
      break
    }
    if (next.done) done = true
    else {
      head.push(next.value)
      size += next.value.byteLength
    }
  }
  if (done) {
    return new Response(new Uint8Array(compressWhole(encoding, Buffer.concat(head))), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
  const zip = compressor(encoding)
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  // Each chunk goes out compressed at once (a flush), so the browser reads the page as it renders.
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      zip.write(chunk, (error) => {
        if (error) reject(error)
      })
      zip.flush(flushKind, () => resolve())
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
        const next = await (pending ?? reader.read())
        pending = undefined
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
