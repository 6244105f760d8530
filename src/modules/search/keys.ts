import { birthDateVariants, dateNumber } from './dates'
import { givenNameGroups } from './equivalents'
import type { GuestForm } from './guest'
import { documentLookalike, type NameForm, phoneTail } from './normalize'
import { colognePhonetic, metaphone } from './phonetic'

// Blocking keys (ADR 081). A report is stored under a few keys; a query looks up the union of the keys its variants
// could have produced, in one indexed IN (...) look-up, and only those candidates are scored. Never a scan.
// Keys are 53-bit integers: a hash of the key's text, mixed with the birth date where the key has one.

/** Words of a surname worth a key: each token, the tokens glued, and the surname without a glued particle. */
function surnameWords(name: NameForm): string[] {
  const words = new Set(name.skel.filter((t) => t.length >= 2))
  if (name.core) words.add(name.core)
  const bare = name.bare
  if (bare) words.add(bare)
  return [...words]
}

function givenWords(name: NameForm): string[] {
  const words = new Set(name.skel.filter((t) => t.length >= 2))
  if (name.core.length >= 2) words.add(name.core)
  return [...words]
}

const cologneCode = (word: string) => {
  const code = colognePhonetic(word)
  return code ? `c${code}` : ''
}
/** Sound codes of a surname word (Cologne and primary Metaphone). */
const surnameCodes = (word: string) => [cologneCode(word), metaphone(word)[0] ? `m${metaphone(word)[0]}` : '']
/** Codes of a given name: its Cologne code and its equivalence groups (Hans and Johann meet in one group). */
const givenCodes = (word: string) => [cologneCode(word), ...givenNameGroups(word).map((g) => `g${g}`)]

type NameCodes = { surname: string[]; given: string[] }

function nameCodes(g: { first: NameForm; last: NameForm }): NameCodes {
  const surname = new Set<string>()
  for (const w of surnameWords(g.last)) for (const c of surnameCodes(w)) if (c) surname.add(c)
  const given = new Set<string>()
  for (const w of givenWords(g.first)) for (const c of givenCodes(w)) if (c) given.add(c)
  return { surname: [...surname], given: [...given] }
}

const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`)

/** A key text as a 53-bit integer (two 32-bit murmur hashes). */
function hashKey(key: string): number {
  const high = Bun.hash.murmur32v3(key, 0x9e3779b9) & 0x1fffff
  const low = Bun.hash.murmur32v3(key, 0x85ebca6b) >>> 0
  return high * 0x100000000 + low
}

type KeyPlan = {
  /** Plain keys. */
  plain: string[]
  /** Keys combined with each of `dates`. */
  withDate: string[]
  dates: number[]
}

function identifierKeys(g: GuestForm): string[] {
  const keys: string[] = []
  // A document under its look-alike form (O and 0, I and 1 meet), a phone also under its last nine digits.
  if (g.doc.length >= 4) keys.push(`d|${documentLookalike(g.doc)}`)
  if (g.e) keys.push(`e|${g.e}`)
  if (g.p) keys.push(`p|${g.p}`)
  const tail = phoneTail(g.p)
  if (tail) keys.push(`pt|${tail}`)
  return keys
}

const initials = (g: { first: NameForm; last: NameForm }) =>
  g.last.core && g.first.core ? `i|${pair(g.last.core.charAt(0), g.first.core.charAt(0))}` : ''

function yearKey(g: GuestForm): string {
  const last = g.last.core ? cologneCode(g.last.core) : ''
  const first = g.first.core ? cologneCode(g.first.core) : ''
  return last && first && g.d ? `y|${pair(last, first)}|${g.d.slice(0, 4)}` : ''
}

function plan(g: GuestForm, forQuery: boolean): KeyPlan {
  const plain = identifierKeys(g)
  const withDate: string[] = []
  const codes = nameCodes(g)
  if (g.d) {
    // Any one sound code of either name with the birth date: survives a typo, a nickname or a swap in the other name.
    // Cologne codes only: Metaphone codes of the surname stay in the name-pair keys (fewer look-ups per query).
    for (const c of codes.surname) if (c.startsWith('c')) withDate.push(`nd|${c}`)
    for (const c of codes.given) withDate.push(`nd|${c}`)
    // Both initials with the birth date: survives typos that change the sound of both names (even with a date slip).
    const i = initials(g)
    if (i) withDate.push(i)
    const y = yearKey(g)
    if (y) plain.push(y)
  }
  // Both names without a birth date: all reports ("n"), reports without one also under "nx". A query with a date
  // looks only under "nx", one without under "n".
  const pairs = new Set<string>()
  for (const s of codes.surname) for (const f of codes.given) pairs.add(pair(s, f))
  if (forQuery) {
    // Typed in the other fields: the surname's codes as a given name and the other way round.
    const swapped = nameCodes({ first: g.last, last: g.first })
    for (const s of swapped.surname) for (const f of swapped.given) pairs.add(pair(s, f))
    for (const p of pairs) plain.push(`${g.d ? 'nx' : 'n'}|${p}`)
  } else {
    for (const p of pairs) {
      plain.push(`n|${p}`)
      if (!g.d) plain.push(`nx|${p}`)
    }
  }
  // A report without a birth date is also found by one name's code with the other name's initial (one typo).
  const half = new Set<string>()
  const addHalves = (n: { first: NameForm; last: NameForm }, c: NameCodes) => {
    const lastInitial = n.last.core.charAt(0)
    const firstInitial = n.first.core.charAt(0)
    if (firstInitial) for (const s of c.surname) half.add(`nh|${s}|${firstInitial}`)
    if (lastInitial) for (const f of c.given) half.add(`nh|${f}|${lastInitial}`)
  }
  if (!forQuery && !g.d) addHalves(g, codes)
  if (forQuery && g.d) {
    addHalves(g, codes)
    addHalves({ first: g.last, last: g.first }, nameCodes({ first: g.last, last: g.first }))
  }
  plain.push(...half)
  const dates = g.d ? (forQuery ? birthDateVariants(g.d) : [dateNumber(g.d)]) : []
  return { plain, withDate, dates }
}

/** A key text combined with a date: the low half mixed by an odd multiplier, so distinct dates never collide. */
function withDates(out: number[], key: string, dates: number[]) {
  const high = (Bun.hash.murmur32v3(key, 0x9e3779b9) & 0x1fffff) * 0x100000000
  const low = Bun.hash.murmur32v3(key, 0x85ebca6b)
  for (const d of dates) out.push(high + ((low ^ Math.imul(d, 0x9e3779b1)) >>> 0))
}

function hashed(p: KeyPlan): number[] {
  const out: number[] = []
  for (const k of p.plain) out.push(hashKey(k))
  for (const k of p.withDate) withDates(out, k, p.dates)
  return out
}

/** The hashed keys one stored guest is indexed under. */
export const indexKeys = (g: GuestForm): number[] => hashed(plan(g, false))

/** The hashed keys a query looks up: every key a matching report could carry. */
export const queryKeys = (g: GuestForm): number[] => hashed(plan(g, true))

const HALF = 0x100000000
/** The earliest and latest birth years a key is made for (dates.ts reads no other). */
const YEARS = { from: 1900, to: 2100 }

/**
 * Every key a report WITH a birth date could share with this query, were the query's birth date that report's own
 * (the per-report allowance, ADR 326): a dated key's high 21 bits do not depend on the date (withDates), so each of the
 * query's dated keys is one range of hashed keys, all dates; the plain keys (identifiers, names) as they are; and the
 * year key for every year. A dated report is filed under no other key (plan: its `n|` keys meet a dated query's `nx|`
 * never, `nx|` and `nh|` are for reports without a date), so the entries under these are a superset of what the
 * query finds with any birth date.
 */
export function anyDateKeys(g: GuestForm): { plain: number[]; ranges: [number, number][] } {
  const p = plan({ ...g, d: g.d || '2000-01-01' }, true)
  const plain = p.plain.map(hashKey)
  for (let year = YEARS.from; year <= YEARS.to; year++) {
    const y = yearKey({ ...g, d: `${year}-01-01` })
    if (y) plain.push(hashKey(y))
  }
  const ranges = p.withDate.map((k): [number, number] => {
    const high = (Bun.hash.murmur32v3(k, 0x9e3779b9) & 0x1fffff) * HALF
    return [high, high + HALF]
  })
  return { plain, ranges }
}
