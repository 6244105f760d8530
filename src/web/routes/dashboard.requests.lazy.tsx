import { createLazyRoute } from '@tanstack/react-router'
import { MemberRequestsPage } from '../features/admin/MemberRequests'

export const Route = createLazyRoute('/dashboard/requests')({ component: MemberRequestsPage })
