import { describe, expect, test } from 'bun:test'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import { LOCALES } from '~/lib/constants'
import { SITEMAP_PAGES } from './site-files'
import { createTestApp } from './testing'

const t = await createTestApp({ BASE_URL: 'https://knowyourguest.ch' })
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

describe('files for crawlers and browsers', () => {
  test('robots.txt keeps the member area, the admin console, the API and the profile out, and names the sitemap', async () => {
    const res = await t.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('text/plain')
    const text = await res.text()
    for (const path of ['/dashboard', '/admin', '/api', '/profile']) expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).toContain('Sitemap: https://knowyourguest.ch/sitemap.xml')
  })

  test('the sitemap lists every public page in the four languages, each with its hreflang alternates', async () => {
    const res = await t.request('/sitemap.xml')
    expect(res.headers.get('content-type')).toStartWith('application/xml')
    const xml = await res.text()
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
    expect(urls).toHaveLength(SITEMAP_PAGES.length * LOCALES.length)
    expect(xml).toContain('<loc>https://knowyourguest.ch/faq?lang=fr</loc>')
    for (const url of urls) {
      for (const locale of LOCALES)
        expect(url).toMatch(new RegExp(`hreflang="${locale}" href="https://knowyourguest\\.ch/[^"]*\\?lang=${locale}"`))
      expect(url).toContain('hreflang="x-default"')
    }
    expect(xml).not.toMatch(/dashboard|admin|\/api\//)
  })

  test('a per-language address from the sitemap renders that language, whatever the browser prefers', async () => {
    const html = await (await t.request('/faq?lang=it', { headers: { 'accept-language': 'de' } })).text()
    expect(html).toContain('<html lang="it"')
    expect(titleOf(html)).toBe(resolvedDictionaries.it.faq.metaTitle)
  })

  test('/favicon.ico and the home-screen icon are images', async () => {
    for (const path of ['/favicon.ico', '/apple-touch-icon.png']) {
      const res = await t.request(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
    }
  })

  test('an unknown address answers 404 with a title that says the page was not found, in the visitor’s language', async () => {
    for (const locale of LOCALES) {
      const res = await t.request('/no-such-page', { headers: { cookie: `lang=${locale}` } })
      expect(res.status).toBe(404)
      const notFound = resolvedDictionaries[locale].shell.notFound.title
      expect(titleOf(await res.text())).toBe(`${notFound} · KnowYourGuest`)
    }
  })
})
