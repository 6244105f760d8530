import { createLazyRoute } from '@tanstack/react-router'
import { JoinPage } from '../features/team/JoinPage'

export const Route = createLazyRoute('/join')({ component: JoinRoute })

function JoinRoute() {
  const { token } = Route.useSearch()
  return <JoinPage token={token} />
}
