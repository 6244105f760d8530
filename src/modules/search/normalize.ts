import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { DEFAULT_PHONE_REGION } from '~/lib/phone'

// Normalisation at write time (and for queries): every value is brought to comparable forms, never rejected.

/** Surname particles: dropped for the "core" form so that "von Arx", "Von-Arx", "Vonarx" and "Arx" meet. */
const PARTICLES = new Set([
  'von',
  'van',
  'vom',
  'zu',
  'zum',
  'zur',
  'der',
  'den',
  'ter',
  'ten',
  'de',
  'des',
  'du',
  'di',
  'da',
  'das',
  'dos',
  'del',
  'della',
  'delle',
  'dalla',
  'dal',
  'dei',
  'degli',
  'le',
  'la',
  'lo',
  'les',
  'al',
  'el',
  'bin',
  'ibn',
  'ben',
  'y',
  'e',
  'st',
  'saint',
  'sainte',
  'san',
  'santa',
  'mac',
  'mc',
  'd',
  'l',
  'dell',
])
// Particles that may be glued in front of a surname ("Vonarx", "Dimarco", "Delacruz"); the rest must stay >= 3 chars.
const GLUED_PARTICLES = ['von', 'van', 'vom', 'della', 'dalla', 'del', 'dal', 'de', 'di', 'da', 'le', 'la', 'al', 'el']

const GERMAN_FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'oe', å: 'aa' }
const PLAIN_FOLD: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ð: 'd',
}

const stripMarks = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')

/** NFKC, case-folded, typographic apostrophes and dashes made plain, whitespace collapsed. */
export function cleanText(value: string | null | undefined): string {
  if (!value) return ''
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u02bc\u02bb\u0060\u00b4\u2032]/g, "'")
    .replace(/[\u2010-\u2015\u2212_]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

// Letters of the Greek and Cyrillic scripts (a name typed as in a Greek or Russian passport's own script).
const OTHER_SCRIPT = /[\u0370-\u03ff\u1f00-\u1fff\u0400-\u052f]+/gu
const HAS_OTHER_SCRIPT = /[\u0370-\u03ff\u1f00-\u1fff\u0400-\u052f]/u

let anyAscii: ((text: string) => string) | undefined

/** True when a text has Greek or Cyrillic letters, which the folds transliterate (never the same spelling, ADR 080). */
const hasOtherScript = (clean: string) => HAS_OTHER_SCRIPT.test(clean)

/**
 * Greek and Cyrillic letters in Latin letters (any-ascii): "Иванов" → "ivanov", "Хрущёв" → "khrushchev",
 * "Παπαδόπουλος" → "papadopoulos" (ου as ou, as passports write it). The soft and hard signs are dropped.
 */
function latinize(clean: string): string {
  if (!HAS_OTHER_SCRIPT.test(clean)) return clean
  // Loaded at the first such name (its tables take ~7 ms to load; the start-up budget is 500 ms, ADR 115).
  anyAscii ??= (require('any-ascii') as typeof import('any-ascii')).default
  const transliterate = anyAscii
  return clean.replace(OTHER_SCRIPT, (run) =>
    transliterate(run.replace(/ου/g, 'ou').replace(/ού/g, 'ou').replace(/[ьъ]/g, ''))
      .toLowerCase()
      .replace(/['\u2019]/g, ''),
  )
}

/** German transliteration: ä→ae, ö→oe, ü→ue, ß→ss, then any other accent stripped (é→e, ç→c). */
export function foldGerman(clean: string): string {
  clean = latinize(clean)
  return stripMarks(clean.replace(/[äöüßæœøå]/g, (c) => GERMAN_FOLD[c] ?? c)).replace(
    /[\u0080-\uffff]/g,
    (c) => PLAIN_FOLD[c] ?? '',
  )
}

/** Every accent stripped: ä→a, é→e, ß→ss. */
function foldPlain(clean: string): string {
  return stripMarks(latinize(clean)).replace(/[\u0080-\uffff]/g, (c) => PLAIN_FOLD[c] ?? '')
}

/**
 * The comparison skeleton of a folded word: ae/oe/ue → a/o/u so that "Müller", "Mueller" and "Muller" are one
 * spelling. Applied to both sides, so it never separates what the folds joined.
 */
function skeleton(folded: string): string {
  return folded.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u')
}

export type NameForm = {
  /** Words after folding (particles included), in typed order. */
  words: string[]
  /** Words without particles. */
  tokens: string[]
  /** All words glued ("vonarx", "muellermeier"), skeleton form. */
  joined: string
  /** Words without particles glued ("arx"), skeleton form. */
  core: string
  /** Skeleton of each non-particle token. */
  skel: string[]
  /** The core in the loose spelling of transliterations (fuzzy comparison only). */
  loose: string
  /** The joined form without a glued particle ("vonarx" → "arx"), or null. */
  bare: string | null
  /** Typed in Greek or Cyrillic letters and transliterated: a possible match at most, never "the same name". */
  transliterated?: boolean
}

const EMPTY_NAME: NameForm = { words: [], tokens: [], joined: '', core: '', skel: [], loose: '', bare: null }

/** Splits a folded name into words: spaces, hyphens, apostrophes, dots and any other punctuation separate. */
function wordsOf(folded: string): string[] {
  return (
    folded
      // "O'Brien", "N'Diaye": a single letter with an apostrophe belongs to the word (d' and l' are particles).
      .replace(/\b([a-ce-km-z])'(?=[a-z])/g, '$1')
      .replace(/[^a-z0-9 ]+/g, ' ')
      .split(' ')
      .filter((w) => w.length > 0 && !/^\d+$/.test(w))
  )
}

/** A name in its comparable forms. "D’Alessandro-Rossi" → words [d, alessandro, rossi], core "alessandrorossi". */
export function nameForm(value: string | null | undefined): NameForm {
  if (!value) return EMPTY_NAME
  let form = nameForms.get(value)
  if (!form) {
    if (nameForms.size >= 50_000) nameForms.clear()
    form = computeNameForm(value)
    nameForms.set(value, form)
  }
  return form
}
// Names repeat across candidates and queries: their forms are memoised (bounded).
const nameForms = new Map<string, NameForm>()

function computeNameForm(value: string): NameForm {
  const clean = cleanText(value)
  if (!clean) return EMPTY_NAME
  const words = wordsOf(foldGerman(clean))
  if (words.length === 0) return EMPTY_NAME
  let tokens = words.filter((w) => !PARTICLES.has(w))
  if (tokens.length === 0) tokens = words
  const joined = skeleton(words.join(''))
  const core = skeleton(tokens.join(''))
  const form = {
    words,
    tokens,
    joined,
    core,
    skel: tokens.map(skeleton),
    loose: looseSpelling(core),
    bare: unglued(joined),
  }
  return hasOtherScript(clean) ? { ...form, transliterated: true } : form
}

/** The surname without a glued particle ("vonarx" → "arx"), or null when there is none. */
export function unglued(joined: string): string | null {
  for (const p of GLUED_PARTICLES) {
    if (joined.length - p.length >= 3 && joined.startsWith(p)) return joined.slice(p.length)
  }
  return null
}

// Characters that reading a document (by eye or OCR) confuses with a digit: O and Q with 0, I and L with 1, …
const LOOKALIKE_DIGITS: Record<string, string> = { O: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' }

/**
 * A document number with look-alike letters read as digits ("S0I23456" and "SO123456" both → "50123456"):
 * the index key of a document, so a number with an O for a 0 still finds it; never "the same number" (ADR 080).
 */
export function documentLookalike(doc: string): string {
  return doc.replace(/[OQILZSGB]/g, (c) => LOOKALIKE_DIGITS[c] ?? c)
}

/** Document numbers: upper-case letters and digits only ("x 123-456.7" → "X1234567"). */
export function normalizeDocument(value: string | null | undefined): string {
  return foldPlain(cleanText(value))
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
}

/**
 * E-mail: trimmed, lower-case, spaces removed, a "mailto:" prefix dropped, and brought to the mailbox it reaches: a
 * "+tag" sub-address dropped (name+hotel@… is name@…), and for Gmail the dots of the name ignored and googlemail.com
 * read as gmail.com (Gmail delivers l.frei@ and lfrei@ to one mailbox).
 */
export function normalizeEmail(value: string | null | undefined): string {
  const clean = cleanText(value)
    .replace(/\s+/g, '')
    .replace(/^mailto:/, '')
    .replace(/\.+$/, '')
  const at = clean.lastIndexOf('@')
  if (at <= 0 || at === clean.length - 1) return ''
  let name = clean.slice(0, at)
  let domain = clean.slice(at + 1)
  const plus = name.indexOf('+')
  if (plus > 0) name = name.slice(0, plus)
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') name = name.replace(/\./g, '')
  return `${name}@${domain}`
}

/** The last nine digits of a phone: the same number with or without its country code (0171 … and +49 171 …). */
export function phoneTail(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length >= 9 ? digits.slice(-9) : ''
}

/** Phone in E.164 (default region CH); a number libphonenumber cannot read is kept as its digits. */
export function normalizePhone(value: string | null | undefined): string {
  const clean = cleanText(value)
  if (!clean) return ''
  // Fast path for the common Swiss forms (+41 79 123 45 67, 079 123 45 67, 0041 79 …): same answer, no parse.
  const compact = clean.replace(/[\s./()-]/g, '')
  const swiss = /^(?:\+41|0041|0)([1-9]\d{8})$/.exec(compact)
  if (swiss) return `+41${swiss[1]}`
  const prepared = clean.replace(/^00/, '+').replace(/^\+\s*\(0\)/, '+')
  try {
    const parsed = parsePhoneNumberFromString(prepared.replace(/\(0\)/g, ''), DEFAULT_PHONE_REGION)
    if (parsed?.isPossible()) return parsed.number
  } catch {
    // fall through to the digits
  }
  const digits = prepared.replace(/[^0-9]/g, '')
  return digits.length >= 6 ? (prepared.startsWith('+') ? `+${digits}` : digits) : ''
}

// Month names and their usual short forms in English, German, French and Italian (accents stripped).
const MONTH_NAMES: [number, string[]][] = [
  [1, ['january', 'januar', 'jaenner', 'janner', 'janvier', 'janv', 'gennaio', 'genn', 'gen', 'jan']],
  [2, ['february', 'februar', 'feb', 'febr', 'fevrier', 'fevr', 'fev', 'febbraio', 'febb']],
  [3, ['march', 'maerz', 'marz', 'mrz', 'mars', 'marzo', 'mar']],
  [4, ['april', 'avril', 'avr', 'aprile', 'apr']],
  [5, ['may', 'mai', 'maggio', 'magg', 'mag']],
  [6, ['june', 'juni', 'juin', 'giugno', 'giu', 'jun']],
  [7, ['july', 'juli', 'juillet', 'juil', 'luglio', 'lug', 'jul']],
  [8, ['august', 'aout', 'agosto', 'ago', 'aug']],
  [9, ['september', 'septembre', 'settembre', 'sett', 'set', 'sept', 'sep']],
  [10, ['october', 'oktober', 'octobre', 'ottobre', 'okt', 'oct', 'ott']],
  [11, ['november', 'novembre', 'nov']],
  [12, ['december', 'dezember', 'decembre', 'dicembre', 'dez', 'dec', 'dic']],
]
const MONTHS = new Map<string, number>(
  MONTH_NAMES.flatMap(([m, names]) => names.map((n) => [n, m] as [string, number])),
)

/** "12 March 1980", "Mar 12, 1980", "12. März 80": a month name and two numbers (day and year). */
function namedMonthParts(folded: string): [number, number, number] | null {
  // "1er mars", "12th of March", "12 de marzo de 1980": ordinals and small words go.
  const words = folded
    .replace(/(\d)(st|nd|rd|th|er|e)\b/g, '$1')
    .match(/[a-z]+/g)
    ?.filter((w) => !['of', 'de', 'del', 'di', 'the'].includes(w))
  const word = words?.length === 1 ? (words[0] as string) : null
  if (!word) return null
  const month = MONTHS.get(word) ?? MONTHS.get(word.slice(0, 3))
  const numbers = folded.match(/\d+/g)
  if (!month || !numbers || numbers.length !== 2) return null
  const [a, b] = numbers as [string, string]
  // The four-digit number is the year; with two short numbers the day comes first.
  const [day, year] = a.length === 4 ? [b, a] : [a, b]
  if (day.length > 2) return null
  return [Number(year), month, Number(day)]
}

/** [year, month, day] of the typed forms; day-first for separated forms unless the first part cannot be a day. */
function dateParts(clean: string): [number, number, number] | null {
  const iso = /^(\d{4})\D+(\d{1,2})\D+(\d{1,2})(?!\d)/.exec(clean) ?? /^((?:19|20)\d{2})(\d{2})(\d{2})$/.exec(clean)
  // 20031980 is not the 19th month of 2003: such a compact date is read day first below.
  if (iso && (clean.length !== 8 || Number(iso[2]) <= 12)) return [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  if (/[a-z]/.test(clean)) return namedMonthParts(clean)
  const compact = /^(\d{2})(\d{2})(\d{2})$/.exec(clean)
  if (compact) {
    // 120380 is day, month, two-digit year; 800312 (no such day) is read as year, month, day.
    const [x, m, z] = [Number(compact[1]), Number(compact[2]), Number(compact[3])]
    return x >= 1 && x <= 31 ? [z, m, x] : [x, m, z]
  }
  const dayFirst = /^(\d{1,2})\D+(\d{1,2})\D+(\d{2}|\d{4})$/.exec(clean) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(clean)
  if (!dayFirst) return null
  const [d, m, y] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])]
  return m > 12 && d <= 12 ? [y, d, m] : [y, m, d]
}

/**
 * A birth date as YYYY-MM-DD from the forms people type: 1980-03-12, 12.03.1980, 12/03/1980, 12 3 1980, 19800312,
 * 120380, 12.3.80, 12 March 1980, 12. März 1980, 12 mars 1980, Mar 12, 1980. Day-first is assumed for separated
 * forms unless the first part cannot be a day. A two-digit year is the latest one not after `today`'s year (from the
 * caller's clock). Unreadable → ''.
 */
export function normalizeDate(value: string | null | undefined, today: Date): string {
  // Accents off (März, août), stray punctuation at either end ("12.03.1980.") dropped.
  const clean = foldPlain(cleanText(value)).replace(/^[^0-9a-z]+|[^0-9a-z]+$/g, '')
  if (!clean) return ''
  const parts = dateParts(clean)
  if (!parts) return ''
  let [y, m, d] = parts
  if (y < 100) y += y > today.getUTCFullYear() % 100 ? 1900 : 2000
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1000 || y > 2999) return ''
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** Street: folded, "strasse"/"str." and "rue"/"via" kept but spelled one way, words glued. */
export function normalizeStreet(value: string | null | undefined): string {
  return skeleton(
    foldGerman(cleanText(value))
      .replace(/\bstr\b\.?|stra?sse\b/g, 'str')
      .replace(/[^a-z0-9]+/g, ''),
  )
}

/** ZIP, building and apartment numbers: letters and digits only, upper-case. */
export function normalizeCode(value: string | null | undefined): string {
  return normalizeDocument(value)
}

/** City: folded and glued ("St. Gallen" = "Sankt Gallen" is not attempted; "Zürich" = "Zurich" = "Zuerich"). */
export function normalizeCity(value: string | null | undefined): string {
  return skeleton(foldGerman(cleanText(value)).replace(/[^a-z0-9]+/g, ''))
}

// Cross-language spellings of one sound, in order (longest first). Used only for fuzzy comparison, never for "same".
const LOOSE_RULES: [RegExp, string][] = [
  [/dzh|dsch|dj|dz/g, 'j'],
  [/tsch|tch|sch|ch|sh|sz|cz|zh/g, 'S'],
  [/kh|gh/g, 'h'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/ck|q|c(?=[aou])|c$/g, 'k'],
  [/ks|x(?!$)/g, 'ks'],
  [/w/g, 'v'],
  [/ou/g, 'u'],
  [/(ij|iy|yj|ii|yi)$/g, 'i'],
  [/[yj]/g, 'i'],
  [/ie/g, 'i'],
  [/ey|ay|ei/g, 'ai'],
  [/ff$/g, 'v'],
  [/(.)\1+/g, '$1'],
]

/**
 * A word in a loose spelling that makes the usual transliterations meet: Tschaikowski, Chaykovskiy and Tchaikovsky;
 * Iwanow and Ivanoff; Dmitrij and Dmitry. For fuzzy similarity only (ADR 080).
 */
function looseSpelling(word: string): string {
  let out = word
  for (const [pattern, replacement] of LOOSE_RULES) out = out.replace(pattern, replacement)
  return out
}
