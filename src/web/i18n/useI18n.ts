import { useRouter } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { RouterContext } from '../router'
import type { I18nState } from './store'

/** The current language and its translation functions; re-renders when the visitor switches language. */
export function useI18n(): I18nState & { switchTo: (locale: I18nState['locale']) => Promise<void> } {
  const router = useRouter()
  const store = (router.options.context as RouterContext).i18n
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
export const headLL = (context: unknown) => (context as RouterContext).i18n.get().LL
