import { createRoute } from '@tanstack/react-router'
import { type ModerationStatus, moderationListQueryOptions } from '../features/reports/api'
import { headLL } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

const LISTS: ModerationStatus[] = ['pending', 'approved', 'rejected']

/**
 * Report moderation (issue 9): `?status=` picks the list (pending by default; approved and rejected to change a
 * decision), `?id=` the report shown, else the first of the list (screen: admin.reports.lazy.tsx).
 */
export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/reports',
  validateSearch: (search: Record<string, unknown>): { id?: string; status?: ModerationStatus } => ({
    ...(typeof search.id === 'string' && /^[\w-]{1,64}$/.test(search.id) ? { id: search.id } : {}),
    ...(LISTS.includes(search.status as ModerationStatus) && search.status !== 'pending'
      ? { status: search.status as ModerationStatus }
      : {}),
  }),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'pending' }),
  loader: ({ context, deps }) =>
    context.queryClient.prefetchInfiniteQuery(moderationListQueryOptions(context.client, deps.status)),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.reports.admin.title()} · ${LL.shell.siteName()}` }] }
  },
})
