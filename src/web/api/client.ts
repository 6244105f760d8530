// The one way the web app talks to the API. In the browser it is fetch; during SSR the server passes a function that
// calls the app in-process with the visitor's cookies.

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

type Listener = (error: ApiError) => void
const unauthorizedListeners = new Set<Listener>()
/** Any 401 logs the user out (spec section 4): the session layer subscribes here. */
export const onUnauthorized = (listener: Listener) => {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** Tells the session layer about a 401 from any client (createApi or the Eden Treaty client). */
export function notifyUnauthorized(error: ApiError) {
  for (const listener of unauthorizedListeners) listener(error)
}

export const browserFetcher: Fetcher = (path, init) => fetch(path, { credentials: 'same-origin', ...init })

export function createApi(fetcher: Fetcher) {
  async function request<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
    const headers = new Headers(init?.headers)
    headers.set('accept', 'application/json')
    if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json')
    const response = await fetcher(`/api${path}`, {
      ...init,
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    })
    const text = await response.text()
    const data = text ? safeJson(text) : undefined
    if (!response.ok) {
      const payload = (data ?? {}) as { message?: string; code?: ErrorCode; field?: string }
      const error = new ApiError(response.status, payload.message ?? response.statusText, payload.code, payload.field)
      if (response.status === 401) notifyUnauthorized(error)
      throw error
    }
    return data as T
  }
  return {
    get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
    post: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('POST', path, body ?? {}, init),
    put: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PUT', path, body ?? {}, init),
    delete: <T>(path: string, init?: RequestInit) => request<T>('DELETE', path, undefined, init),
  }
}
export type Api = ReturnType<typeof createApi>

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return { message: text }
  }
}
