import type { Config } from '~/kernel/config'
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { formatAmount } from '~/lib/money'
import type { OutgoingMessage } from '~/modules/mail/public'
import { renderLayout } from '~/modules/mail/public'
import { bankLines } from './mails'

// The subscription lifecycle e-mails (ADR 102), in the member's language, on the shared mail layout.

type Common = { locale: Locale; to: string; name: string; config: Config }
const profileUrl = (config: Config) => `${config.BASE_URL}/dashboard/profile`

export function expiryReminderMail(
  input: Common & { days: 30 | 7 | 1; expiresAt: string; amount: number; mode: 'card' | 'bank' | 'cancelled' },
): OutgoingMessage {
  const LL = serverLL(input.locale).lifecycle.mail.reminder
  const date = formatDate(input.expiresAt, input.locale)
  const next =
    input.mode === 'card'
      ? LL.autoCard({ amount: formatAmount(input.amount, { locale: input.locale }) })
      : input.mode === 'bank'
        ? LL.autoBank()
        : LL.cancelled()
  return renderLayout({
    locale: input.locale,
    to: input.to,
    name: input.name,
    contactEmail: input.config.CONTACT_EMAIL,
    kind: `subscription-reminder-${input.days}`,
    subject: LL.subject({ date }),
    heading: LL.heading({ date }),
    paragraphs: [LL.body({ date }), next],
    action: { label: LL.action(), url: profileUrl(input.config) },
  })
}

export function renewalInvoiceMail(
  input: Common & { expiresAt: string; amount: number; reference: string },
): OutgoingMessage {
  const LL = serverLL(input.locale).lifecycle.mail.invoice
  return renderLayout({
    locale: input.locale,
    to: input.to,
    name: input.name,
    contactEmail: input.config.CONTACT_EMAIL,
    kind: 'renewal-invoice',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [
      LL.body({
        date: formatDate(input.expiresAt, input.locale),
        amount: formatAmount(input.amount, { locale: input.locale }),
      }),
      ...bankLines(input.locale, input.config, input.reference, input.amount),
    ],
  })
}

export function renewalChargeFailedMail(input: Common & { amount: number; retryAt: string | null }): OutgoingMessage {
  const LL = serverLL(input.locale).lifecycle.mail.chargeFailed
  return renderLayout({
    locale: input.locale,
    to: input.to,
    name: input.name,
    contactEmail: input.config.CONTACT_EMAIL,
    kind: 'renewal-charge-failed',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [
      LL.body({ amount: formatAmount(input.amount, { locale: input.locale }) }),
      input.retryAt ? LL.retry({ date: formatDate(input.retryAt, input.locale) }) : LL.last(),
    ],
    action: { label: LL.action(), url: profileUrl(input.config) },
  })
}

export function autoRenewalCancelledMail(input: Common & { endsAt: string; inTime: boolean }): OutgoingMessage {
  const LL = serverLL(input.locale).lifecycle.mail.cancelled
  const date = formatDate(input.endsAt, input.locale)
  return renderLayout({
    locale: input.locale,
    to: input.to,
    name: input.name,
    contactEmail: input.config.CONTACT_EMAIL,
    kind: 'auto-renewal-cancelled',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [input.inTime ? LL.inTime({ date }) : LL.late({ date })],
    action: { label: serverLL(input.locale).lifecycle.mail.reminder.action(), url: profileUrl(input.config) },
  })
}
