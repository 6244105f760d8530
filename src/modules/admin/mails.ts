import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import type { OutgoingMessage } from '~/modules/mail/public'
import { renderLayout } from '~/modules/mail/public'
import type { RequestKind } from './schema'

/** A data-subject request about the hotel's report, sent (or recalled) to the hotel with the link to answer it. */
export function requestForwardedMail(input: {
  locale: Locale
  to: string
  name: string
  company: string
  kind: RequestKind
  dueOn: string
  reminder: boolean
  url: string
  contactEmail: string
  baseUrl: string
}): OutgoingMessage {
  const LL = serverLL(input.locale).admin.mail.forwarded
  const kind = serverLL(input.locale).admin.requests.kinds[input.kind]()
  return renderLayout({
    ...input,
    kind: input.reminder ? 'data-request-reminder' : 'data-request-forwarded',
    subject: input.reminder ? LL.reminderSubject() : LL.subject(),
    heading: LL.heading(),
    paragraphs: [LL.body({ company: input.company, kind }), LL.due({ date: input.dueOn })],
    action: { label: LL.action(), url: input.url },
  })
}
