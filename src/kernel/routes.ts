// How an API route declares itself (ADR 060, docs/security.md "Declaring a route").
//
// Every /api route states WHO may call it and HOW BIG its body may be; src/server/routes.test.ts fails for a route
// that does not. The declarations are route options (Elysia macros), available to every module that `.use()`s the
// auth guard it receives from src/server/app.ts:
//
//   .post('/api/x', handler, { anonymous: true, rateLimit: { limit: 10, windowMs: 60_000 }, bodyLimit: BODY.json, body })
//   .get('/api/y', handler, { auth: 'member', bodyLimit: BODY.none })
//   .post('/api/z/:id/evidence', handler, { auth: 'member', bodyLimit: { bytes: 25 * MB, parse: 'stream' } })
//
// Who: `anonymous: true` (anyone), `optionalAuth: true` (anyone; `viewer` is the signed-in user or null),
// `auth: 'user' | 'member' | 'admin'` (see src/modules/auth/index.ts), `apiKey: <scope>` (/api/v1 only; see
// src/modules/apikeys/guard.ts). Anonymous writes also declare a `rateLimit`.
// Owner-only routes of a hotel (staff management, billing and renewal, API keys, the hotel's data, closing) add
// `owner: true` beside the access level: the hotel's staff get 403 (src/modules/auth/guard.ts, ADR 200).
// Body: `bodyLimit: <bytes>` reads the body as JSON (refusing more than <bytes>, nesting deeper than MAX_JSON_DEPTH and
// prototype keys, before any validation); `{ bytes, parse: 'text' }` gives the raw text (webhooks);
// `{ bytes, parse: 'stream' }` leaves the body unread for the handler (multipart uploads: read it with
// `readBodyText` or stream it yourself, never past `bytes`). Content-Length above the limit is refused at once.
// Schemas (ADR 160): valibot schemas as route options, so Elysia checks them and Eden types the web's calls from them:
// `params` for every `:name` in the path, `body` for every JSON body, `query` for what the handler reads from the query,
// and `response` for what a JSON route answers (the answer is checked and anything undeclared is dropped). A route
// that answers something other than JSON says what with `sends: 'file' | 'redirect' | 'text'` instead of `response`.
//
//   .get('/api/x/:id', handler, { auth: 'member', bodyLimit: BODY.none, params: idParams, response: xAnswer })
import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { TranslationKey } from '~/lib/translate-key'
import type { Clock } from './clock'
import { AppError } from './errors'
import { type ClientServer, clientIp, createRateLimiter } from './rate-limit'

export const KB = 1024
export const MB = 1024 * KB

/** Body limits to use by name: `none` for routes without a body, `json` for ordinary JSON forms. */
export const BODY = { none: 0, json: 64 * KB } as const

/**
 * The body schema of a write that takes no body (logout, a bank-transfer request): nothing or an empty object, and
 * whatever else is sent is dropped (ADR 160). Such routes keep a JSON `bodyLimit`, so a client sending `{}` passes.
 */
export const noBody = v.optional(v.object({}))

/** Deeper JSON is refused before parsing; no API body of this project nests more than a few levels. */
const MAX_JSON_DEPTH = 16

export type Access = 'anonymous' | 'optional' | 'user' | 'member' | 'admin' | 'api-key'
export type BodyLimit = number | { bytes: number; parse: 'json' | 'text' | 'stream' }
/** What a route that is not JSON answers: a file or download (attachment, CSV, PDF), a redirect, or plain text. */
export type NonJsonAnswer = 'file' | 'redirect' | 'text'

/** What a route's declaration puts into its `detail` (read by the route inventory test and docs). */
export const accessDetail = (access: Access) => ({ 'x-access': access }) as Record<string, unknown>

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'security.bodyTooLarge')
const notExpected = () => new AppError('VALIDATION', 'security.bodyNotExpected')

/**
 * What a route without a body (`bytes: 0`) still reads: clients that always send JSON send `{}` or `null`. Such a body
 * passes as no body; anything else is refused with 400 "this request takes no body", never 413 "too large".
 */
const NO_BODY_ALLOWANCE = 256

/** The body of a route that takes none: nothing, or JSON that says nothing (`{}`, `null`, `[]`); else 400. */
async function readNoBody(request: Request): Promise<Record<string, never>> {
  if (Number(request.headers.get('content-length') ?? 0) > NO_BODY_ALLOWANCE) throw notExpected()
  const text = new TextDecoder().decode(await readBodyBytes(request, NO_BODY_ALLOWANCE, notExpected))
  let value: unknown
  try {
    value = text.trim() === '' ? null : JSON.parse(text)
  } catch {
    throw notExpected()
  }
  const empty = value === null || (typeof value === 'object' && Object.keys(value as object).length === 0)
  if (!empty) throw notExpected()
  return {}
}

/**
 * The methods other routes take at `pathname` (for a 405 naming them): `routes` as Elysia lists them, their
 * `:params` matching one segment and `*` the rest.
 */
export function methodsAt(routes: readonly { method: string; path: string }[], pathname: string): string[] {
  const methods = new Set<string>()
  for (const route of routes) {
    if (route.path.endsWith('*') || route.method === 'ALL') continue
    const pattern = route.path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')
    if (new RegExp(`^${pattern}/?$`).test(pathname)) methods.add(route.method)
  }
  return [...methods].sort()
}

/**
 * The request body's bytes, refused (413, or the caller's own error) as soon as they pass `limit`, whatever
 * Content-Length says.
 */
export async function readBodyBytes(request: Request, limit: number, refuse = tooLarge): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > limit) throw refuse()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw refuse()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The request body as text, refused (413) as soon as it passes `limit` bytes, whatever Content-Length says. */
async function readBodyText(request: Request, limit: number): Promise<string> {
  return new TextDecoder('utf-8', { fatal: false }).decode(await readBodyBytes(request, limit))
}

/** Nesting depth of a JSON text (brackets outside strings), stopping as soon as it exceeds `max`. */
function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true
    } else if (c === 125 || c === 93) depth--
  }
  return false
}

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** JSON body text to a value: too deep is refused before parsing; prototype keys are dropped. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new AppError('VALIDATION', 'security.bodyTooDeep')
  try {
    return JSON.parse(text, (key, value) => (PROTOTYPE_KEYS.has(key) ? undefined : value))
  } catch {
    throw new AppError('VALIDATION', 'security.invalidJson')
  }
}

/**
 * The route declaration macros (`anonymous`, `bodyLimit`, `rateLimit`). The auth guard includes them, so modules
 * get them with the guard; they are listed here because they know nothing about accounts.
 */
export function routeRules(config: { TRUST_PROXY: boolean }, clock: Clock) {
  return new Elysia().macro({
    /** Anyone may call this route (no session is looked at). */
    anonymous: (_on: true) => ({ detail: accessDetail('anonymous') }),
    /** The route answers something other than JSON (a file or download, a redirect, plain text), so no `response`. */
    sends: (kind: NonJsonAnswer) => ({ detail: { 'x-sends': kind } as Record<string, unknown> }),
    bodyLimit: (declared: BodyLimit) => {
      const bytes = typeof declared === 'number' ? declared : declared.bytes
      const mode = typeof declared === 'number' ? 'json' : declared.parse
      const detail = { 'x-body-limit': bytes, 'x-body-parse': mode } as Record<string, unknown>
      return {
        detail,
        async parse({ request }: { request: Request }) {
          // Streaming routes read the body themselves; only a declared length is checked here. `bytes: 0` streaming
          // routes (the /api catch-all) never read it, so they answer what they answer (404, 405) whatever was sent.
          if (mode === 'stream') {
            if (bytes > 0 && Number(request.headers.get('content-length') ?? 0) > bytes) throw tooLarge()
            return {}
          }
          if (bytes === 0) return readNoBody(request)
          const text = await readBodyText(request, bytes)
          if (mode === 'text') return text
          return parseJsonBody(text) ?? {}
        },
      }
    },
    /** Per client address, counted before validation: `{ limit, windowMs, message? }` (message: a translation key). */
    rateLimit: (rule: { limit: number; windowMs: number; message?: TranslationKey }) => {
      const limiter = createRateLimiter({ ...rule, clock })
      return {
        detail: { 'x-rate-limit': `${rule.limit}/${rule.windowMs}ms` } as Record<string, unknown>,
        transform({ request, server }: { request: Request; server: ClientServer }) {
          limiter.hit(clientIp(request, server, config.TRUST_PROXY), rule.message ?? 'auth.tooManyRequests')
        },
      }
    },
  })
}
