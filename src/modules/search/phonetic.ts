import doubleMetaphone from 'talisman/phonetics/double-metaphone'
import cologne from 'talisman/phonetics/german/cologne'

// Phonetic codes from talisman (ADR 080): Kölner Phonetik for German spellings, Double Metaphone for the rest. Both
// take the folded ASCII skeleton, so ü/ue/u give one code. Codes are memoised: names repeat across candidates.

const MEMO_LIMIT = 50_000
function memoised<T>(compute: (word: string) => T): (word: string) => T {
  const memo = new Map<string, T>()
  return (word) => {
    let value = memo.get(word)
    if (value === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear()
      value = compute(word)
      memo.set(word, value)
    }
    return value
  }
}

/** Kölner Phonetik code of a word ("mueller", "muller" → "657"). */
export const colognePhonetic = memoised((word) => (word ? cologne(word) : ''))

/** Primary and alternate Double Metaphone codes. */
export const metaphone = memoised((word): [string, string] => (word ? doubleMetaphone(word) : ['', '']))

/** True when two words sound alike in either algorithm (both codes non-empty). */
export function soundAlike(a: string, b: string): boolean {
  if (!a || !b) return false
  const ca = colognePhonetic(a)
  if (ca && ca === colognePhonetic(b)) return true
  const [pa, sa] = metaphone(a)
  const [pb, sb] = metaphone(b)
  return Boolean(pa) && (pa === pb || pa === sb || sa === pb)
}

const flagsA = new Uint8Array(64)
const flagsB = new Uint8Array(64)

/**
 * Jaro-Winkler similarity in [0, 1] (prefix scale 0.1, prefix up to 4). Hand-written (ADR 080): talisman's version
 * allocates per call and is about fifteen times slower, which matters when hundreds of candidates are scored; the
 * tests compare both on a list of name pairs.
 */
export function jaroWinkler(a: string, b: string): number {
  if (!a || !b) return 0
  if (a === b) return 1
  if (a.length > 64 || b.length > 64)
    return a.slice(0, 64) === b.slice(0, 64) ? 1 : jaroWinkler(a.slice(0, 64), b.slice(0, 64))
  const la = a.length
  const lb = b.length
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1)
  flagsA.fill(0, 0, la)
  flagsB.fill(0, 0, lb)
  let matches = 0
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window)
    const hi = Math.min(lb - 1, i + window)
    const c = a.charCodeAt(i)
    for (let j = lo; j <= hi; j++) {
      if (flagsB[j] === 0 && b.charCodeAt(j) === c) {
        flagsA[i] = 1
        flagsB[j] = 1
        matches++
        break
      }
    }
  }
  if (matches === 0) return 0
  let transpositions = 0
  let k = 0
  for (let i = 0; i < la; i++) {
    if (flagsA[i] === 0) continue
    while (flagsB[k] === 0) k++
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++
    k++
  }
  const m = matches
  const jaro = (m / la + m / lb + (m - transpositions / 2) / m) / 3
  let prefix = 0
  const maxPrefix = Math.min(4, la, lb)
  while (prefix < maxPrefix && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++
  return jaro + prefix * 0.1 * (1 - jaro)
}
