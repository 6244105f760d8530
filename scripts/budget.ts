// bun scripts/budget.ts: the JavaScript budgets of the client build (ADR 110, 114, 144, 147), run by `bun run test` after the
// build. A page's figure is every script it loads or preloads on first paint: the entry, the chunks the entry imports,
// and the chunks of its lazy route and lazy layouts. A static page (src/web/static-pages.ts) loads only its one script;
// its React screen is still measured as `<path> (in the app)`, what a client-side navigation to it loads. Sizes are
// gzip level 9, in KB of 1000 bytes. Chunks a page loads only later (the payment form, another route on link intent)
// are not part of its figure.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type AnyRoute, createRouter } from '@tanstack/react-router'
import { CLIENT_DIR, type ClientManifest } from '~/server/build-client'
import { routeTree } from '~/web/routeTree'
import { STATIC_PAGES } from '~/web/static-pages'

export const BUDGETS = {
  /** The landing page `/` (issue 13): a static page since ADR 114, far below this. */
  landingKb: 90,
  /** Every other route, the entry alone and the landing's screen reached inside the app, with no exception
   * (issue 13; ADR 147 removed the three of ADR 144). 150 again since ADR 329: the forms left react-hook-form for the
   * app's own form hook, and every page is at least `headroomKb` under it (the heaviest, the arrivals list, 138.2 KB). */
  routeKb: 150,
  /** What every page keeps free under `routeKb` in today's build (issue 36 item 2); scripts/budget.test.ts holds it. */
  headroomKb: 10,
}

/** The budget of one figure: the landing's, or the route budget. */
export const budgetFor = (route: string, budgets = BUDGETS) => (route === '/' ? budgets.landingKb : budgets.routeKb)

/** Route id -> the ids of the route and its ancestors, from the app's route tree. */
function routeAncestors(): Map<string, string[]> {
  const router = createRouter({ routeTree, context: {} as never })
  const chains = new Map<string, string[]>()
  for (const [id, route] of Object.entries(router.routesById as Record<string, AnyRoute>)) {
    const chain: string[] = []
    for (let at: AnyRoute | undefined = route; at; at = at.parentRoute as AnyRoute | undefined) chain.unshift(at.id)
    chains.set(id, chain)
  }
  return chains
}

export type RouteFigure = { route: string; bytes: number; budgetKb: number }

/** Gzip size of the scripts each route loads on first paint, landing first, then the rest by route id. */
export function measureRoutes(clientDir: string, budgets = BUDGETS): RouteFigure[] {
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8')) as ClientManifest
  const sizes = new Map<string, number>()
  const gzipSize = (url: string) => {
    let size = sizes.get(url)
    if (size === undefined) {
      size = Bun.gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length
      sizes.set(url, size)
    }
    return size
  }
  const shared = [manifest.entry, ...manifest.entryPreloads]
  // A page loads its own lazy chunks and those of its lazy layouts (`/dashboard` for `/dashboard/profile`): the
  // route's ancestors in the route tree, as the server preloads them (not `/dashboard/reports` for the edit page,
  // whose id only starts the same).
  const ancestors = routeAncestors()
  const withLayouts = (route: string) => (ancestors.get(route) ?? [route]).flatMap((id) => manifest.routes[id] ?? [])
  const sum = (urls: string[]) => [...new Set(urls)].reduce((total, url) => total + gzipSize(url), 0)
  const budgetOf = (route: string) => budgetFor(route, budgets)
  const figures: RouteFigure[] = [{ route: '(entry only)', bytes: sum(shared), budgetKb: budgets.routeKb }]
  const routes = Object.keys(manifest.routes).sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  for (const route of routes) {
    const inApp = sum([...shared, ...withLayouts(route)])
    if (STATIC_PAGES.has(route)) {
      figures.push({ route, bytes: sum([manifest.staticScript]), budgetKb: budgetOf(route) })
      figures.push({ route: `${route} (in the app)`, bytes: inApp, budgetKb: budgets.routeKb })
    } else figures.push({ route, bytes: inApp, budgetKb: budgetOf(route) })
  }
  return figures
}

export const overBudget = (figures: RouteFigure[]) => figures.filter((f) => f.bytes > f.budgetKb * 1000)

export function formatFigures(figures: RouteFigure[], routeKb = BUDGETS.routeKb): string {
  const lines = figures.map((f) => {
    const kb = (f.bytes / 1000).toFixed(1)
    const status = f.bytes > f.budgetKb * 1000 ? 'OVER' : 'ok'
    return `${status.padEnd(4)}  ${f.route.padEnd(30)} ${kb.padStart(6)} KB gzip  (budget ${f.budgetKb} KB)`
  })
  const within = figures.filter((f) => f.bytes <= routeKb * 1000).length
  return `${lines.join('\n')}\n${within} of ${figures.length} pages within ${routeKb} KB`
}

if (import.meta.main) {
  const figures = measureRoutes(CLIENT_DIR)
  console.log(formatFigures(figures))
  const over = overBudget(figures)
  if (over.length) {
    console.error(`\n${over.length} route(s) over the JavaScript budget: ${over.map((f) => f.route).join(', ')}`)
    console.error('Make the screen a lazy route (see src/web/routeTree.ts) or load the heavy part on demand.')
    process.exit(1)
  }
}
