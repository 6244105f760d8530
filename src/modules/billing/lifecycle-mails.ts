import type { Config } from '~/kernel/config'
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { formatAmount } from '~/lib/money'
import type { QrDebtor } from '~/lib/qr-bill'
import type { OutgoingMessage } from '~/modules/mail/public'
import { renderLayout } from '~/modules/mail/public'
import type { BankConfig } from './core'
import { bankLines, withQrBill } from './mails'

// The subscription lifecycle e-mails (ADR 102), in the member's language, on the shared mail layout.

type Common = {
  locale: Locale
  to: string
  name: string
  config: Pick<Config, 'BASE_URL' | 'CONTACT_EMAIL'> & BankConfig
}
const profileUrl = (config: Pick<Config, 'BASE_URL'>) => `${config.BASE_URL}/dashboard/profile`

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

/**
 * The renewal invoice carries the QR-bill PDF as the registration and renewal transfer e-mails do (ADR 235). It goes
 * to an approved hotel's owner, so its bill is addressed to the hotel, like the renewal transfer's (ADR 228).
 */
export function renewalInvoiceMail(
  input: Common & {
    expiresAt: string
    amount: number
    reference: string
    /** The bill's date (the transfer's), the plan it pays and the hotel as addressee. */
    bill: { date: Date; plan: { stars: number }; debtor?: QrDebtor }
  },
): OutgoingMessage {
  const LL = serverLL(input.locale).lifecycle.mail.invoice
  const message = renderLayout({
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
  return withQrBill(message, {
    config: input.config,
    locale: input.locale,
    amountRappen: input.amount,
    reference: input.reference,
    ...input.bill,
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
