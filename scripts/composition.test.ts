import { describe, expect, test } from 'bun:test'
import {
  compositionViolations,
  createAppLines,
  pluginsWithoutNeeds,
  wholeBagHandOns,
  wholeConfigUses,
} from './composition'

describe('the composition rules (ADR 341)', () => {
  test('the code breaks none of the rules', () => {
    expect(compositionViolations()).toEqual([])
  }, 60_000)

  test('a module naming the whole configuration breaks the rule; a Pick of it does not', () => {
    const head = "import type { Config } from '~/kernel/config'\n"
    expect(wholeConfigUses('src/modules/x/a.ts', `${head}type Deps = { config: Config }`)).toEqual([
      'src/modules/x/a.ts:2',
    ])
    expect(wholeConfigUses('src/modules/x/a.ts', `${head}export function f(config: Config) {}`)).toHaveLength(1)
    expect(wholeConfigUses('src/modules/x/a.ts', `${head}type Deps = { config: Pick<Config, 'BASE_URL'> }`)).toEqual([])
    // A module's own local type that happens to be called Config is not the kernel's.
    expect(wholeConfigUses('src/modules/x/a.ts', 'type Config = { BASE_URL: string }\nlet c: Config')).toEqual([])
  })

  test("a module plugin must take its needs as a '…Needs' type", () => {
    expect(pluginsWithoutNeeds('a.ts', 'export function xPlugin(deps: XNeeds, guard: G) {}')).toEqual([])
    expect(pluginsWithoutNeeds('a.ts', 'export function xPlugin(deps: XDeps, guard: G) {}')).toEqual(['a.ts: xPlugin'])
    expect(pluginsWithoutNeeds('a.ts', 'export function xPlugin(deps: { db: Db }) {}')).toHaveLength(1)
    expect(pluginsWithoutNeeds('a.ts', 'function localPlugin(deps: { db: Db }) {}')).toEqual([])
  })

  test('the root hands on its bag only to its own wiring, never whole to a module', () => {
    expect(
      wholeBagHandOns('r.ts', 'function f(deps: D) { const { db } = deps; g(deps.clock); wireModules(deps) }'),
    ).toEqual([])
    expect(wholeBagHandOns('r.ts', 'function f(deps: D) {\n  reportsPlugin(deps)\n}')).toEqual(['r.ts:2'])
    expect(wholeBagHandOns('r.ts', 'function f(deps: D) {\n  g({ ...deps, x: 1 })\n}')).toEqual(['r.ts:2'])
  })

  test('createApp is measured from its first line to its last', () => {
    expect(createAppLines('export function createApp(deps: D) {\n  return 1\n}\n')).toBe(3)
    expect(createAppLines('const x = 1')).toBe(0)
  })
})
