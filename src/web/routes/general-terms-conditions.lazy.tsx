import { createLazyRoute } from '@tanstack/react-router'
import { IMAGES } from '../features/public/images'
import { LegalDocument, TERMS_LAYOUT } from '../features/public/legal'
import { termsFigures } from '../features/public/legal-params'
import { useI18n } from '../i18n/useI18n'

export const Route = createLazyRoute('/general-terms-conditions')({ component: TermsPage })

function TermsPage() {
  const { LL, locale } = useI18n()
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
      params={{ ...termsFigures(locale), email: config.contactEmail }}
      email={config.contactEmail}
    />
  )
}
