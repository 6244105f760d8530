import { expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signatureHeader } from './signing'

// docs/api.md's signature check, as a receiver would copy it, against the server's own signatures.
const ROOT = join(import.meta.dir, '../../..')

test('the signature check of docs/api.md accepts the server’s signatures and refuses changed, foreign or old ones', async () => {
  const doc = readFileSync(join(ROOT, 'docs/api.md'), 'utf8')
  const snippet = /### Verifying the signature[\s\S]*?```ts\n([\s\S]*?)```/.exec(doc)?.[1]
  expect(snippet).toBeDefined()
  const file = join(mkdtempSync(join(tmpdir(), 'kyg-snippet-')), 'verify.ts')
  writeFileSync(file, snippet ?? '')
  const { verifyKygSignature } = (await import(file)) as {
    verifyKygSignature: (secret: string, header: string, body: string) => boolean
  }
  const secret = 'whsec_test-secret'
  const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', data: { webhook_id: 'w1' } })
  const now = Math.floor(Date.now() / 1000)
  expect(verifyKygSignature(secret, signatureHeader(secret, now, body), body)).toBe(true)
  expect(verifyKygSignature(secret, signatureHeader(secret, now, body), body.replace('w1', 'w2'))).toBe(false)
  expect(verifyKygSignature('whsec_other', signatureHeader(secret, now, body), body)).toBe(false)
  expect(verifyKygSignature(secret, signatureHeader(secret, now - 3600, body), body)).toBe(false)
  expect(verifyKygSignature(secret, 'v1=abc', body)).toBe(false)
})
