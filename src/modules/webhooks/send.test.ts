import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type PinnedPost, pinnedLookup, postPinned } from './send'
import { pinTarget } from './target'
import { startReceiver, stubResolver } from './testing'

// ADR 240: a delivery connects to the addresses checked, whatever the name answers later. Only loopback receivers.
const running: { stop(): void }[] = []
afterAll(() => {
  for (const r of running) r.stop()
})
const receiver = (options?: Parameters<typeof startReceiver>[0]) => {
  const r = startReceiver(options)
  running.push(r)
  return r
}
const post = (url: string, addresses: string[], more: Partial<PinnedPost> = {}) =>
  postPinned({
    url,
    addresses,
    headers: { 'content-type': 'application/json' },
    body: '{"type":"webhook.test"}',
    signal: new AbortController().signal,
    maxBytes: 1024,
    ...more,
  })
/** The error an attempt ended with: its code (ERR_…, a string), or its name (a DOMException's code is a number). */
const failure = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'answered',
    (error: { code?: unknown; name?: string }) => (typeof error.code === 'string' ? error.code : error.name),
  )

/** A certificate for `name` signed by itself, made by openssl for this run (no key is kept in the repository). */
function certificateFor(name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'kyg-cert-'))
  const made = Bun.spawnSync(
    ['openssl', 'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${name}`].concat([
      '-addext',
      `subjectAltName=DNS:${name}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]),
    { stderr: 'pipe' },
  )
  expect(made.exitCode).toBe(0)
  return { cert: readFileSync(join(dir, 'cert.pem'), 'utf8'), key: readFileSync(join(dir, 'key.pem'), 'utf8') }
}

describe('pinned delivery (DNS rebinding)', () => {
  test('the connection goes to the address that was checked, never to what the name answers a moment later', async () => {
    const checked = receiver()
    // The same port on another loopback address: where a second resolution would send the request.
    const rebound = receiver({ hostname: '127.0.0.2', port: checked.port })
    const dns = stubResolver({ 'hooks.rebind.test': [['127.0.0.1'], ['127.0.0.2']] })
    const url = `http://hooks.rebind.test:${checked.port}/kyg-events`
    const pinned = await pinTarget(url, true, dns.resolve)
    expect(pinned).toEqual({ ok: true, addresses: ['127.0.0.1'] })
    for (let i = 0; i < 3; i++) expect((await post(url, pinned.ok ? pinned.addresses : [])).status).toBe(200)
    expect(checked.received).toHaveLength(3)
    expect(rebound.received).toHaveLength(0)
    expect(dns.calls).toEqual(['hooks.rebind.test'])
    // The receiver is addressed by the name it was registered under.
    expect(checked.received[0]?.headers.get('host')).toBe(`hooks.rebind.test:${checked.port}`)
  })

  test('the lookup handed to the HTTP client answers the pinned addresses whatever name it is asked', () => {
    const lookup = pinnedLookup(['127.0.0.1', '::1'])
    const single: unknown[] = []
    const all: unknown[] = []
    lookup('hooks.rebind.test', { family: 0 }, (...args: unknown[]) => single.push(...args))
    lookup('169.254.169.254', { all: true }, (...args: unknown[]) => all.push(...args))
    expect(single).toEqual([null, '127.0.0.1', 4])
    expect(all).toEqual([
      null,
      [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ],
    ])
  })

  test('over https the certificate is checked for the registered name, on the pinned address, and Host names it', async () => {
    const tls = certificateFor('hooks.pinned.test')
    const inbox = receiver({ tls })
    const named = `https://hooks.pinned.test:${inbox.port}/kyg-events`
    const answer = await post(named, ['127.0.0.1'], { ca: tls.cert })
    expect(answer.status).toBe(200)
    expect(inbox.received[0]?.headers.get('host')).toBe(`hooks.pinned.test:${inbox.port}`)
    // Another name pinned to the same address: the certificate does not match it, nothing is sent.
    const other = `https://elsewhere.pinned.test:${inbox.port}/kyg-events`
    expect(await failure(post(other, ['127.0.0.1'], { ca: tls.cert }))).toBe('ERR_TLS_CERT_ALTNAME_INVALID')
    // A certificate no authority the server trusts signed is refused too.
    expect(await failure(post(named, ['127.0.0.1']))).toBe('DEPTH_ZERO_SELF_SIGNED_CERT')
    expect(inbox.received).toHaveLength(1)
  })

  test('a redirect is answered as it is, never followed, and its target hears nothing', async () => {
    const elsewhere = receiver()
    const inbox = receiver({ status: 307, location: elsewhere.url })
    expect((await post(inbox.url, ['127.0.0.1'])).status).toBe(307)
    expect(inbox.received).toHaveLength(1)
    expect(elsewhere.received).toHaveLength(0)
  })
})

describe('what is read from a receiver', () => {
  test('an endless answer is read up to its bound and the connection closed', async () => {
    let cancelled: () => void = () => {}
    const closed = new Promise<void>((resolve) => {
      cancelled = resolve
    })
    const chunk = new TextEncoder().encode('x'.repeat(16_384))
    const server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () =>
        new Response(new ReadableStream({ pull: (c) => c.enqueue(chunk), cancel: () => cancelled() }), { status: 200 }),
    })
    running.push({ stop: () => server.stop(true) })
    const answer = await post(`http://127.0.0.1:${server.port}/kyg-events`, ['127.0.0.1'])
    expect(answer.status).toBe(200)
    expect(answer.body.byteLength).toBe(1024)
    await closed
  })

  test('a receiver that never answers, or stops half-way, is given up when the attempt’s signal ends it', async () => {
    let reached: () => void = () => {}
    const arrived = () => new Promise<void>((resolve) => (reached = resolve))
    const silent = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () => {
        reached()
        return new Promise<Response>(() => {})
      },
    })
    const stalled = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () =>
        new Response(
          new ReadableStream({
            start: (c) => {
              c.enqueue(new TextEncoder().encode('half an ans'))
              reached()
            },
          }),
        ),
    })
    running.push({ stop: () => silent.stop(true) }, { stop: () => stalled.stop(true) })
    for (const server of [silent, stalled]) {
      const deadline = new AbortController()
      const there = arrived()
      const attempt = failure(
        post(`http://127.0.0.1:${server.port}/kyg-events`, ['127.0.0.1'], { signal: deadline.signal }),
      )
      await there
      deadline.abort(new DOMException('no answer in time', 'TimeoutError'))
      expect(await attempt).toBe('TimeoutError')
    }
  })

  test('an attempt whose time is already up connects to nothing', async () => {
    const inbox = receiver()
    const signal = AbortSignal.abort(new DOMException('no answer in time', 'TimeoutError'))
    expect(await failure(post(inbox.url, ['127.0.0.1'], { signal }))).toBe('TimeoutError')
    expect(inbox.received).toHaveLength(0)
  })
})
