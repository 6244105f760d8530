// The billing module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.

export type { BillingConfig } from './core'
export type { PaymentGateway } from './gateway'
export { renewsAtTermEnd } from './lifecycle'
export { paymentFailedMail, subscriptionRenewedMail } from './mails'
export {
  listPayments,
  type PaymentKind,
  paymentsStatement,
  refundPayment,
  setSubscriptionExpiry,
  subscriptionsOf,
} from './operator'
export { pendingTransfersStatement } from './payments'
export { endOnRejection, refundRegistration } from './rejection'
export { paymentFailedStillWanted } from './renewal'
export { PAYMENT_PROVIDERS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from './schema'
export {
  type BillingDeps,
  countPendingBankTransfers,
  extendSubscription,
  paymentsOf,
  subscriptionOf,
} from './service'
export { confirmTransfer, listPendingTransfers } from './transfers'
