import { createLazyRoute } from '@tanstack/react-router'
import { NewReportPage } from '../features/reports/NewReportPage'

export const Route = createLazyRoute('/dashboard/new-report')({ component: NewReportPage })
