import { createLazyRoute } from '@tanstack/react-router'
import { ModerationPage } from '../features/reports/ModerationPage'

export const Route = createLazyRoute('/admin/reports')({
  component: function AdminReports() {
    const { id } = Route.useSearch()
    return <ModerationPage selected={id} />
  },
})
