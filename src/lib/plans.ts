// The four yearly plans of spec section 2 (screen 2): star tier 3 ("up to 3 stars") or 5 ("4 or 5 stars"), each with
// or without the hotel-association discount. One source for the server (billing) and the public pages (issue 14,
// item 4): the prices come from configuration (README), always in rappen; the client never sets an amount.
export const PLAN_IDS = ['3-star', '3-star-association', '5-star', '5-star-association'] as const
type PlanId = (typeof PLAN_IDS)[number]

export type Plan = { id: PlanId; stars: 3 | 5; association: boolean; priceRappen: number }

/** The four configured prices in rappen (the configuration's PRICE_* variables). */
export type PriceConfig = {
  PRICE_3_STAR_CHF: number
  PRICE_3_STAR_ASSOCIATION_CHF: number
  PRICE_5_STAR_CHF: number
  PRICE_5_STAR_ASSOCIATION_CHF: number
}

export function plansOf(config: PriceConfig): Plan[] {
  return [
    { id: '3-star', stars: 3, association: false, priceRappen: config.PRICE_3_STAR_CHF },
    { id: '3-star-association', stars: 3, association: true, priceRappen: config.PRICE_3_STAR_ASSOCIATION_CHF },
    { id: '5-star', stars: 5, association: false, priceRappen: config.PRICE_5_STAR_CHF },
    { id: '5-star-association', stars: 5, association: true, priceRappen: config.PRICE_5_STAR_ASSOCIATION_CHF },
  ]
}
