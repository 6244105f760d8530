// The second factor's secrets at rest (ADR 205): TOTP secrets encrypted with a key derived from the server's session
// secret (as the search audit key is), recovery codes and sign-in tickets only as hashes.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { sha256 } from '../passwords'

/** The encryption key of TOTP secrets: HMAC-SHA-256 of a fixed label under the session secret. */
export const totpKeyOf = (sessionSecret: string) =>
  Buffer.from(new Bun.CryptoHasher('sha256', sessionSecret).update('mfa-totp-secret-v1').digest())

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

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz'

/** A recovery code: 16 Crockford base-32 characters (80 random bits) in groups of four, e.g. `7k2m-…`. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16)
  let code = ''
  for (const byte of bytes) code += CROCKFORD[byte & 31]
  return code.match(/.{4}/g)!.join('-')
}

/** What a person types, as stored: case, spaces and dashes do not matter; I/L read as 1, O as 0. */
export const normalizeRecoveryCode = (typed: string) =>
  typed.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0')

export const recoveryCodeHash = (typed: string) => sha256(`recovery:${normalizeRecoveryCode(typed)}`)
