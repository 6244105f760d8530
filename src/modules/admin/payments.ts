// Payments in the console: bank transfers waiting for their money, card payments, refunds. Billing does the work.
import type { Actor } from '~/modules/audit/model'
import { memberSummaries } from '~/modules/auth/directory'
import type { PaymentGateway } from '~/modules/billing/gateway'
import { listPayments, type PaymentKind, refundPayment } from '~/modules/billing/operator'
import type { BillingDeps } from '~/modules/billing/service'
import { confirmTransfer, listPendingTransfers } from '~/modules/billing/transfers'

const DAY_MS = 86_400_000

export function transfersWaiting(deps: Pick<BillingDeps, 'db'>, now = new Date()) {
  return listPendingTransfers(deps).map(({ payment, email, hotel, userStatus }) => ({
    id: payment.id,
    reference: payment.bankReference ?? '',
    amountRappen: payment.amountRappen,
    purpose: payment.purpose,
    userId: payment.userId,
    email,
    hotel,
    accountStatus: userStatus,
    createdAt: payment.createdAt,
    ageDays: Math.floor((now.getTime() - Date.parse(payment.createdAt)) / DAY_MS),
  }))
}

export function paymentList(deps: Pick<BillingDeps, 'db'>, input: { kind?: PaymentKind; before?: string }) {
  const page = listPayments(deps, { kind: input.kind, before: input.before, limit: 50 })
  const members = memberSummaries(deps, [...new Set(page.payments.map((p) => p.userId))])
  return {
    payments: page.payments.map((p) => {
      const m = members.get(p.userId)
      return {
        id: p.id,
        provider: p.provider,
        reference: p.bankReference ?? p.providerReference ?? '',
        amountRappen: p.amountRappen,
        refundedRappen: p.refundedRappen,
        status: p.status,
        purpose: p.purpose,
        userId: p.userId,
        email: m?.email ?? '',
        hotel: m?.company?.name ?? '',
        createdAt: p.createdAt,
        confirmedAt: p.confirmedAt,
      }
    }),
    next: page.next,
  }
}

export function confirm(
  deps: Pick<BillingDeps, 'db' | 'config' | 'mailQueued'>,
  input: { reference: string; actor: Actor },
) {
  const { payment, subscription, email } = confirmTransfer(deps, { reference: input.reference, actor: input.actor })
  return { reference: payment.bankReference, email, purpose: payment.purpose, expiresAt: subscription.expiresAt }
}

export function refund(
  deps: { db: BillingDeps['db']; gateway: PaymentGateway },
  input: { paymentId: string; amountRappen?: number; reason: string; actor: Actor },
) {
  return refundPayment(deps, input)
}
