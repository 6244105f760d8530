// Password strength (issue 14, item 3; ADR 120): the spec's minimum of 6 stays, and common or easily guessed
// passwords ("123456", "password", "qwerty1") are refused. zxcvbn-ts with the common, EN, DE, FR and IT word lists.
// The lists are large (about 2 MB), so they load on first use: in the browser only on the screens that choose a
// password, on the server once per process.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/** zxcvbn scores 0 (too guessable) to 4 (very unguessable); below 2 is refused. */
export const MIN_PASSWORD_SCORE = 2

let factory: Promise<ZxcvbnFactory> | undefined

function load(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [core, common, en, de, fr, it] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-de'),
      import('@zxcvbn-ts/language-fr'),
      import('@zxcvbn-ts/language-it'),
    ])
    return new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary, ...fr.dictionary, ...it.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    })
  })()
  return factory
}

/** The strength score (0-4) of a password; `related` are the member's own words (name, e-mail, hotel). */
export async function passwordScore(password: string, related: string[] = []): Promise<number> {
  if (!password) return 0
  const zxcvbn = await load()
  // zxcvbn's cost grows with length; the length limit (128) is checked by the field rule.
  return zxcvbn.check(password.slice(0, 128), related.filter(Boolean)).score
}

export async function isStrongPassword(password: string, related: string[] = []): Promise<boolean> {
  return (await passwordScore(password, related)) >= MIN_PASSWORD_SCORE
}
