import { createLazyRoute } from '@tanstack/react-router'
import { ConfirmRequestPage } from '../features/yourdata/ConfirmRequestPage'
import { YourDataPage } from '../features/yourdata/YourDataPage'

export const Route = createLazyRoute('/your-data')({ component: YourDataPage })
export const ConfirmRoute = createLazyRoute('/your-data/confirm')({ component: ConfirmRequestRoute })

function ConfirmRequestRoute() {
  const { token } = ConfirmRoute.useSearch()
  return <ConfirmRequestPage token={token} />
}
