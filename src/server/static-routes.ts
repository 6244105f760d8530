import { Elysia } from 'elysia'
import { type DbHandle, pingDatabase } from '~/db/client'
import { serveAsset, serveFlag, servePublic } from './assets'
import { robotsTxt, sitemapXml } from './site-files'

/** The health check, the hashed assets, the public files and the crawlers' files (ADR 113). */
export function staticRoutes({ db, baseUrl }: { db: DbHandle; baseUrl: string }) {
  const robots = robotsTxt(baseUrl)
  const sitemap = sitemapXml(baseUrl)
  return (
    new Elysia({ name: 'static-routes' })
      .get('/healthz', ({ set }) => {
        if (!pingDatabase(db.sqlite)) {
          set.status = 503
          return { status: 'unavailable' }
        }
        return { status: 'ok' }
      })
      .get('/assets/:file', async ({ params, request }) => {
        return (await serveAsset(params.file, request.headers.get('accept-encoding'))) ?? notFoundText()
      })
      .get('/flags/:file', ({ params }) => serveFlag(params.file))
      .get('/favicon.svg', async () => (await servePublic('favicon.svg')) ?? notFoundText())
      // Crawlers and home screens (ADR 113): the PNG icons, robots.txt and the sitemap with hreflang alternates.
      .get('/favicon.ico', async () => (await servePublic('favicon-48.png')) ?? notFoundText())
      .get('/apple-touch-icon.png', async () => (await servePublic('apple-touch-icon.png')) ?? notFoundText())
      .get('/robots.txt', () => textFile(robots, 'text/plain'))
      .get('/sitemap.xml', () => textFile(sitemap, 'application/xml'))
      .get('/images/:file', async ({ params }) => (await servePublic(`images/${params.file}`)) ?? notFoundText())
      .get('/fonts/:file', async ({ params }) => (await servePublic(`fonts/${params.file}`)) ?? notFoundText())
  )
}

const textFile = (body: string, type: string) =>
  new Response(body, { headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=3600' } })

function notFoundText() {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
