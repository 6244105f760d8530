import { describe, expect, test } from 'bun:test'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { compressAnswer, negotiateEncoding, WHOLE_MAX_BYTES } from './compression'
import { createTestApp } from './testing'

const get = (acceptEncoding?: string) =>
  new Request('http://localhost/', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const html = (text: string, headers: Record<string, string> = {}) =>
  new Response(text, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
const page = `<!DOCTYPE html><html><body>${'<p>Guest reports, checked by hand.</p>'.repeat(100)}</body></html>`

describe('compressed answers', () => {
  test('gzip is preferred (within 2 % of brotli 4 for half the CPU), then brotli; q=0 refuses an encoding', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('gzip')
    expect(negotiateEncoding('br')).toBe('br')
    expect(negotiateEncoding('gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0.5, gzip;q=0')).toBe('br')
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('*')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding(null)).toBeNull()
  })

  test('an HTML answer over 1 KB is sent in the accepted encoding, decodes to the same page and varies by it', async () => {
    const br = await compressAnswer(get('br'), html(page))
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(brBytes).toString()).toBe(page)

    const gz = await compressAnswer(get('gzip'), html(page))
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page)

    const plain = await compressAnswer(get(), html(page))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(page)
  })

  test('answers under 1 KB, images and precompressed assets go out as they are', async () => {
    const small = await compressAnswer(get('br'), Response.json({ status: 'ok' }))
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ status: 'ok' })
    const image = await compressAnswer(
      get('br'),
      new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/webp' } }),
    )
    expect(image.headers.get('content-encoding')).toBeNull()
    const asset = await compressAnswer(get('br'), html('x'.repeat(4096), { 'content-encoding': 'gzip' }))
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(await asset.text()).toBe('x'.repeat(4096))
  })

  test('a streamed answer whose parts are all ready is compressed whole, and one that waits is streamed', async () => {
    const parts = [page.slice(0, 600), page.slice(600, 2000), page.slice(2000)]
    const ready = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift()
        if (part === undefined) controller.close()
        else controller.enqueue(new TextEncoder().encode(part))
      },
    })
    const whole = await compressAnswer(get('gzip'), new Response(ready, { headers: { 'content-type': 'text/html' } }))
    expect(gunzipSync(Buffer.from(await whole.arrayBuffer())).toString()).toBe(page)

    for (const encoding of ['gzip', 'br'] as const) {
      const slow = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(page.slice(0, 2000)))
          // The rest comes in a later turn of the event loop, after the first part was compressed and sent.
          await new Promise((next) => setImmediate(next))
          controller.enqueue(new TextEncoder().encode(page.slice(2000)))
          controller.close()
        },
      })
      const res = await compressAnswer(get(encoding), new Response(slow, { headers: { 'content-type': 'text/html' } }))
      expect(res.headers.get('content-encoding')).toBe(encoding)
      const bytes = Buffer.from(await res.arrayBuffer())
      expect((encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(page)
    }
  })

  test('a large answer whose parts come without waiting is streamed, not held whole in memory', async () => {
    const part = new TextEncoder().encode('id,name\n'.repeat(8192))
    const parts = Math.ceil((WHOLE_MAX_BYTES * 3) / part.byteLength)
    let pulled = 0
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ === parts) controller.close()
        else controller.enqueue(part)
      },
    })
    const res = await compressAnswer(get('gzip'), new Response(source, { headers: { 'content-type': 'text/csv' } }))
    // The answer is out before the source has been read to its end.
    expect(pulled).toBeLessThan(parts)
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(text.length).toBe(part.byteLength * parts)
  })

  test('a streamed page is flushed as it renders: the first part arrives before the renderer finished', async () => {
    let finish!: () => void
    const rendererDone = new Promise<void>((resolve) => {
      finish = resolve
    })
    const first = `<!DOCTYPE html><html><body><header>${'Header '.repeat(300)}</header>`
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(first))
        await rendererDone
        controller.enqueue(new TextEncoder().encode('<main>late</main></body></html>'))
        controller.close()
      },
    })
    const res = await compressAnswer(get('gzip'), new Response(source, { headers: { 'content-type': 'text/html' } }))
    const reader = res.body!.getReader()
    const received: Uint8Array[] = []
    // Read until the first part decodes, while the renderer is still waiting.
    for (;;) {
      const { value } = await reader.read()
      received.push(value!)
      const text = gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }).toString()
      if (text.includes('</header>')) break
    }
    finish()
    for (let r = await reader.read(); !r.done; r = await reader.read()) received.push(r.value)
    expect(gunzipSync(Buffer.concat(received)).toString()).toBe(`${first}<main>late</main></body></html>`)
  })

  test('the app answers its pages and API compressed to a browser, and uncompressed to a client that asks for none', async () => {
    const t = await createTestApp()
    const res = await t.request('/faq', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<html lang="en"')
    const br = await t.request('/faq', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<html lang="en"')
    const plain = await t.request('/faq')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('<html lang="en"')
  })
})
