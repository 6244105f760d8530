import { describe, expect, test } from 'bun:test'
import { systemClock } from '~/kernel/clock'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import { createLogger } from '~/kernel/log'
import type { Locale } from '~/lib/constants'
import { TEST_CHAIN_KEY } from '~/modules/audit/testing'
import { createMember, signIn } from '~/modules/auth/testing'
import { createApp } from './app'
import { readManifest } from './assets'
import { createPageCache, type RenderPage } from './page-cache'
import { createTestApp } from './testing'

const t = await createTestApp()

const nonceOfHeader = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
const noncesInPage = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1])

/** A render that counts its calls and writes the nonce and locale into the page. */
function countingRender(status = 200) {
  const calls: string[] = []
  const render: RenderPage = async (request, { nonce, locale }) => {
    calls.push(`${locale} ${new URL(request.url).pathname} cookie=${request.headers.get('cookie') ?? ''}`)
    return new Response(`<html lang="${locale}"><script nonce="${nonce}"></script><p nonce="${nonce}"></p></html>`, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'not=kept' },
    })
  }
  return { render, calls }
}
const manifest = { entry: '/assets/entry-client-a.js', builtAt: '2026-11-22T10:00:00.000Z' }
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers })

describe('the anonymous page cache', () => {
  test('a public page is rendered once per language and path, then answered from memory', async () => {
    const { render, calls } = countingRender()
    const cache = createPageCache(manifest, render)
    const answers = await Promise.all(
      ['n1', 'n2', 'n3'].map((nonce) => cache.lookup(get('/faq'), { nonce: nonce.padEnd(24, 'x'), locale: 'en' })),
    )
    await cache.lookup(get('/faq'), { nonce: 'n4'.padEnd(24, 'x'), locale: 'fr' })
    expect(calls).toEqual(['en /faq cookie=', 'fr /faq cookie='])
    expect(answers.every((a) => a?.status === 200)).toBe(true)
    expect(cache.size).toBe(2)
  })

  test('each answer carries its own nonce everywhere the page had one, and no header of the first render but its type', async () => {
    const { render } = countingRender()
    const cache = createPageCache(manifest, render)
    const first = await cache.lookup(get('/login'), { nonce: 'A'.repeat(24), locale: 'de' })
    const second = await cache.lookup(get('/login'), { nonce: 'B'.repeat(24), locale: 'de' })
    expect(noncesInPage(await first!.text())).toEqual(['A'.repeat(24), 'A'.repeat(24)])
    expect(noncesInPage(await second!.text())).toEqual(['B'.repeat(24), 'B'.repeat(24)])
    expect(second!.headers.get('set-cookie')).toBeNull()
    expect(second!.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  test('a visitor with a session cookie, a query string, another page or a non-200 render is never served from memory', async () => {
    const { render, calls } = countingRender()
    const cache = createPageCache(manifest, render)
    const nonce = 'C'.repeat(24)
    expect(await cache.lookup(get('/', { cookie: 'lang=en; kyg_session=abc' }), { nonce, locale: 'en' })).toBeNull()
    expect(await cache.lookup(get('/reset-password?token=abc'), { nonce, locale: 'en' })).toBeNull()
    expect(await cache.lookup(get('/dashboard/profile'), { nonce, locale: 'en' })).toBeNull()
    expect(await cache.lookup(new Request('http://localhost/', { method: 'POST' }), { nonce, locale: 'en' })).toBeNull()
    expect(calls).toEqual([])

    const failing = countingRender(302)
    const redirects = createPageCache(manifest, failing.render)
    expect(await redirects.lookup(get('/'), { nonce, locale: 'en' })).toBeNull()
    expect(redirects.size).toBe(0)
  })

  test('the first render never sees the visitor’s cookies', async () => {
    const { render, calls } = countingRender()
    const cache = createPageCache(manifest, render)
    await cache.lookup(get('/register', { cookie: 'lang=it; other=1' }), { nonce: 'D'.repeat(24), locale: 'it' })
    expect(calls).toEqual(['it /register cookie='])
  })
})

describe('cached public pages in the app', () => {
  test('every answer of / has a fresh nonce, the same in the CSP header and in the page', async () => {
    const seen = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const res = await t.request('/', { headers: { cookie: 'lang=en' } })
      const html = await res.text()
      expect(res.status).toBe(200)
      const nonce = nonceOfHeader(res)!
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      const inPage = noncesInPage(html)
      expect(inPage.length).toBeGreaterThan(3)
      expect(new Set(inPage)).toEqual(new Set([nonce]))
      seen.add(nonce)
    }
    expect(seen.size).toBe(3)
  })

  test('the language of a cached page is the visitor’s, in turn for FR, DE and back to FR', async () => {
    for (const locale of ['fr', 'de', 'fr', 'it', 'en'] as Locale[]) {
      const html = await (await t.request('/faq', { headers: { cookie: `lang=${locale}` } })).text()
      expect(html).toContain(`<html lang="${locale}"`)
      expect(html).toContain(resolvedDictionaries[locale].faq.title)
    }
    const html = await (await t.request('/faq', { headers: { 'accept-language': 'de-CH,de;q=0.9' } })).text()
    expect(html).toContain('<html lang="de"')
  })

  test('a signed-in member is sent away from the public pages, even after they were cached for anonymous visitors', async () => {
    for (const path of ['/', '/login', '/register']) expect((await t.request(path)).status).toBe(200)
    const member = await createMember(t.db.db)
    const { cookie } = await signIn(t.request, member.user.email, member.password)
    for (const path of ['/', '/login', '/register']) {
      const res = await t.request(path, { headers: { cookie } })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toContain('/dashboard')
    }
  })

  test('a new build’s scripts are in the pages at once: the cache belongs to the build', async () => {
    const before = await (await t.request('/login')).text()
    const current = readManifest()
    expect(before).toContain(current.entry)
    expect(await (await t.request('/')).text()).toContain(current.staticScript)
    const next = {
      ...current,
      entry: '/assets/entry-client-nextbuild.js',
      staticScript: '/assets/static-page-nextbuild.js',
      builtAt: new Date().toISOString(),
    }
    const redeployed = createApp({
      config: t.config,
      db: t.db,
      log: createLogger('error', {}, () => {}),
      clock: systemClock,
      chainKey: TEST_CHAIN_KEY,
      sessionSecret: 'test-secret-'.padEnd(64, 'x'),
      manifest: next,
    })
    const after = await (await redeployed.handle(new Request('http://localhost/login'))).text()
    expect(after).toContain('/assets/entry-client-nextbuild.js')
    expect(after).not.toContain(current.entry)
    const landing = await (await redeployed.handle(new Request('http://localhost/'))).text()
    expect(landing).toContain('/assets/static-page-nextbuild.js')
    expect(landing).not.toContain(current.staticScript)
  })
})
