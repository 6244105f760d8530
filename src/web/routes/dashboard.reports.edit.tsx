import { createRoute } from '@tanstack/react-router'
import { reportQueryOptions } from '../features/reports/api'
import { headLL } from '../i18n/useI18n'
import { Route as dashboardRoute } from './dashboard'

/** Spec screen 7: Edit report (the screen is in dashboard.reports.edit.lazy.tsx). */
export const Route = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/reports/$reportId/edit',
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(reportQueryOptions(context.client, params.reportId)),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.reports.editTitle()} · ${LL.shell.siteName()}` }] }
  },
})
