// Test helpers: what writing to the audit chain needs (ADR 165), for tests and test helpers of every module.
import type { Db, DbOrTx } from '~/db/client'
import { type Clock, systemClock } from '~/kernel/clock'
import type { AuditDeps } from './service'

/** The chain key of tests on an in-memory database (the server and the CLI read DATA_DIR/audit-chain-key). */
export const TEST_CHAIN_KEY = 'test-audit-chain-key-'.padEnd(64, 'k')

/**
 * What a test helper writes with: a test's in-memory database (with the tests' chain key), or the deps of a real
 * DATA_DIR (browser tests, scripts: `{ db, clock, chainKey: resolveAuditKey(dataDir) }`), whose chain must stay whole.
 */
export type TestTarget = Db | (AuditDeps & { db: Db })

/** The database with a clock (the wall clock unless a test moves its own) and the tests' chain key. */
export function testDeps<D extends DbOrTx>(db: D, clock?: Clock): AuditDeps & { db: D }
export function testDeps(target: TestTarget, clock?: Clock): AuditDeps & { db: Db }
export function testDeps(target: DbOrTx | TestTarget, clock?: Clock): AuditDeps {
  if ('chainKey' in target) return clock ? { ...target, clock } : target
  return { db: target, clock: clock ?? systemClock, chainKey: TEST_CHAIN_KEY }
}
