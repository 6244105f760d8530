import { createLazyRoute } from '@tanstack/react-router'
import { IncidentsPage } from '../features/admin/IncidentsPage'

export const Route = createLazyRoute('/admin/incidents')({ component: IncidentsPage })
