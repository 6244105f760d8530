import { createRoute } from '@tanstack/react-router'
import { myReportsQueryOptions } from '../features/reports/api'
import { headLL } from '../i18n/useI18n'
import { Route as dashboardRoute } from './dashboard'

const pageOf = (value: unknown) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n < 100_000 ? n : 1
}

/** Spec screen 8: Your reports, `?page=N` (the screen is in dashboard.reports.lazy.tsx). */
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/reports',
  validateSearch: (search: Record<string, unknown>): { page?: number } =>
    search.page === undefined ? {} : { page: pageOf(search.page) },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(myReportsQueryOptions(context.client, deps.page)),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.reports.listTitle()} · ${LL.shell.siteName()}` }] }
  },
})
