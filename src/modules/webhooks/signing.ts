// The signature of a delivery (ADR 211), as Stripe signs its webhooks: `KYG-Signature: t=<unix seconds>,v1=<hex>`,
// the HMAC-SHA256 of `<t>.<body>` under the webhook's signing secret. A receiver recomputes it, compares in constant
// time and refuses an old timestamp (docs/api.md), so a captured delivery cannot be replayed later.
import { timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'KYG-Signature'

const hmac = (secret: string, text: string) => new Bun.CryptoHasher('sha256', secret).update(text).digest('hex')

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`)}`
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
