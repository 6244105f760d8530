import { Elysia } from 'elysia'
import { BODY, noBody } from '~/kernel/routes'
import { type AuthGuard, hotelOfMember, memberActing } from '~/modules/auth/public'
import { type DeliverDeps, sendTestEvent } from './deliver'
import { createdWebhook, createWebhookBody, deliveryList, deliveryView, webhookList, webhookParams } from './model'
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, WEBHOOK_WRITES, type WebhookDeps } from './service'

/** What the webhook settings need (ADR 341): the same rules and targets as /api/v1/webhooks. */
export type WebhooksNeeds = WebhookDeps & DeliverDeps & { config: { TRUST_PROXY: boolean } }

/**
 * The owner's webhooks: list, register (the answer is the only time the secret is shown), delete, log, test. The hotel
 * is the signed-in person's (`owner: true` keeps the hotel's staff out, ADR 200).
 */
export function webhooksPlugin(deps: WebhooksNeeds, guard: AuthGuard) {
  return new Elysia({ name: 'webhooks', prefix: '/api/member/webhooks' })
    .use(guard)
    .get('/', ({ currentUser }) => ({ webhooks: listWebhooks(deps, hotelOfMember(currentUser)) }), {
      auth: 'member',
      owner: true,
      bodyLimit: BODY.none,
      response: webhookList,
    })
    .post(
      '/',
      ({ body, currentUser, request, server, set }) => {
        set.status = 201
        return createWebhook(deps, { ...body, ...memberActing(deps.config, currentUser, request, server) })
      },
      {
        auth: 'member',
        owner: true,
        rateLimit: WEBHOOK_WRITES,
        bodyLimit: BODY.json,
        body: createWebhookBody,
        response: { 201: createdWebhook },
      },
    )
    .delete(
      '/:id',
      ({ params, currentUser, request, server }) => {
        deleteWebhook(deps, { ...memberActing(deps.config, currentUser, request, server), id: params.id })
        return { webhooks: listWebhooks(deps, hotelOfMember(currentUser)) }
      },
      { auth: 'member', owner: true, bodyLimit: BODY.none, params: webhookParams, response: webhookList },
    )
    .get(
      '/:id/deliveries',
      ({ params, currentUser }) => ({ deliveries: listDeliveries(deps, hotelOfMember(currentUser), params.id) }),
      { auth: 'member', owner: true, bodyLimit: BODY.none, params: webhookParams, response: deliveryList },
    )
    .post('/:id/test', ({ params, currentUser }) => sendTestEvent(deps, hotelOfMember(currentUser), params.id), {
      auth: 'member',
      owner: true,
      rateLimit: WEBHOOK_WRITES,
      bodyLimit: BODY.json,
      body: noBody,
      params: webhookParams,
      response: deliveryView,
    })
}
