import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import type { Logger } from '~/kernel/log'
import type { PaymentGateway } from './gateway'
import type { payments, subscriptions } from './schema'

// What every billing concern shares: its dependencies, its row types and the messages a member may see.

export type BillingDeps = {
  db: DbOrTx
  clock: Clock
  /** The audit chain's key (audit's record). */
  chainKey: string
  config: Config
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
