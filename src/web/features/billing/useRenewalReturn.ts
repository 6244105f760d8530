import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { unwrap } from '../../api/treaty'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'

/**
 * Spec section 4, profile return after card renewal: when the address carries payment_intent,
 * payment_intent_client_secret and redirect_status, send the renewal confirmation, then clear the query string.
 */
export function useRenewalReturn({ priceRappen, onDone }: { priceRappen: number; onDone?: () => void }) {
  const { LL } = useI18n()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { client } = router.options.context
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    const params = new URLSearchParams(window.location.search)
    const paymentId = params.get('payment_intent')
    const clientSecret = params.get('payment_intent_client_secret')
    const status = params.get('redirect_status')
    if (!paymentId || !clientSecret || !status) return
    sent.current = true
    void (async () => {
      try {
        const res = await unwrap(
          client.api.user['update-user-subscription'].put({
            paymentMode: 'stripe',
            paymentId,
            amount: priceRappen,
            clientSecret,
            status,
          }),
        )
        toast.success(res?.message || LL.billing.renewal.renewed())
        await queryClient.invalidateQueries()
        onDone?.()
      } catch (error) {
        // Spec section 8: the server's message, else 'An error occurred'.
        toast.error(errorText(LL, error, LL.billing.renewal.error()))
      } finally {
        window.history.replaceState(window.history.state, '', window.location.pathname)
      }
    })()
  }, [client, priceRappen, queryClient, LL, onDone])
}
