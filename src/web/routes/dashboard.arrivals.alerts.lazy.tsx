import { createLazyRoute } from '@tanstack/react-router'
import { AlertsPage } from '../features/arrivals/AlertsPage'

export const Route = createLazyRoute('/dashboard/arrivals/alerts')({
  component: function DashboardArrivalAlerts() {
    const { alert } = Route.useSearch() as { alert?: string }
    return <AlertsPage highlight={alert} />
  },
})
