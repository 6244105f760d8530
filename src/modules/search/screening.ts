import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { matchGuest } from './engine'
import { type GuestFields, guestForm, hasMinimumInput, type StoredGuest, storedGuest } from './guest'
import { keysOf } from './index-store'
import { queryKeys } from './keys'
import { type MatchGroup, scoreCandidate } from './score'

// Screening a hotel's coming guests (arrivals, issue 22; ADR 210) with the search engine: the same normalisation,
// blocking keys, scoring and groups as a search, but no display fields, no score and no audit (the arrivals module
// audits its batches and opens a flagged arrival through searchGuests, audited as a search).

/** The group an arrival reaches: 100 % ("exact"), possible match ("close"), or none. */
export type ScreeningGroup = MatchGroup | 'none'
export type Screening = { group: ScreeningGroup; exact: string[]; close: string[] }

/** A guest to watch: its normalised form (kept for re-matching) and the hashed keys it is filed under. */
export type WatchedGuest = { guest: string; keys: number[] }

const rank: Record<ScreeningGroup, number> = { none: 0, close: 1, exact: 2 }
export const betterGroup = (a: ScreeningGroup, b: ScreeningGroup): ScreeningGroup => (rank[b] > rank[a] ? b : a)

/**
 * One guest against the reports a search by this hotel could find: other hotels' approved reports and the hotel's
 * own approved ones (its own pending or rejected reports flag nothing). Report ids only, per group. `hidden`: other
 * hotels' reports the screening's plan left out (planScreenings, ADR 326), as if they did not match.
 */
export function screenGuest(
  deps: { db: DbOrTx; clock: Clock },
  fields: GuestFields,
  viewer: { companyId: string; hidden?: ReadonlySet<string> },
): Screening {
  const query = guestForm(storedGuest(fields, deps.clock.now()))
  if (!hasMinimumInput(query)) return { group: 'none', exact: [], close: [] }
  const groups = matchGuest(deps, query, viewer)
  const own = groups.sameCompany.filter((m) => m.status === 'approved')
  const shown = (m: { reportId: string }) => !viewer.hidden?.has(m.reportId)
  const exact = [...groups.exact.filter(shown), ...own.filter((m) => m.group === 'exact')]
  const close = [...groups.close.filter(shown), ...own.filter((m) => m.group === 'close')]
  const group: ScreeningGroup = exact.length ? 'exact' : close.length ? 'close' : 'none'
  return { group, exact: exact.map((m) => m.reportId), close: close.map((m) => m.reportId) }
}

/** What the arrivals module keeps to re-match a guest later: normalised values and the keys it is filed under. */
export function watchGuest(fields: GuestFields, today: Date): WatchedGuest {
  const guest = storedGuest(fields, today)
  return { guest: JSON.stringify(guest), keys: keysOf(guest) }
}

/** The keys a watched guest was filed under (to remove them again). */
export const watchedKeys = (guest: string): number[] => keysOf(JSON.parse(guest) as StoredGuest)

/**
 * The keys to look up watched guests with, for a newly approved report: every key a guest the report matches could
 * be filed under (the blocking keys work both ways; ADR 210 and its test).
 */
export const reportLookupKeys = (fields: GuestFields, today: Date): number[] =>
  queryKeys(guestForm(storedGuest(fields, today)))

/** Whether a watched guest, searched for, would find this report at all (a cheap test before a full screening). */
export function couldMatch(watched: string, report: GuestFields, today: Date): boolean {
  return scoreCandidate(guestForm(JSON.parse(watched) as StoredGuest), guestForm(storedGuest(report, today))) !== null
}
