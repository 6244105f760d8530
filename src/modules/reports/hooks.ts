import type { DbOrTx } from '~/db/client'
import type { ReportIndexEntry } from './model'

/**
 * What other modules plug into reports without reports importing them (search wires its index in
 * src/server/hooks.ts, used by both the server and the CLI).
 */
export type ReportHooks = {
  /**
   * Called inside the transaction of every change that alters what search may find: create, edit, approve, reject
   * (the entry with its new status), delete and expiry (entry null). Throwing rolls the change back.
   */
  onIndexChange(deps: { db: DbOrTx }, change: { reportId: string; entry: ReportIndexEntry | null }): void
}

export const defaultReportHooks: ReportHooks = {
  onIndexChange: () => {},
}
