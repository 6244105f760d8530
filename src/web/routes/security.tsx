import { createRoute, redirect } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export type SecuritySearch = { required?: 1; invited?: 1; redirect?: string }

/** /security: a signed-in person's second factors (issue 21); where an admin without one is led at sign-in. */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/security',
  validateSearch: (search: Record<string, unknown>): SecuritySearch => ({
    ...(search.required ? { required: 1 as const } : {}),
    ...(search.invited ? { invited: 1 as const } : {}),
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  }),
  beforeLoad: ({ context }) => {
    if (!context.currentUser) throw redirect({ to: '/login', statusCode: 302 })
    return { currentUser: context.currentUser }
  },
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.mfa.page.title()} · ${LL.shell.siteName()}` }] }
  },
})
