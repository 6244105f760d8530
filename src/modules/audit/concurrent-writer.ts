// Test support (finding 6): a second process appending to the audit log of DATA_DIR, as the CLI does while the
// server runs. Usage: bun src/modules/audit/concurrent-writer.ts <DATA_DIR> <count>
import { join } from 'node:path'
import { DB_FILE } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { resolveAuditKey } from './key'
import { record } from './service'

const [dataDir, count] = process.argv.slice(2)
if (!dataDir || !count) throw new Error('Usage: concurrent-writer.ts <DATA_DIR> <count>')
const handle = openDatabase(join(dataDir, DB_FILE), { runMigrations: false })
const deps = { db: handle.db, clock: systemClock, chainKey: resolveAuditKey(dataDir) }
// The test starts its own writes when every writer says it is about to write.
console.log('ready')
for (let i = 0; i < Number(count); i++) {
  record(deps, { actor: { type: 'operator', ip: '127.0.0.1' }, action: 'db.backup.created', details: { i } })
}
handle.close()
