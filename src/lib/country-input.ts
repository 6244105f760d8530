// Country names as integrations send them (issue 24, item 14; ADR 197): the list's own name in any case, an ISO 3166-1
// alpha-2 code ("TR", "us"), the English name ICU gives ("United States", "Czechia") or a common English name
// ("Turkey", "USA", "UK", "Holland"), mapped to the list's name ("Türkiye", "United States of America"). The API maps
// before its field rules run, so an unknown name is still refused with `validation.country`. Server only: the forms
// choose from the list and never need it.
import { COUNTRIES } from './countries'

const key = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase()

// Names in common English use that are neither the list's nor ICU's, with the code they mean.
const COMMON_NAMES: Readonly<Record<string, string>> = {
  turkey: 'tr',
  usa: 'us',
  'u.s.': 'us',
  'u.s.a.': 'us',
  'united states': 'us',
  america: 'us',
  uk: 'gb',
  'u.k.': 'gb',
  'great britain': 'gb',
  britain: 'gb',
  england: 'gb',
  scotland: 'gb',
  wales: 'gb',
  'northern ireland': 'gb',
  holland: 'nl',
  'the netherlands': 'nl',
  czechia: 'cz',
  'ivory coast': 'ci',
  burma: 'mm',
  swaziland: 'sz',
  'cape verde': 'cv',
  macedonia: 'mk',
  vatican: 'va',
  'vatican city': 'va',
  'korea, republic of': 'kr',
  'republic of korea': 'kr',
  'russian federation': 'ru',
  'viet nam': 'vn',
  'iran, islamic republic of': 'ir',
  'syrian arab republic': 'sy',
  uae: 'ae',
}

let names: Map<string, string> | undefined
function codeByName(name: string): string | undefined {
  if (!names) {
    names = new Map()
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    for (const c of COUNTRIES) {
      const icu = english.of(c.code.toUpperCase())
      if (icu) names.set(key(icu), c.code)
    }
    for (const [common, code] of Object.entries(COMMON_NAMES)) names.set(common, code)
    // The list's own names last, so they win over anything above.
    for (const c of COUNTRIES) names.set(key(c.name), c.code)
  }
  return names.get(name)
}

const byCode = new Map(COUNTRIES.map((c) => [c.code, c.name]))

/** The list's name for what an API client sent ("US" -> "United States of America"); the input itself if unknown. */
export function toCountryName(input: string): string {
  const k = key(input)
  const code = codeByName(k) ?? (/^[a-z]{2}$/.test(k) ? k : undefined)
  return (code && byCode.get(code)) || input
}
