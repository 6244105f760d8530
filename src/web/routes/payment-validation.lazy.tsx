import { createLazyRoute } from '@tanstack/react-router'
import { PaymentValidation } from '../features/billing/PaymentValidation'

export const Route = createLazyRoute('/payment-validation')({ component: PaymentValidationPage })

function PaymentValidationPage() {
  return <PaymentValidation search={Route.useSearch()} />
}
