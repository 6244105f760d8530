import { afterEach, describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { fixedClock } from '~/kernel/clock'
import { findAuditEntries, listEntries, record, verifyChain } from './service'
import { testDeps } from './testing'

let handle = createTestDb()
afterEach(() => {
  handle.close()
  handle = createTestDb()
})

describe('audit log', () => {
  test('recorded entries form a chain that verifies', () => {
    record(testDeps(handle.db), { actor: { type: 'user', id: 'u1', ip: '127.0.0.1' }, action: 'auth.login.success' })
    record(testDeps(handle.db), { actor: { type: 'system' }, action: 'billing.retention.run', details: { removed: 3 } })
    expect(verifyChain(testDeps(handle.db))).toEqual({ ok: true, entries: 2 })
  })

  test('secrets passed in details never reach the log', () => {
    record(testDeps(handle.db), {
      actor: { type: 'anonymous' },
      action: 'auth.login.failure',
      details: { email: 'a@b.ch', password: 'hunter2', token: 'abc', nested: { documentNumber: 'X123', kept: 1 } },
    })
    const [entry] = listEntries(handle)
    expect(entry?.details).toBe('{"email":"a@b.ch","nested":{"kept":1}}')
  })

  test('the database refuses to edit or delete an entry', () => {
    record(testDeps(handle.db), { actor: { type: 'system' }, action: 'job.run_now' })
    expect(() => handle.sqlite.run("UPDATE audit_log SET action = 'y'")).toThrow(/append-only/)
    expect(() => handle.sqlite.run('DELETE FROM audit_log')).toThrow(/append-only/)
  })

  test('an entry edited behind the triggers breaks the chain at that entry', () => {
    record(testDeps(handle.db), { actor: { type: 'system' }, action: 'job.run_now' })
    record(testDeps(handle.db), { actor: { type: 'system' }, action: 'db.backup.created' })
    record(testDeps(handle.db), { actor: { type: 'system' }, action: 'storage.disk_low' })
    handle.sqlite.run('DROP TRIGGER audit_log_no_update')
    handle.sqlite.run("UPDATE audit_log SET action = 'forged' WHERE seq = 2")
    expect(verifyChain(testDeps(handle.db))).toEqual({ ok: false, brokenAtSeq: 2 })
  })

  test('a removed entry breaks the chain', () => {
    record(testDeps(handle.db), { actor: { type: 'system' }, action: 'job.run_now' })
    record(testDeps(handle.db), { actor: { type: 'system' }, action: 'db.backup.created' })
    record(testDeps(handle.db), { actor: { type: 'system' }, action: 'storage.disk_low' })
    handle.sqlite.run('DROP TRIGGER audit_log_no_delete')
    handle.sqlite.run('DELETE FROM audit_log WHERE seq = 2')
    expect(verifyChain(testDeps(handle.db))).toEqual({ ok: false, brokenAtSeq: 3 })
  })
})

describe('the audit filter works in Zurich days, as the console and the CLI show the time', () => {
  const actions = (from: string, to: string) =>
    findAuditEntries(handle, { from, to }).entries.map((entry) => entry.action)

  test('an entry shown as 28 November, 00:30 (23:30 UTC on the 27th) is found under 28 November, not 27', () => {
    const clock = fixedClock('2026-11-27T22:59:00.000Z')
    record(testDeps(handle.db, clock), { actor: { type: 'system' }, action: 'job.run_now' })
    clock.set('2026-11-27T23:30:00.000Z')
    record(testDeps(handle.db, clock), { actor: { type: 'system' }, action: 'db.backup.created' })
    expect(actions('2026-11-28', '2026-11-28')).toEqual(['db.backup.created'])
    expect(actions('2026-11-27', '2026-11-27')).toEqual(['job.run_now'])
  })

  test('in summer Zurich is two hours ahead: 22:30 UTC on 30 June is 1 July', () => {
    const clock = fixedClock('2026-06-30T21:59:59.000Z')
    record(testDeps(handle.db, clock), { actor: { type: 'system' }, action: 'job.run_now' })
    clock.set('2026-06-30T22:30:00.000Z')
    record(testDeps(handle.db, clock), { actor: { type: 'system' }, action: 'db.backup.created' })
    expect(actions('2026-07-01', '2026-07-01')).toEqual(['db.backup.created'])
    expect(actions('2026-06-30', '2026-06-30')).toEqual(['job.run_now'])
  })
})
