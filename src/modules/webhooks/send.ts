// One POST to a webhook receiver over a connection to addresses checked beforehand (ADR 240). Bun's `fetch` resolves
// the name itself; node:http and node:https take a `lookup` (Bun honours it for both, send.test.ts proves it), so
// the client is handed the pinned addresses and never asks DNS. The URL keeps its name: the TLS certificate is
// checked for it (SNI carries it) and the Host header names it. node:http follows no redirect; the answer is read up
// to `maxBytes` and the whole exchange ends when `signal` aborts (connection, headers and body alike).
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'

export type PinnedPost = {
  url: string
  /** The addresses the name was resolved to and checked (target.ts `pinTarget`): the only ones connected to. */
  addresses: string[]
  headers: Record<string, string>
  body: string
  /** Ends the attempt, however far it got (a timeout in deliver.ts). */
  signal: AbortSignal
  /** Bytes of the answer read at most; the connection is closed after them. */
  maxBytes: number
  /** Extra trusted certificate authorities (tests with their own receiver certificate); the system's by default. */
  ca?: string
}

export type PinnedAnswer = { status: number; body: Buffer }

/** A `lookup` that answers the pinned addresses whatever it is asked: the HTTP client cannot reach another one. */
export function pinnedLookup(addresses: string[]): LookupFunction {
  const all = addresses.map((address) => ({ address, family: isIP(address) }))
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    const first = all[0]
    if (!first) callback(Object.assign(new Error('no pinned address'), { code: 'ENOTFOUND' }))
    else if (options?.all) callback(null, all)
    else callback(null, first.address, first.family)
  }) as LookupFunction
}

/** The status and the first `maxBytes` of the answer, or the error that ended the attempt (the signal's reason). */
export function postPinned(post: PinnedPost): Promise<PinnedAnswer> {
  const url = new URL(post.url)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    if (post.signal.aborted) return reject(post.signal.reason)
    let settled = false
    const chunks: Buffer[] = []
    let size = 0
    const request = client.request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
      lookup: pinnedLookup(post.addresses),
      ...(post.ca ? { ca: post.ca } : {}),
    })
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      post.signal.removeEventListener('abort', onAbort)
      outcome()
    }
    const done = (status: number) =>
      settle(() => {
        request.destroy()
        resolve({ status, body: Buffer.concat(chunks) })
      })
    const fail = (error: unknown) =>
      settle(() => {
        request.destroy()
        reject(error)
      })
    const onAbort = () => fail(post.signal.reason)
    post.signal.addEventListener('abort', onAbort)
    request.on('error', fail)
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      response.on('error', fail)
      response.on('end', () => done(status))
      response.on('data', (chunk: Buffer) => {
        const part = chunk.subarray(0, post.maxBytes - size)
        chunks.push(part)
        size += part.byteLength
        if (size >= post.maxBytes) done(status)
      })
    })
    request.end(post.body)
  })
}
