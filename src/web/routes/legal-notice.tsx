import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/legal-notice',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return {
      meta: [{ title: LL.legalNotice.metaTitle() }, { name: 'description', content: LL.legalNotice.metaDescription() }],
    }
  },
})
