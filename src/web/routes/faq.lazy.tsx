import { createLazyRoute } from '@tanstack/react-router'
import { Accordion } from '../components/Accordion'
import { PricingTable } from '../features/billing/PricingTable'
import { termsFigures } from '../features/public/legal-params'
import { withEmailLink } from '../features/public/withEmailLink'
import { useI18n } from '../i18n/useI18n'

export const Route = createLazyRoute('/faq')({ component: FaqPage })

// The 15 questions in reading order (spec section 1 and screen /faq).
export const FAQ_ORDER = [
  'about',
  'whoCanJoin',
  'howToJoin',
  'subscription',
  'reportContent',
  'evidence',
  'validation',
  'editing',
  'search',
  'logging',
  'sharedAccount',
  'retention',
  'hosting',
  'reportedPerson',
  'languages',
] as const

function FaqPage() {
  const { LL, locale } = useI18n()
  const { config } = Route.useRouteContext()
  const email = config.contactEmail
  const params = { ...termsFigures(locale), email }
  const items = FAQ_ORDER.map((id) => {
    const item = LL.faq.items[id]
    const answer = (item.answer as unknown as (p: typeof params) => string)(params)
    return { id, title: item.question(), content: <p>{withEmailLink(answer, email)}</p> }
  })
  return (
    <div className="container page faq-page">
      <header className="page-header">
        <h1>{LL.faq.title()}</h1>
        <p className="page-lead">{LL.faq.intro()}</p>
      </header>
      <div className="faq-list card">
        <Accordion items={items} headingLevel={2} />
      </div>
      <PricingTable />
      <aside className="faq-more" aria-labelledby="faq-more-title">
        <h2 id="faq-more-title">{LL.faq.moreTitle()}</h2>
        <p className="faq-more-text">{withEmailLink(LL.faq.moreText({ email }), email)}</p>
      </aside>
    </div>
  )
}
