import { afterAll, expect, spyOn, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DB_FILE } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { apiKeys } from '~/modules/apikeys/schema'
import { hashKey } from '~/modules/apikeys/service'
import { createMember } from '~/modules/auth/testing'
import { main } from './main'

const dir = mkdtempSync(join(tmpdir(), 'kyg-cli-keys-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function cli(argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const log = spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')))
  const error = spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')))
  try {
    const code = await main(argv, { LOG_LEVEL: 'silent', DATA_DIR: dir })
    return { code, stdout: out.join('\n'), stderr: err.join('\n') }
  } finally {
    log.mockRestore()
    error.mockRestore()
  }
}

test('apikeys:create prints a key for the owner’s hotel once and stores only its hash', async () => {
  const handle = openDatabase(join(dir, DB_FILE))
  const { user } = await createMember(handle.db)
  handle.close()
  const run = await cli([
    'apikeys:create',
    user.email,
    '--name',
    'Mews onboarding',
    '--scopes',
    'search, arrivals:read',
  ])
  expect(run.code).toBe(0)
  const key = /kyg_[A-Za-z0-9_-]{43}/.exec(run.stdout)?.[0] ?? ''
  expect(key).not.toBe('')
  const check = openDatabase(join(dir, DB_FILE))
  const rows = check.db.select().from(apiKeys).all()
  check.close()
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ companyId: user.companyId, name: 'Mews onboarding', scopes: 'arrivals:read search' })
  expect(rows[0]?.hash).toBe(hashKey(key))
})

test('apikeys:create refuses an unknown scope, a missing name and an unknown e-mail, storing nothing', async () => {
  const runs = [
    await cli(['apikeys:create', 'nobody@example.ch', '--name', 'x', '--scopes', 'search']),
    await cli(['apikeys:create', 'nobody@example.ch', '--scopes', 'search']),
    await cli(['apikeys:create', 'nobody@example.ch', '--name', 'x', '--scopes', 'search,admin']),
  ]
  expect(runs.map((r) => r.code)).toEqual([2, 2, 2])
  expect(runs[2]?.stderr).toContain('--scopes')
  const check = openDatabase(join(dir, DB_FILE))
  expect(check.db.select().from(apiKeys).all()).toHaveLength(1)
  check.close()
})
