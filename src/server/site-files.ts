import { LOCALES } from '~/lib/constants'
import { STATIC_PAGES } from '~/web/static-pages'

// robots.txt and sitemap.xml for crawlers. The language of a page comes from the cookie or Accept-Language, or from
// `?lang=xx` in the address, which is what the sitemap's hreflang alternates use (one address per language).

/** The public pages worth indexing, in the sitemap's order: the static pages (ADR 114), sign-in and registration. */
export const SITEMAP_PAGES: readonly string[] = [...STATIC_PAGES, '/login', '/register', '/your-data']

/**
 * The public pages that look the same for every anonymous visitor of a language (the page cache's, ADR 111): the
 * sitemap's, and the password forms a link opens, which are not worth indexing.
 */
export const ANONYMOUS_PAGES: ReadonlySet<string> = new Set([...SITEMAP_PAGES, '/forget-password', '/reset-password'])

/** The member and admin areas and the API stay out of search engines. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /profile',
    '',
    `Sitemap: ${new URL('/sitemap.xml', baseUrl).href}`,
    '',
  ].join('\n')
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Every public page in every language, each listing all four languages (and x-default) as alternates. */
export function sitemapXml(baseUrl: string): string {
  const address = (path: string, locale?: string) => {
    const url = new URL(path, baseUrl)
    if (locale) url.searchParams.set('lang', locale)
    return escapeXml(url.href)
  }
  const urls = SITEMAP_PAGES.flatMap((path) => {
    const alternates = [
      ...LOCALES.map(
        (locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${address(path, locale)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ].join('\n')
    return LOCALES.map((locale) => `  <url>\n    <loc>${address(path, locale)}</loc>\n${alternates}\n  </url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
