import { createLazyRoute } from '@tanstack/react-router'
import { AlertsPage } from '../features/arrivals/AlertsPage'
import { ArrivalMatchesPage } from '../features/arrivals/ArrivalMatchesPage'
import { ArrivalsPage } from '../features/arrivals/ArrivalsPage'

export const Route = createLazyRoute('/dashboard/arrivals')({ component: ArrivalsPage })

export const AlertsRoute = createLazyRoute('/dashboard/arrivals/alerts')({
  component: function DashboardArrivalAlerts() {
    const { alert } = AlertsRoute.useSearch() as { alert?: string }
    return <AlertsPage highlight={alert} />
  },
})

export const ArrivalRoute = createLazyRoute('/dashboard/arrivals/$id')({
  component: function DashboardArrival() {
    const { id } = ArrivalRoute.useParams() as { id: string }
    return <ArrivalMatchesPage id={id} />
  },
})
