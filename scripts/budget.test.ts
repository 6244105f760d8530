import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BunPlugin } from 'bun'
import { buildClient } from '~/server/build-client'
import { formatFigures, measureRoutes, overBudget } from './budget'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** Adds React's server renderer (a large dependency, about 60 KB gzip) to the landing route's screen. */
const heavyLanding: BunPlugin = {
  name: 'heavy-landing',
  setup(build) {
    build.onLoad({ filter: /routes[\\/]index\.lazy\.tsx$/ }, async ({ path }) => ({
      contents: `${await Bun.file(path).text()}\nexport * as heavy from 'react-dom/server.browser'\n`,
      loader: 'tsx',
    }))
  },
}

describe('JavaScript budgets', () => {
  test('the budget check fails, naming the landing page, when a large dependency is added to the landing route', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'kyg-budget-'))
    dirs.push(clientDir)
    await buildClient({ clientDir, plugins: [heavyLanding] })
    const figures = measureRoutes(clientDir)
    const over = overBudget(figures)
    expect(over.map((f) => f.route)).toContain('/')
    // The heavy part sits in the landing chunk only: the other routes keep their figures.
    expect(over.map((f) => f.route)).not.toContain('/login')
    expect(formatFigures(figures)).toMatch(/^OVER {2}\/ +\d+\.\d KB gzip/m)
  }, 60_000)
})
