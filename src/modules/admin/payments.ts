// Payments in the console: bank transfers waiting for their money, card payments, refunds. Billing does the work.
import { decodeCursor, keyPage } from '~/kernel/keyset'
import type { Actor } from '~/modules/audit/public'
import { memberSummaries } from '~/modules/auth/public'
import {
  type BillingDeps,
  confirmTransfer,
  countPendingBankTransfers,
  listPayments,
  listPendingTransfers,
  type PaymentKind,
  refundPayment,
} from '~/modules/billing/public'

const DAY_MS = 86_400_000

const TRANSFERS_PAGE = 50

/** Bank transfers waiting, oldest first, a page at a time by key, with how many wait in all (ADR 130). */
export function transfersWaiting(deps: Pick<BillingDeps, 'db' | 'clock'>, input: { after?: string } = {}) {
  const now = deps.clock.now()
  const rows = listPendingTransfers(deps, {
    after: input.after ? decodeCursor(input.after) : undefined,
    limit: TRANSFERS_PAGE + 1,
  })
  const page = keyPage(rows, TRANSFERS_PAGE, (r) => [r.payment.createdAt, r.payment.id])
  return {
    transfers: page.items.map(({ payment, email, hotel, userStatus }) => ({
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
    })),
    total: countPendingBankTransfers(deps),
    next: page.next,
  }
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
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey' | 'config' | 'mailQueued'>,
  input: { reference: string; actor: Actor },
) {
  const { payment, subscription, email } = confirmTransfer(deps, { reference: input.reference, actor: input.actor })
  return { reference: payment.bankReference, email, purpose: payment.purpose, expiresAt: subscription.expiresAt }
}

export function refund(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey' | 'gateway'>,
  input: { paymentId: string; amountRappen?: number; reason: string; actor: Actor },
) {
  return refundPayment(deps, input)
}
