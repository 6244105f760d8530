import { expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newSigningSecret, signatureHeader, standardHeaders } from './signing'

// docs/api.md's signature checks, as a receiver would copy them, against the server's own signatures.
const ROOT = join(import.meta.dir, '../../..')

async function snippet<T>(heading: string): Promise<T> {
  const doc = readFileSync(join(ROOT, 'docs/api.md'), 'utf8')
  const code = new RegExp(`### ${heading}[\\s\\S]*?\`\`\`ts\n([\\s\\S]*?)\`\`\``).exec(doc)?.[1]
  expect(code).toBeDefined()
  const file = join(mkdtempSync(join(tmpdir(), 'kyg-snippet-')), 'verify.ts')
  // Written outside the repository: its packages are named by where this repository has them.
  writeFileSync(
    file,
    (code ?? '').replace("from 'standardwebhooks'", `from '${Bun.resolveSync('standardwebhooks', ROOT)}'`),
  )
  return (await import(file)) as T
}

test('the signature check of docs/api.md accepts the server’s signatures and refuses changed, foreign or old ones', async () => {
  const { verifyKygSignature } = await snippet<{
    verifyKygSignature: (secret: string, header: string, body: string) => boolean
  }>('Verifying the signature')
  const secret = 'whsec_test-secret'
  const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', data: { webhook_id: 'w1' } })
  const now = Math.floor(Date.now() / 1000)
  expect(verifyKygSignature(secret, signatureHeader(secret, now, body), body)).toBe(true)
  expect(verifyKygSignature(secret, signatureHeader(secret, now, body), body.replace('w1', 'w2'))).toBe(false)
  expect(verifyKygSignature('whsec_other', signatureHeader(secret, now, body), body)).toBe(false)
  expect(verifyKygSignature(secret, signatureHeader(secret, now - 3600, body), body)).toBe(false)
  expect(verifyKygSignature(secret, 'v1=abc', body)).toBe(false)
})

test('the Standard Webhooks check of docs/api.md accepts the server’s headers and refuses changed, foreign or old ones', async () => {
  const { verifyStandardWebhook } = await snippet<{
    verifyStandardWebhook: (secret: string, headers: Headers, body: string) => unknown
  }>('Verifying with a Standard Webhooks library')
  const secret = newSigningSecret()
  const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', data: { webhook_id: 'w1' } })
  const signed = (at: number) => new Headers(standardHeaders(secret, 'evt_1', at, body))
  const now = Math.floor(Date.now() / 1000)
  expect(verifyStandardWebhook(secret, signed(now), body)).toEqual(JSON.parse(body))
  expect(() => verifyStandardWebhook(secret, signed(now), body.replace('w1', 'w2'))).toThrow()
  expect(() => verifyStandardWebhook(newSigningSecret(), signed(now), body)).toThrow()
  expect(() => verifyStandardWebhook(secret, signed(now - 3600), body)).toThrow()
  expect(() => verifyStandardWebhook(secret, new Headers(), body)).toThrow()
})
