import type { Config } from '~/kernel/config'
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { addressInLanguage } from '~/lib/country-name'
import { formatDate } from '~/lib/dates'
import { formatAmount } from '~/lib/money'
import type { QrDebtor } from '~/lib/qr-bill'
import type { OutgoingMessage } from '~/modules/mail/public'
import { renderLayout } from '~/modules/mail/public'
import type { BankConfig } from './core'
import { type QrBillInput, qrBillAttachment } from './qr-bill'
import { bankDetails } from './service'

// The billing e-mails (issue 5, item 9), in the member's language, on the shared mail layout.

type Common = { locale: Locale; to: string; name: string; config: Pick<Config, 'CONTACT_EMAIL' | 'BASE_URL'> }

export function bankLines(locale: Locale, config: BankConfig, reference: string, amount: number): string[] {
  const LL = serverLL(locale).billing.mail
  const bank = bankDetails(config)
  return [
    LL.amountLine({ amount: formatAmount(amount, { locale }) }),
    LL.referenceLine({ reference }),
    LL.accountHolderLine({ value: bank.accountHolder }),
    LL.ibanLine({ value: bank.iban }),
    LL.swiftLine({ value: bank.swift }),
    LL.bankNameLine({ value: bank.bankName }),
    LL.bankAddressLine({ value: addressInLanguage(locale, bank.bankAddress, bank.bankCountry) }),
  ]
}

/** A bank-transfer e-mail carries the Swiss QR-bill as PDF (ADR 121). */
export function withQrBill(message: OutgoingMessage, bill: QrBillInput | undefined | false) {
  return bill ? { ...message, attachments: [qrBillAttachment(bill)] } : message
}

/**
 * The registration e-mail goes to an address nobody has confirmed yet. Asked for a bank transfer (free for anyone to
 * ask), it carries no text the sender chose (no name, no company; security review 3, finding 4), only what the server
 * says (amount, bank details, reference), and opens with the formal salutation to an unknown reader ("Sehr geehrte
 * Damen und Herren", ADR 302). Paid by card, it greets the person by name (issue 32 item 18; ADR 298): the
 * card payment already went through, so the form is no free way to put words in a stranger's mailbox.
 */
export function registrationReceivedMail(
  input: Omit<Common, 'name'> &
    (
      | { amount: number; bankTransfer: { reference: string; config: BankConfig; date: Date; plan: { stars: number } } }
      | { amount: number; bankTransfer?: undefined; paidBy: { name: string } }
    ),
): OutgoingMessage {
  const LL = serverLL(input.locale).billing.mail.registrationReceived
  const bank = input.bankTransfer
  const amount = formatAmount(input.amount, { locale: input.locale })
  return withQrBill(
    renderLayout({
      locale: input.locale,
      to: input.to,
      contactEmail: input.config.CONTACT_EMAIL,
      kind: bank ? 'registration-received-bank-transfer' : 'registration-received',
      // Asked for a bank transfer: the formal salutation to a reader not known yet (ADR 302), never the typed name.
      ...(input.bankTransfer ? { unknownReader: true as const } : { name: input.paidBy.name }),
      subject: LL.subject(),
      heading: LL.heading(),
      paragraphs: bank
        ? [LL.bankBody({ amount }), ...bankLines(input.locale, bank.config, bank.reference, input.amount)]
        : [LL.body({ amount })],
      // Every applicant is asked for the representative's ID after paying (issue 24, item 7), card or transfer.
      after: [bank ? LL.bankNext() : LL.next(), LL.idDocument({ url: `${input.config.BASE_URL}/login` })],
    }),
    // No addressee on this bill: the address is not confirmed yet (finding 4; ADR 228).
    bank && {
      config: bank.config,
      locale: input.locale,
      amountRappen: input.amount,
      reference: bank.reference,
      date: bank.date,
      plan: bank.plan,
    },
  )
}

export function paymentConfirmedMail(
  input: Common & { amount: number; reference: string; purpose: 'registration' | 'renewal'; expiresAt: string },
): OutgoingMessage {
  const LL = serverLL(input.locale).billing.mail.paymentConfirmed
  return renderLayout({
    locale: input.locale,
    to: input.to,
    name: input.name,
    contactEmail: input.config.CONTACT_EMAIL,
    kind: 'payment-confirmed',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [
      LL.body({ amount: formatAmount(input.amount, { locale: input.locale }), reference: input.reference }),
      input.purpose === 'registration'
        ? LL.registration()
        : LL.renewal({ date: formatDate(input.expiresAt, input.locale) }),
    ],
  })
}

export function subscriptionRenewedMail(input: Common & { amount: number; expiresAt: string }): OutgoingMessage {
  const LL = serverLL(input.locale).billing.mail.renewed
  return renderLayout({
    locale: input.locale,
    to: input.to,
    name: input.name,
    contactEmail: input.config.CONTACT_EMAIL,
    kind: 'subscription-renewed',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [
      LL.body({
        amount: formatAmount(input.amount, { locale: input.locale }),
        date: formatDate(input.expiresAt, input.locale),
      }),
    ],
    action: { label: LL.action(), url: `${input.config.BASE_URL}/dashboard/profile` },
  })
}

export function renewalBankTransferMail(
  input: Common & {
    amount: number
    reference: string
    bankConfig: BankConfig
    date: Date
    plan: { stars: number }
    /** The hotel, the bill's addressee (ADR 228). */
    debtor?: QrDebtor
  },
): OutgoingMessage {
  const LL = serverLL(input.locale).billing.mail.renewalBank
  return withQrBill(
    renderLayout({
      locale: input.locale,
      to: input.to,
      name: input.name,
      contactEmail: input.config.CONTACT_EMAIL,
      kind: 'renewal-bank-transfer',
      subject: LL.subject(),
      heading: LL.heading(),
      paragraphs: [
        LL.body({ amount: formatAmount(input.amount, { locale: input.locale }) }),
        ...bankLines(input.locale, input.bankConfig, input.reference, input.amount),
      ],
    }),
    {
      config: input.bankConfig,
      locale: input.locale,
      amountRappen: input.amount,
      reference: input.reference,
      date: input.date,
      plan: input.plan,
      debtor: input.debtor,
    },
  )
}

export function paymentFailedMail(input: Omit<Common, 'name'> & { name?: string; amount: number; renewal: boolean }) {
  const LL = serverLL(input.locale).billing.mail.paymentFailed
  return renderLayout({
    locale: input.locale,
    to: input.to,
    name: input.name,
    contactEmail: input.config.CONTACT_EMAIL,
    kind: 'payment-failed',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [LL.body({ amount: formatAmount(input.amount, { locale: input.locale }) })],
    action: {
      label: LL.action(),
      url: `${input.config.BASE_URL}${input.renewal ? '/dashboard/profile' : '/register'}`,
    },
  })
}

/**
 * A registration was tried with the address of an existing account (security review 3, finding 5): the answer to the
 * caller is the same as for a new address, and the owner hears it here, in the account's language.
 */
export function accountExistsMail(input: Omit<Common, 'name'> & { refundedAmount: number | null }) {
  const LL = serverLL(input.locale).billing.mail.accountExists
  const refunded = input.refundedAmount
  return renderLayout({
    locale: input.locale,
    to: input.to,
    contactEmail: input.config.CONTACT_EMAIL,
    kind: 'registration-address-taken',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [
      LL.body(),
      ...(refunded === null ? [] : [LL.refunded({ amount: formatAmount(refunded, { locale: input.locale }) })]),
    ],
    action: { label: LL.action(), url: `${input.config.BASE_URL}/login` },
    after: [LL.after()],
  })
}
