import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import type { Logger } from '~/kernel/log'
import type { PriceConfig } from '~/lib/plans'
import type { PaymentGateway } from './gateway'
import type { payments, subscriptions } from './schema'

// What every billing concern shares: its dependencies, its row types and the messages a member may see.

/** Where members send a bank transfer: the settings of the transfer details and the QR-bill. */
export type BankConfig = Pick<
  Config,
  'BANK_ACCOUNT_HOLDER' | 'BANK_ACCOUNT_HOLDER_ADDRESS' | 'BANK_IBAN' | 'BANK_SWIFT' | 'BANK_NAME' | 'BANK_ADDRESS'
>

/** The settings billing reads (ADR 341): the prices, the bank, the payment provider's keys, the links in its mail. */
export type BillingConfig = PriceConfig &
  BankConfig &
  Pick<
    Config,
    | 'BASE_URL'
    | 'CONTACT_EMAIL'
    | 'TRUST_PROXY'
    | 'PAYMENT_FAILED_MAIL_DELAY_MINUTES'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_API_URL'
  >

export type BillingDeps = {
  db: DbOrTx
  clock: Clock
  /** The audit chain's key (audit's record). */
  chainKey: string
  config: BillingConfig
  gateway: PaymentGateway
  log: Logger
  /** Wakes the mail worker after e-mail was queued. */
  mailQueued?: () => void
}
export type Payment = typeof payments.$inferSelect
export type Subscription = typeof subscriptions.$inferSelect

// Messages a member may see, as translation keys (locales/*/billing.ts errors; EN is the spec's text where it names one).
export const MESSAGES = {
  emailRequired: 'billing.errors.emailRequired',
  amountMismatch: 'billing.errors.amountMismatch',
  unknownPlan: 'billing.errors.unknownPlan',
  intentFormat: 'billing.errors.intentFormat',
  intentNotFound: 'billing.errors.intentNotFound',
  intentNotPaid: 'billing.errors.intentNotPaid',
  intentWrongAmount: 'billing.errors.intentWrongAmount',
  intentWrongOwner: 'billing.errors.intentWrongOwner',
  intentUsed: 'billing.errors.intentUsed',
  noSubscription: 'billing.errors.noSubscription',
  referenceUnknown: 'billing.errors.referenceUnknown',
  paymentFailed: 'billing.errors.paymentFailed',
  draftMissing: 'billing.errors.draftMissing',
  paymentMissing: 'billing.errors.paymentMissing',
  notFound: 'billing.errors.notFound',
  stripeOff: 'billing.errors.stripeOff',
  renewalTooEarly: 'billing.errors.renewalTooEarly',
  approvalNeedsPayment: 'billing.errors.approvalNeedsPayment',
  webhookSignature: 'billing.errors.webhookSignature',
} as const
