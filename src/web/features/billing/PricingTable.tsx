import { useSuspenseQuery } from '@tanstack/react-query'
import { formatAmount } from '~/lib/money'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { billingInfoQueryOptions } from './api'

/**
 * The four yearly prices on the public pages (issue 14, item 4), by tier — "up to 3 stars" and "4 and 5 stars", the
 * spec's tiers 3 and 5 — with and without the hotel-association discount. The route's loader fetches the plans.
 */
export function PricingTable({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { LL } = useI18n()
  const { api } = useAppContext()
  const { data } = useSuspenseQuery(billingInfoQueryOptions(api))
  const t = LL.journey.pricing
  const Heading = `h${headingLevel}` as const
  const Tier = `h${headingLevel + 1}` as 'h3' | 'h4'
  return (
    <section className="pricing" aria-labelledby="pricing-title">
      <Heading id="pricing-title">{t.title()}</Heading>
      <p>{t.intro()}</p>
      <div className="pricing-grid">
        {([3, 5] as const).map((stars) => (
          <div key={stars} className="pricing-card">
            <Tier>{stars === 5 ? LL.billing.plans.stars5() : LL.billing.plans.stars3()}</Tier>
            <dl>
              {data.plans
                .filter((plan) => plan.stars === stars)
                .map((plan) => (
                  <div key={plan.id} className="pricing-row">
                    <dt>{plan.association ? t.association() : t.standard()}</dt>
                    <dd>{t.perYear({ price: formatAmount(plan.priceRappen) })}</dd>
                  </div>
                ))}
            </dl>
          </div>
        ))}
      </div>
      <p className="field-hint">{t.note()}</p>
    </section>
  )
}
