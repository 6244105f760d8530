import { createRoute } from '@tanstack/react-router'
import { headLL } from '../i18n/useI18n'
import { Route as adminRoute } from './admin'

/** The register of notices to reported guests (issue 34; the screen is in admin.notices.lazy.tsx). */
export const Route = createRoute({
  getParentRoute: () => adminRoute,
  path: '/notices',
  head: ({ match }) => {
    const LL = headLL(match.context)
    return { meta: [{ title: `${LL.noticeLetter.admin.title()} · ${LL.shell.siteName()}` }] }
  },
})
