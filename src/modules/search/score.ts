import type { MatchGroup } from '~/lib/match-groups'
import { type BirthDateAgreement, compareBirthDates } from './dates'
import type { GuestForm } from './guest'
import { compareNames, EQUIVALENT_GIVEN_NAME, type NameAgreement, SAME_NAME } from './names'
import { documentLookalike, phoneTail } from './normalize'

// Scoring (ADR 082): evidence weights per field in the manner of record linkage (agreement adds, disagreement
// subtracts), then explicit rules for "100% matched". Thresholds live here and in the ADR, nowhere else.

export const MATCHED_FIELDS = ['name', 'birth_date', 'document', 'email', 'phone', 'address'] as const
export type MatchedField = (typeof MATCHED_FIELDS)[number]
// The match groups, strongest first ("exact", "close"): one definition in src/lib, shared with the web.
export { isMatchGroup, type MatchGroup } from '~/lib/match-groups'
export type MatchResult = {
  group: MatchGroup
  score: number
  matched: MatchedField[]
  /** 100 % only because of the document number (nothing else typed to check it against). */
  documentOnly?: boolean
}

/** A candidate with at least this much evidence is a possible match ("Close"). */
const CLOSE_THRESHOLD = 5

function surnameWeight(s: number | null): number {
  if (s === null) return 0
  if (s >= SAME_NAME) return 4
  if (s >= 0.9) return 2.5
  if (s >= 0.85) return 1.5
  if (s >= 0.75) return 0
  return -3.5
}

function givenNameWeight(s: number | null): number {
  if (s === null) return 0
  if (s >= SAME_NAME) return 3
  if (s >= EQUIVALENT_GIVEN_NAME) return 2.5
  if (s >= 0.88) return 2
  if (s >= 0.8) return 1
  if (s >= 0.7) return -1
  return -3
}

// A typed birth date that differs by more than a slip or a swap is not evidence of a match, whatever it shares with
// the stored one (issue 20, finding 2; ADR 191): the same year or a year off weighed like a different date, or the
// year could be read from whether a name-only match still shows, and then the day bisected.
const BIRTH_DATE_WEIGHT: Record<BirthDateAgreement, number> = {
  same: 5,
  swapped: 3,
  slip: 3,
  yearOff: -6,
  sameYear: -6,
  different: -6,
  unknown: 0,
}

const docTypeOf = (t: string) => (t.startsWith('pass') ? 'passport' : t.startsWith('driv') ? 'licence' : t ? 'id' : '')

/** Scores one stored guest against the query; null when it is not even a possible match. */
export function scoreCandidate(q: GuestForm, r: GuestForm): MatchResult | null {
  const names = compareNames(q, r)
  const birth = compareBirthDates(q.d, r.d)
  const docSame = q.doc.length >= 4 && q.doc === r.doc
  // The same number but for a look-alike character (O/0, I/1, S/5, B/8): strong, never "the same document".
  const docNear =
    !docSame && q.doc.length >= 4 && Boolean(r.doc) && documentLookalike(q.doc) === documentLookalike(r.doc)
  const emailSame = Boolean(q.e) && q.e === r.e
  const phoneSame = Boolean(q.p) && q.p === r.p
  // The same last nine digits: one number typed with and without its country code (0171 … / +49 171 …).
  const phoneNear =
    !phoneSame && Boolean(q.p) && Boolean(r.p) && phoneTail(q.p) !== '' && phoneTail(q.p) === phoneTail(r.p)
  const addressSame = Boolean(q.s) && q.s === r.s && ((Boolean(q.z) && q.z === r.z) || (Boolean(q.c) && q.c === r.c))

  let total = surnameWeight(names.last) + givenNameWeight(names.first) + BIRTH_DATE_WEIGHT[birth]
  if (docSame) total += 8
  else if (docNear) total += 6
  else if (q.doc && r.doc && docTypeOf(q.dt) === docTypeOf(r.dt) && q.dt) total -= 1
  if (emailSame) total += 6
  if (phoneSame) total += 6
  else if (phoneNear) total += 5
  if (addressSame) total += q.b && q.b === r.b ? 1.5 : 1
  if (q.n && r.n && q.n === r.n) total += 0.3

  const exact = isExact(q, r, names, birth, { docSame })
  if (!exact && total < CLOSE_THRESHOLD) return null

  const matched: MatchedField[] = []
  const nameAgrees = (names.last ?? 0) >= 0.85 && (names.first === null || names.first >= 0.8)
  if (nameAgrees) matched.push('name')
  if (birth === 'same' || birth === 'swapped' || birth === 'slip') matched.push('birth_date')
  if (docSame || docNear) matched.push('document')
  if (emailSame) matched.push('email')
  if (phoneSame || phoneNear) matched.push('phone')
  if (addressSame) matched.push('address')
  if (exact) {
    const documentOnly = docSame && !q.last.joined && !q.first.joined && !q.d
    return documentOnly ? { group: 'exact', score: 1, matched, documentOnly } : { group: 'exact', score: 1, matched }
  }
  // Evidence as a share: 5 → 0.5, 9 → 0.8, 15 → 0.96; a possible match never shows 100 %.
  const score = Math.min(0.99, Math.round((1 / (1 + Math.exp(-(total - CLOSE_THRESHOLD) / 3))) * 100) / 100)
  return { group: 'close', score, matched }
}

/**
 * "100% matched": both names the same once normalised (in either order) and the same birth date; or the same
 * document number with names that agree and no contradicting birth date; or the same e-mail or phone with the same
 * names and no contradicting birth date. A nickname, a typo or a birth-date slip is never 100 %.
 */
function isExact(
  q: GuestForm,
  r: GuestForm,
  names: NameAgreement,
  birth: BirthDateAgreement,
  ids: { docSame: boolean },
): boolean {
  // A name typed in another script is transliterated, and a transliteration is never certain (Юлия: Yuliya, Iuliia).
  const transliterated = Boolean(
    q.first.transliterated || q.last.transliterated || r.first.transliterated || r.last.transliterated,
  )
  const sameNames =
    !transliterated &&
    names.last !== null &&
    names.first !== null &&
    names.last >= SAME_NAME &&
    names.first >= SAME_NAME
  if (sameNames && birth === 'same') return true
  const birthFits = birth === 'same' || birth === 'unknown'
  if (ids.docSame) {
    const noName = !q.last.joined && !q.first.joined
    const namesAgree = (names.last ?? 1) >= 0.85 && (names.first ?? 1) >= 0.8
    return (noName || namesAgree) && (birthFits || birth === 'swapped' || birth === 'slip')
  }
  // The same e-mail or phone with the same names is still a possible match only without a birth date: a father and
  // son of one name share both.
  return false
}
