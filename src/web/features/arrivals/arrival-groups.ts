// The arrivals list as a receptionist reads it (issue 32 items 1 and 6): what needs a look first, then today,
// tomorrow, later and the guests already in the house; a search over names and reservation numbers; the same guest
// listed twice for the same dates. Days are the server's Zurich days (the list's `from` is its today).
import { addDays } from '~/lib/dates'
import { isMatchGroup } from '~/lib/match-groups'
import type { ArrivalView } from '~/modules/arrivals/public'

export type DayGroup = 'needs' | 'today' | 'tomorrow' | 'later' | 'staying'
const DAY_GROUPS: DayGroup[] = ['needs', 'today', 'tomorrow', 'later', 'staying']

/** What the list shows: everything, or only what needs a look; and the search's text. */
export type ListView = { show?: 'flagged'; q?: string }

/** A match that needs a person's decision (a report matches exactly or closely). */
export const needsLook = (a: Pick<ArrivalView, 'group'>) => isMatchGroup(a.group)

/** Lower case without accents, so "muller" finds "Müller". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

const matchesText = (a: ArrivalView, q: string) =>
  folded(`${a.first_name} ${a.last_name} ${a.last_name} ${a.first_name} ${a.reservation_ref ?? ''}`).includes(q)

function groupOf(a: ArrivalView, today: string): DayGroup {
  if (needsLook(a)) return 'needs'
  if (a.check_in < today) return 'staying'
  if (a.check_in === today) return 'today'
  if (a.check_in === addDays(today, 1)) return 'tomorrow'
  return 'later'
}

/** The list's groups (only those with arrivals) after the search and the filter, and the filter's counts. */
export function groupArrivals(arrivals: ArrivalView[], today: string, view: ListView) {
  const q = folded(view.q ?? '')
  const found = q ? arrivals.filter((a) => matchesText(a, q)) : arrivals
  const flagged = found.filter(needsLook).length
  const shown = view.show === 'flagged' ? found.filter(needsLook) : found
  const groups = new Map<DayGroup, ArrivalView[]>(DAY_GROUPS.map((g) => [g, []]))
  for (const a of shown) groups.get(groupOf(a, today))?.push(a)
  return {
    counts: { all: found.length, flagged },
    groups: DAY_GROUPS.flatMap((g) => {
      const list = groups.get(g) ?? []
      return list.length ? [{ group: g, arrivals: list }] : []
    }),
  }
}

/** The same guest with the same stay: both names (accents and case aside), birth date, check-in and check-out. */
const guestKey = (a: ArrivalView) =>
  [folded(a.first_name), folded(a.last_name), a.birth_date, a.check_in, a.check_out].join('|')

/** For each arrival listed more than once, the ids of its copies (the others with the same guest and stay). */
export function duplicatesOf(arrivals: ArrivalView[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>()
  for (const a of arrivals) {
    const key = guestKey(a)
    byKey.set(key, [...(byKey.get(key) ?? []), a.id])
  }
  const copies = new Map<string, string[]>()
  for (const ids of byKey.values())
    if (ids.length > 1)
      for (const id of ids)
        copies.set(
          id,
          ids.filter((other) => other !== id),
        )
  return copies
}

/** How many guests are listed more than once (each such guest counted once). */
export const duplicatedGuests = (copies: Map<string, string[]>) =>
  [...copies.values()].reduce((n, others) => n + 1 / (others.length + 1), 0)
