// Guest data typed at the desk (the last search, the guest handed to New report) is page state: it lives in the query
// cache, in memory only, and never in the address, the browser history or browser storage (issue 24, item 3). The
// cache is per router (per request on the server), and signing out clears it, so nothing outlives the session.
import type { QueryClient } from '@tanstack/react-query'
import type { SearchParams } from './searchParams'

const ROOT = ['guest-memory'] as const
type Slot = 'search' | 'report'

/** Keeps `params` in the slot until sign-out (or until it is taken); never garbage-collected or refetched. */
export function keepGuest(queryClient: QueryClient, slot: Slot, params: SearchParams) {
  queryClient.setQueryDefaults(ROOT, { gcTime: Number.POSITIVE_INFINITY, staleTime: Number.POSITIVE_INFINITY })
  queryClient.setQueryData([...ROOT, slot], params)
}

export const recallGuest = (queryClient: QueryClient, slot: Slot): SearchParams =>
  queryClient.getQueryData<SearchParams>([...ROOT, slot]) ?? {}

export function forgetGuest(queryClient: QueryClient, slot: Slot) {
  queryClient.removeQueries({ queryKey: [...ROOT, slot], exact: true })
}
