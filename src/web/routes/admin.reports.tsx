import { createRoute } from '@tanstack/react-router'
import { pendingReportsQueryOptions } from '../features/reports/api'
import { headLL } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

/** Report moderation (issue 9): `?id=` picks the report shown, else the oldest pending one (screen: admin.reports.lazy.tsx). */
export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/reports',
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' && /^[\w-]{1,64}$/.test(search.id) ? { id: search.id } : {},
  loader: ({ context }) => context.queryClient.prefetchQuery(pendingReportsQueryOptions(context.client)),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.reports.admin.title()} · ${LL.shell.siteName()}` }] }
  },
})
