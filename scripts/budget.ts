// bun scripts/budget.ts: the JavaScript budgets of the client build (ADR 110), run by `bun run test` after the build.
// A page's figure is every script it loads or preloads on first paint: the entry, the chunks the entry imports, and
// the chunks of its lazy route. Sizes are gzip level 9, in KB of 1000 bytes. Chunks a page loads only later (the
// payment form, another route on link intent) are not part of its figure.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CLIENT_DIR, type ClientManifest } from '~/server/build-client'

export const BUDGETS = {
  /** The landing page `/`. The goal is 90 KB; React 19 + TanStack Router + Query alone are 108 KB (ADR 110). */
  landingKb: 155,
  /** Any other route (goal 150 KB). Both budgets sit a few KB above the figures of 22 Nov 18:15 (ADR 110). */
  routeKb: 170,
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
  const figure = (route: string, chunks: string[]): RouteFigure => ({
    route,
    bytes: [...new Set([...shared, ...chunks])].reduce((sum, url) => sum + gzipSize(url), 0),
    budgetKb: route === '/' ? budgets.landingKb : budgets.routeKb,
  })
  const routes = Object.keys(manifest.routes).sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  // Routes without a lazy chunk load what the entry loads.
  return [figure('(entry only)', []), ...routes.map((route) => figure(route, manifest.routes[route] ?? []))]
}

export const overBudget = (figures: RouteFigure[]) => figures.filter((f) => f.bytes > f.budgetKb * 1000)

export function formatFigures(figures: RouteFigure[]): string {
  const lines = figures.map((f) => {
    const kb = (f.bytes / 1000).toFixed(1)
    const status = f.bytes > f.budgetKb * 1000 ? 'OVER' : 'ok'
    return `${status.padEnd(4)}  ${f.route.padEnd(30)} ${kb.padStart(6)} KB gzip  (budget ${f.budgetKb} KB)`
  })
  return lines.join('\n')
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
