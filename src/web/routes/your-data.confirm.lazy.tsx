import { createLazyRoute } from '@tanstack/react-router'
import { ConfirmRequestPage } from '../features/yourdata/ConfirmRequestPage'

export const Route = createLazyRoute('/your-data/confirm')({ component: ConfirmRequestRoute })

function ConfirmRequestRoute() {
  const { token } = Route.useSearch()
  return <ConfirmRequestPage token={token} />
}
