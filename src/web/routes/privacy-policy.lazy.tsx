import { createLazyRoute } from '@tanstack/react-router'
import { PRIVACY, PRIVACY_POLICY_EFFECTIVE_DATE } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { IMAGES } from '../features/public/images'
import { LegalDocument, PRIVACY_LAYOUT } from '../features/public/legal'
import { operatorParams } from '../features/public/legal-params'
import { useI18n } from '../i18n/useI18n'

export const Route = createLazyRoute('/privacy-policy')({ component: PrivacyPolicyPage })

function PrivacyPolicyPage() {
  const { LL, locale } = useI18n()
  const { config } = Route.useRouteContext()
  // The sentence around the date comes from the translation; the date itself is a <time> element.
  const [before = '', after = ''] = LL.privacy.effective({ date: '\u0000' }).split('\u0000')
  return (
    <LegalDocument
      banner={IMAGES.privacyBanner}
      title={LL.privacy.title()}
      subtitle={
        <p className="legal-effective">
          {before}
          <time dateTime={PRIVACY_POLICY_EFFECTIVE_DATE}>{formatDate(PRIVACY_POLICY_EFFECTIVE_DATE, locale)}</time>
          {after}
        </p>
      }
      intro={LL.privacy.intro()}
      contentsLabel={LL.privacy.contents()}
      layout={PRIVACY_LAYOUT}
      sections={LL.privacy.sections}
      params={{ ...PRIVACY, ...operatorParams(config.operator), email: config.contactEmail }}
      email={config.contactEmail}
    />
  )
}
