// One wording for the star tiers (issue 24, item 31) and Swiss thousands marks on the price list (item 26).
import { afterEach, describe, expect, test } from 'bun:test'
import { cleanup, screen } from '@testing-library/react'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import { LOCALES } from '~/lib/constants'
import { plansOf } from '~/lib/plans'
import { renderInApp } from '../../../../tests/support/render'
import { PricingTable } from '../billing/PricingTable'

afterEach(cleanup)

const plain = (s: string) => s.toLowerCase().replace(/’/g, "'")

describe('the star tiers read the same in the FAQ, the price list and the registration', () => {
  for (const locale of LOCALES) {
    test(`the FAQ names the two tiers exactly as the price list does (${locale})`, () => {
      const LL = resolvedDictionaries[locale]
      const faq = plain(LL.faq.items.whoCanJoin.answer as string)
      const tiers = [LL.journey.pricing.tier3 as string, LL.journey.pricing.tier5 as string].map(plain)
      for (const tier of tiers) {
        expect(faq).toContain(tier)
        // The registration's plan names carry the same tier.
        expect(plain(`${LL.billing.plans.stars3} ${LL.billing.plans.stars5}`)).toContain(tier.replace(/^\S+ /, ''))
      }
      expect(faq).not.toMatch(/\(3 \S+ 5/)
    })
  }
})

describe('prices on German, French and Italian pages group thousands the Swiss way', () => {
  const plans = plansOf({
    PRICE_3_STAR_CHF: 125_050,
    PRICE_3_STAR_ASSOCIATION_CHF: 39_000,
    PRICE_5_STAR_CHF: 89_000,
    PRICE_5_STAR_ASSOCIATION_CHF: 69_000,
  })
  for (const locale of LOCALES) {
    test(`a price of 1250.50 francs reads ${locale === 'en' ? '"CHF 1,250.50"' : `"CHF 1'250.50"`} (${locale})`, async () => {
      await renderInApp(<PricingTable />, { locale, config: { plans } })
      const expected = locale === 'en' ? 'CHF 1,250.50' : "CHF 1'250.50"
      expect(screen.getAllByText(new RegExp(expected)).length).toBeGreaterThan(0)
    })
  }
})
