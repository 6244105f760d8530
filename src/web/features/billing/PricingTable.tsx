import { STAR_TIERS } from '~/lib/constants'
import { formatChf } from '~/lib/money'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'

/**
 * The four yearly prices on the public pages (issue 14, item 4), by tier — "up to 3 stars" and "4 or 5 stars", the
 * spec's tiers 3 and 5 — with and without the hotel-association discount. The prices come with the page's public
 * configuration (src/lib/plans.ts, from the server's configuration): no query, no extra code on the landing page.
 */
export function PricingTable({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { LL, locale } = useI18n()
  const { config } = useAppContext()
  const t = LL.journey.pricing
  const Heading = `h${headingLevel}` as const
  const Tier = `h${headingLevel + 1}` as 'h3' | 'h4'
  return (
    <section className="pricing" aria-labelledby="pricing-title">
      <Heading id="pricing-title">{t.title()}</Heading>
      <p>{t.intro()}</p>
      <ul className="pricing-grid">
        {STAR_TIERS.map((stars) => (
          <li key={stars} className="pricing-card">
            <Tier>{stars === 5 ? t.tier5() : t.tier3()}</Tier>
            <dl>
              {config.plans
                .filter((plan) => plan.stars === stars)
                .map((plan) => (
                  <div key={plan.id} className="pricing-row">
                    <dt>{plan.association ? t.association() : t.standard()}</dt>
                    <dd>{t.perYear({ price: formatChf(plan.priceRappen, { locale }) })}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className="pricing-note">{t.note()}</p>
    </section>
  )
}
