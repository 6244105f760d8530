// The team's e-mails beside the invitation (ADR 201): the hand-over, to both people, and the removal, to the person
// removed. Each in its recipient's language; none carries guest data.
import { serverLL } from '~/kernel/i18n'
import { renderLayout } from '~/modules/mail/public'
import type { TeamDeps } from './team'
import { asLocale, type UserRow } from './users'

const fullName = (u: UserRow) => `${u.fName} ${u.lName}`.trim()

/** The hand-over's e-mail to the new owner (`new`) or the former one (`old`), in their language. */
export function handOverMail(
  deps: Pick<TeamDeps, 'config'>,
  to: UserRow,
  input: { hotel: string; body: 'new' | 'old'; other: UserRow },
) {
  const locale = asLocale(to.locale)
  const LL = serverLL(locale).handOver.mail
  const subject = LL.subject({ hotel: input.hotel })
  return renderLayout({
    locale,
    to: to.email,
    name: fullName(to),
    contactEmail: deps.config.CONTACT_EMAIL,
    kind: 'team-hand-over',
    subject,
    heading: subject,
    paragraphs: [
      input.body === 'new'
        ? LL.newOwnerBody({ by: fullName(input.other), hotel: input.hotel })
        : LL.oldOwnerBody({ to: fullName(input.other), hotel: input.hotel }),
    ],
    action: { label: LL.action(), url: `${deps.config.BASE_URL}/dashboard/profile` },
    after: [LL.notYou()],
  })
}

/** Tells a removed person that their access has ended and that their address is free again. */
export function removedMail(deps: Pick<TeamDeps, 'config'>, person: UserRow, hotel: string) {
  const locale = asLocale(person.locale)
  const LL = serverLL(locale).handOver.mail
  return renderLayout({
    locale,
    to: person.email,
    name: fullName(person),
    contactEmail: deps.config.CONTACT_EMAIL,
    kind: 'team-removed',
    subject: LL.removedSubject({ hotel }),
    heading: LL.removedSubject({ hotel }),
    paragraphs: [LL.removedBody({ hotel }), LL.removedAddress()],
  })
}
