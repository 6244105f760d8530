import { areEquivalentGivenNames } from './equivalents'
import type { NameForm } from './normalize'
import { jaroWinkler, soundAlike } from './phonetic'

// Name similarity in [0, 1] (ADR 082). 1 and 0.96–0.98 mean "the same name once written one way" (spelling,
// particles, compound parts, middle names); a fuzzy match is capped at FUZZY_CAP so that a typo never counts as
// the same name.

const FUZZY_CAP = 0.95
export const SAME_NAME = 0.96
export const EQUIVALENT_GIVEN_NAME = 0.92

const isSubset = (small: string[], big: string[]) => small.length > 0 && small.every((t) => big.includes(t))

/** Best Jaro-Winkler of each token of the shorter list against the other list, averaged (Monge-Elkan). */
function tokenSimilarity(a: string[], b: string[]): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  if (short.length === 0) return 0
  let sum = 0
  for (const t of short) {
    let best = 0
    for (const u of long) best = Math.max(best, jaroWinkler(t, u))
    sum += best
  }
  return sum / short.length
}

function fuzzy(a: NameForm, b: NameForm): number {
  const la = a.loose
  const lb = b.loose
  // One name in two transliterations (Tschaikowski / Chaykovskiy, Iwanow / Ivanoff) is a strong possibility.
  if (la === lb && la.length >= 3) return 0.93
  let s = Math.max(
    jaroWinkler(a.core, b.core),
    jaroWinkler(a.joined, b.joined),
    tokenSimilarity(a.skel, b.skel),
    jaroWinkler(la, lb) - 0.02,
  )
  // Names that sound alike (Meier/Mayer, Schmid/Schmitt) are at least a strong possibility.
  if (s < 0.9 && soundAlike(a.core, b.core)) s = Math.max(s, 0.9)
  return Math.min(FUZZY_CAP, s)
}

/**
 * A comparison remembered per pair of name forms (ADR 344): forms are memoised per text (normalize.ts nameForm), so a
 * question compared with thousands of reports of a few hundred names computes each pair once. Keyed by the forms
 * themselves (weakly): a form the name memo lets go takes its comparisons with it.
 */
function remembered(compare: (a: NameForm, b: NameForm) => number | null) {
  const memo = new WeakMap<NameForm, WeakMap<NameForm, number | null>>()
  return (a: NameForm, b: NameForm): number | null => {
    let row = memo.get(a)
    if (!row) {
      row = new WeakMap()
      memo.set(a, row)
    }
    let s = row.get(b)
    if (s === undefined) {
      s = compare(a, b)
      row.set(b, s)
    }
    return s
  }
}

/** Surname similarity; null when either side is empty. */
const surnameSimilarity = remembered(function surnameSimilarity(a: NameForm, b: NameForm): number | null {
  if (!a.joined || !b.joined) return null
  if (a.joined === b.joined) return 1
  if (a.core === b.core) return 0.98
  const ua = a.bare
  const ub = b.bare
  if ((ua && (ua === b.core || ua === b.joined)) || (ub && (ub === a.core || ub === a.joined))) return 0.97
  // One part of a compound surname ("Müller-Meier" / "Meier", "García López" / "García").
  const ta = a.skel.filter((t) => t.length >= 2)
  const tb = b.skel.filter((t) => t.length >= 2)
  if (isSubset(ta, tb) || isSubset(tb, ta)) return SAME_NAME
  return fuzzy(a, b)
})

/** Given-name similarity; null when either side is empty. */
const givenNameSimilarity = remembered(function givenNameSimilarity(a: NameForm, b: NameForm): number | null {
  if (!a.joined || !b.joined) return null
  if (a.joined === b.joined || a.core === b.core) return 1
  const ta = a.skel
  const tb = b.skel
  // Middle names dropped or added ("Anna Maria" / "Anna", "Hans-Peter" / "Hans").
  if (ta.length !== tb.length && (isSubset(ta, tb) || isSubset(tb, ta))) return ta[0] === tb[0] ? 0.97 : SAME_NAME
  if (ta.some((t) => tb.some((u) => areEquivalentGivenNames(t, u))) || areEquivalentGivenNames(a.core, b.core)) {
    return EQUIVALENT_GIVEN_NAME
  }
  // An initial ("J." / "Johann").
  const initialA = ta.length === 1 && ta[0]?.length === 1
  const initialB = tb.length === 1 && tb[0]?.length === 1
  if ((initialA && b.core.startsWith(a.core)) || (initialB && a.core.startsWith(b.core))) return 0.8
  return fuzzy(a, b)
})

export type NameAgreement = { last: number | null; first: number | null; swapped: boolean }

const combined = (n: NameAgreement) => (n.last ?? 0) * 0.55 + (n.first ?? 0) * 0.45

/**
 * How a typed name agrees with a stored one, in the order that agrees best: as typed, first and last swapped, or
 * with the words split differently between the two fields ("Anna Maria | Rossi" / "Anna | Maria Rossi").
 */
export function compareNames(
  q: { first: NameForm; last: NameForm },
  r: { first: NameForm; last: NameForm },
): NameAgreement {
  const straight: NameAgreement = {
    last: surnameSimilarity(q.last, r.last),
    first: givenNameSimilarity(q.first, r.first),
    swapped: false,
  }
  let best = straight
  if (q.first.joined && q.last.joined) {
    const swapped: NameAgreement = {
      last: surnameSimilarity(q.first, r.last),
      first: givenNameSimilarity(q.last, r.first),
      swapped: true,
    }
    if (combined(swapped) > combined(best) + 1e-9) best = swapped
  } else if (q.last.joined && !q.first.joined && r.first.joined) {
    // Only one name typed: it may be the stored given name (swapped fields).
    const asGiven = surnameSimilarity(q.last, r.first)
    if ((asGiven ?? 0) > (best.last ?? 0)) best = { last: asGiven, first: null, swapped: true }
  }
  // Same words, split differently between the fields.
  if (q.first.joined && q.last.joined && combined(best) < SAME_NAME && sameWords(q, r)) {
    best = { last: SAME_NAME, first: SAME_NAME, swapped: false }
  }
  return best
}

/** Both names' words in one sorted list, remembered per pair of forms (as the comparisons above). */
const wordsMemo = new WeakMap<NameForm, WeakMap<NameForm, string>>()
function wordsOf(n: { first: NameForm; last: NameForm }): string {
  let row = wordsMemo.get(n.first)
  if (!row) {
    row = new WeakMap()
    wordsMemo.set(n.first, row)
  }
  let words = row.get(n.last)
  if (words === undefined) {
    words = [...n.first.skel, ...n.last.skel].sort().join(' ')
    row.set(n.last, words)
  }
  return words
}

function sameWords(q: { first: NameForm; last: NameForm }, r: { first: NameForm; last: NameForm }): boolean {
  if (q.first.skel.length + q.last.skel.length !== r.first.skel.length + r.last.skel.length) return false
  return wordsOf(q) === wordsOf(r)
}
