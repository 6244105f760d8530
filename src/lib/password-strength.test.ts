import { describe, expect, test } from 'bun:test'
import { isStrongPassword, passwordScore } from './password-strength'

describe('password strength', () => {
  test('common passwords of six characters or more are refused', async () => {
    for (const weak of ['123456', 'password', 'qwertz', 'passwort1']) expect(await isStrongPassword(weak)).toBe(false)
  })
  test('a password made of the member’s own name is refused', async () => {
    expect(await isStrongPassword('muellerhotel', ['mueller', 'hotel'])).toBe(false)
  })
  test('a password of a few unrelated words is accepted', async () => {
    expect(await isStrongPassword('fresh-pass-7')).toBe(true)
    expect(await passwordScore('Matterhorn-Fondue-42')).toBeGreaterThanOrEqual(3)
  })
})
