import { type Plan, type PriceConfig, plansOf } from '~/lib/plans'

// The plans live in src/lib/plans.ts (shared with the public pages' price table); billing looks them up here.
export { type Plan, type PriceConfig, plansOf } from '~/lib/plans'

export function planFor(config: PriceConfig, stars: number, association: boolean): Plan | undefined {
  return plansOf(config).find((p) => p.stars === stars && p.association === association)
}

export function planById(config: PriceConfig, id: string): Plan | undefined {
  return plansOf(config).find((p) => p.id === id)
}
