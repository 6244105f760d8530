// What every API call of the web app shares: the Fetcher (in the browser fetch; during SSR the server passes a function
// that calls the app in-process with the visitor's cookies), ApiError and the one mapping of an error answer to it.
// JSON calls go through the typed client (./treaty.ts, Eden over `App`), uploads through ./upload.ts (ADR 160).

import type { ErrorCode } from '~/lib/error-codes'

export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** One of the server's error codes (src/lib/error-codes.ts); absent when the answer was not the API's. */
    readonly code?: ErrorCode | (string & {}),
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * The one mapping of an error answer to an ApiError, used by the JSON client and the upload helper alike. Only the
 * API's own error shape counts: a JSON object whose `message` is a string gives the message, `code` and `field`.
 * Anything else (a 500 with `{}`, a proxy's 502 HTML page, plain text) gives an ApiError with an empty message, so
 * the screen shows its own fallback text (spec section 8, `errorText`), never a status text or raw HTML. A 401 also
 * tells the session layer (spec section 4: any 401 logs out).
 */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const payload = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)
  const error = new ApiError(status, text(payload.message) ?? '', text(payload.code), text(payload.field))
  if (status === 401) notifyUnauthorized(error)
  return error
}

type Listener = (error: ApiError) => void
const unauthorizedListeners = new Set<Listener>()
/** Any 401 logs the user out (spec section 4): the session layer subscribes here. */
export const onUnauthorized = (listener: Listener) => {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** Tells the session layer about a 401 (from `apiErrorOf`). */
function notifyUnauthorized(error: ApiError) {
  for (const listener of unauthorizedListeners) listener(error)
}

export const browserFetcher: Fetcher = (path, init) => fetch(path, { credentials: 'same-origin', ...init })

/** A body text as JSON, or undefined when it is empty or not JSON (an HTML page from a proxy, plain text). */
export function jsonOrUndefined(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
