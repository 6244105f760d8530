// For DOM tests: answers the web app's /api calls from a table, and records them. Restore with `restore()`.
import { afterEach } from 'bun:test'
import { cleanup } from '@testing-library/react'

type MockCall = { method: string; path: string; body: unknown }
export type MockReply = {
  status?: number
  body?: unknown
  /** The reply waits for this promise (the test resolves it once it has checked the busy state). */
  hold?: Promise<unknown>
  /** A raw body instead of `body` as JSON (a reverse proxy's HTML error page), with its content type. */
  text?: string
  contentType?: string
}
export type MockAnswer = MockReply | ((call: MockCall) => MockReply)

export function mockApi(routes: Record<string, MockAnswer>) {
  const original = globalThis.fetch
  const calls: MockCall[] = []
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = new URL(url, 'http://localhost').pathname
    const method = (init?.method ?? 'GET').toUpperCase()
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const call = { method, path, body }
    calls.push(call)
    const route = routes[`${method} ${path}`]
    const answer: MockReply = (typeof route === 'function' ? route(call) : route) ?? {
      status: 404,
      body: { message: 'Not found.' },
    }
    // A reply held until the test lets it go: the busy state is asserted while it waits, not raced against time.
    if (answer.hold) await answer.hold
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body))
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.contentType ?? 'application/json' },
    })
  }
  globalThis.fetch = fake as typeof fetch
  return {
    calls,
    restore: () => {
      globalThis.fetch = original
    },
  }
}

/** A network failure (no HTTP answer at all). */
export const networkDown = (): MockReply => {
  throw new TypeError('Failed to fetch')
}

/** A reverse proxy's error page: HTML, no API error shape (the screen must show its own fallback text). */
export const proxyErrorPage = (status = 502): MockReply => ({
  status,
  text: `<html><head><title>${status} Bad Gateway</title></head><body><h1>${status} Bad Gateway</h1></body></html>`,
  contentType: 'text/html',
})

/** A server failure that answers an empty JSON object (no `message`). */
export const emptyServerError = (status = 500): MockReply => ({ status, body: {} })

/**
 * A DOM test file's mock API, set up once at the top of the file: `serve(routes)` answers one test's calls, `calls()`
 * lists them; after each test the page is unmounted, local storage cleared and fetch restored.
 */
export function mockApiPerTest() {
  let current: ReturnType<typeof mockApi> | undefined
  afterEach(() => {
    cleanup()
    localStorage.clear()
    current?.restore()
    current = undefined
  })
  return {
    serve: (routes: Record<string, MockAnswer>) => {
      current = mockApi(routes)
      return current
    },
    calls: () => current?.calls ?? [],
  }
}
