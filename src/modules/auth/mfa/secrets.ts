// The second factor's secrets at rest (ADR 205): TOTP secrets encrypted with a key derived from the server's session
// secret (as the search audit key is), recovery codes and sign-in tickets only as hashes.
import { randomBytes } from 'node:crypto'
import { secretBoxKey } from '~/kernel/secret-box'
import { sha256 } from '../passwords'

/** The encryption key of TOTP secrets: HMAC-SHA-256 of a fixed label under the session secret (src/kernel/secret-box). */
export const totpKeyOf = (sessionSecret: string) => secretBoxKey(sessionSecret, 'mfa-totp-secret-v1')

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
