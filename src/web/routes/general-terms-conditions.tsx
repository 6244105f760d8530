import { createRoute } from '@tanstack/react-router'
import { IMAGES } from '../features/public/images'
import { LegalDocument, TERMS_LAYOUT } from '../features/public/legal'
import { TERMS_FIGURES } from '../features/public/legal-params'
import { headLL, useI18n } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/general-terms-conditions',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: LL.terms.metaTitle() }, { name: 'description', content: LL.terms.metaDescription() }] }
  },
  component: TermsPage,
})

function TermsPage() {
  const { LL } = useI18n()
  const { config } = Route.useRouteContext()
  return (
    <LegalDocument
      banner={IMAGES.termsBanner}
      title={LL.terms.title()}
      subtitle={
        <p className="legal-binding notice" id="binding-version">
          {LL.terms.binding()}
        </p>
      }
      intro={LL.terms.intro()}
      contentsLabel={LL.terms.contents()}
      layout={TERMS_LAYOUT}
      sections={LL.terms.sections}
      params={{ ...TERMS_FIGURES, email: config.contactEmail }}
      email={config.contactEmail}
    />
  )
}
