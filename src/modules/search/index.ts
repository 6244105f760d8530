import { Elysia } from 'elysia'
import { forbidden } from '~/kernel/errors'
import { clientIp } from '~/kernel/rate-limit'
import { BODY } from '~/kernel/routes'
import type { AuthGuard } from '~/modules/auth/public'
import { type CountAnswer, countAnswer, countBody, type SearchAnswer, searchAnswer, searchBody } from './model'
import { countReports, type SearchDeps, searchGuests } from './service'

type Member = { id: string; role: string; companyId: string | null }

/** Only hotel members search (the member guard checks role and subscription; a member always has a hotel). */
function searcherOf(user: Member, request: Request, server: Parameters<typeof clientIp>[1], trustProxy: boolean) {
  if (user.role !== 'user' || !user.companyId) throw forbidden('search.errors.membersOnly')
  return { userId: user.id, companyId: user.companyId, ip: clientIp(request, server, trustProxy) }
}

/** POST /api/search (the guest search) and POST /api/search/count (the New report form's hint). */
export function searchPlugin(deps: SearchDeps & { config: { TRUST_PROXY: boolean } }, guard: AuthGuard) {
  return new Elysia({ name: 'search', prefix: '/api/search' })
    .use(guard)
    .post(
      '/',
      ({ body, currentUser, request, server, set }): SearchAnswer => {
        set.headers['cache-control'] = 'no-store'
        return searchGuests(deps, searcherOf(currentUser, request, server, deps.config.TRUST_PROXY), body)
      },
      { auth: 'member', bodyLimit: BODY.json, body: searchBody, response: searchAnswer },
    )
    .post(
      '/count',
      ({ body, currentUser, request, server, set }): CountAnswer => {
        set.headers['cache-control'] = 'no-store'
        return countReports(deps, searcherOf(currentUser, request, server, deps.config.TRUST_PROXY), body)
      },
      { auth: 'member', bodyLimit: BODY.json, body: countBody, response: countAnswer },
    )
}
