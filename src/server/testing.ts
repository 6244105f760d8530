import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { treaty } from '@elysiajs/eden'
import * as v from 'valibot'
import { createTestDb } from '~/db/testing'
import { type Clock, systemClock } from '~/kernel/clock'
import { loadConfig } from '~/kernel/config'
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '~/kernel/errors'
import { createLogger } from '~/kernel/log'
import { noBody } from '~/kernel/routes'
import { TEST_CHAIN_KEY } from '~/modules/audit/testing'
import { TEST_SESSION_SECRET } from '~/modules/auth/testing'
import { noDns } from '~/modules/webhooks/testing'
import { type App, type AppDeps, createApp } from './app'
import { readManifest } from './assets'
import { buildClient, type ClientManifest, clientBuildIsStale } from './build-client'

let manifestReady: Promise<void> | undefined
/** Server tests render real pages, so they need the client manifest; build it once when missing or stale. */
export function ensureClientBuild() {
  manifestReady ??= clientBuildIsStale() ? buildClient().then(() => undefined) : Promise.resolve()
  return manifestReady
}

/**
 * What an app that renders no page is given for a client build (`createTestApp`'s `pages: false`): a page asked of it
 * names this file, which no build has.
 */
const NO_CLIENT_BUILD = '/assets/no-client-build-for-a-test-app-without-pages.js'
const noPagesManifest = (): ClientManifest => ({
  entry: NO_CLIENT_BUILD,
  entryPreloads: [],
  routes: {},
  staticScript: NO_CLIENT_BUILD,
  css: [],
  locales: { en: NO_CLIENT_BUILD, fr: NO_CLIENT_BUILD, de: NO_CLIENT_BUILD, it: NO_CLIENT_BUILD },
  builtAt: 'never',
})

/**
 * The whole app on a fresh in-memory database and a temp DATA_DIR, for app.handle() tests (no port). A test that moves
 * time passes a `fixedClock` and advances it (ADR 165); one that simulates a full disk passes `freeDisk`. Webhook
 * receivers' names resolve through `resolveHost`: none by default (no test asks real DNS; ADR 240). A test that asks
 * only the API passes `pages: false`: it then never waits for a client build, which is rebuilt first when a source
 * changed since the last one (9-15 s on the 2-core machine, about 90 s at load 20; ADR 353).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    clock = systemClock,
    resolveHost = noDns,
    pages = true,
    ...ports
  }: { clock?: Clock; pages?: boolean } & Pick<AppDeps, 'freeDisk' | 'mailQueued' | 'resolveHost'> = {},
) {
  if (pages) await ensureClientBuild()
  const dataDir = mkdtempSync(join(tmpdir(), 'kyg-test-'))
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env })
  const db = createTestDb()
  const logLines: string[] = []
  const log = createLogger('info', {}, (line) => logLines.push(line))
  const app = createApp({
    config,
    db,
    log,
    clock,
    chainKey: TEST_CHAIN_KEY,
    sessionSecret: TEST_SESSION_SECRET,
    manifest: pages ? readManifest() : noPagesManifest(),
    resolveHost,
    ...ports,
  })
  const request = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost${path}`, init))
  /**
   * The typed client (Eden's `treaty(app)`: every call goes through app.handle in process, ADR 323) sending `headers`
   * with each call: a bearer header, a cookie, an Accept-Language. Answers keep the server's types, so a test reads
   * `data` as the route's declared response; dates stay strings, as the web client keeps them.
   */
  const api = (headers: Record<string, string> = {}) => treatyOf(app, headers)
  /** The typed client as a browser with a session cookie: the site's Origin on every state-changing call. */
  const browser = (session: { cookie: string }) =>
    treaty<App>(app, {
      parseDate: false,
      headers: { cookie: session.cookie },
      onRequest: (_path, init) =>
        init.method === 'GET' || init.method === 'HEAD' ? undefined : { headers: { origin: config.BASE_URL } },
    })
  return {
    app,
    db,
    config,
    clock,
    chainKey: TEST_CHAIN_KEY,
    sessionSecret: TEST_SESSION_SECRET,
    dataDir,
    logLines,
    request,
    api,
    browser,
  }
}

/** The typed client over an app made by a test itself (see `createTestApp`'s `api`). */
export const treatyOf = (app: App, headers: Record<string, string> = {}) =>
  // The app's type given: Eden would otherwise infer its headers type from the record and ask every call for headers.
  treaty<App>(app, { parseDate: false, headers })

/** The POST and PUT API routes of an app, with placeholder ids, and whether each reads a body (finding 1's fuzzing). */
const hasBody = (body: unknown) => Boolean(body) && body !== noBody

export function fuzzRoutes(app: { routes: { method: string; path: string; hooks: unknown }[] }) {
  return app.routes
    .filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.path.startsWith('/api'))
    .map((r) => ({
      method: r.method,
      path: r.path.replace(/:[^/]+/g, 'x1'),
      // Routes that take no body (logout: `noBody`) ignore what they are sent; they must still never fail.
      takesBody: hasBody((r.hooks as { body?: unknown }).body) || r.path.includes('webhook'),
    }))
}

const ONE_MB = 'a'.repeat(1024 * 1024)
/** Hostile request bodies of security finding 1: broken, deep, huge, NUL-laden, prototype-polluting, not UTF-8. */
export const HOSTILE_BODIES: (() => BodyInit)[] = [
  () => '{"email": "unterminated',
  () => 'null',
  () => '[]',
  () => '"just a string"',
  () => `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
  () => `{"email":"${ONE_MB}"}`,
  () => `{"email":"${ONE_MB.repeat(10)}"}`,
  () => '{"email":"a\\u0000b@example.ch","password":"\\u0000\\u0000","f_name":"\\u0000"}',
  () => '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"email":{"__proto__":"p@example.ch"}}',
  () => '{"amount":1e309,"metadata":{"isRenewal":"yes"},"customer_email":["a@b.ch","c@d.ch"]}',
  () => new Uint8Array([0xff, 0xfe, 0x00, 0x7b]),
]

const errorBody = v.object({
  message: v.string(),
  code: v.picklist(Object.keys(ERROR_STATUS) as ErrorCode[]),
  field: v.optional(v.string()),
  errorId: v.optional(v.string()),
})
/**
 * The error body of a refused typed-client call, checked against the one error shape (ErrorBody) rather than cast:
 * a call that succeeded, or answered something else, fails the test here.
 */
export function refusal(answer: { error: { value: unknown } | null }): ErrorBody {
  if (!answer.error) throw new Error('the call was expected to be refused, and it succeeded')
  return v.parse(errorBody, answer.error.value)
}

/** The error body of a raw request's answer (where the HTTP itself is under test), checked like `refusal`'s. */
export async function refusalIn(res: Response): Promise<ErrorBody> {
  return v.parse(errorBody, await res.json())
}

/**
 * A raw request's JSON answer (an upload, a streamed body: calls the typed client cannot make) read through the route's
 * own response schema, so a test reads what the route declares instead of a type written by hand.
 */
export async function answerIn<S extends v.GenericSchema>(schema: S, res: Response): Promise<v.InferOutput<S>> {
  return v.parse(schema, await res.json())
}
