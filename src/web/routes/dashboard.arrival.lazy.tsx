import { createLazyRoute } from '@tanstack/react-router'
import { ArrivalMatchesPage } from '../features/arrivals/ArrivalMatchesPage'

/** One flagged arrival, `/dashboard/arrivals/$id` (its route is arrivalRoute in dashboard.arrivals.tsx). */
export const Route = createLazyRoute('/dashboard/arrivals/$id')({
  component: function DashboardArrival() {
    const { id } = Route.useParams() as { id: string }
    return <ArrivalMatchesPage id={id} />
  },
})
