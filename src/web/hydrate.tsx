// What the browser runs to start the app (src/web/entry-client.tsx calls it). It lives apart from the entry so the
// client build can make every lazy chunk reference it, which puts the whole eager app in one shared file (ADR 140).
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { isLocale } from '~/lib/locale'
import type { PublicConfig } from '~/lib/public-config'
import type { Translation } from '~locales/i18n-types'
import { browserFetcher } from './api/client'
import { createTreaty } from './api/treaty'
import { createI18nStore } from './i18n/store'
import { createAppRouter } from './router'
import { CONFIG_SCRIPT_ID } from './routes/__root'

export async function hydrate() {
  const config = JSON.parse(document.getElementById(CONFIG_SCRIPT_ID)?.textContent ?? '{}') as PublicConfig
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : 'en'

  // Dictionaries are content-hashed JSON files (EN fallback merged in at build), fetched once and cached for a year.
  const loadDictionary = async (l: keyof PublicConfig['localeUrls']): Promise<Translation> => {
    const response = await fetch(config.localeUrls[l])
    if (!response.ok) throw new Error(`Could not load the ${l} texts`)
    return response.json()
  }

  const i18n = createI18nStore(locale, await loadDictionary(locale), loadDictionary)
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter({
    history,
    i18n,
    client: createTreaty(browserFetcher),
    config,
  })

  // What TanStack Router's RouterClient does in its first render, done before React starts, with a pause between the
  // steps: each is a task of its own, none long enough to hold back a tap on a slow phone (ADR 150).
  await nextTask()
  await hydrateRouter(router).finally(() => (window as unknown as { $_TSR?: { h(): void } }).$_TSR?.h())
  await nextTask()
  // As a transition, React hydrates in slices of a few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(document, <RouterProvider router={router} />)
  })
}

/** Resolves in a new task, after the browser has had the chance to handle input and paint. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
