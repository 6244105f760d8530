import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { DEFAULT_PHONE_REGION } from '~/lib/phone'

// Normalisation at write time (and for queries): every value is brought to comparable forms, never rejected.

/** Surname particles: dropped for the "core" form so that "von Arx", "Von-Arx", "Vonarx" and "Arx" meet. */
export const PARTICLES = new Set([
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

/** German transliteration: ä→ae, ö→oe, ü→ue, ß→ss, then any other accent stripped (é→e, ç→c). */
export function foldGerman(clean: string): string {
  return stripMarks(clean.replace(/[äöüßæœøå]/g, (c) => GERMAN_FOLD[c] ?? c)).replace(
    /[\u0080-\uffff]/g,
    (c) => PLAIN_FOLD[c] ?? '',
  )
}

/** Every accent stripped: ä→a, é→e, ß→ss. */
export function foldPlain(clean: string): string {
  return stripMarks(clean).replace(/[\u0080-\uffff]/g, (c) => PLAIN_FOLD[c] ?? '')
}

/**
 * The comparison skeleton of a folded word: ae/oe/ue → a/o/u so that "Müller", "Mueller" and "Muller" are one
 * spelling. Applied to both sides, so it never separates what the folds joined.
 */
export function skeleton(folded: string): string {
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
  return { words, tokens, joined, core, skel: tokens.map(skeleton), loose: looseSpelling(core), bare: unglued(joined) }
}

/** The surname without a glued particle ("vonarx" → "arx"), or null when there is none. */
export function unglued(joined: string): string | null {
  for (const p of GLUED_PARTICLES) {
    if (joined.length - p.length >= 3 && joined.startsWith(p)) return joined.slice(p.length)
  }
  return null
}

/** Document numbers: upper-case letters and digits only ("x 123-456.7" → "X1234567"). */
export function normalizeDocument(value: string | null | undefined): string {
  return foldPlain(cleanText(value))
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
}

/** E-mail: trimmed, lower-case, spaces removed, a "mailto:" prefix dropped. */
export function normalizeEmail(value: string | null | undefined): string {
  const clean = cleanText(value)
    .replace(/\s+/g, '')
    .replace(/^mailto:/, '')
  return clean.includes('@') ? clean : ''
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

/**
 * A birth date as YYYY-MM-DD from the forms people type: 1980-03-12, 12.03.1980, 12/03/1980, 12 3 1980, 19800312.
 * Day-first is assumed for separated forms unless the first part cannot be a day. Unreadable → ''.
 */
const CURRENT_YEAR = new Date().getUTCFullYear()

/** [year, month, day] of the typed forms; day-first for separated forms unless the first part cannot be a day. */
function dateParts(clean: string): [number, number, number] | null {
  const iso = /^(\d{4})\D+(\d{1,2})\D+(\d{1,2})/.exec(clean) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(clean)
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  const dayFirst = /^(\d{1,2})\D+(\d{1,2})\D+(\d{2}|\d{4})$/.exec(clean) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(clean)
  if (!dayFirst) return null
  const [d, m, y] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])]
  return m > 12 && d <= 12 ? [y, d, m] : [y, m, d]
}

export function normalizeDate(value: string | null | undefined): string {
  const clean = cleanText(value)
  if (!clean) return ''
  const parts = dateParts(clean)
  if (!parts) return ''
  let [y, m, d] = parts
  if (y < 100) y += y > CURRENT_YEAR % 100 ? 1900 : 2000
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
export function looseSpelling(word: string): string {
  let out = word
  for (const [pattern, replacement] of LOOSE_RULES) out = out.replace(pattern, replacement)
  return out
}
