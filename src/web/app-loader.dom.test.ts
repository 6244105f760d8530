import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test'
import { waitFor } from '@testing-library/dom'
import {
  APP_ENTRY_ATTR,
  appLoader,
  appLoaderScript,
  CONFIG_SCRIPT_ID,
  HOLD_MS,
  LINKS_PER_TASK,
  LOADER_SETTINGS,
  markHydrated,
  ROUTE_CHUNKS_ATTR,
} from './app-loader'

const realSetTimeout = globalThis.setTimeout
const appendHead = document.head.appendChild.bind(document.head)
const appendBody = document.body.appendChild.bind(document.body)
const nativeSubmit = HTMLFormElement.prototype.submit
type Page = typeof globalThis & { __kygLoader?: boolean; __kygHydrated?: boolean }

// Every loader a test runs listens on the one document and window: their listeners are removed after the test.
const targets = [document, window] as EventTarget[]
const addListener = targets.map((target) => target.addEventListener)
let listeners: [EventTarget, ...Parameters<EventTarget['addEventListener']>][] = []
beforeEach(() => {
  targets.forEach((target, i) => {
    target.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
      listeners.push([target, ...args])
      addListener[i]?.apply(target, args)
    }
  })
})
afterEach(() => {
  for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options)
  listeners = []
  targets.forEach((target, i) => {
    target.addEventListener = addListener[i] as EventTarget['addEventListener']
  })
  jest.useRealTimers()
  globalThis.setTimeout = realSetTimeout
  document.head.appendChild = appendHead
  document.body.appendChild = appendBody
  HTMLFormElement.prototype.submit = nativeSubmit
  document.body.innerHTML = ''
  delete (globalThis as Page).__kygLoader
  delete (globalThis as Page).__kygHydrated
})

/** Runs the loader as the page does (its inline script's text) on a page with these data blocks. */
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
  new Function(appLoaderScript())()
  await waitFor(() => expect(added.at(-1)?.tag).toBe('SCRIPT'))
  return added
}

/**
 * A sign-in form, what reaches the app once it has started (`start`: a listener on the document that answers the
 * submit, as React's does) and what is posted to the server as a plain form.
 */
function signInForm() {
  document.body.innerHTML =
    '<form><input name="email" value="anna@bellevue.ch"><button type="submit">Sign in</button></form>'
  const form = document.querySelector('form') as HTMLFormElement
  const button = form.querySelector('button') as HTMLButtonElement
  const app: { submitter: HTMLElement | null }[] = []
  const posted: HTMLFormElement[] = []
  const start = () =>
    document.addEventListener('submit', (event) => {
      event.preventDefault()
      app.push({ submitter: (event as SubmitEvent).submitter })
    })
  HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    posted.push(this)
  }
  const isHeld = () => form.getAttribute('aria-busy') === 'true' && form.hasAttribute('data-kyg-held')
  return { form, button, app, posted, start, isHeld }
}

/** The loader on a page whose sign-in was sent before the app started. */
function sentEarly() {
  appLoader(LOADER_SETTINGS)
  const page = signInForm()
  page.button.click()
  return page
}

describe('the loader of a hydrated page (ADR 142, 150, 311)', () => {
  test('a form sent before the app can answer it is held and marked busy, not posted as a plain form', () => {
    appLoader(LOADER_SETTINGS)
    const { button, app, posted, isHeld } = signInForm()
    const sent = new Event('submit', { bubbles: true, cancelable: true })
    button.form?.dispatchEvent(sent)
    expect(sent.defaultPrevented).toBe(true)
    expect(isHeld()).toBe(true)
    button.click()
    expect(app).toHaveLength(0)
    expect(posted).toHaveLength(0)
  })

  test('once the app says it has hydrated, the held form is sent to it again with its send button, once', () => {
    const { button, app, posted, start, isHeld } = sentEarly()
    button.click()
    start()
    markHydrated()
    expect(app).toEqual([{ submitter: button }])
    expect(isHeld()).toBe(false)
    markHydrated()
    expect(app).toHaveLength(1)
    expect(posted).toHaveLength(0)
  })

  test('a form the app has not reached when it says it has hydrated is sent again until the app answers', () => {
    jest.useFakeTimers()
    const { button, app, posted, start, isHeld } = sentEarly()
    markHydrated()
    jest.advanceTimersByTime(200)
    expect(isHeld()).toBe(true)
    start()
    jest.advanceTimersByTime(50)
    expect(app).toEqual([{ submitter: button }])
    expect(isHeld()).toBe(false)
    jest.advanceTimersByTime(HOLD_MS)
    expect(app).toHaveLength(1)
    expect(posted).toHaveLength(0)
  })

  test('a submit the app answers is left to it, and a held form without a send button is sent with requestSubmit', () => {
    appLoader(LOADER_SETTINGS)
    const { form, button, app, start, isHeld } = signInForm()
    button.remove()
    form.requestSubmit()
    expect(isHeld()).toBe(true)
    start()
    markHydrated()
    expect(app).toHaveLength(1)
    form.requestSubmit()
    expect(app).toHaveLength(2)
    expect(isHeld()).toBe(false)
  })

  test('without an answer for HOLD_MS, the held form is posted as a plain form after all, and only once', () => {
    jest.useFakeTimers()
    const { form, app, posted, isHeld } = sentEarly()
    markHydrated()
    jest.advanceTimersByTime(HOLD_MS - 1)
    expect(posted).toHaveLength(0)
    jest.advanceTimersByTime(1)
    expect(posted).toEqual([form])
    expect(isHeld()).toBe(false)
    jest.advanceTimersByTime(HOLD_MS)
    expect(app).toHaveLength(0)
    expect(posted).toHaveLength(1)
  })

  test('the held form is posted, never sent as a GET: what was typed (a password, a guest’s name) stays out of the address', () => {
    jest.useFakeTimers()
    appLoader(LOADER_SETTINGS)
    document.body.innerHTML =
      '<form><input name="last_name" value="Müller"><input type="password" name="current_password" value="s3cret"><button type="submit">Send</button></form>'
    const form = document.querySelector('form') as HTMLFormElement
    const posted: string[] = []
    HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
      posted.push(this.method)
    }
    expect(form.method).toBe('get')
    ;(form.querySelector('button') as HTMLButtonElement).click()
    jest.advanceTimersByTime(HOLD_MS)
    expect(posted).toEqual(['post'])
  })

  test('runs once even if the page runs its script twice: it listens once, holds once and sends once', async () => {
    await runLoader(['/assets/app.js'], [])
    const listening = listeners.length
    new Function(appLoaderScript())()
    expect(listeners).toHaveLength(listening)
    const { button, app, start } = signInForm()
    button.click()
    start()
    markHydrated()
    expect(app).toHaveLength(1)
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

  test('the inline script is the typed function itself, with nothing from outside its body', () => {
    expect(appLoaderScript().startsWith(`(${appLoader.toString()})(`)).toBe(true)
    // Run on its own (no module scope), it does what the tests above check: a throw here is a name it cannot reach.
    expect(() => new Function(appLoaderScript())()).not.toThrow()
  })
})
