import { createLazyRoute } from '@tanstack/react-router'
import { OverviewPage } from '../features/admin/OverviewPage'

export const Route = createLazyRoute('/admin/')({ component: OverviewPage })
