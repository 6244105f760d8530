import type { AnyRoute } from '@tanstack/react-router'
import { APP_ENTRY_ATTR } from './app-loader'

// Client navigations request all the chunks of a lazy route at once (ADR 148). The bundler's own helper for that (a
// map of every chunk's imports in the entry, 1.5 KB gzip on every page) is off; the client build writes the map of
// the routes' chunks beside the entry instead (`entry-client-<hash>.routes.json`, the same lists the server writes
// into a page for its own route); it is fetched once, at low priority, when the router first loads a lazy route
// (the page's own, while it hydrates: those chunks are already requested, so only the map is new).

type RouteChunks = Record<string, string[]>

/** The map's address, from the entry's: the entry's name changes with any chunk of the build, so it names the map. */
export const routeChunksUrl = (entryUrl: string) => entryUrl.replace(/\.js$/, '.routes.json')

let map: Promise<RouteChunks> | undefined
const requested = new Set<string>()

function routeChunks(): Promise<RouteChunks> {
  if (!map) {
    const entry = document.querySelector(`script[${APP_ENTRY_ATTR}]`)?.getAttribute(APP_ENTRY_ATTR)
    map = entry
      ? fetch(routeChunksUrl(entry), { credentials: 'same-origin', priority: 'low' })
          .then((res) => (res.ok ? (res.json() as Promise<RouteChunks>) : {}))
          .catch(() => ({}))
      : Promise.resolve({})
  }
  return map
}

/** Adds a modulepreload link for each chunk of the route not requested yet; nothing on the server. */
function preloadRouteChunks(routeId: string) {
  if (typeof document === 'undefined') return
  void routeChunks().then((chunks) => {
    for (const href of chunks[routeId] ?? []) {
      if (requested.has(href)) continue
      requested.add(href)
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    }
  })
}

/** Makes every lazy route of the tree request its chunks together when TanStack Router loads it. */
export function withChunkPreloads<T extends AnyRoute>(root: T): T {
  const walk = (route: AnyRoute) => {
    const load = route.lazyFn
    if (load)
      route.lazyFn = () => {
        preloadRouteChunks(route.id)
        return load()
      }
    const children = route.children as AnyRoute[] | Record<string, AnyRoute> | undefined
    for (const child of Array.isArray(children) ? children : Object.values(children ?? {})) walk(child)
  }
  walk(root)
  return root
}
