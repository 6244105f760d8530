import { APP_ENTRY_ATTR, ROUTE_CHUNKS_ATTR } from '~/web/app-loader'
import type { ClientManifest } from './build-client'

const dataBlock = (attrs: Record<string, string>, urls: string[]) => ({
  // JSON in a data block never runs; "<" cannot occur in an asset address.
  attrs: { type: 'application/json', ...attrs },
  children: JSON.stringify(urls),
})

/**
 * TanStack Router's asset manifest for the hydrated pages (ADR 142): no modulepreload links in the head, but data
 * blocks at the end of the body, the entry with its chunks for the root and one list of chunks per lazy route. The
 * page's loader (src/web/app-loader.ts) preloads all of them at once after the first paint.
 */
export function appRouterManifest(manifest: ClientManifest) {
  return {
    routes: {
      __root__: { preloads: [], scripts: [dataBlock({ [APP_ENTRY_ATTR]: manifest.entry }, manifest.entryPreloads)] },
      ...Object.fromEntries(
        Object.entries(manifest.routes).map(([id, chunks]) => [
          id,
          { preloads: [], scripts: [dataBlock({ [ROUTE_CHUNKS_ATTR]: '' }, chunks)] },
        ]),
      ),
    },
  }
}
