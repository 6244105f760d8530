import { Elysia } from 'elysia'
import { BODY } from '~/kernel/routes'
import { type AuthGuard, memberActing } from '~/modules/auth/public'
import { type CountAnswer, countAnswer, countBody, type SearchAnswer, searchAnswer, searchBody } from './model'
import { countReports, type SearchDeps, searchGuests } from './service'

/** POST /api/search (the guest search) and POST /api/search/count (the New report form's hint). */
/** What the guest search needs (ADR 341): its service's dependencies and the proxy setting for the client's address. */
export type SearchNeeds = SearchDeps & { config: { TRUST_PROXY: boolean } }

export function searchPlugin(deps: SearchNeeds, guard: AuthGuard) {
  return new Elysia({ name: 'search', prefix: '/api/search' })
    .use(guard)
    .post(
      '/',
      ({ body, currentUser, request, server, set }): SearchAnswer => {
        set.headers['cache-control'] = 'no-store'
        return searchGuests(deps, memberActing(deps.config, currentUser, request, server), body)
      },
      { auth: 'member', bodyLimit: BODY.json, body: searchBody, response: searchAnswer },
    )
    .post(
      '/count',
      ({ body, currentUser, request, server, set }): CountAnswer => {
        set.headers['cache-control'] = 'no-store'
        return countReports(deps, memberActing(deps.config, currentUser, request, server), body)
      },
      { auth: 'member', bodyLimit: BODY.json, body: countBody, response: countAnswer },
    )
}
