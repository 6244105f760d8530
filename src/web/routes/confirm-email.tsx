import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

// The page the confirmation link of a new e-mail address opens (finding 7, ADR 053); signed in or not.
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.confirmEmail.title()} · ${LL.shell.siteName()}` }] }
  },
})
