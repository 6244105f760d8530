// E-mails to a reported guest (issue 34), in the guest's language, or in English with French, German and Italian
// below when the nationality does not say one (languages.ts). They name the reporting hotel only: never another
// hotel's data, never an evidence file.
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { formatChf } from '~/lib/money'
import { type OutgoingMessage, renderLayout } from '~/modules/mail/public'
import type { TranslationFunctions } from '~locales/i18n-types'

export type Part = { subject: string; heading: string; paragraphs: string[]; action?: string }

/** One message in one language, or the same message in each language one after the other (English first). */
function inLanguages(
  input: { locales: Locale[]; to: string; name: string; kind: string; contactEmail: string; actionUrl?: string },
  part: (LL: TranslationFunctions['guestSide'], locale: Locale) => Part,
): OutgoingMessage {
  const parts = input.locales.map((locale) => ({ locale, ...part(serverLL(locale).guestSide, locale) }))
  const first = parts[0]!
  return renderLayout({
    locale: first.locale,
    to: input.to,
    name: input.name,
    kind: input.kind,
    contactEmail: input.contactEmail,
    subject: parts.map((p) => p.subject).join(' / '),
    heading: first.heading,
    footer: serverLL(first.locale).guestSide.notice.footer({ contact: input.contactEmail }),
    paragraphs: parts.flatMap((p, i) => (i === 0 ? p.paragraphs : ['—', p.heading, ...p.paragraphs])),
    // The page of the guest's rights as a link (button and plain address), labelled in each language of the mail.
    ...(input.actionUrl ? { action: { label: parts.map((p) => p.action).join(' / '), url: input.actionUrl } } : {}),
  })
}

/** The guest's report was settled by the hotel and removed (issue 34, section 3). */
export function removalNoticeMail(input: {
  locales: Locale[]
  to: string
  name: string
  hotel: string
  checkIn: string
  checkOut: string
  /** The personal reference of the notice, when the report had one (it was published). */
  reference: string | null
  baseUrl: string
  contactEmail: string
}): OutgoingMessage {
  const actionUrl = `${input.baseUrl}/your-data`
  return inLanguages({ ...input, kind: 'guest-removal-notice', actionUrl }, (LL, locale) => ({
    subject: LL.removed.subject(),
    action: LL.notice.action(),
    heading: LL.removed.heading(),
    paragraphs: [
      LL.removed.body({
        hotel: input.hotel,
        checkIn: formatDate(input.checkIn, locale),
        checkOut: formatDate(input.checkOut, locale),
      }),
      LL.removed.kept(),
      LL.removed.rights({ url: `${input.baseUrl}/your-data` }),
      ...(input.reference ? [LL.notice.reference({ reference: input.reference })] : []),
    ],
  }))
}

/** What a notice says (issue 34, section 1), the same in the e-mail and in the printed letter (letter.ts). */
export type NoticeContent = {
  hotel: string
  checkIn: string
  checkOut: string
  category: string
  amountOwed: number | null
  keptUntil: string
  reference: string
  baseUrl: string
}

/** The notice in one language: who reported, what, how long, and the guest's rights with their reference. */
export function noticePart(LL: TranslationFunctions['guestSide'], locale: Locale, input: NoticeContent): Part {
  const categories = serverLL(locale).reports.categories as Record<string, (() => string) | undefined>
  return {
    subject: LL.notice.subject(),
    heading: LL.notice.heading(),
    action: LL.notice.action(),
    paragraphs: [
      LL.notice.reported({
        hotel: input.hotel,
        checkIn: formatDate(input.checkIn, locale),
        checkOut: formatDate(input.checkOut, locale),
        category: categories[input.category]?.() ?? input.category,
      }),
      ...(input.amountOwed ? [LL.notice.amount({ amount: formatChf(input.amountOwed, { locale }) })] : []),
      LL.notice.shared({ until: formatDate(input.keptUntil, locale) }),
      LL.notice.rights({ url: `${input.baseUrl}/your-data` }),
      LL.notice.reference({ reference: input.reference }),
    ],
  }
}

/** A report about the guest was published (issue 34, section 1): who reported, what, how long, and their rights. */
export function reportNoticeMail(
  input: NoticeContent & { locales: Locale[]; to: string; name: string; contactEmail: string },
): OutgoingMessage {
  return inLanguages({ ...input, kind: 'guest-notice', actionUrl: `${input.baseUrl}/your-data` }, (LL, locale) =>
    noticePart(LL, locale, input),
  )
}
