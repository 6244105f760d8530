import { queryOptions } from '@tanstack/react-query'
import type { QrDebtor } from '~/lib/qr-bill'
import { type Answer, type Treaty, unwrap } from '../../api/treaty'

// The answers' shapes are the server's own (Eden's inference over `App`).
export type BillingInfo = Answer<Treaty['api']['billing']['plans']['get']>
export type PlanInfo = BillingInfo['plans'][number]
export type BankDetails = BillingInfo['bank']
export type CreatedIntent = Answer<Treaty['api']['user']['create-payment-intent']['post']>

export const billingInfoQueryOptions = (client: Treaty) =>
  queryOptions({ queryKey: ['billing', 'plans'], queryFn: () => unwrap(client.api.billing.plans.get()) })

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
    /** Bank transfer: the payment reference, amount in rappen and the QR-bill's description (the server's). */
    reference?: string
    amount?: number
    description?: string
    /** The hotel as the QR-bill's payer, as the server gave it back (issue 32 item 16). */
    debtor?: QrDebtor | null
    /** The pending hotel's pass for uploading its representative's ID (lives only in this tab's history). */
    documentPass?: string
  }
}
