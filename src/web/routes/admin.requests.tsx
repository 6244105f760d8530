import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

const SHOW = ['due', 'open', 'forwarded', 'answered', 'closed'] as const
export type RequestsShow = (typeof SHOW)[number] | ''

export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/requests',
  validateSearch: (search: Record<string, unknown>): { show?: RequestsShow } => ({
    show: (SHOW as readonly unknown[]).includes(search.show) ? (search.show as RequestsShow) : undefined,
  }),
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.admin.nav.requests()} · ${LL.shell.siteName()}` }] }
  },
})
