import type { Db, DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import { AppError } from '~/kernel/errors'
import { moveHotelRequests } from '~/modules/admin/hand-over'
import { closeOnSettled } from '~/modules/admin/paid-requests'
import { CONFIRM_MAIL_KIND, issueConfirmToken } from '~/modules/admin/web-requests'
import {
  type AlertRecipient,
  rematchApprovedReport,
  type WatchDeps,
  withdrawReportMatches,
} from '~/modules/arrivals/public'
import { issueResetToken } from '~/modules/auth/credentials'
import { issueEmailChangeToken } from '~/modules/auth/email-change'
import type { AuthHooks } from '~/modules/auth/hooks'
import { issueInvitationToken } from '~/modules/auth/invitations'
import { asLocale, getUser, hotelAccountOf, hotelOwner } from '~/modules/auth/public'
import { moveHotelBilling } from '~/modules/billing/hand-over'
import { endOnAccountClosed } from '~/modules/billing/lifecycle'
import type { BillingConfig } from '~/modules/billing/public'
import { memberPaymentData } from '~/modules/billing/renewal'
import { MESSAGES, registrationPaymentConfirmed, startFirstYearAtApproval } from '~/modules/billing/service'
import { noticeOnPublished, tellGuestRemoved } from '~/modules/guestside/public'
import type { SecretIssuers } from '~/modules/mail/service'
import { defaultReportHooks, type ReportHooks } from '~/modules/reports/hooks'
import { reportSummaries } from '~/modules/reports/queries'
import { applyIndexChange } from '~/modules/search/index-store'
import { createSearchLimiter } from '~/modules/search/limits'
import { leftOutOfRematch } from '~/modules/search/public'
import { createReportProbes } from '~/modules/search/report-probes'
import type { SearchDeps } from '~/modules/search/service'
import { moveHotelDocuments } from '~/modules/verification/hand-over'
import { issueDocumentPass } from '~/modules/verification/service'
import { queueArrivalMatch, withdrawMatchDeliveries } from '~/modules/webhooks/public'

/**
 * The cross-module hooks of accounts, in one place for the server (app.ts) and the CLI: billing plugs its
 * subscription data, its approval precondition, its document pass and the end of an account in here.
 */
export function createAuthHooks(deps: { db: Db; clock: Clock; chainKey: string; config: BillingConfig }): AuthHooks {
  // The hooks run in auth's transaction (`tx.db`), with the clock and the chain key of the composition root.
  const inTx = (tx: { db: DbOrTx }) => ({ ...deps, db: tx.db })
  return {
    // A staff person's subscription is the hotel's, held on its owner's row (ADR 200).
    subscriptionOf: (userId) => memberPaymentData(deps, hotelAccountOf(deps, userId)),
    beforeApprove: (tx, user) => {
      // A hotel is approved only once its registration payment is confirmed (card paid, or transfer confirmed).
      if (!registrationPaymentConfirmed(inTx(tx), user.id))
        throw new AppError('PAYMENT_REQUIRED', MESSAGES.approvalNeedsPayment)
    },
    // The first year starts at the approval (ADR 227), in the approval's transaction.
    onApproved: (tx, user, actor) => {
      startFirstYearAtApproval(inTx(tx), { userId: user.id, actor })
    },
    documentPassFor: (userId) => issueDocumentPass(deps, userId),
    onAccountClosed: (tx, user, now) => endOnAccountClosed(inTx(tx), user.id, now),
    // What hangs on the owner's row follows the hotel to its new owner, in the hand-over's transaction (ADR 201).
    onOwnerHandedOver: (tx, from, to) => {
      moveHotelBilling(tx, from.id, to.id)
      moveHotelDocuments(tx, from.id, to.id)
      moveHotelRequests(tx, from.id, to.id)
    },
  }
}

/**
 * What reports tell other modules; the server, the jobs and the CLI all use this. The guest search keeps its own
 * index, changed in the report's transaction (ADR 081); a report published (approved, or corrected while approved)
 * is matched against the watched arrivals in the same transaction, and a new match alerts the hotel (ADR 210).
 */
export function createReportHooks(deps: {
  db: Db
  clock: Clock
  chainKey: string
  config: Pick<Config, 'BASE_URL' | 'CONTACT_EMAIL'>
  /** The search's audit key and per-report allowance: a re-match's alerts count against it (ADR 326). */
  reportDates: { auditKey: string; probes: ReturnType<typeof createReportProbes> }
}): ReportHooks {
  const leftOut: WatchDeps['leftOut'] = (tx, report, watchers) =>
    leftOutOfRematch(
      { ...tx, chainKey: deps.chainKey, auditKey: deps.reportDates.auditKey, reportDates: deps.reportDates.probes },
      report,
      watchers,
    )
  return {
    ...defaultReportHooks,
    onIndexChange: (tx, change) => {
      applyIndexChange({ db: tx.db, clock: deps.clock }, change)
      const entry = change.entry
      // A published report that leaves the search takes its arrival alerts and flags with it (issue 34).
      // Its arrival.match events not yet delivered go with the alerts: no receiver learns of a match that is gone.
      if (change.was?.status === 'approved' && entry?.status !== 'approved') {
        const { alertIds } = withdrawReportMatches(
          { db: tx.db, clock: deps.clock },
          { reportId: change.reportId, guest: change.was.guest },
        )
        withdrawMatchDeliveries({ db: tx.db }, alertIds)
      }
      if (entry?.status !== 'approved') return
      rematchApprovedReport(
        { ...deps, db: tx.db, recipients: alertRecipients, onAlert: webhookOnAlert, leftOut },
        { reportId: entry.reportId, companyId: entry.companyId, guest: entry.guest },
      )
    },
    // The guest of a published report is told it was removed (issue 34), in the settlement's transaction.
    // The guest of a newly published report is informed (issue 34), in the approval's transaction.
    onPublished: (tx, report, hold) => noticeOnPublished({ ...deps, db: tx.db }, report, hold),
    onSettled: (tx, report) => {
      tellGuestRemoved({ ...deps, db: tx.db }, report)
      // A paid guest's request about it is closed as answered, its ID copy and proof gone (ADR 305).
      closeOnSettled({ ...deps, db: tx.db }, report.reportId)
    },
  }
}

/** A new arrival alert queues `arrival.match` for the hotel's webhooks, in the alert's transaction (ADR 211). */
const webhookOnAlert: NonNullable<WatchDeps['onAlert']> = (deps, companyId, alert) =>
  queueArrivalMatch(deps, companyId, {
    alert_id: alert.alertId,
    arrival_id: alert.arrivalId,
    reservation_ref: alert.reservationRef,
    group: alert.group,
    url: alert.url,
  })

/**
 * Who hears of a hotel's arrival alert: the hotel's owner and the person who added the arrival (once if the same),
 * while their accounts are active and still the hotel's.
 */
function alertRecipients(deps: { db: DbOrTx }, companyId: string, addedBy: string): AlertRecipient[] {
  const people = [hotelOwner(deps, companyId), getUser(deps, addedBy)]
  const seen = new Set<string>()
  return people.flatMap((p) => {
    if (p?.status !== 'approved' || p.companyId !== companyId || seen.has(p.email)) return []
    seen.add(p.email)
    return [{ email: p.email, name: `${p.fName} ${p.lName}`.trim(), locale: asLocale(p.locale) }]
  })
}

/**
 * What the guest search needs from elsewhere: report display fields (the reports service), the per-member limits
 * from the configuration and the audit's hashing key (derived from the session secret).
 */
export function createSearchHooks(deps: {
  config: Pick<
    Config,
    | 'SEARCH_LIMIT_PER_HOUR'
    | 'SEARCH_LIMIT_PER_DAY'
    | 'SEARCH_COUNT_LIMIT_PER_HOUR'
    | 'SEARCH_LIMIT_PER_HOUR_PER_HOTEL'
    | 'SEARCH_LIMIT_PER_DAY_PER_HOTEL'
    | 'SEARCH_COUNT_LIMIT_PER_HOUR_PER_HOTEL'
  >
  sessionSecret: string
  clock: Clock
  searchSummaries?: SearchDeps['summaries']
}) {
  return {
    summaries: deps.searchSummaries ?? reportSummaries,
    auditKey: searchAuditKey(deps.sessionSecret),
    limiter: createSearchLimiter(
      {
        perHour: deps.config.SEARCH_LIMIT_PER_HOUR,
        perDay: deps.config.SEARCH_LIMIT_PER_DAY,
        countPerHour: deps.config.SEARCH_COUNT_LIMIT_PER_HOUR,
      },
      deps.clock,
      {
        perHour: deps.config.SEARCH_LIMIT_PER_HOUR_PER_HOTEL,
        perDay: deps.config.SEARCH_LIMIT_PER_DAY_PER_HOTEL,
        countPerHour: deps.config.SEARCH_COUNT_LIMIT_PER_HOUR_PER_HOTEL,
      },
    ),
  }
}

/** The search audit's hashing key, derived from the session secret (its keyed hashes and allowance tables use it). */
const searchAuditKey = (sessionSecret: string) =>
  new Bun.CryptoHasher('sha256', sessionSecret).update('search-audit-v1').digest('hex')

/** The per-report allowance for a re-match where no search runs (the jobs, the CLI): the same key and table. */
export const rematchDates = (sessionSecret: string, clock: Clock) => ({
  auditKey: searchAuditKey(sessionSecret),
  probes: createReportProbes(clock),
})

/**
 * E-mail links whose token is issued only when the e-mail is sent (finding 3): the mail deps of the server's outbox
 * worker and of the CLI carry these (ADR 165), so a sender without them does not compile.
 */
export function secretIssuers(deps: { chainKey: string }): SecretIssuers {
  return {
    'password-reset': (mail, message) => issueResetToken({ ...mail, chainKey: deps.chainKey }, message),
    'email-change-confirm': (mail, message) => issueEmailChangeToken({ ...mail, chainKey: deps.chainKey }, message),
    'team-invitation': (mail, message) => issueInvitationToken(mail, message),
    [CONFIRM_MAIL_KIND]: (mail, message) => issueConfirmToken(mail, message),
  }
}
