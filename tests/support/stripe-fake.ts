// A loopback fake of the few Stripe API calls the app makes (create and retrieve PaymentIntents, refunds). It records every
// request so that a test can check what the server sent: amount, currency, metadata and the Idempotency-Key header.
// The real `stripe` SDK talks to it (host 127.0.0.1, protocol http) — only the network end is fake.

type RecordedRequest = {
  method: string
  path: string
  headers: Record<string, string>
  form: Record<string, string>
}

type FakeIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  receipt_email: string | null
  created: number
  livemode: false
}

export type StripeFake = {
  url: string
  requests: RecordedRequest[]
  intents: Map<string, FakeIntent>
  /** What a card confirmation in Stripe.js would do. */
  setStatus(id: string, status: string): void
  /** An intent made outside the app (another amount, another e-mail) to try tampering. */
  addIntent(partial: Partial<FakeIntent> & { amount: number }): FakeIntent
  /** While on, fetching an intent answers 500 (Stripe having a bad moment). */
  failRetrieves(on: boolean): void
  stop(): void
}

export function startStripeFake(): StripeFake {
  const requests: RecordedRequest[] = []
  const intents = new Map<string, FakeIntent>()
  const byIdempotencyKey = new Map<string, FakeIntent>()
  let counter = 0
  let failing = false
  const make = (partial: Partial<FakeIntent> & { amount: number }): FakeIntent => {
    counter += 1
    const id = partial.id ?? `pi_fake${String(counter).padStart(6, '0')}`
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      currency: 'chf',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_fake`,
      metadata: {},
      receipt_email: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...partial,
    }
    intents.set(id, intent)
    return intent
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_fake' },
    })

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url)
      const text = await request.text()
      const form: Record<string, string> = {}
      for (const [key, value] of new URLSearchParams(text)) form[key] = value
      const headers: Record<string, string> = {}
      request.headers.forEach((value, key) => {
        headers[key] = value
      })
      requests.push({ method: request.method, path: url.pathname, headers, form })
      if (!headers.authorization?.startsWith('Bearer sk_')) {
        return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      }
      if (request.method === 'POST' && url.pathname === '/v1/customers') {
        return json(200, { id: `cus_fake${requests.length}`, object: 'customer', email: form.email ?? null })
      }
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = headers['idempotency-key']
        const replay = key ? byIdempotencyKey.get(key) : undefined
        if (replay) return json(200, replay)
        const metadata: Record<string, string> = {}
        for (const [k, value] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(k)
          if (m?.[1]) metadata[m[1]] = value
        }
        const intent = make({
          amount: Number(form.amount),
          currency: form.currency ?? 'chf',
          metadata,
          receipt_email: form.receipt_email ?? null,
          // An off-session confirmation of a saved card: 'pm_card_chargeDeclined' declines, others pay.
          ...(form.confirm === 'true'
            ? { status: form.payment_method === 'pm_card_chargeDeclined' ? 'requires_payment_method' : 'succeeded' }
            : {}),
        })
        if (key) byIdempotencyKey.set(key, intent)
        return json(200, intent)
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const intent = intents.get(form.payment_intent ?? '')
        if (intent?.status !== 'succeeded') {
          return json(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent is not paid.' } })
        }
        counter += 1
        return json(200, {
          id: `re_fake${String(counter).padStart(6, '0')}`,
          object: 'refund',
          amount: Number(form.amount ?? intent.amount),
          payment_intent: intent.id,
          status: 'succeeded',
        })
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)
      if (request.method === 'GET' && retrieve?.[1]) {
        if (failing)
          return json(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } })
        const intent = intents.get(decodeURIComponent(retrieve[1]))
        if (!intent) {
          return json(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
          })
        }
        return json(200, intent)
      }
      return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } })
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    intents,
    setStatus(id, status) {
      const intent = intents.get(id)
      if (!intent) throw new Error(`No fake intent ${id}`)
      intent.status = status
    },
    addIntent: make,
    failRetrieves(on) {
      failing = on
    },
    stop: () => server.stop(true),
  }
}
