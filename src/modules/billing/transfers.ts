import type { Actor } from '~/modules/audit/model'
import { asLocale, getCompany, getUser } from '~/modules/auth/service'
import { enqueue } from '~/modules/mail/service'
import { paymentConfirmedMail } from './mails'
import { type BillingDeps, confirmBankTransfer, pendingBankTransfers } from './service'

/** Pending bank transfers with who owes them, for the operator (CLI payments:pending, later the admin console). */
export function listPendingTransfers(deps: Pick<BillingDeps, 'db'>) {
  return pendingBankTransfers(deps).map((payment) => {
    const user = getUser(deps, payment.userId)
    const company = user ? getCompany(deps, user.companyId) : undefined
    return { payment, email: user?.email ?? '', hotel: company?.companyName ?? '', userStatus: user?.status ?? '' }
  })
}

/**
 * The money arrived: the transfer is confirmed, the subscription starts or is extended, and the member gets the
 * payment-confirmed e-mail — all in one transaction.
 */
export function confirmTransfer(
  deps: Pick<BillingDeps, 'db' | 'config' | 'mailQueued'>,
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
