import { queryOptions } from '@tanstack/react-query'
import type { QrCreditor } from '~/lib/qr-bill'
import type { Api } from '../../api/client'

export type PlanInfo = { id: string; stars: 3 | 5; association: boolean; priceRappen: number; price: number }
export type BankDetails = {
  accountHolder: string
  iban: string
  swift: string
  bankName: string
  bankAddress: string
  /** ISO code of the bank's country, named in the reader's language. */
  bankCountry: string | null
  /** The creditor of the Swiss QR-bill (ADR 121). */
  creditor: QrCreditor
}
export type BillingInfo = {
  currency: 'chf'
  provider: 'stripe' | 'simulated'
  publishableKey: string | null
  plans: PlanInfo[]
  bank: BankDetails
}

export const billingInfoQueryOptions = (api: Api) =>
  queryOptions({ queryKey: ['billing', 'plans'], queryFn: () => api.get<BillingInfo>('/billing/plans') })

export type CreatedIntent = { clientSecret: string; paymentIntentId: string; amount: number; currency: 'chf' }

export type SignUpResponse = {
  token?: string | null
  status: boolean
  message?: string
  user: { status: string; email: string }
  bankTransfer?: { reference: string; amount: number } | null
  /** The pending hotel's pass for uploading its representative's ID (src/modules/verification). */
  documentPass?: string
}

export const TEST_CARD_SUCCESS = '4242 4242 4242 4242'
export const TEST_CARD_DECLINE = '4000 0000 0000 0002'

/** The address a card payment returns to, with the redirect contract's three query parameters. */
export function returnAddress(path: string, intentId: string, clientSecret: string, status: 'succeeded' | 'failed') {
  const params = new URLSearchParams({
    payment_intent: intentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: status,
  })
  return `${path}?${params}`
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Screen 11: how the member paid ('banktransfer' or the card provider). */
    source?: string
    /** Bank transfer: the payment reference and amount in rappen. */
    reference?: string
    amount?: number
    /** The pending hotel's pass for uploading its representative's ID (lives only in this tab's history). */
    documentPass?: string
  }
}
