// The signatures of a delivery. `KYG-Signature` (ADR 211), as Stripe signs its webhooks: `t=<unix seconds>,v1=<hex>`,
// the HMAC-SHA256 of `<t>.<body>` under the webhook's signing secret as text. And the Standard Webhooks headers (ADR
// 262), made by the `standardwebhooks` package: `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64>`,
// the HMAC-SHA256 of `<id>.<timestamp>.<body>` under the bytes the secret's text after `whsec_` encodes. A receiver
// recomputes either, compares in constant time and refuses an old timestamp (docs/api.md), so a captured delivery
// cannot be replayed later.
import { timingSafeEqual } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

export const SIGNATURE_HEADER = 'KYG-Signature'
export const SECRET_PREFIX = 'whsec_'

const hmac = (secret: string, text: string) => new Bun.CryptoHasher('sha256', secret).update(text).digest('hex')

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`)}`
}

/** A new signing secret: `whsec_` and the base64 of 256 random bits, as Standard Webhooks libraries read it. */
export function newSigningSecret(): string {
  return SECRET_PREFIX + Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')
}

/**
 * The key Standard Webhooks signs with: the bytes the secret's text encodes. Secrets minted before ADR 262 are
 * base64url (`-`, `_`, no padding); Node's base64 decoder reads both alphabets, so they sign with the same bytes and
 * a receiver holding one uses its base64 spelling (`standardSecret`, docs/api.md).
 */
function standardKey(secret: string): Uint8Array {
  return new Uint8Array(Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64'))
}

/** The spelling of a secret that every Standard Webhooks library accepts (the same bytes, standard base64). */
export function standardSecret(secret: string): string {
  return SECRET_PREFIX + Buffer.from(standardKey(secret)).toString('base64')
}

/** The three Standard Webhooks headers of a delivery; `id` is the event's, the same on every retry. */
export function standardHeaders(secret: string, id: string, timestamp: number, body: string): Record<string, string> {
  const signature = new Webhook(standardKey(secret), { format: 'raw' }).sign(id, new Date(timestamp * 1000), body)
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature }
}

/** Whether a header signs this body with this secret within `toleranceSeconds` of `nowSeconds`. */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const t = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false
  const expected = Buffer.from(hmac(secret, `${t}.${body}`))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
