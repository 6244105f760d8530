import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { nameForm } from './normalize'

// Given-name equivalents (nicknames, short forms, transliterations), from the data file given-names.json.
// Not transitive on purpose: "Ivo" sits with Johann and with Yves, which does not make Yves a Johann.

type GivenNames = { groups: string[][] }
// Read and indexed at the first search, not at start (ADR 115).
let index: { groupsByName: Map<string, number[]>; count: number } | undefined
function groups() {
  if (index) return index
  const data = JSON.parse(readFileSync(join(import.meta.dir, 'given-names.json'), 'utf8')) as GivenNames
  const groupsByName = new Map<string, number[]>()
  for (const [i, group] of data.groups.entries()) {
    for (const name of group) {
      const key = nameForm(name).core
      if (!key) continue
      const list = groupsByName.get(key) ?? []
      if (!list.includes(i)) list.push(i)
      groupsByName.set(key, list)
    }
  }
  index = { groupsByName, count: data.groups.length }
  return index
}

/** The equivalence groups of one normalised given-name token (skeleton form); empty when unknown. */
export function givenNameGroups(token: string): readonly number[] {
  return groups().groupsByName.get(token) ?? []
}

/** True when two different given-name tokens are listed as the same name (Hans and Johann, José and Giuseppe). */
export function areEquivalentGivenNames(a: string, b: string): boolean {
  if (!a || !b) return false
  const { groupsByName } = groups()
  const ga = groupsByName.get(a)
  const gb = groupsByName.get(b)
  if (!ga || !gb) return false
  return ga.some((g) => gb.includes(g))
}
