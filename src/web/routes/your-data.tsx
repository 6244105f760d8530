import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

// The public page where anyone asks what KnowYourGuest holds about them (issue 34, ADR 280); signed in or not.
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/your-data',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return {
      meta: [
        { title: `${LL.yourData.title()} · ${LL.shell.siteName()}` },
        { name: 'description', content: LL.yourData.metaDescription() },
      ],
    }
  },
})

// The link of the confirmation e-mail.
export const confirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/your-data/confirm',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.yourData.confirmTitle()} · ${LL.shell.siteName()}` }] }
  },
})
