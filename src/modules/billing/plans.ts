import type { Config } from '~/kernel/config'

// The four yearly plans of spec section 2 (screen 2): 3-star or 5-star, each with or without the hotel-association
// discount. Prices come from configuration (README), always in rappen; the client never sets an amount.
export const PLAN_IDS = ['3-star', '3-star-association', '5-star', '5-star-association'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export type Plan = { id: PlanId; stars: 3 | 5; association: boolean; priceRappen: number }

export type PriceConfig = Pick<
  Config,
  'PRICE_3_STAR_CHF' | 'PRICE_3_STAR_ASSOCIATION_CHF' | 'PRICE_5_STAR_CHF' | 'PRICE_5_STAR_ASSOCIATION_CHF'
>

export function plansOf(config: PriceConfig): Plan[] {
  return [
    { id: '3-star', stars: 3, association: false, priceRappen: config.PRICE_3_STAR_CHF },
    { id: '3-star-association', stars: 3, association: true, priceRappen: config.PRICE_3_STAR_ASSOCIATION_CHF },
    { id: '5-star', stars: 5, association: false, priceRappen: config.PRICE_5_STAR_CHF },
    { id: '5-star-association', stars: 5, association: true, priceRappen: config.PRICE_5_STAR_ASSOCIATION_CHF },
  ]
}

export function planFor(config: PriceConfig, stars: number, association: boolean): Plan | undefined {
  return plansOf(config).find((p) => p.stars === stars && p.association === association)
}

export function planById(config: PriceConfig, id: string): Plan | undefined {
  return plansOf(config).find((p) => p.id === id)
}
