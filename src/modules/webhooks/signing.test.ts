import { expect, setSystemTime, test } from 'bun:test'
import { Webhook } from 'standardwebhooks'
import { newSigningSecret, signatureHeader, standardHeaders, standardSecret, verifySignature } from './signing'

// ADR 262: every delivery carries both signatures under the one secret the owner was shown.
const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', data: { webhook_id: 'w1' } })
const at = new Date('2026-11-29T08:00:00Z')
const seconds = at.getTime() / 1000

const verifiedByThePackage = (secret: string, headers: Record<string, string>) => {
  setSystemTime(at)
  try {
    return new Webhook(secret).verify(body, headers)
  } finally {
    setSystemTime()
  }
}

test('a new secret is whsec_ and the base64 of 32 random bytes, read as is by the standardwebhooks package', () => {
  const secret = newSigningSecret()
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
  expect(newSigningSecret()).not.toBe(secret)
  expect(standardSecret(secret)).toBe(secret)
  const headers = standardHeaders(secret, 'evt_1', seconds, body)
  expect(headers).toEqual({
    'webhook-id': 'evt_1',
    'webhook-timestamp': String(seconds),
    'webhook-signature': new Webhook(secret).sign('evt_1', at, body),
  })
  expect(verifiedByThePackage(secret, headers)).toMatchObject({ id: 'evt_1' })
  expect(verifySignature(secret, signatureHeader(secret, seconds, body), body, seconds)).toBe(true)
})

test('a secret minted before ADR 262 (base64url) signs with its bytes: its base64 spelling verifies, KYG-Signature is unchanged', () => {
  // 32 bytes whose base64url text holds both `-` and `_`, which the package's base64 decoder refuses.
  const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => (i % 2 ? 0xfb : 0xff)))
  const old = `whsec_${bytes.toString('base64url')}`
  expect(old).toMatch(/[-_]/)
  expect(() => new Webhook(old)).toThrow()
  const spelled = standardSecret(old)
  expect(spelled).toBe(`whsec_${bytes.toString('base64')}`)
  const headers = standardHeaders(old, 'evt_1', seconds, body)
  expect(verifiedByThePackage(spelled, headers)).toMatchObject({ type: 'webhook.test' })
  expect(headers['webhook-signature']).toBe(new Webhook(bytes, { format: 'raw' }).sign('evt_1', at, body))
  const kyg = signatureHeader(old, seconds, body)
  expect(verifySignature(old, kyg, body, seconds)).toBe(true)
  expect(verifySignature(spelled, kyg, body, seconds)).toBe(false)
})
