// Test helpers for webhooks: a loopback receiver on a free port that records what it is sent.
export type Received = { headers: Headers; body: string }

/** A receiver answering `status` (changeable) and keeping every request; stop it after the test. */
export function startReceiver(initial: { status?: number; location?: string } = {}) {
  const received: Received[] = []
  const answer = { status: initial.status ?? 200, location: initial.location }
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      received.push({ headers: request.headers, body: await request.text() })
      const headers: Record<string, string> = answer.location ? { location: answer.location } : {}
      return new Response(answer.status < 300 ? 'ok, thanks' : 'receiver is down', { status: answer.status, headers })
    },
  })
  return { url: `http://127.0.0.1:${server.port}/kyg-events`, received, answer, stop: () => server.stop(true) }
}
