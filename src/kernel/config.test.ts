import { describe, expect, test } from 'bun:test'
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig, resolveSessionSecret } from './config'

describe('configuration', () => {
  test('an empty environment gives a working zero-configuration setup', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.BASE_URL).toBe('http://localhost:3000')
    expect(config.DATA_DIR.endsWith('/data')).toBe(true)
    expect(config.secure).toBe(false)
  })

  test('a port that is not a number is refused with a message naming PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
  })

  test('a too short session secret is refused', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/)
  })

  test('off-site copies: the interval is whole minutes or a fraction of whole seconds, and a repository needs its password', () => {
    expect(loadConfig({}).BACKUP_INTERVAL_MINUTES).toBe(5)
    expect(loadConfig({ BACKUP_INTERVAL_MINUTES: '0.05' }).BACKUP_INTERVAL_MINUTES).toBe(0.05)
    for (const bad of ['0', '0.001', '1.5', '61', 'five'])
      expect(() => loadConfig({ BACKUP_INTERVAL_MINUTES: bad })).toThrow(/BACKUP_INTERVAL_MINUTES/)
    expect(() => loadConfig({ BACKUP_REPOSITORY: '/srv/kyg' })).toThrow(/BACKUP_PASSWORD/)
    expect(loadConfig({ BACKUP_REPOSITORY: '/srv/kyg', BACKUP_PASSWORD_FILE: '/run/pass' }).BACKUP_REPOSITORY).toBe(
      '/srv/kyg',
    )
  })

  test('an https base URL turns on secure mode', () => {
    expect(loadConfig({ BASE_URL: 'https://kyg.example/' }).secure).toBe(true)
    expect(loadConfig({ BASE_URL: 'https://kyg.example/' }).BASE_URL).toBe('https://kyg.example')
  })

  test('a generated session secret is kept private and reused on the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kyg-secret-'))
    const first = resolveSessionSecret(dir)
    expect(first.length).toBeGreaterThanOrEqual(43)
    expect(statSync(join(dir, 'session-secret')).mode & 0o777).toBe(0o600)
    expect(resolveSessionSecret(dir)).toBe(first)
  })
})
