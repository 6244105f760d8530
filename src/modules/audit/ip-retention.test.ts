import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { forgetOldAuditIps } from './jobs'
import { listEntries, record, verifyChain } from './service'
import { testDeps } from './testing'

const DAY = 86_400_000

describe('audit IP retention (12 months)', () => {
  test('after 12 months an entry’s IP is removed, it keeps its place and the chain still verifies', () => {
    const handle = createTestDb()
    record(testDeps(handle.db), { actor: { type: 'user', id: 'u1', ip: '203.0.113.7' }, action: 'auth.login.success' })
    record(testDeps(handle.db), { actor: { type: 'anonymous', ip: '198.51.100.2' }, action: 'auth.login.failure' })
    const ips = () => listEntries(handle).map((e) => [e.action, e.ip])
    // Eleven months on: kept.
    expect(forgetOldAuditIps(handle, new Date(Date.now() + 330 * DAY), 100).counts.ipsRemoved).toBe(0)
    // Twelve months and a day on: removed, in batches, and a second run finds nothing.
    const later = new Date(Date.now() + 367 * DAY)
    expect(forgetOldAuditIps(handle, later, 1)).toEqual({ counts: { ipsRemoved: 1 }, more: true })
    expect(forgetOldAuditIps(handle, later, 1).counts.ipsRemoved).toBe(1)
    expect(forgetOldAuditIps(handle, later, 1).counts.ipsRemoved).toBe(0)
    expect(ips()).toEqual([
      ['auth.login.failure', null],
      ['auth.login.success', null],
    ])
    expect(listEntries(handle).every((e) => e.ipHash)).toBe(true)
    expect(verifyChain(testDeps(handle.db))).toEqual({ ok: true, entries: 2 })
  })

  test('any other change to an audit entry is still refused by the database', () => {
    const handle = createTestDb()
    record(testDeps(handle.db), { actor: { type: 'user', id: 'u1', ip: '203.0.113.7' }, action: 'auth.logout' })
    expect(() => handle.sqlite.run("UPDATE audit_log SET action = 'forged'")).toThrow('append-only')
    expect(() => handle.sqlite.run("UPDATE audit_log SET ip = '10.0.0.1'")).toThrow('append-only')
    expect(() => handle.sqlite.run('UPDATE audit_log SET ip = NULL, ip_hash = NULL')).toThrow('append-only')
    expect(() => handle.sqlite.run('DELETE FROM audit_log')).toThrow('append-only')
    handle.sqlite.run('UPDATE audit_log SET ip = NULL')
    expect(verifyChain(testDeps(handle.db))).toEqual({ ok: true, entries: 1 })
  })
})
