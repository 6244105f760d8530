import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(join(import.meta.dir, '../../node_modules/axe-core/axe.min.js'), 'utf8')

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] }

/** True when no finite animation or transition runs and every toast is fully shown (evaluated in the page). */
const pageIsStill = () =>
  document
    .getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) &&
  [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1')

/** How many times axe measures a page that keeps changing under it before its last answer is taken as it is. */
const MEASURES = 4

/**
 * Runs axe-core in the page with its default rule set (WCAG 2.x A/AA and best practices, no experimental rules)
 * and returns the violations, each with the CSS selectors of the offending nodes. The page's CSP forbids inline
 * scripts, so axe is evaluated through the DevTools protocol instead of injected as a script tag.
 * Pass `options` to narrow or widen the run, e.g. `{ runOnly: ['wcag2a', 'wcag2aa'] }`.
 *
 * axe measures the page as a person sees it once it is still: something fading or sliding in (a toast, a dialog)
 * would be measured mid-way, half transparent. So it first waits (on the page, never a fixed sleep) until every
 * finite animation and transition has ended and every toast is fully shown. A toast can also mount while axe runs,
 * which takes a second or more: the toasts of a sign-in are shown once sonner's chunk has loaded, after the next page's
 * URL (ADR 231). Axe then measured a toast fading in and found its button short of contrast. So the run watches the
 * toaster: when a toast was added, changed or removed during the run, or an animation still runs at its end, the page
 * is measured again once still (at most MEASURES times; the last answer is returned as it is). The toast is measured,
 * never left out: fully shown, where its contrast is what a person reads.
 */
export async function axeViolations(page: Page, options: Record<string, unknown> = {}): Promise<AxeViolation[]> {
  type Answer = { moved: boolean; violations: AxeViolation[] }
  let answer: Answer = { moved: true, violations: [] }
  for (let measure = 1; answer.moved && measure <= MEASURES; measure++) {
    await page.waitForFunction(pageIsStill, undefined, { timeout: 10_000 })
    // axe, and the same stillness test for the page's own use, as scripts the DevTools protocol evaluates (the CSP
    // forbids inline scripts and eval in the page).
    const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined')
    if (!loaded) await page.evaluate(`${AXE_SOURCE};window.__kygIsStill = ${pageIsStill.toString()};`)
    answer = await page.evaluate(async (runOptions) => {
      type AxeResult = {
        violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
      }
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe
      const isStill = (window as unknown as { __kygIsStill: () => boolean }).__kygIsStill
      const inToaster = (node: Node | null) =>
        node instanceof Element
          ? node.closest('[data-sonner-toaster]') !== null || node.querySelector('[data-sonner-toast]') !== null
          : node?.parentElement?.closest('[data-sonner-toaster]') != null
      let toastMoved = false
      const observer = new MutationObserver((records) => {
        toastMoved ||= records.some(
          (r) => inToaster(r.target) || [...r.addedNodes, ...r.removedNodes].some((n) => inToaster(n)),
        )
      })
      observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true })
      const before = isStill()
      const result = await axe.run(document, runOptions)
      toastMoved ||= observer.takeRecords().some((r) => inToaster(r.target))
      observer.disconnect()
      return {
        moved: !before || toastMoved || !isStill(),
        violations: result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(' ')),
        })),
      }
    }, options)
  }
  return answer.violations
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
