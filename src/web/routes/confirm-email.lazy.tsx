import { createLazyRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '../features/auth/ConfirmEmailPage'

export const Route = createLazyRoute('/confirm-email')({ component: ConfirmEmailRoute })

function ConfirmEmailRoute() {
  const { token } = Route.useSearch()
  return <ConfirmEmailPage token={token} />
}
