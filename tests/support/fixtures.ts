// One fixture set for the browser files (issue 36 item 5), in the manner of Playwright's `test.extend`: a file calls
// `browserFile()` once at its top and gets its server and Chromium (started before its tests, stopped after them), a
// page opened as a visitor or as a person (one sign-in per person per file, the session then reused through
// storageState: sign-in allows 10 a minute per address), and the next e-mail to an address.
import { afterAll, beforeAll } from 'bun:test'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Credentials, openAt, signInWithForm } from './accounts'
import { DESKTOP, launchBrowser, openPage, type PageProbe, waitForHydration } from './browser'
import { type Mail, waitForMail } from './mail'
import { startTestServer, type TestServer } from './server'

type OpenOptions = {
  locale?: string
  viewport?: { width: number; height: number }
  /** Playwright's clock installed before the page loads, so the test moves the page's time. */
  clock?: boolean
  /** Sent with every request of a visitor's page (its own X-Forwarded-For, for a server that trusts its proxy). */
  headers?: Record<string, string>
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export type BrowserFile = {
  readonly server: TestServer
  readonly browser: Browser
  /** A fresh page (its own context) at `path` as a visitor, in `locale` (default en), hydrated. */
  open: (path: string, options?: OpenOptions) => Promise<PageProbe>
  /**
   * A fresh page at `path` signed in as `who`, in `locale`, hydrated. The first call for a person signs in through the
   * form (EN), the second step with a recovery code when the helpers enrolled one (every admin); later calls reuse that
   * session's cookies, as a second tab would.
   */
  as: (who: Credentials, path: string, options?: OpenOptions) => Promise<PageProbe>
  /** The session of `who` (signing in once, as `as` does), for a context the test opens itself. */
  sessionOf: (who: Credentials) => Promise<StorageState>
  /**
   * Keeps the session `page` is signed in with as the one of `who`, for later `as`/`sessionOf` calls: a test whose
   * subject is the sign-in itself (the form, a second factor, a passkey) signs in its own way, then reuses that session.
   */
  keep: (who: Pick<Credentials, 'email'>, page: Page) => Promise<void>
  /** The first e-mail to `to` that `match` accepts (default: any), once the outbox has written it. */
  mailTo: (to: string, match?: (mail: Mail) => boolean) => Promise<Mail>
}

/** Whether the mail's To header names `to`. */
const addressedTo = (mail: Mail, to: string) =>
  mail.text
    .split(/\r?\n\r?\n/, 1)[0]!
    .split(/\r?\n/)
    .some((line) => /^to:/i.test(line) && line.toLowerCase().includes(to.toLowerCase()))

/**
 * The fixtures of one browser file: its server (`env`, `host` as startTestServer takes them) and Chromium are started
 * in a beforeAll, then `setup` runs (accounts, reports), and both are stopped in an afterAll.
 */
export function browserFile({
  env = {},
  host,
  setup,
  timeout = 120_000,
}: {
  env?: Record<string, string>
  host?: string
  setup?: (server: TestServer) => unknown
  timeout?: number
} = {}): BrowserFile {
  let server: TestServer | undefined
  let browser: Browser | undefined
  const sessions = new Map<string, StorageState>()
  beforeAll(async () => {
    server = await startTestServer(env, host ? { host } : {})
    browser = await launchBrowser()
    await setup?.(server)
  }, timeout)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  const started = () => {
    if (!server || !browser) throw new Error('browserFile: the server and browser start in beforeAll')
    return { server, browser }
  }
  const goTo = async (page: Page, path: string, locale: string) => {
    await page.context().addCookies([{ name: 'lang', value: locale, url: started().server.url }])
    await page.goto(path)
    await waitForHydration(page)
  }
  const signIn = async (who: Credentials, viewport = DESKTOP, clock = false) => {
    const { browser, server } = started()
    const probe = await openAt(browser, server, '/login', { viewport, clock })
    await signInWithForm(probe.page, who)
    await probe.page.waitForURL(/\/(dashboard|admin)/)
    const state = await probe.page.context().storageState()
    sessions.set(who.email, state)
    return { probe, state }
  }
  return {
    get server() {
      return started().server
    },
    get browser() {
      return started().browser
    },
    open: (path, { locale = 'en', viewport = DESKTOP, clock = false, headers } = {}) =>
      openAt(started().browser, started().server, path, { locale, viewport, clock, headers }),
    async as(who, path, { locale = 'en', viewport = DESKTOP, clock = false } = {}) {
      const saved = sessions.get(who.email)
      if (!saved) {
        // The sign-in page itself goes on to `path`: one page fewer than signing in and opening another, and none when
        // the sign-in has landed there already (in English, the sign-in page's language). With `clock`, the sign-in
        // page has Playwright's clock installed before it loads, so the page that goes on holds it.
        const { probe } = await signIn(who, viewport, clock)
        const at = new URL(probe.page.url())
        if (locale !== 'en' || `${at.pathname}${at.search}` !== path) await goTo(probe.page, path, locale)
        return probe
      }
      const probe = await openPage(started().browser, started().server.url, { viewport, storageState: saved })
      if (clock) await probe.page.clock.install()
      await goTo(probe.page, path, locale)
      return probe
    },
    async sessionOf(who) {
      const saved = sessions.get(who.email)
      if (saved) return saved
      const { probe, state } = await signIn(who)
      await probe.close()
      return state
    },
    async keep(who, page) {
      sessions.set(who.email, await page.context().storageState())
    },
    mailTo: (to, match = () => true) =>
      waitForMail(join(started().server.dataDir, 'mail'), (mail) => addressedTo(mail, to) && match(mail)),
  }
}
