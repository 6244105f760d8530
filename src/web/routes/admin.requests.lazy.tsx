import { createLazyRoute } from '@tanstack/react-router'
import { RequestsPage } from '../features/admin/RequestsPage'

export const Route = createLazyRoute('/admin/requests')({ component: RequestsPage })
