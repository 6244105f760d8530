// The typed API client: Eden Treaty over the server's exported `App` type (a type-only import: no server code reaches
// the bundle). It goes through the Fetcher of ./client.ts, so during SSR the call stays in-process with the
// visitor's cookies, and in the browser it is a same-origin fetch. Loaded with the first call (./treaty.ts, ADR 141).
import { treaty } from '@elysiajs/eden'
import type { App } from '~/server/app'
import type { Fetcher } from './client'

export function createEdenTreaty(fetcher: Fetcher) {
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
export type Treaty = ReturnType<typeof createEdenTreaty>
