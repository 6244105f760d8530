import givenNames from '~/modules/search/given-names.json'
import type { GuestFields } from '~/modules/search/guest'
import type { IndexEntryInput } from '~/modules/search/index-store'
import { CITIES, GIVEN_NAMES, NATIONALITIES, STREETS, SURNAMES } from './search-names'

// Deterministic synthetic reports and a labelled query set for `bun run bench:search` (and the engine's tests).
// Everything derives from (seed, household, member): any household can be generated again without the others.

type PersonFields = Exclude<keyof GuestFields, 'birthPlace' | 'apartmentNo'>
export type Person = { [K in PersonFields]: string } & { key: string; homonymOf: string | null }

/** mulberry32: a small, fast, seedable PRNG. */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T
  return { next, int, pick, chance: (p: number) => next() < p }
}
type Rng = ReturnType<typeof rng>
const seeded = (...parts: (string | number)[]) => rng(Bun.hash.murmur32v3(parts.join(':'), 0x5eed))

const SYLLABLES = {
  de: {
    head: 'Ober Unter Nieder Hinter Vorder Stein Holz Berg Wald Bach Brunn Moos Matt Ried Zum Hof Eg Schwarz Weiss Lang Gross Klein Neu Alt Herr Bürg Lüth Schnyd Zumst Im Ab Hasl Grün Tann Müh Ris Schär Büttik Wäl'.split(
      ' ',
    ),
    tail: 'mann er li holzer egger berger bühler matter thaler ried acher hofer gger iger i ler lin wyler wiler schwander stein haus ach bühl'.split(
      ' ',
    ),
  },
  fr: {
    head: 'Ro Pe Ma Ber Che Du Fa Gi Jac Mo Ri Ver Bon Cha Tri Bu Cre Dé Gé Lo'.split(' '),
    tail: 'chat rret illard nard valley bois vre rard card ret ttier ron vin puis taz noud zet let quier'.split(' '),
  },
  it: {
    head: 'Ber Ros Bian Col Fer Gal Mor Pel Sal Zan Gui Ped Rus Quad Cat Lom Fon Bar Mar Ten'.split(' '),
    tail: 'nasconi si chi ombo rari li etti egrini oni ini otti razzini coni ri ello ucci azzi ieri'.split(' '),
  },
}

function surnameFor(r: Rng): string {
  const x = r.next()
  if (x < 0.22) return r.pick(SURNAMES.swissGerman)
  if (x < 0.42) return r.pick(SYLLABLES.de.head) + r.pick(SYLLABLES.de.tail)
  if (x < 0.5) return r.pick(SURNAMES.particles)
  if (x < 0.55) return r.pick(SURNAMES.compound)
  if (x < 0.62) return r.pick(SURNAMES.french)
  if (x < 0.68) return r.pick(SYLLABLES.fr.head) + r.pick(SYLLABLES.fr.tail)
  if (x < 0.74) return r.pick(SURNAMES.italian)
  if (x < 0.8) return r.pick(SYLLABLES.it.head) + r.pick(SYLLABLES.it.tail)
  return r.pick(SURNAMES.foreign)
}

const ascii = (s: string) =>
  s
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
const pad = (n: number) => String(n).padStart(2, '0')

type Household = {
  surname: string
  street: string
  building: string
  zip: string
  city: string
  phone: string
  size: number
  homonymOf: number | null
}

const households = new Map<string, Household>()
function household(seed: number, h: number): Household {
  const id = `${seed}:${h}`
  let home = households.get(id)
  if (!home) {
    if (households.size > 20_000) households.clear()
    home = makeHousehold(seed, h)
    households.set(id, home)
  }
  return home
}

function makeHousehold(seed: number, h: number): Household {
  const r = seeded(seed, 'h', h)
  const [zip, city] = r.pick(CITIES)
  const size = r.chance(0.7) ? 1 : r.chance(0.5) ? 2 : r.chance(0.66) ? 3 : 4
  const base = {
    surname: surnameFor(r),
    street: r.pick(STREETS),
    building: String(1 + r.int(120)) + (r.chance(0.1) ? 'a' : ''),
    zip,
    city,
    phone: `+41 ${r.pick(['76', '77', '78', '79', '44', '31', '61', '21', '22', '91'])} ${100 + r.int(900)} ${pad(r.int(100))} ${pad(r.int(100))}`,
    size,
    homonymOf: null as number | null,
  }
  // About 3 % of households carry the full name of an earlier guest: homonyms with another birth date.
  if (h > 0 && r.chance(0.03)) {
    for (let tries = 0; tries < 4; tries++) {
      const j = Math.max(0, h - 1 - r.int(Math.min(h, 5000)))
      if (household(seed, j).homonymOf === null) {
        base.surname = household(seed, j).surname
        base.homonymOf = j
        break
      }
    }
  }
  return base
}

/** One person: member m of household h. */
export function person(seed: number, h: number, m: number): Person {
  const home = household(seed, h)
  const r = seeded(seed, 'p', h, m)
  const female = r.chance(0.5)
  let firstName = r.pick(female ? GIVEN_NAMES.female : GIVEN_NAMES.male)
  if (home.homonymOf !== null && m === 0) firstName = person(seed, home.homonymOf, 0).firstName
  const year = m >= 2 ? 1985 + r.int(22) : 1940 + r.int(66)
  const month = 1 + r.int(12)
  const day = 1 + r.int(28)
  const nationality = r.pick(NATIONALITIES)
  const docKind = r.next()
  const documentType = docKind < 0.5 ? 'passport' : docKind < 0.85 ? 'ID card' : 'driving license'
  const documentNumber =
    documentType === 'passport'
      ? `${r.pick(['X', 'S', 'C', 'YA', 'AB'])}${1000000 + r.int(9000000)}`
      : `${r.pick(['C', 'E', 'F', 'L'])}${r.int(10)}${100000 + r.int(900000)}`
  const domain = r.pick(['gmail.com', 'bluewin.ch', 'gmx.ch', 'outlook.com', 'hotmail.com', 'sunrise.ch', 'yahoo.fr'])
  const local = `${ascii(firstName.toLowerCase())}.${ascii(home.surname.toLowerCase())}`.replace(/[^a-z.]/g, '')
  const email = `${local}${r.chance(0.4) ? r.int(100) : ''}@${domain}`
  const ownPhone = `+41 7${r.pick(['6', '7', '8', '9'])} ${100 + r.int(900)} ${pad(r.int(100))} ${pad(r.int(100))}`
  return {
    key: `${h}-${m}`,
    homonymOf: home.homonymOf !== null && m === 0 ? `${home.homonymOf}-0` : null,
    firstName,
    lastName: home.surname,
    birthDate: `${year}-${pad(month)}-${pad(day)}`,
    nationality,
    phone: m === 0 || r.chance(0.4) ? home.phone : ownPhone,
    email,
    streetName: home.street,
    buildingNo: home.building,
    zipCode: home.zip,
    city: home.city,
    country: 'Switzerland',
    documentType,
    documentNumber,
  }
}

/** How a receptionist may have typed a guest into a report: transliterated, upper-case, some fields left out. */
function recorded(p: Person, r: Rng): GuestFields {
  const g: GuestFields = { ...p }
  if (r.chance(0.12)) {
    g.firstName = ascii(p.firstName)
    g.lastName = ascii(p.lastName)
  }
  if (r.chance(0.08)) g.lastName = (g.lastName ?? '').toUpperCase()
  if (r.chance(0.04)) g.birthDate = ''
  if (r.chance(0.3)) g.documentNumber = ''
  if (r.chance(0.4)) g.email = ''
  if (r.chance(0.3)) g.phone = ''
  if (r.chance(0.2)) g.streetName = ''
  return g
}

const COMPANIES = 300
export const BENCH_VIEWER = 'bench-viewer-hotel'

/** The reports of household h (one to three per person: repeat guests), as index entries. */
export function householdReports(seed: number, h: number): IndexEntryInput[] {
  const out: IndexEntryInput[] = []
  const home = household(seed, h)
  for (let m = 0; m < home.size; m++) {
    const p = person(seed, h, m)
    const r = seeded(seed, 'r', h, m)
    const count = r.chance(0.85) ? 1 : r.chance(0.8) ? 2 : 3
    for (let k = 0; k < count; k++) {
      const s = r.next()
      out.push({
        reportId: `bench-${h}-${m}-${k}`,
        companyId: `hotel-${r.int(COMPANIES)}`,
        status: s < 0.9 ? 'approved' : s < 0.96 ? 'pending' : 'rejected',
        expiresAt: r.chance(0.01) ? '2020-01-01T00:00:00.000Z' : '2099-01-01T00:00:00.000Z',
        guest: recorded(p, r),
      })
    }
  }
  return out
}

/** The person a report id belongs to ("bench-12-1-0" → "12-1"). */
export const personOfReport = (reportId: string) => reportId.split('-').slice(1, 3).join('-')

/** A paged source of exactly `total` reports, household by household. */
export function reportSource(seed: number, total: number) {
  let h = 0
  let produced = 0
  let buffer: IndexEntryInput[] = []
  let households = 0
  return {
    next(limit: number): IndexEntryInput[] {
      while (buffer.length < limit && produced + buffer.length < total) {
        buffer.push(...householdReports(seed, h))
        h++
      }
      const take = Math.min(limit, total - produced)
      const page = buffer.slice(0, take)
      buffer = buffer.slice(take)
      produced += page.length
      households = h
      return page
    },
    get households() {
      return households
    },
  }
}

// --- Variants of a typed guest -------------------------------------------------------------------------------

const KEYBOARD = 'qwertzuiopasdfghjklyxcvbnm'
const NEIGHBOURS: Record<string, string> = {
  q: 'wa',
  w: 'qes',
  e: 'wrd',
  r: 'etf',
  t: 'rzg',
  z: 'tuh',
  u: 'zij',
  i: 'uok',
  o: 'ipl',
  p: 'ol',
  a: 'qsy',
  s: 'adwx',
  d: 'sfec',
  f: 'dgrv',
  g: 'fhtb',
  h: 'gjzn',
  j: 'hkum',
  k: 'jlim',
  l: 'kop',
  y: 'asx',
  x: 'ysdc',
  c: 'xdfv',
  v: 'cfgb',
  b: 'vghn',
  n: 'bhjm',
  m: 'njk',
}

/** One realistic typo: a neighbouring key, a dropped, doubled or exchanged letter (rarely the first letter). */
export function typo(name: string, r: Rng): string {
  const letters = [...name]
  const positions = letters.map((c, i) => (/\p{L}/u.test(c) ? i : -1)).filter((i) => i >= 0)
  if (positions.length < 3) return name
  const inner = positions.filter((i) => i > 0)
  const i = (r.chance(0.1) ? r.pick(positions) : r.pick(inner)) as number
  const c = letters[i] ?? ''
  const kind = r.int(4)
  if (kind === 0) {
    const near = NEIGHBOURS[c.toLowerCase()] ?? KEYBOARD
    const sub = near.charAt(r.int(near.length))
    letters[i] = c === c.toUpperCase() ? sub.toUpperCase() : sub
  } else if (kind === 1) letters.splice(i, 1)
  else if (kind === 2) letters.splice(i, 0, c.toLowerCase())
  else if (i + 1 < letters.length && letters[i + 1] !== c) [letters[i], letters[i + 1]] = [letters[i + 1] ?? '', c]
  else letters.splice(i, 1)
  return letters.join('')
}

const groupsOf = (name: string) =>
  givenNames.groups.filter((g) => g.some((n) => n.toLowerCase() === name.toLowerCase()))
/** Another name for the same given name (Hans for Johann, Giuseppe for Josef), or null. */
export function nickname(name: string, r: Rng): string | null {
  const options = groupsOf(name.split(/[- ]/)[0] ?? name)
    .flat()
    .filter((n) => ascii(n.toLowerCase()) !== ascii(name.toLowerCase()))
  return options.length > 0 ? r.pick(options) : null
}

function validDate(y: number, m: number, d: number) {
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate() && y > 1900 && y < 2030
}
/** A birth date with one digit changed (still a real date). */
export function dateDigitSlip(date: string, r: Rng): string {
  const digits = date.replace(/-/g, '')
  for (let tries = 0; tries < 50; tries++) {
    const i = r.pick([2, 3, 5, 6, 7, 7])
    const c = String(r.int(10))
    if (c === digits[i]) continue
    const v = digits.slice(0, i) + c + digits.slice(i + 1)
    if (validDate(Number(v.slice(0, 4)), Number(v.slice(4, 6)), Number(v.slice(6)))) {
      return `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6)}`
    }
  }
  return date
}

const dotted = (date: string) => date.split('-').reverse().join('.')

export type LabelledQuery = {
  category: string
  query: GuestFields
  /** The indexed person this query stands for; null for a person not in the index. */
  target: string | null
  /** Persons who share the name but are someone else (must never be 100 %). */
  homonyms: string[]
}

const TARGET_CATEGORIES = [
  'exact',
  'transliteration',
  'typo_last',
  'typo_first',
  'swap',
  'compound_or_particle',
  'nickname',
  'birth_swap',
  'birth_digit',
  'birth_transpose',
  'identifier',
  'document_only',
  'combined',
  'homonym_pair',
]

/**
 * The labelled queries: for persons of the first `households` households, one variant each (round-robin over the
 * categories), plus homonyms with another birth date and unrelated people who are in no report.
 */
export function labelledQueries(seed: number, households: number, count: number): LabelledQuery[] {
  const r = seeded(seed, 'queries')
  const out: LabelledQuery[] = []
  // Households that are homonyms of another, for the homonym categories.
  const homonymHouses: number[] = []
  for (let h = 1; h < households && homonymHouses.length < count; h++)
    if (household(seed, h).homonymOf !== null) homonymHouses.push(h)
  let attempts = 0
  while (out.length < count && attempts++ < count * 20) {
    const index = out.length
    const slot = index % (TARGET_CATEGORIES.length + 2)
    if (slot === TARGET_CATEGORIES.length) {
      // A homonym: the same name as an indexed guest, another birth date, nobody in the index.
      const h = r.int(households)
      const p = person(seed, h, 0)
      const other = `${1940 + r.int(66)}-${pad(1 + r.int(12))}-${pad(1 + r.int(28))}`
      if (other.slice(0, 4) === p.birthDate.slice(0, 4)) continue
      out.push({
        category: 'homonym_other_birth_date',
        query: { firstName: p.firstName, lastName: p.lastName, birthDate: dotted(other) },
        target: null,
        homonyms: [p.key],
      })
      continue
    }
    if (slot === TARGET_CATEGORIES.length + 1) {
      const p = person(seed, households + 1_000_000 + r.int(1_000_000), 0)
      out.push({
        category: 'unrelated',
        query: { firstName: p.firstName, lastName: p.lastName, birthDate: p.birthDate },
        target: null,
        homonyms: [],
      })
      continue
    }
    const category = TARGET_CATEGORIES[slot] as string
    let h = r.int(households)
    if (category === 'homonym_pair') {
      if (homonymHouses.length === 0) continue
      h = r.pick(homonymHouses)
    }
    const reports = householdReports(seed, h).filter((e) => e.reportId.startsWith(`bench-${h}-0-`))
    // Only persons another hotel can find (an approved, unexpired report).
    if (!reports.some((e) => e.status === 'approved' && e.expiresAt && e.expiresAt > '2026')) continue
    const p = person(seed, h, 0)
    const q: GuestFields = {
      firstName: p.firstName,
      lastName: p.lastName,
      birthDate: r.chance(0.5) ? p.birthDate : dotted(p.birthDate),
    }
    if (r.chance(0.2)) q.nationality = p.nationality
    const [y, m, d] = p.birthDate.split('-') as [string, string, string]
    let ok = true
    switch (category) {
      case 'transliteration': {
        const options = [
          ascii,
          (s: string) => s.toUpperCase(),
          (s: string) => ascii(s).toUpperCase(),
          (s: string) => s.normalize('NFD').replace(/\p{M}/gu, ''),
        ]
        const f = r.pick(options)
        q.lastName = f(p.lastName)
        q.firstName = r.chance(0.5) ? f(p.firstName) : p.firstName
        break
      }
      case 'typo_last':
        q.lastName = typo(p.lastName, r)
        break
      case 'typo_first':
        q.firstName = typo(p.firstName, r)
        break
      case 'swap':
        q.firstName = p.lastName
        q.lastName = p.firstName
        break
      case 'compound_or_particle': {
        const words = p.lastName.split(/[- ]/)
        if (words.length < 2) {
          q.lastName = r.chance(0.5) ? (`${p.lastName}-${typo(p.lastName, r)}`.split('-')[0] ?? p.lastName) : p.lastName
          ok = false
          break
        }
        const v = r.int(4)
        q.lastName =
          v === 0
            ? words.join('')
            : v === 1
              ? words.join(r.chance(0.5) ? ' ' : '-')
              : v === 2
                ? (words.at(-1) ?? '')
                : (words[0] ?? '')
        if (q.lastName.length < 3 || q.lastName === p.lastName) q.lastName = words.join('')
        break
      }
      case 'nickname': {
        const n = nickname(p.firstName, r)
        if (!n) ok = false
        else q.firstName = n
        break
      }
      case 'birth_swap':
        if (Number(d) > 12 || d === m) ok = false
        else q.birthDate = `${m}.${d}.${y}`
        break
      case 'birth_digit':
        q.birthDate = dotted(dateDigitSlip(p.birthDate, r))
        break
      case 'birth_transpose': {
        const t = r.chance(0.5) ? `${y}-${m}-${d[1]}${d[0]}` : `${y.slice(0, 2)}${y[3]}${y[2]}-${m}-${d}`
        if (t === p.birthDate || !validDate(Number(t.slice(0, 4)), Number(t.slice(5, 7)), Number(t.slice(8))))
          ok = false
        else q.birthDate = t
        break
      }
      case 'identifier': {
        const v = r.int(3)
        if (v === 0) q.documentNumber = p.documentNumber.toLowerCase().replace(/(\d{3})/g, '$1 ')
        else if (v === 1) q.phone = p.phone.replace('+41 ', '0').replace(/ /g, r.chance(0.5) ? ' ' : '')
        else q.email = `  ${p.email.toUpperCase()} `
        if (r.chance(0.5)) delete q.birthDate
        // Identifiers count only if the report recorded them.
        const key = v === 0 ? 'documentNumber' : v === 1 ? 'phone' : 'email'
        if (!reports.some((e) => e.status === 'approved' && e.guest[key])) ok = false
        break
      }
      case 'document_only':
        for (const k of Object.keys(q) as (keyof GuestFields)[]) delete q[k]
        q.documentNumber = ` ${p.documentNumber.slice(0, 2).toLowerCase()}-${p.documentNumber.slice(2)} `
        if (!reports.some((e) => e.status === 'approved' && e.guest.documentNumber)) ok = false
        break
      case 'combined': {
        const n = nickname(p.firstName, r)
        q.firstName = n ?? typo(p.firstName, r)
        q.lastName = r.chance(0.5) ? typo(p.lastName, r) : ascii(p.lastName)
        q.birthDate = r.chance(0.5) ? dotted(dateDigitSlip(p.birthDate, r)) : p.birthDate
        break
      }
      default:
        break
    }
    if (!ok) continue
    const homonyms = p.homonymOf ? [p.homonymOf] : []
    out.push({ category, query: q, target: p.key, homonyms })
  }
  return out
}
