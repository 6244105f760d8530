// bun run i18n:check: every locale has every key of EN (the base), and no key EN lacks. Names the keys.

import { dictionaries } from '~/kernel/dictionaries'
import { LOCALES } from '~/lib/constants'

type Dict = { [key: string]: string | Dict }
const keys = (dict: Dict, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(dict)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of keys(value, path)) out.set(k, v)
  }
  return out
}
const params = (text: string) =>
  [...text.matchAll(/(?<!\{)\{(?!\{)(\w+)/g)] // {{singular|plural}} blocks are words, not parameters
    .map((m) => m[1])
    .sort()
    .join(',')

const base = keys(dictionaries.en as unknown as Dict)
let problems = 0
for (const locale of LOCALES) {
  if (locale === 'en') continue
  const own = keys(dictionaries[locale] as unknown as Dict)
  const missing = [...base.keys()].filter((k) => !own.has(k))
  const extra = [...own.keys()].filter((k) => !base.has(k))
  const empty = [...own].filter(([, v]) => v.trim() === '').map(([k]) => k)
  const badParams = [...own].filter(([k, v]) => base.has(k) && params(base.get(k)!) !== params(v)).map(([k]) => k)
  for (const [label, list] of [
    ['missing', missing],
    ['not in en', extra],
    ['empty', empty],
    ['parameters differ from en', badParams],
  ] as const) {
    if (list.length) {
      problems += list.length
      console.error(`${locale}: ${list.length} key(s) ${label}:\n  ${list.join('\n  ')}`)
    }
  }
}
if (problems) {
  console.error(`i18n check failed: ${problems} problem(s)`)
  process.exit(1)
}
console.log(`i18n check passed: ${base.size} keys in each of ${LOCALES.join(', ')}`)
