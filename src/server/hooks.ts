import type { Db } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import { AppError } from '~/kernel/errors'
import { issueResetToken } from '~/modules/auth/credentials'
import { issueEmailChangeToken } from '~/modules/auth/email-change'
import type { AuthHooks } from '~/modules/auth/hooks'
import { issueInvitationToken } from '~/modules/auth/invitations'
import { hotelAccountOf } from '~/modules/auth/public'
import { endOnAccountClosed } from '~/modules/billing/lifecycle'
import { isAbandonedRegistration } from '~/modules/billing/registration'
import { memberPaymentData } from '~/modules/billing/renewal'
import { MESSAGES, registrationPaymentConfirmed } from '~/modules/billing/service'
import { registerSecretIssuer } from '~/modules/mail/service'
import { defaultReportHooks, type ReportHooks } from '~/modules/reports/hooks'
import { reportSummaries } from '~/modules/reports/queries'
import { applyIndexChange } from '~/modules/search/index-store'
import { createSearchLimiter } from '~/modules/search/limits'
import type { SearchDeps } from '~/modules/search/service'
import { issueDocumentPass } from '~/modules/verification/service'

/**
 * The cross-module hooks of accounts, in one place for the server (app.ts) and the CLI: billing plugs its
 * subscription data, its approval precondition and its notion of an abandoned registration in here.
 */
export function createAuthHooks(deps: { db: Db; config: Config }): AuthHooks {
  return {
    // A staff person's subscription is the hotel's, held on its owner's row (ADR 200).
    subscriptionOf: (userId) => memberPaymentData(deps, hotelAccountOf(deps, userId)),
    beforeApprove: (tx, user) => {
      // A hotel is approved only once its registration payment is confirmed (card paid, or transfer confirmed).
      if (!registrationPaymentConfirmed(tx, user.id))
        throw new AppError('PAYMENT_REQUIRED', MESSAGES.approvalNeedsPayment)
    },
    isAbandonedRegistration: (tx, user) => isAbandonedRegistration(tx, user.id),
    documentPassFor: (userId) => issueDocumentPass(deps, userId),
    onAccountClosed: (tx, user, now) => endOnAccountClosed(tx, user.id, now),
  }
}

/** What reports tell other modules (search wires its index here); the server and the CLI both use this. */
export function createReportHooks(_deps: { db: Db }): ReportHooks {
  // The guest search keeps its own index, changed in the report's transaction (ADR 081).
  return { ...defaultReportHooks, onIndexChange: applyIndexChange }
}

/**
 * What the guest search needs from elsewhere: report display fields (the reports service), the per-member limits
 * from the configuration and the audit's hashing key (derived from the session secret).
 */
export function createSearchHooks(deps: {
  config: Pick<Config, 'SEARCH_LIMIT_PER_HOUR' | 'SEARCH_LIMIT_PER_DAY' | 'SEARCH_COUNT_LIMIT_PER_HOUR'>
  sessionSecret: string
  clock: Clock
  searchSummaries?: SearchDeps['summaries']
}) {
  return {
    summaries: deps.searchSummaries ?? reportSummaries,
    auditKey: new Bun.CryptoHasher('sha256', deps.sessionSecret).update('search-audit-v1').digest('hex'),
    limiter: createSearchLimiter(
      {
        perHour: deps.config.SEARCH_LIMIT_PER_HOUR,
        perDay: deps.config.SEARCH_LIMIT_PER_DAY,
        countPerHour: deps.config.SEARCH_COUNT_LIMIT_PER_HOUR,
      },
      deps.clock,
    ),
  }
}

// E-mail links whose token is issued only when the e-mail is sent (finding 3): server and CLI both send mail.
registerSecretIssuer('password-reset', issueResetToken)
registerSecretIssuer('email-change-confirm', issueEmailChangeToken)
registerSecretIssuer('team-invitation', issueInvitationToken)
