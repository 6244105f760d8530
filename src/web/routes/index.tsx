import { createRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../features/auth/session'
import { OG_IMAGE } from '../features/public/images'
import { headLL } from '../i18n/useI18n'
import { Route as rootRoute } from './__root'

const OG_LOCALE = { en: 'en_GB', fr: 'fr_CH', de: 'de_CH', it: 'it_CH' } as const

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => redirectIfSignedIn(context),
  head: ({ match }) => {
    const context = match.context
    const LL = headLL(context)
    const { locale } = context.i18n.get()
    const absolute = (path: string) => new URL(path, context.config.baseUrl).href
    return {
      meta: [
        { title: LL.landing.metaTitle() },
        { name: 'description', content: LL.landing.metaDescription() },
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: LL.shell.siteName() },
        { property: 'og:title', content: LL.landing.metaTitle() },
        { property: 'og:description', content: LL.landing.metaDescription() },
        { property: 'og:url', content: absolute('/') },
        { property: 'og:locale', content: OG_LOCALE[locale] },
        { property: 'og:image', content: absolute(OG_IMAGE.file) },
        { property: 'og:image:type', content: 'image/jpeg' },
        { property: 'og:image:width', content: String(OG_IMAGE.width) },
        { property: 'og:image:height', content: String(OG_IMAGE.height) },
        { property: 'og:image:alt', content: LL.landing.ogImageAlt() },
        { name: 'twitter:card', content: 'summary_large_image' },
      ],
    }
  },
})
