import { createLazyRoute } from '@tanstack/react-router'
import { ReportsListPage } from '../features/reports/ReportsListPage'

export const Route = createLazyRoute('/dashboard/reports')({
  component: function DashboardReports() {
    const { page } = Route.useSearch()
    return <ReportsListPage page={page ?? 1} />
  },
})
