// How a hydrated page loads the app (ADR 142, 150, 311). The server writes no <link rel="modulepreload"> in the head;
// it writes data blocks instead: the entry's address and chunks (APP_ENTRY_ATTR) and one list per matched lazy route
// (ROUTE_CHUNKS_ATTR). The loader, an inline script at the end of the body, waits until the page is parsed and has
// painted once, then adds the preload of the dictionary and the modulepreload links of all those chunks, a few per
// task, and the entry script last. The first paint gets the whole connection (the stylesheet and the HTML, nothing
// else), and the app's files all start together right after it: hydration waits for no chain of imports.
//
// `appLoader` is that script, typed and linted here and run by the DOM tests; `appLoaderScript()` is its source text
// (Function.prototype.toString) called with LOADER_SETTINGS. It runs before any bundle, so it uses nothing from outside
// its own body: every value it needs comes in its settings.

/** The id of the public configuration's data block (written by routes/__root.tsx, read by hydrate.tsx). */
export const CONFIG_SCRIPT_ID = 'kyg-config'
/** `<script type="application/json" data-kyg-app="<entry url>">["<chunk>", …]</script>`: the entry and its chunks. */
export const APP_ENTRY_ATTR = 'data-kyg-app'
/** `<script type="application/json" data-kyg-chunks>["<chunk>", …]</script>`: a matched lazy route's chunks. */
export const ROUTE_CHUNKS_ATTR = 'data-kyg-chunks'

/**
 * A form sent before the app can answer it would be posted to the server as a plain form, and what was typed lost.
 * The loader holds such a submit (the form marked `aria-busy` and `data-kyg-held`, whose send button then shows a
 * spinner: app.css) and sends it again once the app says it has hydrated (`markHydrated`), until the app answers it;
 * after HOLD_MS without an answer, it is posted as a plain form after all (always POST: the body is never read, and
 * nothing typed lands in the address).
 */
export const HOLD_MS = 20_000

/**
 * Links added per task. Adding one costs Chromium 1-2 ms of main thread on a slow phone (a fetch starts, CSP and the
 * caches are checked), and a page has 10-25 of them: a few per task keeps every task short, so a tap during loading
 * is answered at once (and Lighthouse counts no blocking time for it; ADR 150).
 */
export const LINKS_PER_TASK = 4

/** The event the app sends on the document when React has hydrated the page (ADR 311). */
const HYDRATED_EVENT = 'kyg:hydrated'

/** The page's window: the loader's run-once mark and the app's hydrated flag (for browser tests). */
type LoaderWindow = Window & { __kygLoader?: boolean; __kygHydrated?: boolean }

export type LoaderSettings = {
  entryAttr: string
  chunksAttr: string
  configId: string
  linksPerTask: number
  holdMs: number
  hydratedEvent: string
}

export const LOADER_SETTINGS: LoaderSettings = {
  entryAttr: APP_ENTRY_ATTR,
  chunksAttr: ROUTE_CHUNKS_ATTR,
  configId: CONFIG_SCRIPT_ID,
  linksPerTask: LINKS_PER_TASK,
  holdMs: HOLD_MS,
  hydratedEvent: HYDRATED_EVENT,
}

/**
 * Called by the root route once React has hydrated the page's shell: the loader waits for the event, browser tests for
 * the flag.
 */
export function markHydrated() {
  ;(window as LoaderWindow).__kygHydrated = true
  document.dispatchEvent(new Event(HYDRATED_EVENT))
}

/** The inline script. Runs once, even if a page inserts it twice. */
export function appLoader(s: LoaderSettings) {
  const w = window as LoaderWindow
  if (w.__kygLoader) return
  w.__kygLoader = true
  const d = document
  const nonce = (d.currentScript as HTMLScriptElement | null)?.nonce

  // The app's files after the first paint, a few links per task, the entry script last (ADR 142, 150).
  const add = (attrs: Partial<HTMLLinkElement>) => {
    const link = d.createElement('link')
    Object.assign(link, attrs)
    if (nonce) link.nonce = nonce
    d.head.appendChild(link)
  }
  const list = (block: Element | null): string[] => {
    try {
      return JSON.parse(block?.textContent ?? '')
    } catch {
      return []
    }
  }
  const start = () => {
    const app = d.querySelector(`script[${s.entryAttr}]`)
    if (!app) return
    let urls: Record<string, string> = {}
    try {
      urls = JSON.parse(d.getElementById(s.configId)?.textContent ?? '{}').localeUrls ?? {}
    } catch {}
    const dictionary = urls[d.documentElement.lang] ?? urls.en
    const todo: Partial<HTMLLinkElement>[] = []
    if (dictionary) todo.push({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: dictionary })
    const seen = new Set<string>()
    for (const block of [app, ...d.querySelectorAll(`script[${s.chunksAttr}]`)]) {
      for (const href of list(block)) {
        if (seen.has(href)) continue
        seen.add(href)
        todo.push({ rel: 'modulepreload', href })
      }
    }
    const next = () => {
      for (const attrs of todo.splice(0, s.linksPerTask)) add(attrs)
      if (todo.length) {
        setTimeout(next, 0)
        return
      }
      const entry = d.createElement('script')
      entry.type = 'module'
      entry.src = app.getAttribute(s.entryAttr) ?? ''
      if (nonce) entry.nonce = nonce
      d.body.appendChild(entry)
    }
    next()
  }

  // A form sent before the app can answer it (no listener prevented its default: a plain post would follow) is held,
  // and sent again from when the app says it has hydrated until it answers (ADR 311).
  type Hold = { submitter: HTMLElement | null; timer: ReturnType<typeof setTimeout>; resent?: boolean }
  const held = new Map<HTMLFormElement, Hold>()
  const release = (form: HTMLFormElement) => {
    clearTimeout(held.get(form)?.timer)
    held.delete(form)
    form.removeAttribute('aria-busy')
    form.removeAttribute('data-kyg-held')
  }
  w.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented || form.method === 'dialog') return
    event.preventDefault()
    const hold = held.get(form)
    const timer =
      hold?.timer ??
      setTimeout(() => {
        release(form)
        if (!form.isConnected) return
        // Posted, whatever the form says: a GET would put what was typed (a guest's name and birth date, a password)
        // into the address, the history and the proxies' logs. The server answers a page's POST with the page again.
        form.method = 'post'
        HTMLFormElement.prototype.submit.call(form)
      }, s.holdMs)
    held.set(form, { submitter: (event as SubmitEvent).submitter, timer })
    form.setAttribute('aria-busy', 'true')
    form.setAttribute('data-kyg-held', '')
  })
  // React hydrates the page's content a moment after its shell: a form it has not reached yet leaves the submit
  // unanswered again, and is tried once more a little later.
  const resend = () => {
    for (const [form, hold] of held) {
      if (!form.isConnected) {
        release(form)
        continue
      }
      hold.resent = true
      const { submitter } = hold
      form.requestSubmit(submitter?.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : null)
      if (held.get(form)?.resent) release(form)
    }
    if (held.size) setTimeout(resend, 50)
  }
  d.addEventListener(s.hydratedEvent, resend, { once: true })

  const parsed = new Promise((resolve) =>
    d.readyState === 'loading' ? d.addEventListener('DOMContentLoaded', resolve, { once: true }) : resolve(0),
  )
  const painted = new Promise((resolve) => {
    if (d.visibilityState === 'hidden') return resolve(0)
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 1000)
  })
  Promise.all([parsed, painted]).then(start)
}

/**
 * The inline script that routes/__root.tsx writes at the end of a hydrated page, under the page's nonce. A function the
 * server's render calls (src/server/ssr.ts), so the app's bundle, which never writes the script, leaves it out.
 */
export const appLoaderScript = () => `(${appLoader.toString()})(${JSON.stringify(LOADER_SETTINGS)})`
