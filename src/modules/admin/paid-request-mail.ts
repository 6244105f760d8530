// The e-mail to a hotel's owner when a guest who paid asks through /your-data for the report's removal (ADR 305):
// the guest's name as the report holds it and the day by which to settle or answer, nothing the hotel did not have.
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { formatDate, zurichDay } from '~/lib/dates'
import { type OutgoingMessage, renderLayout } from '~/modules/mail/public'

const PAID_REQUEST_MAIL_KIND = 'data-request-paid'

export function paidRequestMail(input: {
  locale: Locale
  to: string
  name: string
  guest: string
  until: string
  url: string
  baseUrl: string
  contactEmail: string
}): OutgoingMessage {
  const LL = serverLL(input.locale).yourData.hotel.mail
  return renderLayout({
    ...input,
    kind: PAID_REQUEST_MAIL_KIND,
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [
      LL.body({ guest: input.guest }),
      LL.until({ date: formatDate(zurichDay(new Date(input.until)), input.locale) }),
    ],
    action: { label: LL.action(), url: input.url },
  })
}
