// The route inventory (ADR 060): every /api route declares who may call it and how big its body may be.
import { describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { BODY, MB } from '~/kernel/routes'
import { MAX_REPORT_REQUEST_BYTES } from '~/modules/reports/quotas'
import { createTestApp } from './testing'

const t = await createTestApp()
const ACCESS = ['anonymous', 'optional', 'user', 'member', 'admin']

type Detail = Record<string, unknown> | undefined
const apiRoutes = (app: { routes: { method: string; path: string; hooks: unknown }[] }) =>
  app.routes
    .filter((r) => r.path.startsWith('/api'))
    .map((r) => ({ route: `${r.method} ${r.path}`, method: r.method, detail: (r.hooks as { detail?: Detail }).detail }))

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

describe('route inventory', () => {
  test('every /api route declares who may call it and its body limit, and every anonymous write is rate-limited', () => {
    const routes = apiRoutes(t.app)
    expect(routes.length).toBeGreaterThan(10)
    const wrong = routes
      .map((r) => ({ route: r.route, problems: declarationProblems(r) }))
      .filter((r) => r.problems.length)
    expect(wrong).toEqual([])
  })

  test('a route added without a declaration fails the inventory', async () => {
    const { createAuthGuard } = await import('~/modules/auth')
    const guard = createAuthGuard({
      db: t.db.db,
      clock: t.clock,
      config: t.config,
      log: { debug() {}, info() {}, warn() {}, error() {}, child: () => undefined as never },
      sessionSecret: 'x'.repeat(64),
      hooks: {
        subscriptionOf: () => ({ subscription: null, paymentData: [] }),
        beforeApprove() {},
        isAbandonedRegistration: () => false,
        onAccountClosed: () => ({ termEnd: null }),
      },
    })
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

  test('small JSON routes take at most 64 KB', () => {
    for (const r of apiRoutes(t.app)) {
      if (r.detail?.['x-body-parse'] === 'json')
        expect(r.detail?.['x-body-limit'] as number).toBeLessThanOrEqual(BODY.json)
    }
  })
})
