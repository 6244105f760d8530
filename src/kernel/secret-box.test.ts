import { expect, test } from 'bun:test'
import { decryptSecret, encryptSecret, secretBoxKey } from './secret-box'

const SESSION = 'session-secret-'.padEnd(64, 'x')

test('a secret encrypted under one label opens only with the same session secret and label', () => {
  const key = secretBoxKey(SESSION, 'webhook-signing-secret-v1')
  const stored = encryptSecret(key, 'whsec_abc')
  expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(stored).not.toContain('whsec_abc')
  expect(decryptSecret(key, stored)).toBe('whsec_abc')
  expect(decryptSecret(secretBoxKey(SESSION, 'mfa-totp-secret-v1'), stored)).toBeNull()
  expect(decryptSecret(secretBoxKey(`${SESSION}y`, 'webhook-signing-secret-v1'), stored)).toBeNull()
  expect(
    decryptSecret(
      key,
      stored.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    ),
  ).toBeNull()
  expect(encryptSecret(key, 'whsec_abc')).not.toBe(stored)
})
