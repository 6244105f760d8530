// Search bursts (issue 11 overview): one member running many guest searches in a short time, which looks like
// harvesting rather than checking arriving guests. Read from the audit trail's `search.query` entries.
import type { DbOrTx } from '~/db/client'
import { actionBursts } from '~/modules/audit/public'

/** A burst: at least `searches` searches by one member within one clock-aligned 10-minute slot, in the last 7 days. */
export const BURST = { searches: 20, slotMinutes: 10, days: 7 } as const

/** Member and slot of each burst (newest first), counted by the audit module from its `search.query` entries. */
export function searchBursts(deps: { db: DbOrTx }, now = new Date()) {
  const since = new Date(now.getTime() - BURST.days * 86_400_000).toISOString()
  return actionBursts(deps, { action: 'search.query', since, atLeast: BURST.searches }).map(({ times, ...burst }) => ({
    ...burst,
    searches: times,
  }))
}
