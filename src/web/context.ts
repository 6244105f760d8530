// What every route and component can reach: a leaf file (no imports of routes or the router), so the web tree has
// no import circle and nobody needs an `as RouterContext` cast.
import type { QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { PublicConfig } from '~/lib/public-config'
import type { Treaty } from './api/treaty'
import type { I18nStore } from './i18n/store'

export type RouterContext = {
  queryClient: QueryClient
  i18n: I18nStore
  /** The one JSON client: Eden Treaty typed from the server's `App` (use with `unwrap`; uploads: api/upload.ts). */
  client: Treaty
  config: PublicConfig
  /**
   * The page's inline loader (`appLoaderScript()`, app-loader.ts), given by the server's render only: the browser never writes
   * it again (React hydrates an element's inner HTML as it is), so the app's bundle does not carry it.
   */
  loaderScript?: string
}

/** The router context from any component. */
export function useAppContext(): RouterContext {
  return useRouter().options.context
}
