// Fills an audit log with synthetic entries (actors, actions, targets spread over the last 400 days) to try the
// admin console's audit page and its indexes at scale: `bun scripts/seed-audit.ts 1000000 [database file]`.
// The rows are not hash-chained (Verify chain reports them broken): use a copy, never the real database.
import type { Database } from 'bun:sqlite'

const ACTIONS = [
  'report.view',
  'search.run',
  'auth.login.success',
  'report.create',
  'payment.refunded',
  'data_request.viewed',
]

export function seedAuditRows(sqlite: Database, rows: number) {
  const insert = sqlite.prepare(
    `INSERT INTO audit_log (at, actor_type, actor_id, action, target_type, target_id, details, ip, prev_hash, hash)
     VALUES (?, 'user', ?, ?, 'report', ?, '{}', NULL, '', '')`,
  )
  const start = Date.now() - 400 * 86_400_000
  const step = (400 * 86_400_000) / rows
  sqlite.transaction(() => {
    for (let i = 0; i < rows; i++) {
      insert.run(
        new Date(start + i * step).toISOString(),
        `user-${i % 500}`,
        ACTIONS[i % ACTIONS.length]!,
        `r-${i % 5000}`,
      )
    }
  })()
  sqlite.run('ANALYZE')
}

if (import.meta.main) {
  const { openDatabase } = await import('~/db/client')
  const rows = Number(process.argv[2] ?? 1_000_000)
  const file = process.argv[3] ?? 'data/audit-seed.sqlite'
  const db = openDatabase(file)
  const started = performance.now()
  seedAuditRows(db.sqlite, rows)
  console.log(`${rows} audit entries written to ${file} in ${Math.round(performance.now() - started)} ms`)
  db.close()
}
