import { describe, expect, test } from 'bun:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SwaggerParser from '@apidevtools/swagger-parser'
import { ARRIVAL_GROUPS } from '~/modules/arrivals/public'
import { createTestApp } from '~/server/testing'

// The published contract (issue 33): the document the server serves, as an integrator reads it.
const BASE_URL = 'https://kyg.knowyourguest.ch'
const t = await createTestApp({ BASE_URL, CONTACT_EMAIL: 'api@knowyourguest.ch' })
const served = await t.request('/api/v1/openapi.json')
const text = await served.text()
type Json = Record<string, unknown>
type Response = { description: string; headers?: Json; content?: Record<string, { schema: Json; example?: unknown }> }
type Operation = Json & { responses: Record<string, Response>; requestBody?: { content: Record<string, Json> } }
const document = JSON.parse(text) as Json & {
  info: Json
  servers: { url: string; description?: string }[]
  paths: Record<string, Record<string, Operation>>
}
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ where: `${method} ${path}`, method, op })),
)

describe('the OpenAPI document', () => {
  test('swagger-parser validates it and redocly’s recommended-strict ruleset finds 0 problems', async () => {
    expect(served.status).toBe(200)
    await SwaggerParser.validate(structuredClone(document) as never)
    const dir = mkdtempSync(join(tmpdir(), 'kyg-openapi-'))
    const file = join(dir, 'openapi.json')
    writeFileSync(file, text)
    const lint = Bun.spawn(
      ['node_modules/.bin/redocly', 'lint', '--extends', 'recommended-strict', '--format', 'json', file],
      {
        cwd: join(import.meta.dir, '../../..'),
        stdout: 'pipe',
        stderr: 'pipe',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    )
    const [out, code] = await Promise.all([new Response(lint.stdout).text(), lint.exited])
    const report = JSON.parse(out) as { totals: Json; problems: { ruleId: string; message: string }[] }
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
    expect(code).toBe(0)
  }, 60_000)

  test('it names its licence, contact and the server of BASE_URL, and links the guide', () => {
    expect(document.info).toMatchObject({
      license: { name: expect.any(String), url: `${BASE_URL}/general-terms-conditions` },
      contact: { email: 'api@knowyourguest.ch', url: `${BASE_URL}/api/v1/guide` },
    })
    expect(document.servers).toEqual([{ url: BASE_URL, description: expect.any(String) }])
  })

  test('every /api/v1 operation is documented, once, and only those', () => {
    const served = t.app.routes
      .filter((r) => r.path.startsWith('/api/v1/') && (r.hooks as { detail?: Json }).detail?.['x-api-operation'])
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
    expect(operations.map((o) => o.where).sort()).toEqual([...new Set(served)].sort())
    // Every method an address takes is documented; the others answer 405 (contract.test.ts).
    const undocumented = t.app.routes.filter(
      (r) =>
        r.path.startsWith('/api/v1/') &&
        !['ALL'].includes(r.method) &&
        !['/api/v1/openapi.json', '/api/v1/reference', '/api/v1/guide'].includes(r.path) &&
        !(r.hooks as { detail?: Json }).detail?.['x-api-operation'],
    )
    expect(undocumented.map((r) => `${r.method} ${r.path}`)).toEqual([])
  })

  test('every body and answer refers to a named schema, every error to the one Error schema, each with an example', () => {
    const problems: string[] = []
    for (const { where, op } of operations) {
      for (const key of ['operationId', 'summary', 'description'])
        if (typeof op[key] !== 'string') problems.push(`${where}: no ${key}`)
      const body = op.requestBody?.content['application/json'] as { schema?: Json; example?: unknown } | undefined
      if (op.requestBody && !body?.schema?.$ref) problems.push(`${where}: request body is not a named schema`)
      if (op.requestBody && body?.example === undefined) problems.push(`${where}: request body without an example`)
      for (const [status, response] of Object.entries(op.responses)) {
        const content = response.content?.['application/json']
        if (!content?.schema.$ref) problems.push(`${where} ${status}: not a named schema`)
        if (Number(status) >= 400 && content?.schema.$ref !== '#/components/schemas/Error')
          problems.push(`${where} ${status}: not the Error schema`)
        if (content?.example === undefined) problems.push(`${where} ${status}: no example`)
        if (/^Response for status/.test(response.description)) problems.push(`${where} ${status}: no description`)
      }
    }
    expect(problems).toEqual([])
  })

  test('every operation documents the shared statuses and headers: request id and rate limits on every answer', () => {
    for (const { where, method, op } of operations) {
      const statuses = Object.keys(op.responses)
      const expected = ['401', '403', '429']
      if (op.requestBody) expected.push('400', '413', '415', '422')
      if (method !== 'get') expected.push('400', '415')
      expect({ where, statuses }).toEqual({ where, statuses: expect.arrayContaining(expected) })
      for (const [status, response] of Object.entries(op.responses)) {
        const headers = Object.keys(response.headers ?? {})
        const wanted = ['X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']
        if (status === '429') wanted.push('Retry-After')
        expect({ where, status, headers }).toEqual({ where, status, headers: expect.arrayContaining(wanted) })
      }
    }
    const send = document.paths['/api/v1/arrivals']?.post
    expect(send?.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' })
    expect(Object.keys(send?.responses['200']?.headers ?? {})).toContain('Idempotent-Replayed')
  })

  test('the arrival group lists every group the server answers', () => {
    const schemas = (document.components as { schemas: Record<string, { enum?: string[] }> }).schemas
    expect(schemas.ArrivalGroup?.enum).toEqual([...ARRIVAL_GROUPS])
  })
})
