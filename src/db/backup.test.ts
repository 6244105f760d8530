import { Database } from 'bun:sqlite'
import { describe, expect, test } from 'bun:test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { record } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { createBackup } from './backup'
import { openDatabase } from './client'

describe('database backups', () => {
  test('a backup is a complete, consistent copy of the live database that opens on its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kyg-backup-'))
    const live = openDatabase(join(dir, 'live.sqlite'))
    record(testDeps(live.db), { actor: { type: 'operator' }, action: 'db.backup.created' })
    const file = createBackup(live.sqlite, join(dir, 'backups'), new Date('2026-11-22T06:30:00Z'))
    expect(file).toEndWith('knowyourguest-2026-11-22T06-30-00-000Z.sqlite')
    live.close()
    const copy = new Database(file, { readonly: true })
    expect(copy.query('SELECT action FROM audit_log').all()).toEqual([{ action: 'db.backup.created' }])
    expect(copy.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
    copy.close()
  })
})
