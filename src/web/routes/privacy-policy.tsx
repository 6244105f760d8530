import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: LL.privacy.metaTitle() }, { name: 'description', content: LL.privacy.metaDescription() }] }
  },
})
