// Search bursts (issue 11 overview): one member running many guest searches in a short time, which looks like
// harvesting rather than checking arriving guests; and one member trying birth date after birth date for one name
// (issue 20, finding 2), which looks like recovering a guest's birth date. Read from the audit trail.
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { actionBursts } from '~/modules/audit/public'
import { BIRTH_DATE_PROBE_ACTION } from '~/modules/search/public'

/** A burst: at least `searches` searches by one member within one clock-aligned 10-minute slot, in the last 7 days. */
export const BURST = { searches: 20, slotMinutes: 10, days: 7 } as const

/**
 * Member and slot of each burst (newest first), counted by the audit module: `searches` from `search.query` entries,
 * and `birthDates` for each refused birth-date probe (one audit entry per member, name and day).
 */
export function searchBursts(deps: { db: DbOrTx; clock: Clock }) {
  const since = new Date(deps.clock.now().getTime() - BURST.days * 86_400_000).toISOString()
  const searches = actionBursts(deps, { action: 'search.query', since, atLeast: BURST.searches }).map(
    ({ times, ...burst }) => ({ ...burst, kind: 'searches' as const, searches: times }),
  )
  const probes = actionBursts(deps, { action: BIRTH_DATE_PROBE_ACTION, since, atLeast: 1 }).map(
    ({ times, ...burst }) => ({ ...burst, kind: 'birthDates' as const, searches: times }),
  )
  return [...searches, ...probes].sort((a, b) => (a.slot < b.slot ? 1 : a.slot > b.slot ? -1 : 0))
}
