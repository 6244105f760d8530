import { createLazyRoute } from '@tanstack/react-router'
import { ModerationPage } from '../features/reports/ModerationPage'

export const Route = createLazyRoute('/admin/reports')({
  component: function AdminReports() {
    const { id, status } = Route.useSearch()
    return <ModerationPage selected={id} status={status} />
  },
})
