import { afterAll, describe, expect, test } from 'bun:test'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { fixedClock } from '~/kernel/clock'
import { addDays, zurichDay } from '~/lib/dates'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { startReceiver } from '~/modules/webhooks/testing'
import { createTestApp } from '~/server/testing'
import { type ApiDocument, answerChecker } from './testing'

// Issue 33's acceptance: a client generated from the served document (openapi-typescript + openapi-fetch), compiled
// with tsc, runs the whole integration, and every answer keeps to the document (Ajv). The vendor's code is
// ./vendor-client.fixture.txt, compiled and run from a folder inside node_modules (where it finds openapi-fetch).
const ROOT = join(import.meta.dir, '../../..')
const BASE_URL = 'https://kyg.example.org'
const clock = fixedClock(new Date())
const t = await createTestApp({ BASE_URL, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, { clock })
const receiver = startReceiver()
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true })
const dir = mkdtempSync(join(ROOT, 'node_modules/.cache/kyg-vendor-'))
afterAll(() => {
  receiver.stop()
  rmSync(dir, { recursive: true, force: true })
})

type Integrate = (options: {
  baseUrl: string
  key: string
  fetch: (request: Request) => Promise<Response>
  today: string
  tomorrow: string
  receiverUrl: string
}) => Promise<{ name: string; status: number; replayed?: string | null }[]>

describe('a client generated from the served document', () => {
  test('compiles with tsc and runs the whole integration; every answer keeps to the document', async () => {
    const document = (await (await t.request('/api/v1/openapi.json')).json()) as ApiDocument
    writeFileSync(join(dir, 'schema.d.ts'), astToString(await openapiTS(document as never)))
    copyFileSync(join(import.meta.dir, 'vendor-client.fixture.txt'), join(dir, 'vendor.ts'))

    const tsc = Bun.spawn(
      [
        join(ROOT, 'node_modules/.bin/tsc'),
        '--noEmit',
        '--strict',
        '--noUncheckedIndexedAccess',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--lib',
        'es2022,dom',
        '--skipLibCheck',
        join(dir, 'vendor.ts'),
      ],
      { cwd: dir, stdout: 'pipe', stderr: 'pipe' },
    )
    const [compiled, code] = await Promise.all([new Response(tsc.stdout).text(), tsc.exited])
    expect(compiled).toBe('')
    expect(code).toBe(0)

    const check = answerChecker(document)
    const problems: string[] = []
    const seen: string[] = []
    const hotel = await createHotelWithKey(t.db.db, ['arrivals:write', 'arrivals:read', 'search', 'webhooks:manage'])
    const { integrate } = (await import(join(dir, 'vendor.ts'))) as { integrate: Integrate }
    const today = zurichDay(clock.now())
    const steps = await integrate({
      baseUrl: BASE_URL,
      key: hotel.key,
      today,
      tomorrow: addDays(today, 1),
      receiverUrl: receiver.url,
      fetch: async (request) => {
        const answer = await t.app.handle(request)
        const body = await answer.clone().text()
        seen.push(`${request.method} ${new URL(request.url).pathname} ${answer.status}`)
        problems.push(...check(request.method, request.url, answer.status, body))
        if (!answer.headers.get('x-request-id')) problems.push(`${request.method} ${request.url}: no X-Request-Id`)
        return answer
      },
    })
    expect(problems).toEqual([])
    expect(steps.map((s) => `${s.name} ${s.status}`)).toEqual([
      'send 200',
      'replay 200',
      'replayed 200',
      'list 200',
      'list 200',
      'get 200',
      'delete 200',
      'gone 404',
      'search 200',
      'search refused 422',
      'webhook create 201',
      'webhook list 200',
      'webhook test 200',
      'webhook delete 200',
    ])
    expect(steps.find((s) => s.name === 'replayed')?.replayed).toBe('true')
    expect(seen).toHaveLength(13)
    expect(receiver.received).toHaveLength(1)
  }, 60_000)
})
