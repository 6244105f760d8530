import { createRoute } from '@tanstack/react-router'
import { headLL, pageTitle } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

// The page a team invitation's link opens (issue 21, ADR 200): `?lang=` gives the invitee's language, `token` the link.
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/join',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: pageTitle(LL, LL.team.join.title()) }] }
  },
})
