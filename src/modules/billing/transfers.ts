import type { Actor } from '~/modules/audit/public'
import { asLocale, getUser, memberSummaries } from '~/modules/auth/public'
import { enqueue } from '~/modules/mail/public'
import { paymentConfirmedMail } from './mails'
import { type BillingDeps, confirmBankTransfer, pendingBankTransfers } from './service'

/**
 * Pending bank transfers with who owes them, oldest first, for the operator (CLI payments:pending, the console):
 * all, or a page after a position. The accounts are read in one query for the page.
 */
export function listPendingTransfers(
  deps: Pick<BillingDeps, 'db'>,
  page: Parameters<typeof pendingBankTransfers>[1] = {},
) {
  const waiting = pendingBankTransfers(deps, page)
  const members = memberSummaries(deps, [...new Set(waiting.map((p) => p.userId))])
  return waiting.map((payment) => {
    const member = members.get(payment.userId)
    return {
      payment,
      email: member?.email ?? '',
      hotel: member?.company?.name ?? '',
      userStatus: member?.status ?? '',
    }
  })
}

/**
 * The money arrived: the transfer is confirmed, the subscription starts or is extended, and the member gets the
 * payment-confirmed e-mail — all in one transaction.
 */
export function confirmTransfer(
  deps: Pick<BillingDeps, 'db' | 'config' | 'mailQueued' | 'clock' | 'chainKey'>,
  input: { reference: string; actor: Actor; now?: Date },
) {
  const result = deps.db.transaction((tx) => {
    const txDeps = { ...deps, db: tx }
    const confirmed = confirmBankTransfer(txDeps, input)
    const user = getUser(txDeps, confirmed.payment.userId)
    if (user) {
      enqueue(
        txDeps,
        paymentConfirmedMail({
          locale: asLocale(user.locale),
          to: user.email,
          name: `${user.fName} ${user.lName}`.trim(),
          config: deps.config,
          amount: confirmed.payment.amountRappen,
          reference: confirmed.payment.bankReference ?? '',
          purpose: confirmed.payment.purpose,
          expiresAt: confirmed.subscription.expiresAt,
        }),
      )
    }
    return { ...confirmed, email: user?.email ?? '' }
  })
  deps.mailQueued?.()
  return result
}
