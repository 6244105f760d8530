// The typed API client: Eden Treaty over the server's exported `App` type (a type-only import: no server code reaches
// the bundle). It goes through the same Fetcher as `createApi`, so during SSR the call stays in-process with the
// visitor's cookies, and in the browser it is a same-origin fetch.
import { treaty } from '@elysiajs/eden'
import type { App } from '~/server/app'
import { ApiError, type Fetcher, notifyUnauthorized } from './client'

export function createTreaty(fetcher: Fetcher) {
  return treaty<App>('', {
    // The domain is empty on purpose: every path stays relative to the site ('/api/...').
    keepDomain: true,
    // Dates stay the strings the server's types say they are (Eden would turn "2026-10-01" into a Date object).
    parseDate: false,
    fetcher: ((input: RequestInfo | URL, init?: RequestInit) =>
      fetcher(typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url, {
        credentials: 'same-origin',
        ...init,
      })) as typeof fetch,
  })
}
export type Treaty = ReturnType<typeof createTreaty>

type TreatyAnswer<T> = {
  data: T | null
  error: { status: unknown; value: unknown } | null
  status: number
  response: Response
}

/**
 * The answer's data, or an ApiError carrying the server's message, code and field (as `createApi` throws), so
 * react-query mutations and queries handle both clients alike. A 401 tells the session layer.
 */
export async function unwrap<T>(call: Promise<TreatyAnswer<T>>): Promise<T> {
  const { data, error, status, response } = await call
  if (error) {
    const value = (typeof error.value === 'object' && error.value ? error.value : {}) as {
      message?: string
      code?: string
      field?: string
    }
    const apiError = new ApiError(status, value.message ?? response.statusText, value.code, value.field)
    if (status === 401) notifyUnauthorized(apiError)
    throw apiError
  }
  return data as T
}
