import { createLazyRoute } from '@tanstack/react-router'
import { NoticesPage } from '../features/admin/NoticesPage'

export const Route = createLazyRoute('/admin/notices')({ component: NoticesPage })
