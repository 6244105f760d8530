import { AppError } from '~/kernel/errors'
import { MSG } from '~/lib/fields'
import { isStrongPassword } from '~/lib/password-strength'

// argon2id with OWASP's parameters (19 MiB, 2 iterations): about 55 ms per hash.
const ARGON2 = { algorithm: 'argon2id', memoryCost: 19456, timeCost: 2 } as const

export const hashPassword = (password: string) => Bun.password.hash(password, ARGON2)

export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash)

let dummyHash: Promise<string> | undefined
/**
 * Verifies against a throw-away hash so that an unknown e-mail costs the same time as a wrong password and the
 * answer time does not reveal which e-mails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomUUID())
  await verifyPassword(password, await dummyHash)
  return false
}

/** A random password for `admin:create` when no terminal can ask for one: 18 characters, about 107 bits. */
export function generatePassword(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(14)))
    .toString('base64url')
    .slice(0, 18)
}

/** SHA-256 hex of a bearer secret (reset tokens): stored instead of the secret. */
export const sha256 = (value: string) => new Bun.CryptoHasher('sha256').update(value).digest('hex')

/** A URL-safe random token with 256 bits of entropy. */
export const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

/** Refuses a new password that is common or easily guessed (ADR 120); `related` are the member's own words. */
export async function assertStrongPassword(password: string, related: Array<string | null | undefined> = []) {
  if (
    !(await isStrongPassword(
      password,
      related.filter((s): s is string => Boolean(s)),
    ))
  )
    throw new AppError('VALIDATION', MSG.passwordWeak, { field: 'password' })
}
