import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { type GuestForm, guestForm, type StoredGuest } from './guest'
import { candidatesFor } from './index-store'
import { queryKeys } from './keys'
import { type MatchedField, type MatchGroup, type MatchResult, scoreCandidate } from './score'

// matchGuest: the union of indexed look-ups for a query, scored into the three groups.

export type Match = {
  reportId: string
  companyId: string
  status: string
  score: number
  matched: MatchedField[]
  /** The group the evidence reaches, also for the viewer's own reports (shown apart, in Same company). */
  group: MatchGroup
}
export type MatchGroups = { exact: Match[]; close: Match[]; sameCompany: Match[] }

/**
 * At most this many candidates are read and scored, the best-ranked by the keys they share (ADR 081): only a common
 * name without a birth date reaches it. At most PER_GROUP are shown per group.
 */
const CANDIDATE_LIMIT = 200
const PER_GROUP = 25

export function matchGuest(
  deps: { db: DbOrTx; clock: Clock },
  query: GuestForm,
  viewer: { companyId: string | null },
): MatchGroups {
  const now = deps.clock.now().toISOString()
  const keys = queryKeys(query)
  const rows = candidatesFor(deps.db, keys, { companyId: viewer.companyId, now, limit: CANDIDATE_LIMIT })
  const groups: MatchGroups = { exact: [], close: [], sameCompany: [] }
  const documentHolders = new Set<string>()
  const scored: { match: Match; result: MatchResult }[] = []
  for (const row of rows) {
    const guest = guestForm(JSON.parse(row.guest) as StoredGuest)
    const result = scoreCandidate(query, guest)
    if (!result) continue
    if (result.documentOnly) documentHolders.add(`${guest.last.core}|${guest.first.core}|${guest.d}`)
    const { documentOnly: _, ...shown } = result
    scored.push({ match: { reportId: row.reportId, companyId: row.companyId, status: row.status, ...shown }, result })
  }
  for (const { match, result } of scored) {
    // A document number alone is 100 % only while one person carries it (numbers of two countries can collide).
    if (result.documentOnly && documentHolders.size > 1) {
      match.score = 0.9
      result.group = 'close'
      match.group = 'close'
    }
    if (viewer.companyId && match.companyId === viewer.companyId) groups.sameCompany.push(match)
    else groups[result.group].push(match)
  }
  const byScore = (a: Match, b: Match) => b.score - a.score || (a.reportId < b.reportId ? 1 : -1)
  return {
    exact: groups.exact.sort(byScore).slice(0, PER_GROUP),
    close: groups.close.sort(byScore).slice(0, PER_GROUP),
    sameCompany: groups.sameCompany.sort(byScore).slice(0, PER_GROUP),
  }
}
