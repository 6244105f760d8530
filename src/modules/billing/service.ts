// The billing service, one file per concern (ADR 052); this file is the module's public face for other modules.
export { type BillingDeps, MESSAGES, type Payment, type Subscription } from './core'
export { saveRegistrationDraft, takeRegistrationDraft } from './drafts'
export { createPaymentIntent, recordSimulatedOutcome, verifyPaidIntent } from './intents'
export { bankDetails, listPlans, planOrThrow } from './offer'
export {
  confirmBankTransfer,
  countPendingBankTransfers,
  createBankTransfer,
  paymentDataOf,
  paymentsOf,
  pendingBankTransfers,
  recordCardPayment,
  registrationPaymentConfirmed,
} from './payments'

export { addMonths, extendSubscription, startFirstYearAtApproval, subscriptionOf } from './subscriptions'
