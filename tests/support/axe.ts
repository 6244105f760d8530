import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(join(import.meta.dir, '../../node_modules/axe-core/axe.min.js'), 'utf8')

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * Runs axe-core in the page with its default rule set (WCAG 2.x A/AA and best practices, no experimental rules)
 * and returns the violations, each with the CSS selectors of the offending nodes. The page's CSP forbids inline
 * scripts, so axe is evaluated through the DevTools protocol instead of injected as a script tag.
 * Pass `options` to narrow or widen the run, e.g. `{ runOnly: ['wcag2a', 'wcag2aa'] }`.
 */
export async function axeViolations(page: Page, options: Record<string, unknown> = {}): Promise<AxeViolation[]> {
  // Something fading or sliding in (a toast, a dialog) would be measured mid-way, half transparent: wait until every
  // finite animation and transition has ended and every toast is fully shown (waited on, never a fixed sleep).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ) &&
      [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'),
    undefined,
    { timeout: 10_000 },
  )
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined')
  if (!loaded) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (runOptions) => {
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
    }
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe
    const result = await axe.run(document, runOptions)
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  }, options)
}

/** One line per violation, for a readable test failure. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.targets.join(', ')}`).join('\n')

/** Fails with a readable message when the page has axe violations or scrolls sideways (wider than the viewport). */
export async function expectCleanScreen(
  page: Page,
  label: string,
  expect: (value: unknown) => { toBe(v: unknown): void },
) {
  const violations = await axeViolations(page)
  expect(`${label}\n${describeViolations(violations)}`).toBe(`${label}\n`)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(`${label} overflow ${overflow}`).toBe(`${label} overflow 0`)
}
