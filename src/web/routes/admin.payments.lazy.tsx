import { createLazyRoute } from '@tanstack/react-router'
import { PaymentsPage } from '../features/admin/PaymentsPage'

export const Route = createLazyRoute('/admin/payments')({ component: PaymentsPage })
