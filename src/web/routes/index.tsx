import { createRoute } from '@tanstack/react-router'
import { ButtonLink } from '../components/Button'
import { headLL, useI18n } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: LL.landing.metaTitle() }, { name: 'description', content: LL.landing.metaDescription() }] }
  },
  component: LandingPage,
})

function LandingPage() {
  const { LL } = useI18n()
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <h1 id="hero-title">{LL.landing.heroTitle()}</h1>
        <p className="hero-text">{LL.landing.heroText()}</p>
        <div className="button-row">
          <ButtonLink to="/register" size="lg">
            {LL.landing.joinNow()}
          </ButtonLink>
          <ButtonLink to="/faq" variant="secondary" size="lg">
            {LL.landing.learnMore()}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
