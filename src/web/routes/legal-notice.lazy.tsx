import { createLazyRoute } from '@tanstack/react-router'
import { IMAGES } from '../features/public/images'
import { LEGAL_NOTICE_LAYOUT, LegalDocument } from '../features/public/legal'
import { operatorParams } from '../features/public/legal-params'
import { useI18n } from '../i18n/useI18n'

export const Route = createLazyRoute('/legal-notice')({ component: LegalNoticePage })

/** The legal notice (Impressum): the operator's name, address and company number from configuration (OPERATOR_*). */
function LegalNoticePage() {
  const { LL } = useI18n()
  const { config } = Route.useRouteContext()
  return (
    <LegalDocument
      banner={IMAGES.termsBanner}
      title={LL.legalNotice.title()}
      subtitle={<p className="legal-effective">{LL.legalNotice.subtitle()}</p>}
      intro={LL.legalNotice.intro()}
      contentsLabel={LL.legalNotice.contents()}
      layout={LEGAL_NOTICE_LAYOUT}
      sections={LL.legalNotice.sections}
      params={{ ...operatorParams(config.operator), email: config.contactEmail }}
      email={config.contactEmail}
    />
  )
}
