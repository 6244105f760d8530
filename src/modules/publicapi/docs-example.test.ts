import { afterAll, beforeAll, expect, test } from 'bun:test'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DB_FILE } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { startTestServer, type TestServer } from '../../../tests/support/server'

// docs/api.md's TypeScript example, run as a client would run it, against the real server.
const ROOT = join(import.meta.dir, '../../..')
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server?.stop())

test('the TypeScript example of docs/api.md runs against the real server', async () => {
  const doc = readFileSync(join(ROOT, 'docs/api.md'), 'utf8')
  const example = /```ts\n([\s\S]*?)```/.exec(doc)?.[1]
  expect(example).toBeDefined()
  const handle = openDatabase(join(server.dataDir, DB_FILE))
  const { key } = await createHotelWithKey(handle.db)
  handle.close()
  const file = join(server.dataDir, 'api-example.ts')
  writeFileSync(file, example ?? '')
  const run = Bun.spawn(['bun', file], {
    env: { ...process.env, KYG_URL: server.url, KYG_API_KEY: key },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(run.stdout).text(),
    new Response(run.stderr).text(),
    run.exited,
  ])
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
  expect(stdout).toContain('R-1042: added, group none')
  expect(stdout).toContain('0 of 1 arrivals need a look')
  expect(stdout).toContain('search: 0 exact, 0 close')
  expect(stdout).toContain('R-1042 forgotten')
}, 60_000)
