import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { AUDIT_KEY_FILE } from '~/db/backup'

/**
 * The audit chain's HMAC key: never in the database (whoever can write the database cannot re-forge the chain). Made
 * with a CSPRNG on first start and kept in DATA_DIR/audit-chain-key with mode 0600, beside the session secret; the
 * server and the CLI read the same file. Back it up with the database: without it the chain cannot be verified.
 */
export function resolveAuditKey(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = join(dataDir, AUDIT_KEY_FILE)
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 43) return stored
  }
  const key = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url')
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return readFileSync(file, 'utf8').trim()
}
