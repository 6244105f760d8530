import { createLazyRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage'

export const Route = createLazyRoute('/reset-password')({ component: ResetPasswordRoute })

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  return <ResetPasswordPage token={token} />
}
