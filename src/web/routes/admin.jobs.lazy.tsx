import { createLazyRoute } from '@tanstack/react-router'
import { JobsPage } from '../features/admin/JobsPage'

export const Route = createLazyRoute('/admin/jobs')({ component: JobsPage })
