import { afterEach, describe, expect, test } from 'bun:test'
import { waitFor } from '@testing-library/dom'
import { APP_ENTRY_ATTR, APP_LOADER, CONFIG_SCRIPT_ID, LINKS_PER_TASK, ROUTE_CHUNKS_ATTR } from './app-loader'

const realSetTimeout = globalThis.setTimeout
const appendHead = document.head.appendChild.bind(document.head)
const appendBody = document.body.appendChild.bind(document.body)
afterEach(() => {
  globalThis.setTimeout = realSetTimeout
  document.head.appendChild = appendHead
  document.body.appendChild = appendBody
  document.body.innerHTML = ''
  delete (globalThis as { __kygLoader?: number }).__kygLoader
})

/** Runs the loader on a page with these data blocks; returns what it adds, each with the number of its task. */
async function runLoader(entryChunks: string[], routeChunks: string[][]) {
  document.documentElement.lang = 'fr'
  const config = { localeUrls: { en: '/assets/locale-en.json', fr: '/assets/locale-fr.json' } }
  document.body.innerHTML = [
    `<script type="application/json" id="${CONFIG_SCRIPT_ID}">${JSON.stringify(config)}</script>`,
    `<script type="application/json" ${APP_ENTRY_ATTR}="/assets/entry.js">${JSON.stringify(entryChunks)}</script>`,
    ...routeChunks.map((c) => `<script type="application/json" ${ROUTE_CHUNKS_ATTR}>${JSON.stringify(c)}</script>`),
  ].join('')
  // Every timer callback is a task of its own: count them, and record what each adds (nothing is fetched).
  let task = 0
  globalThis.setTimeout = ((fn: () => void, ms?: number) =>
    realSetTimeout(() => {
      task++
      fn()
    }, ms)) as typeof setTimeout
  const added: { tag: string; rel: string; href: string; task: number }[] = []
  const record = <T extends Node>(node: T): T => {
    const element = node as unknown as HTMLLinkElement & HTMLScriptElement
    added.push({ tag: element.tagName, rel: element.rel ?? '', href: element.href || element.src, task })
    return node
  }
  document.head.appendChild = record
  document.body.appendChild = record
  new Function(APP_LOADER)()
  await waitFor(() => expect(added.at(-1)?.tag).toBe('SCRIPT'))
  return added
}

describe('the loader of a hydrated page (ADR 142, 150)', () => {
  test('a form sent before React has hydrated it is held and marked busy, not posted as a plain form', async () => {
    // Sending it again once React has hydrated it is checked in a real browser (e2e/accounts.test.ts): happy-dom's
    // form elements do not list React's expando properties.
    await runLoader([], [])
    document.body.innerHTML = '<form><input name="email" value="anna@bellevue.ch"><button>Sign in</button></form>'
    const form = document.querySelector('form') as HTMLFormElement
    const sent: unknown[] = []
    form.requestSubmit = () => void sent.push(form)
    const early = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(form.getAttribute('aria-busy')).toBe('true')
    expect(form.hasAttribute('data-kyg-held')).toBe(true)
    await new Promise((resolve) => realSetTimeout(resolve, 150))
    expect(sent).toHaveLength(0)
  })

  test('adds the dictionary first, every chunk once, and the entry script last', async () => {
    const added = await runLoader(['/assets/app.js'], [['/assets/a.js', '/assets/app.js'], ['/assets/b.js']])
    expect(added.map((a) => [a.rel || a.tag, new URL(a.href, 'http://x').pathname])).toEqual([
      ['preload', '/assets/locale-fr.json'],
      ['modulepreload', '/assets/app.js'],
      ['modulepreload', '/assets/a.js'],
      ['modulepreload', '/assets/b.js'],
      ['SCRIPT', '/assets/entry.js'],
    ])
  })

  test('a page with many chunks gets them a few per task, so no task holds the main thread long', async () => {
    const chunks = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`)
    const added = await runLoader(chunks.slice(0, 2), [chunks.slice(2)])
    const links = added.filter((a) => a.tag === 'LINK')
    expect(links).toHaveLength(15)
    const perTask = new Map<number, number>()
    for (const link of links) perTask.set(link.task, (perTask.get(link.task) ?? 0) + 1)
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(LINKS_PER_TASK)
    expect(perTask.size).toBe(Math.ceil(15 / LINKS_PER_TASK))
    expect(added.at(-1)?.task).toBeGreaterThanOrEqual(Math.max(...perTask.keys()))
  })
})
