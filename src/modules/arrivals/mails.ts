import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { type OutgoingMessage, renderLayout } from '~/modules/mail/public'

/**
 * The alert e-mail (issue 22): a new report matches one of the hotel's coming guests. It names no guest and no
 * report (e-mail is not a safe place for them): a link to the alert only, in the recipient's language.
 */
export function arrivalAlertMail(input: {
  locale: Locale
  to: string
  name: string
  url: string
  contactEmail: string
}): OutgoingMessage {
  const LL = serverLL(input.locale).arrivals.mail
  return renderLayout({
    locale: input.locale,
    to: input.to,
    name: input.name,
    contactEmail: input.contactEmail,
    kind: 'arrival-alert',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [LL.body()],
    action: { label: LL.action(), url: input.url },
    after: [LL.after()],
  })
}
