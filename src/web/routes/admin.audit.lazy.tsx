import { createLazyRoute } from '@tanstack/react-router'
import { AuditPage } from '../features/admin/AuditPage'

export const Route = createLazyRoute('/admin/audit')({ component: AuditPage })
