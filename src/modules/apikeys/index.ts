import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { forbidden } from '~/kernel/errors'
import { clientIp } from '~/kernel/rate-limit'
import { BODY } from '~/kernel/routes'
import type { AuthGuard } from '~/modules/auth/public'
import { apiKeyView, createdKey, createKeyBody, keyList } from './model'
import { createApiKey, listApiKeys, revokeApiKey } from './service'

type Person = { id: string; role: string; companyId: string | null }

/** The hotel whose keys the signed-in person manages (`owner: true` keeps the hotel's staff out, ADR 200). */
function ownerOf(user: Person) {
  if (user.role !== 'user' || !user.companyId) throw forbidden('security.membersOnly')
  return { userId: user.id, companyId: user.companyId }
}

/** The owner's API keys: list, create (the answer is the only time the key is shown), revoke. */
export function apiKeysPlugin(
  deps: { db: DbOrTx; clock: Clock; chainKey: string; config: { TRUST_PROXY: boolean } },
  guard: AuthGuard,
) {
  const actorOf = (user: Person, request: Request, server: Parameters<typeof clientIp>[1]) => ({
    type: 'user' as const,
    id: user.id,
    ip: clientIp(request, server, deps.config.TRUST_PROXY),
  })
  return new Elysia({ name: 'apikeys', prefix: '/api/member/api-keys' })
    .use(guard)
    .get('/', ({ currentUser }) => ({ keys: listApiKeys(deps, ownerOf(currentUser).companyId) }), {
      auth: 'member',
      owner: true,
      bodyLimit: BODY.none,
      response: keyList,
    })
    .post(
      '/',
      ({ body, currentUser, request, server, set }) => {
        set.status = 201
        return createApiKey(deps, { ...body, ...ownerOf(currentUser), actor: actorOf(currentUser, request, server) })
      },
      { auth: 'member', owner: true, bodyLimit: BODY.json, body: createKeyBody, response: { 201: createdKey } },
    )
    .delete(
      '/:id',
      ({ params, currentUser, request, server }) =>
        revokeApiKey(deps, {
          companyId: ownerOf(currentUser).companyId,
          keyId: params.id,
          actor: actorOf(currentUser, request, server),
        }),
      {
        auth: 'member',
        owner: true,
        bodyLimit: BODY.none,
        params: v.object({ id: v.pipe(v.string(), v.maxLength(64)) }),
        response: apiKeyView,
      },
    )
}
