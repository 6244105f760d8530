// E-mails to a person who asked through /your-data (ADR 280): the confirmation link, and the register's letters
// (acknowledgement, answer) as e-mails. The same words whoever the person is: nothing here says whether they are listed.
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { type OutgoingMessage, renderLayout, SECRET_TOKEN } from '~/modules/mail/public'
import type { LetterType } from './letters'
import type { RequestKind } from './schema'

/**
 * The link that makes the request count; its token is issued when the e-mail is sent (SECRET_TOKEN). The address is
 * not proven yet (anyone can type anyone's): the mail carries no word the sender typed, not even the name, so that it
 * cannot carry someone's message to a stranger (as the registration mail, security review 3 finding 4).
 */
export function webRequestConfirmMail(input: {
  locale: Locale
  to: string
  kind: RequestKind
  hours: number
  baseUrl: string
  contactEmail: string
}): OutgoingMessage {
  const LL = serverLL(input.locale).yourData.mail
  const kind = serverLL(input.locale).admin.requests.kinds[input.kind]()
  return renderLayout({
    ...input,
    kind: 'data-request-confirm',
    subject: LL.confirmSubject(),
    heading: LL.confirmHeading(),
    paragraphs: [LL.confirmBody({ kind }), LL.confirmHours({ hours: input.hours })],
    action: { label: LL.confirmAction(), url: `${input.baseUrl}/your-data/confirm?token=${SECRET_TOKEN}` },
    after: [LL.notYou()],
  })
}

/** A register letter (the text the console shows and prints) sent to the requester's confirmed address. */
export function letterMail(input: {
  locale: Locale
  to: string
  name: string
  type: LetterType
  text: string
  baseUrl: string
  contactEmail: string
}): OutgoingMessage {
  const LL = serverLL(input.locale).yourData.mail
  const subject = input.type === 'acknowledgement' ? LL.acknowledgementSubject() : LL.answerSubject()
  return renderLayout({
    locale: input.locale,
    to: input.to,
    kind: `data-request-${input.type}`,
    contactEmail: input.contactEmail,
    subject,
    heading: subject,
    paragraphs: input.text.split(/\n{2,}/).filter((p) => p.trim()),
  })
}
