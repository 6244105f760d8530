// The arrivals API (issue 22) as the web app uses it: JSON calls through the typed client, files through the one
// upload helper. Query options are shared by route loaders and screens.
import { queryOptions } from '@tanstack/react-query'
import { type Treaty, unwrap } from '../../api/treaty'

export const ARRIVALS_KEY = ['arrivals'] as const

export const arrivalsQueryOptions = (client: Treaty) =>
  queryOptions({
    queryKey: [...ARRIVALS_KEY, 'list'],
    queryFn: () => unwrap(client.api.arrivals.get({ query: {} })),
    staleTime: 0,
  })

export const arrivalQueryOptions = (client: Treaty, id: string) =>
  queryOptions({
    queryKey: [...ARRIVALS_KEY, 'one', id],
    queryFn: async () => (await unwrap(client.api.arrivals({ id }).get())).arrival,
    staleTime: 0,
  })

/** The reports matching an arrival: a search in the person's name (audited), so it is asked once per visit. */
export const arrivalMatchesQueryOptions = (client: Treaty, id: string) =>
  queryOptions({
    queryKey: [...ARRIVALS_KEY, 'matches', id],
    queryFn: () => unwrap(client.api.arrivals({ id }).matches.post()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

export const alertsQueryOptions = (client: Treaty) =>
  queryOptions({
    queryKey: [...ARRIVALS_KEY, 'alerts'],
    queryFn: () => unwrap(client.api.arrivals.alerts.get()),
    staleTime: 0,
  })

/** The tab's badge: how many alerts nobody has opened. */
export const unseenAlertsQueryOptions = (client: Treaty) =>
  queryOptions({
    queryKey: [...ARRIVALS_KEY, 'unseen'],
    queryFn: () => unwrap(client.api.arrivals.alerts.unseen.get()),
    staleTime: 30_000,
  })

/** Who of the hotel opened an arrival's reports, and when (issue 32 item 2). */
export const arrivalLooksQueryOptions = (client: Treaty, id: string) =>
  queryOptions({
    queryKey: [...ARRIVALS_KEY, 'looks', id],
    queryFn: () => unwrap(client.api.arrivals({ id }).looks.get()),
    staleTime: 0,
  })
