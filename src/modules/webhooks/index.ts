import { Elysia } from 'elysia'
import { BODY, noBody } from '~/kernel/routes'
import { type AuthGuard, hotelOfMember, memberActing } from '~/modules/auth/public'
import { type DeliverDeps, deliverWebhooks } from './deliver'
import { createdWebhook, createWebhookBody, deliveryList, deliveryView, webhookList, webhookParams } from './model'
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  queueTestEvent,
  deliveryView as viewDelivery,
  type WebhookDeps,
} from './service'

/** Registrations and tests a minute per address: a settings screen needs a few, a loop is stopped. */
const WRITES = { limit: 10, windowMs: 60_000 }

/**
 * The owner's webhooks: list, register (the answer is the only time the secret is shown), delete, log, test. The hotel
 * is the signed-in person's (`owner: true` keeps the hotel's staff out, ADR 200).
 */
export function webhooksPlugin(
  deps: WebhookDeps & DeliverDeps & { config: { TRUST_PROXY: boolean } },
  guard: AuthGuard,
) {
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
        rateLimit: WRITES,
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
    .post(
      '/:id/test',
      async ({ params, currentUser }) => {
        // Queued like any event (retried if the receiver is down), and tried at once so the owner sees the answer.
        const id = queueTestEvent(deps, hotelOfMember(currentUser), params.id)
        await deliverWebhooks(deps, { ids: [id] })
        return viewDelivery(deps, id)
      },
      {
        auth: 'member',
        owner: true,
        rateLimit: WRITES,
        bodyLimit: BODY.json,
        body: noBody,
        params: webhookParams,
        response: deliveryView,
      },
    )
}
