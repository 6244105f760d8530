import { describe, expect, test } from 'bun:test'
import { appLoaderScript } from '~/web/app-loader'
import { createTestApp } from './testing'

const t = await createTestApp()
const html = async (path: string, init?: RequestInit) => {
  const res = await t.request(path, init)
  return { res, body: await res.text() }
}

describe('server-rendered pages', () => {
  test('the landing page is rendered on the server in English with a hashed module script', async () => {
    const { res, body } = await html('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(body).toContain('<html lang="en"')
    expect(body).toContain('Know your guest, avoid the risk.')
    // A static page (ADR 114): its one small script, not the app.
    expect(body).toMatch(/<script[^>]+type="module"[^>]+src="\/assets\/static-page-[a-z0-9]+\.js"/)
    expect(body).not.toMatch(/entry-client-[a-z0-9]+\.js/)
    expect(body).not.toContain('modulepreload')
  })

  test('the other pages name the entry and the chunks of the current route, which the page loads after its first paint (ADR 142)', async () => {
    const { body } = await html('/login')
    const head = body.slice(0, body.indexOf('</head>'))
    // Nothing of the app competes with the stylesheet for the first paint.
    expect(head).not.toContain('modulepreload')
    expect(head).not.toMatch(/entry-client-[a-z0-9]+\.js/)
    expect(head).not.toMatch(/locale-en-[a-z0-9]+\.json/)
    const entry =
      /<script type="application\/json" data-kyg-app="(\/assets\/entry-client-[a-z0-9]+\.js)"[^>]*>(\[[^<]*\])<\/script>/.exec(
        body,
      )
    expect(entry?.[1]).toBeTruthy()
    expect(JSON.parse(entry?.[2] ?? '[]').length).toBeGreaterThan(0)
    const route = /<script type="application\/json" data-kyg-chunks=""[^>]*>(\[[^<]*\])<\/script>/.exec(body)
    expect(JSON.parse(route?.[1] ?? '[]').length).toBeGreaterThan(0)
    // The loader (the typed function in app-loader.ts, as its source) runs under the page's nonce.
    expect(body).toMatch(/<script nonce="[^"]+">\(function appLoader\(/)
    expect(body).toContain(`>${appLoaderScript()}</script>`)
  })

  test('a Swiss German browser gets the page in German', async () => {
    const { body } = await html('/', { headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' } })
    expect(body).toContain('<html lang="de"')
    expect(body).toContain('Kennen Sie Ihren Gast, vermeiden Sie das Risiko.')
  })

  test('the lang cookie chooses the language over the browser setting', async () => {
    const { body } = await html('/', { headers: { cookie: 'lang=it', 'accept-language': 'de' } })
    expect(body).toContain('<html lang="it"')
    expect(body).toContain('Conoscere i propri ospiti')
  })

  test('an unknown path answers 404 with the translated not-found page', async () => {
    const { res, body } = await html('/no-such-page', { headers: { cookie: 'lang=fr' } })
    expect(res.status).toBe(404)
    expect(body).toContain('Page introuvable')
  })
})

describe('security headers', () => {
  test('every kind of response carries the security headers', async () => {
    for (const path of ['/', '/healthz', '/no-such-page', '/api/nothing', '/flags/ch.svg']) {
      const res = await t.request(path)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBeTruthy()
      expect(res.headers.get('permissions-policy')).toContain('camera=()')
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-powered-by')).toBeNull()
      expect(res.headers.get('server')).toBeNull()
    }
  })

  test('scripts are allowed by a per-request nonce, never by unsafe-inline', async () => {
    const first = await html('/')
    const second = await html('/')
    const csp = first.res.headers.get('content-security-policy') ?? ''
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).not.toContain('unsafe-inline')
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
    expect(nonce).toBeTruthy()
    expect(second.res.headers.get('content-security-policy')).not.toContain(nonce!)
    const scripts = [...first.body.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>/g)].map((m) => m[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`)
  })

  test('HSTS is sent only when the site runs on https', async () => {
    expect((await t.request('/healthz')).headers.get('strict-transport-security')).toBeNull()
    const secure = await createTestApp({ BASE_URL: 'https://kyg.example' })
    expect((await secure.request('/healthz')).headers.get('strict-transport-security')).toContain('max-age=')
  })
})

describe('health, assets and API errors', () => {
  test('healthz answers ok after a real database query', async () => {
    const res = await t.request('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  test('hashed assets are served immutable for a year, compressed when the browser accepts it', async () => {
    const { body } = await html('/login')
    // The entry's shared chunk (the entry itself is a few bytes since ADR 148, too small to be worth compressing).
    const chunks = /data-kyg-app="\/assets\/entry-client-[^"]+\.js"[^>]*>([^<]+)</.exec(body)?.[1]
    const src = (JSON.parse(chunks!) as string[])[0]
    const res = await t.request(src!, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-type')).toContain('javascript')
  })

  test('asset paths cannot climb out of the assets folder', async () => {
    expect((await t.request('/assets/..%2F..%2Fpackage.json')).status).toBe(404)
    expect((await t.request('/assets/.env')).status).toBe(404)
  })

  test('flags are served by the app, with a placeholder for unknown codes', async () => {
    const ch = await t.request('/flags/ch.svg')
    expect(ch.status).toBe(200)
    expect(ch.headers.get('content-type')).toContain('image/svg+xml')
    const unknown = await t.request('/flags/zz.svg')
    expect(await unknown.text()).toContain('<svg')
  })

  test('an unknown API path answers 404 JSON with a message', async () => {
    const res = await t.request('/api/does-not-exist')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) })
  })

  test('an unexpected error answers 500 with an error id and no internals, and the id is logged', async () => {
    const local = await createTestApp()
    local.app.get('/api/explode', () => {
      throw new Error('database password is hunter2')
    })
    const res = await local.request('/api/explode')
    expect(res.status).toBe(500)
    const body = (await res.json()) as { message: string; errorId: string }
    expect(JSON.stringify(body)).not.toContain('hunter2')
    expect(body.errorId).toBeTruthy()
    expect(local.logLines.some((line) => line.includes(body.errorId) && line.includes('"level":"error"'))).toBe(true)
  })
})

describe('cross-site request protection', () => {
  test('a state-changing API call from another site is refused', async () => {
    const res = await t.request('/api/anything', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'BAD_ORIGIN' })
  })

  test("the refusal is answered in the visitor's language, as every platform error is (ADR 161)", async () => {
    const refused = await t.request('/api/anything', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: 'lang=fr' },
      body: '{}',
    })
    expect(await refused.json()).toEqual({
      code: 'BAD_ORIGIN',
      message: 'Les requêtes provenant d’autres sites ne sont pas acceptées.',
    })
    const unknown = await t.request('/api/no-such-route', { headers: { 'accept-language': 'it' } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Questo endpoint dell’API non esiste.' })
  })

  test('a form-encoded POST is refused: the API takes JSON only', async () => {
    const res = await t.request('/api/anything', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    })
    expect(res.status).toBe(415)
  })
})

describe('page forms before the script has loaded', () => {
  test('a sign-in form posted before hydration is sent back to the page with 303, its body unread and not echoed', async () => {
    const res = await t.request('/login?redirect=%2Fdashboard', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=anna%40bellevue.ch&password=secret-pass-1',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login?redirect=%2Fdashboard')
    expect(await res.text()).not.toContain('secret-pass-1')
  })
})

describe('validation messages', () => {
  test('a field error is answered in the visitor language with the field named', async () => {
    const { email } = await import('~/lib/fields')
    const local = await createTestApp()
    const { object } = await import('valibot')
    local.app.post('/api/echo', ({ body }) => body, { body: object({ email }) })
    const res = await local.request('/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'lang=de' },
      body: JSON.stringify({ email: 'nope' }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'email',
      message: 'email: Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    })
  })

  test("a schema that names no message answers the invalid-request text in the visitor's language, never valibot's English", async () => {
    const local = await createTestApp()
    const { number, object } = await import('valibot')
    local.app.post('/api/count', ({ body }) => body, { body: object({ count: number() }) })
    const res = await local.request('/api/count', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'lang=de' },
      body: JSON.stringify({ count: 'three' }),
    })
    expect(res.status).toBe(400)
    const { message } = (await res.json()) as { message: string }
    expect(message).toBe('count: Die Anfrage ist ungültig.')
  })
})

describe('error pages', () => {
  test('when a page cannot be rendered, a translated error page with a reference answers 500', async () => {
    const { errorPageHtml } = await import('./pages')
    const page = errorPageHtml('de', 'abc-123')
    expect(page).toContain('<html lang="de">')
    expect(page).toContain('Etwas ist schiefgelaufen')
    expect(page).toContain('Referenz: abc-123')
  })
})

describe('response schemas (ADR 160)', () => {
  test('a route whose answer breaks its response schema answers 500, not the malformed data', async () => {
    const local = await createTestApp()
    const { number, object, string } = await import('valibot')
    const answer = object({ count: number() })
    local.app.get('/api/broken', () => ({ count: 'secret-text' }) as unknown as { count: number }, { response: answer })
    local.app.get('/api/extra', () => ({ count: 1, passwordHash: 'x' }), { response: object({ count: number() }) })
    local.app.get('/api/fine', () => ({ name: 'ok' }), { response: object({ name: string() }) })
    const broken = await local.request('/api/broken', { headers: { cookie: 'lang=de' } })
    expect(broken.status).toBe(500)
    const text = await broken.text()
    expect(text).not.toContain('secret-text')
    expect(JSON.parse(text)).toMatchObject({
      code: 'INTERNAL',
      message: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    })
    // A field the schema does not name is dropped, never leaked; an answer that fits goes out as it is.
    expect(await (await local.request('/api/extra')).json()).toEqual({ count: 1 })
    expect(await (await local.request('/api/fine')).json()).toEqual({ name: 'ok' })
  })
})
