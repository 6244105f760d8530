import { createRoute } from '@tanstack/react-router'
import { useI18n } from '../i18n/useI18n'
import { ComingSoon } from '../pages/ComingSoon'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: LoginPage,
})

function LoginPage() {
  const { LL } = useI18n()
  return <ComingSoon title={LL.shell.login()} />
}
