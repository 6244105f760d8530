import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { ApiError } from '../../api/client'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'

/**
 * Spec section 4, profile return after card renewal: when the address carries payment_intent,
 * payment_intent_client_secret and redirect_status, send the renewal confirmation, then clear the query string.
 */
export function useRenewalReturn({ priceRappen, onDone }: { priceRappen: number; onDone?: () => void }) {
  const { LL } = useI18n()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { api } = router.options.context
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
        const res = await api.put<{ message?: string }>('/user/update-user-subscription', {
          paymentMode: 'stripe',
          paymentId,
          amount: priceRappen,
          clientSecret,
          status,
        })
        toast.success(res?.message || LL.billing.renewal.renewed())
        await queryClient.invalidateQueries()
        onDone?.()
      } catch (error) {
        toast.error(error instanceof ApiError && error.message ? error.message : LL.billing.renewal.error())
      } finally {
        window.history.replaceState(window.history.state, '', window.location.pathname)
      }
    })()
  }, [api, priceRappen, queryClient, LL, onDone])
}
