import { createLazyRoute } from '@tanstack/react-router'
import { MemberRequestPage, MemberRequestsPage } from '../features/admin/MemberRequests'

export const Route = createLazyRoute('/dashboard/requests')({ component: MemberRequestsPage })
export const RequestRoute = createLazyRoute('/dashboard/requests/$id')({ component: MemberRequestPage })
