import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { CURRENT_USER_KEY, type CurrentUser, currentUserQueryOptions } from '../api/account'
import { CONFIG_SCRIPT_ID, markHydrated } from '../app-loader'
import { Toaster } from '../components/Toaster'
import type { RouterContext } from '../context'
import { AccountButton } from '../features/auth/AccountButton'
import { SessionWatcher } from '../features/auth/SessionWatcher'
import { isSignedIn } from '../features/auth/session'
import { useSession } from '../features/auth/useSession'
import { Footer } from '../features/shell/Footer'
import { Header } from '../features/shell/Header'
import { headLL, useI18n } from '../i18n/useI18n'
import { ErrorPage, NotFoundPage } from '../pages/status-pages'
import { isStaticPage } from '../static-pages'

export { CONFIG_SCRIPT_ID } from '../app-loader'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Who is signed in, known before the first paint: during SSR the API is called in-process with the visitor's cookie.
  // Every route's guard reads `context.currentUser` (see features/auth/session.ts).
  beforeLoad: async ({ context }): Promise<{ currentUser: CurrentUser | null }> => {
    try {
      const user = await context.queryClient.ensureQueryData(currentUserQueryOptions(context.client))
      return { currentUser: isSignedIn(user) ? user : null }
    } catch {
      // The lookup failed (not a 401): public pages still render, protected ones send the visitor to /login, and the
      // browser does not repeat the failed lookup on hydration.
      context.queryClient.setQueryData(CURRENT_USER_KEY, null)
      return { currentUser: null }
    }
  },
  head: ({ match, matches }) => {
    const LL = headLL(match.context)
    // An unknown address says so in the tab title too (the page answers 404).
    const notFound = matches.some((m) => m.status === 'notFound' || m._notFound)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0f2a44' },
        { title: notFound ? `${LL.shell.notFound.title()} · ${LL.shell.siteName()}` : LL.landing.metaTitle() },
        { name: 'description', content: LL.landing.metaDescription() },
      ],
      links: [
        ...match.context.config.css.map((href) => ({ rel: 'stylesheet', href })),
        // The dictionary the app reads before hydrating is preloaded with the app's files, after the first paint
        // (app-loader.ts, ADR 142); a static page (ADR 114) never reads it.
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      ],
    }
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: (props) => (
    <Shell>
      <ErrorPage {...props} />
    </Shell>
  ),
})

function RootDocument() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  const { config, loaderScript } = Route.useRouteContext()
  const { locale, LL } = useI18n()
  const { user } = useSession()
  const router = useRouter()
  // The server's render of a static page (ADR 114) carries its small script instead of the app and its state.
  const staticPage = router.isServer && isStaticPage(router.state.location.pathname)
  // JSON in a data block never runs; "<" is escaped so the text cannot close the script element.
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c')
  // React has hydrated the page's shell: the loader sends a form held before now, browser tests start (ADR 311).
  useEffect(markHydrated, [])
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {LL.shell.skipToContent()}
        </a>
        <Header account={user ? <AccountButton /> : undefined} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer contactEmail={config.contactEmail} operator={config.operator} authenticated={user?.role === 'user'} />
        <Toaster />
        <SessionWatcher />
        {staticPage ? (
          <script type="module" src={config.staticScript} nonce={router.options.ssr?.nonce} async />
        ) : (
          <>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data block, not executable */}
            <script type="application/json" id={CONFIG_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: configJson }} />
            <Scripts />
            <script
              nonce={router.options.ssr?.nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own typed function's source (app-loader.ts), no input in it
              dangerouslySetInnerHTML={{ __html: loaderScript ?? '' }}
              suppressHydrationWarning
            />
          </>
        )}
      </body>
    </html>
  )
}
