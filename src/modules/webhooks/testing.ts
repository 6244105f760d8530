// Test helpers for webhooks: a loopback receiver on a free port that records what it is sent, and resolvers that
// answer from a table (tests never ask real DNS; ADR 240).
import type { Resolver } from './target'

type Received = { headers: Headers; body: string }

/**
 * A receiver answering `status` (changeable) and keeping every request; stop it after the test. `hostname` another
 * loopback address (127.0.0.2) and `port` a taken one on another address: two receivers a name could point to.
 */
export function startReceiver(
  initial: {
    status?: number
    location?: string
    hostname?: string
    port?: number
    tls?: { cert: string; key: string }
  } = {},
) {
  const received: Received[] = []
  const answer = { status: initial.status ?? 200, location: initial.location }
  const hostname = initial.hostname ?? '127.0.0.1'
  const server = Bun.serve({
    port: initial.port ?? 0,
    hostname,
    ...(initial.tls ? { tls: initial.tls } : {}),
    async fetch(request) {
      received.push({ headers: request.headers, body: await request.text() })
      const headers: Record<string, string> = answer.location ? { location: answer.location } : {}
      return new Response(answer.status < 300 ? 'ok, thanks' : 'receiver is down', { status: answer.status, headers })
    },
  })
  const scheme = initial.tls ? 'https' : 'http'
  return {
    url: `${scheme}://${hostname}:${server.port}/kyg-events`,
    port: server.port as number,
    received,
    answer,
    stop: () => server.stop(true),
  }
}

/**
 * A resolver answering each name from its list of answers in turn (the last repeats), like a name whose records
 * change between two questions; any other name is not found. `calls` lists the names asked, in order.
 */
export function stubResolver(answers: Record<string, string[][]> = {}) {
  const calls: string[] = []
  const resolve: Resolver = async (host) => {
    calls.push(host)
    const list = answers[host]
    if (!list?.length) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
    const asked = calls.filter((name) => name === host).length
    return list[Math.min(asked, list.length) - 1] ?? []
  }
  return { resolve, calls }
}

/** The server tests' resolver: no name resolves (receivers are loopback literals; no test asks real DNS). */
export const noDns: Resolver = stubResolver().resolve
