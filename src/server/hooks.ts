import type { Db } from '~/db/client'
import { AppError } from '~/kernel/errors'
import type { AuthHooks } from '~/modules/auth/hooks'
import { isAbandonedRegistration } from '~/modules/billing/registration'
import { MESSAGES, paymentDataOf, registrationPaymentConfirmed } from '~/modules/billing/service'
import { defaultReportHooks, type ReportHooks } from '~/modules/reports/hooks'

/**
 * The cross-module hooks of accounts, in one place for the server (app.ts) and the CLI: billing plugs its
 * subscription data, its approval precondition and its notion of an abandoned registration in here.
 */
export function createAuthHooks(deps: { db: Db }): AuthHooks {
  return {
    subscriptionOf: (userId) => paymentDataOf(deps, userId),
    beforeApprove: (tx, user) => {
      // A hotel is approved only once its registration payment is confirmed (card paid, or transfer confirmed).
      if (!registrationPaymentConfirmed(tx, user.id))
        throw new AppError('PAYMENT_REQUIRED', MESSAGES.approvalNeedsPayment)
    },
    isAbandonedRegistration: (tx, user) => isAbandonedRegistration(tx, user.id),
  }
}

/** What reports tell other modules (search wires its index here); the server and the CLI both use this. */
export function createReportHooks(_deps: { db: Db }): ReportHooks {
  return defaultReportHooks
}
