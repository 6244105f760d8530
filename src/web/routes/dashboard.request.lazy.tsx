import { createLazyRoute } from '@tanstack/react-router'
import { MemberRequestPage } from '../features/admin/MemberRequests'

/** One request, `/dashboard/requests/$id` (its route is requestRoute in dashboard.requests.tsx). */
export const Route = createLazyRoute('/dashboard/requests/$id')({ component: MemberRequestPage })
