import data from './given-names.json'
import { nameForm } from './normalize'

// Given-name equivalents (nicknames, short forms, transliterations), from the data file given-names.json.
// Not transitive on purpose: "Ivo" sits with Johann and with Yves, which does not make Yves a Johann.

const groupsByName = new Map<string, number[]>()
for (const [index, group] of data.groups.entries()) {
  for (const name of group) {
    const key = nameForm(name).core
    if (!key) continue
    const list = groupsByName.get(key) ?? []
    if (!list.includes(index)) list.push(index)
    groupsByName.set(key, list)
  }
}

/** The equivalence groups of one normalised given-name token (skeleton form); empty when unknown. */
export function givenNameGroups(token: string): readonly number[] {
  return groupsByName.get(token) ?? []
}

/** True when two different given-name tokens are listed as the same name (Hans and Johann, José and Giuseppe). */
export function areEquivalentGivenNames(a: string, b: string): boolean {
  if (!a || !b) return false
  const ga = groupsByName.get(a)
  const gb = groupsByName.get(b)
  if (!ga || !gb) return false
  return ga.some((g) => gb.includes(g))
}

export const givenNameGroupCount = data.groups.length
