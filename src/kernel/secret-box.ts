// Secrets the server must read back but a copy of the database alone must not (ADR 205, ADR 211): encrypted with
// AES-256-GCM under a key derived from the server's session secret, one label per use (TOTP secrets, webhook signing
// secrets), so one use's key opens nothing of another's.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** The encryption key of one use: HMAC-SHA-256 of its fixed label under the session secret. */
export const secretBoxKey = (sessionSecret: string, label: string) =>
  Buffer.from(new Bun.CryptoHasher('sha256', sessionSecret).update(label).digest())

/** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM with a fresh 96-bit IV. */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The clear secret, or null when the key is not the one it was encrypted with (session secret changed). */
export function decryptSecret(key: Buffer, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !body) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
