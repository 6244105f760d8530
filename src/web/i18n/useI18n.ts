import { useRouter } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { TranslationFunctions } from '~locales/i18n-types'
import type { RouterContext } from '../context'
import type { I18nState } from './store'

/** The current language and its translation functions; re-renders when the visitor switches language. */
export function useI18n(): I18nState & { switchTo: (locale: I18nState['locale']) => Promise<void> } {
  const router = useRouter()
  const store = router.options.context.i18n
  const state = useSyncExternalStore(store.subscribe, store.get, store.get)
  return {
    ...state,
    switchTo: async (locale) => {
      await store.switchTo(locale)
      // Re-run head() so that <title> and meta follow the new language.
      await router.invalidate()
    },
  }
}

/** For route head(): the translation functions of the router's current language. */
export const headLL = (context: Pick<RouterContext, 'i18n'>) => context.i18n.get().LL

/** A tab title: the page, one separator, the site, which is named once (a page title that names it stands alone). */
export function pageTitle(LL: TranslationFunctions, page: string): string {
  const site = LL.shell.siteName()
  return page.includes(site) ? page : `${page} · ${site}`
}
