import { createLazyRoute } from '@tanstack/react-router'
import { EditReportPage } from '../features/reports/EditReportPage'

export const Route = createLazyRoute('/dashboard/reports/$reportId/edit')({
  component: function DashboardEditReport() {
    const { reportId } = Route.useParams()
    return <EditReportPage reportId={reportId} />
  },
})
