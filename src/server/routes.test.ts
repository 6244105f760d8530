// The route inventory (ADR 060): every /api route declares who may call it and how big its body may be.
import { describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import * as v from 'valibot'
import { BODY, MB } from '~/kernel/routes'
import { MAX_REPORT_REQUEST_BYTES } from '~/modules/reports/quotas'
import { createTestApp } from './testing'

const t = await createTestApp()
const ACCESS = ['anonymous', 'optional', 'user', 'member', 'admin', 'api-key']

type Detail = Record<string, unknown> | undefined
type Hooks = { detail?: Detail; params?: unknown; body?: unknown; response?: unknown }
const apiRoutes = (app: { routes: { method: string; path: string; hooks: unknown }[] }) =>
  app.routes
    .filter((r) => r.path.startsWith('/api'))
    .map((r) => ({
      route: `${r.method} ${r.path}`,
      method: r.method,
      path: r.path,
      detail: (r.hooks as Hooks).detail,
      hooks: r.hooks as Hooks,
    }))

/** What is wrong with a route's declaration, or nothing. */
function declarationProblems({ method, detail }: ReturnType<typeof apiRoutes>[number]): string[] {
  const problems: string[] = []
  if (!ACCESS.includes(detail?.['x-access'] as string)) problems.push('no access level (auth/optionalAuth/anonymous)')
  const limit = detail?.['x-body-limit']
  if (typeof limit !== 'number') problems.push('no bodyLimit')
  // Streamed evidence uploads may take what ten videos at their limit need (issue 9), and no more.
  else if (limit > (detail?.['x-body-parse'] === 'stream' ? MAX_REPORT_REQUEST_BYTES : 64 * MB))
    problems.push('bodyLimit above 64 MB')
  const writes = method !== 'GET' && method !== 'HEAD'
  if (writes && detail?.['x-access'] === 'anonymous' && !detail?.['x-rate-limit'] && method !== 'ALL') {
    problems.push('anonymous write without rateLimit')
  }
  return problems
}

/**
 * What is missing from a route's schemas (ADR 160): `params` when the path has a `:name`, `body` when it reads a JSON
 * body, and `response` for a JSON answer, or `sends` for an answer that is not JSON. The catch-all only refuses.
 */
function schemaProblems({ method, path, detail, hooks }: ReturnType<typeof apiRoutes>[number]): string[] {
  if (method === 'ALL') return []
  const problems: string[] = []
  if (path.includes('/:') && !hooks.params) problems.push('no params schema (params: for the :names in its path)')
  const readsJson = detail?.['x-body-parse'] === 'json' && (detail?.['x-body-limit'] as number) > 0
  if (readsJson && !hooks.body && method !== 'GET')
    problems.push('no body schema (body: a valibot schema; a route without a body declares bodyLimit: BODY.none)')
  if (!hooks.response && !detail?.['x-sends'])
    problems.push(
      "no response schema (response: a valibot schema of its JSON answer, or sends: 'file'|'redirect'|'text')",
    )
  return problems
}

async function testGuard() {
  const { createAuthGuard } = await import('~/modules/auth')
  return createAuthGuard({
    db: t.db.db,
    clock: t.clock,
    chainKey: t.chainKey,
    config: t.config,
    log: { debug() {}, info() {}, warn() {}, error() {}, child: () => undefined as never },
    sessionSecret: 'x'.repeat(64),
    hooks: {
      subscriptionOf: () => ({ subscription: null, paymentData: [] }),
      beforeApprove() {},
      onApproved() {},
      onAccountClosed: () => ({ termEnd: null }),
      onOwnerHandedOver: () => {},
    },
  })
}

describe('route inventory', () => {
  test('every JSON route declares its params, body and response schemas (ADR 160; see src/kernel/routes.ts)', () => {
    const missing = apiRoutes(t.app)
      .map((r) => ({ route: r.route, problems: schemaProblems(r) }))
      .filter((r) => r.problems.length)
    expect(missing).toEqual([])
  })

  test('every /api route declares who may call it and its body limit, and every anonymous write is rate-limited', () => {
    const routes = apiRoutes(t.app)
    expect(routes.length).toBeGreaterThan(10)
    const wrong = routes
      .map((r) => ({ route: r.route, problems: declarationProblems(r) }))
      .filter((r) => r.problems.length)
    expect(wrong).toEqual([])
  })

  test('a route added without a declaration fails the inventory', async () => {
    const guard = await testGuard()
    const app = new Elysia()
      .use(guard)
      .post('/api/forgotten', () => 'no declaration')
      .post('/api/half', () => 'no body limit', { auth: 'member' })
      .post('/api/ok', () => 'ok', { anonymous: true, bodyLimit: BODY.json, rateLimit: { limit: 1, windowMs: 1000 } })
    const problems = apiRoutes(app).map((r) => [r.route, declarationProblems(r)])
    expect(problems).toEqual([
      ['POST /api/forgotten', ['no access level (auth/optionalAuth/anonymous)', 'no bodyLimit']],
      ['POST /api/half', ['no bodyLimit']],
      ['POST /api/ok', []],
    ])
  })

  test('a JSON route added without its schemas fails the inventory; a file route says what it sends', async () => {
    const guard = await testGuard()
    const id = v.object({ id: v.string() })
    const app = new Elysia()
      .use(guard)
      .post('/api/things/:id', () => ({ ok: true }), { auth: 'member', bodyLimit: BODY.json })
      .post('/api/things/:id/ok', () => ({ ok: true }), {
        auth: 'member',
        bodyLimit: BODY.json,
        params: id,
        body: v.object({ name: v.string() }),
        response: v.object({ ok: v.boolean() }),
      })
      .get('/api/things/:id/file', () => new Response('%PDF'), {
        auth: 'member',
        bodyLimit: BODY.none,
        params: id,
        sends: 'file',
      })
    expect(apiRoutes(app).map((r) => [r.route, schemaProblems(r)])).toEqual([
      [
        'POST /api/things/:id',
        [
          'no params schema (params: for the :names in its path)',
          'no body schema (body: a valibot schema; a route without a body declares bodyLimit: BODY.none)',
          "no response schema (response: a valibot schema of its JSON answer, or sends: 'file'|'redirect'|'text')",
        ],
      ],
      ['POST /api/things/:id/ok', []],
      ['GET /api/things/:id/file', []],
    ])
  })

  test('small JSON routes take at most 64 KB', () => {
    // The API's batch of up to 500 reservations (issue 23) takes 1 MB; it answers 413 past 500 whatever their size.
    const batches = new Set(['POST /api/v1/arrivals'])
    for (const r of apiRoutes(t.app)) {
      if (batches.has(r.route)) expect(r.detail?.['x-body-limit'] as number).toBeLessThanOrEqual(MB)
      else if (r.detail?.['x-body-parse'] === 'json')
        expect(r.detail?.['x-body-limit'] as number).toBeLessThanOrEqual(BODY.json)
    }
  })
})
