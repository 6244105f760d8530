import { Elysia } from 'elysia'
import { forbidden } from '~/kernel/errors'
import { clientIp } from '~/kernel/rate-limit'
import { BODY, noBody } from '~/kernel/routes'
import type { AuthGuard } from '~/modules/auth/public'
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

type Person = { id: string; role: string; companyId: string | null }

/** The hotel whose webhooks the signed-in person manages (`owner: true` keeps the hotel's staff out, ADR 200). */
function hotelOf(user: Person) {
  if (user.role !== 'user' || !user.companyId) throw forbidden('security.membersOnly')
  return user.companyId
}

/** Registrations and tests a minute per address: a settings screen needs a few, a loop is stopped. */
const WRITES = { limit: 10, windowMs: 60_000 }

/** The owner's webhooks: list, register (the answer is the only time the secret is shown), delete, log, test. */
export function webhooksPlugin(
  deps: WebhookDeps & DeliverDeps & { config: { TRUST_PROXY: boolean } },
  guard: AuthGuard,
) {
  const actorOf = (user: Person, request: Request, server: Parameters<typeof clientIp>[1]) => ({
    type: 'user' as const,
    id: user.id,
    ip: clientIp(request, server, deps.config.TRUST_PROXY),
  })
  return new Elysia({ name: 'webhooks', prefix: '/api/member/webhooks' })
    .use(guard)
    .get('/', ({ currentUser }) => ({ webhooks: listWebhooks(deps, hotelOf(currentUser)) }), {
      auth: 'member',
      owner: true,
      bodyLimit: BODY.none,
      response: webhookList,
    })
    .post(
      '/',
      ({ body, currentUser, request, server, set }) => {
        const companyId = hotelOf(currentUser)
        set.status = 201
        return createWebhook(deps, {
          ...body,
          companyId,
          userId: currentUser.id,
          actor: actorOf(currentUser, request, server),
        })
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
        deleteWebhook(deps, {
          companyId: hotelOf(currentUser),
          id: params.id,
          actor: actorOf(currentUser, request, server),
        })
        return { webhooks: listWebhooks(deps, hotelOf(currentUser)) }
      },
      { auth: 'member', owner: true, bodyLimit: BODY.none, params: webhookParams, response: webhookList },
    )
    .get(
      '/:id/deliveries',
      ({ params, currentUser }) => ({ deliveries: listDeliveries(deps, hotelOf(currentUser), params.id) }),
      { auth: 'member', owner: true, bodyLimit: BODY.none, params: webhookParams, response: deliveryList },
    )
    .post(
      '/:id/test',
      async ({ params, currentUser }) => {
        // Queued like any event (retried if the receiver is down), and tried at once so the owner sees the answer.
        const id = queueTestEvent(deps, hotelOf(currentUser), params.id)
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
