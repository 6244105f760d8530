import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/audit',
  // The overview's search-burst tile opens the trail filtered by action.
  validateSearch: (search: Record<string, unknown>): { action?: string } =>
    typeof search.action === 'string' ? { action: search.action.slice(0, 100) } : {},
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.nav.audit()} · ${LL.shell.siteName()}` }] }
  },
})
