import { useSyncExternalStore } from 'react'
import type { Country } from '~/lib/countries'

// The full country list (~250 names, 2.4 KB gzip) is imported at first use (ADR 147): when a country selector is
// focused, opened or typed in, or must name a country the page did not render on the server. The server has it in
// memory and hands it over before any render (`provideCountries` in src/server/ssr.ts), so its pages name the chosen
// country at once; the browser's first render takes that name from the server's HTML (CountrySelect).
let list: readonly Country[] | undefined
let loading: Promise<readonly Country[]> | undefined
const listeners = new Set<() => void>()

/** Imports the list once; a failed import is tried again at the next call. */
export function loadCountries(): Promise<readonly Country[]> {
  loading ??= import('~/lib/countries').then(
    (m) => {
      list = m.COUNTRIES
      for (const listener of listeners) listener()
      return m.COUNTRIES
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => list

/** The list once it is loaded, else undefined (the component renders again when it arrives). */
export const useCountries = () => useSyncExternalStore(subscribe, snapshot, snapshot)

/** The server's renders: the list is there from the start. */
export function provideCountries(countries: readonly Country[]) {
  list = countries
  loading = Promise.resolve(countries)
}

/** DOM tests only: forget the list, as on a page that has not loaded it yet. */
export function forgetCountriesForTest() {
  list = undefined
  loading = undefined
}
