import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { BODY } from '~/kernel/routes'
import { type AuthGuard, hotelOfMember, memberActing } from '~/modules/auth/public'
import { apiKeyView, createdKey, createKeyBody, keyList } from './model'
import { createApiKey, listApiKeys, revokeApiKey } from './service'

/** What the API-keys screen needs (ADR 341). */
export type ApiKeysNeeds = { db: DbOrTx; clock: Clock; chainKey: string; config: { TRUST_PROXY: boolean } }

/**
 * The owner's API keys: list, create (the answer is the only time the key is shown), revoke. The hotel is the signed-in
 * person's (`owner: true` keeps the hotel's staff out, ADR 200).
 */
export function apiKeysPlugin(deps: ApiKeysNeeds, guard: AuthGuard) {
  return new Elysia({ name: 'apikeys', prefix: '/api/member/api-keys' })
    .use(guard)
    .get('/', ({ currentUser }) => ({ keys: listApiKeys(deps, hotelOfMember(currentUser)) }), {
      auth: 'member',
      owner: true,
      bodyLimit: BODY.none,
      response: keyList,
    })
    .post(
      '/',
      ({ body, currentUser, request, server, set }) => {
        set.status = 201
        return createApiKey(deps, { ...body, ...memberActing(deps.config, currentUser, request, server) })
      },
      { auth: 'member', owner: true, bodyLimit: BODY.json, body: createKeyBody, response: { 201: createdKey } },
    )
    .delete(
      '/:id',
      ({ params, currentUser, request, server }) =>
        revokeApiKey(deps, { ...memberActing(deps.config, currentUser, request, server), keyId: params.id }),
      {
        auth: 'member',
        owner: true,
        bodyLimit: BODY.none,
        params: v.object({ id: v.pipe(v.string(), v.maxLength(64)) }),
        response: apiKeyView,
      },
    )
}
