// /api/v1/webhooks (issue 33 item 8): a key with `webhooks:manage` lists, registers, deletes and tests its hotel's
// webhooks of its own mode (a test key only the test webhooks, which receive only the sandbox's events; ADR 291) through the webhooks module's own functions, so the address rules, the limit of 5, the audit and the
// once-shown secret are the settings screen's. Answered in the API's snake_case.
import * as v from 'valibot'
import type { ApiCaller } from '~/modules/apikeys/public'
import {
  createWebhook,
  createWebhookBody,
  type DeliverDeps,
  type DeliveryView,
  deleteWebhook,
  listWebhooks,
  sendTestEvent,
  type WebhookDeps,
  type WebhookView,
} from '~/modules/webhooks/public'

export type ApiWebhookDeps = WebhookDeps & DeliverDeps

const isoTime = v.pipe(v.string(), v.isoTimestamp())

/** A webhook as the API lists it: never its secret, only the secret's first characters. */
export const apiWebhook = v.object({
  id: v.string(),
  /** The receiving address (https, a public host). */
  url: v.string(),
  /** The signing secret's first characters, to tell which one a receiver holds. */
  secret_prefix: v.string(),
  created_at: isoTime,
})
export const apiWebhookList = v.object({ webhooks: v.array(apiWebhook) })
/** The answer to a registration: the only time the signing secret (`whsec_…`) is shown. */
export const createdApiWebhook = v.object({ secret: v.string(), webhook: apiWebhook })
export const deletedWebhook = v.object({ id: v.string(), deleted: v.literal(true) })
/** A registration: the address only; like every /api/v1 body, a field the API does not know is refused (422). */
export const apiWebhookRequest = v.pipe(
  v.strictObject(
    {
      url: v.pipe(
        createWebhookBody.entries.url,
        v.description(
          'The receiving address: https on a public host (no address of a private network), up to 500 characters.',
        ),
      ),
    },
    'validation.invalidRequest',
  ),
  v.description('A webhook to register.'),
)
export const webhookIdParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) })

/** A test event's delivery after its first attempt (retried like any event when it failed). */
export const apiDelivery = v.object({
  id: v.string(),
  event: v.picklist(['arrival.match', 'webhook.test']),
  /** pending: tried again later; delivered: the receiver answered 2xx; failed: retries ended. */
  status: v.picklist(['pending', 'delivered', 'failed']),
  attempts: v.number(),
  /** The receiver's HTTP status, when it answered. */
  last_status: v.nullable(v.number()),
  last_error: v.nullable(v.string()),
  /** The first 200 characters of the receiver's answer. */
  response_excerpt: v.nullable(v.string()),
  created_at: isoTime,
  last_attempt_at: v.nullable(isoTime),
  next_attempt_at: v.nullable(isoTime),
  delivered_at: v.nullable(isoTime),
})

const webhookOf = (w: WebhookView): v.InferOutput<typeof apiWebhook> => ({
  id: w.id,
  url: w.url,
  secret_prefix: w.secretPrefix,
  created_at: w.createdAt,
})

const deliveryOf = (d: DeliveryView): v.InferOutput<typeof apiDelivery> => ({
  id: d.id,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  last_status: d.lastStatus,
  last_error: d.lastError,
  response_excerpt: d.responseExcerpt,
  created_at: d.createdAt,
  last_attempt_at: d.lastAttemptAt,
  next_attempt_at: d.nextAttemptAt,
  delivered_at: d.deliveredAt,
})

export const listApiWebhooks = (deps: ApiWebhookDeps, caller: ApiCaller) => ({
  webhooks: listWebhooks(deps, caller.companyId, caller.mode).map(webhookOf),
})

/** Registered for the key's hotel in the name of the person who created the key; audited under the key. */
export function createApiWebhook(deps: ApiWebhookDeps, caller: ApiCaller, url: string) {
  const { secret, webhook } = createWebhook(deps, {
    url,
    companyId: caller.companyId,
    userId: caller.createdBy,
    actor: caller.actor,
    mode: caller.mode,
  })
  return { secret, webhook: webhookOf(webhook) }
}

export function deleteApiWebhook(deps: ApiWebhookDeps, caller: ApiCaller, id: string) {
  deleteWebhook(deps, { companyId: caller.companyId, id, actor: caller.actor, mode: caller.mode })
  return { id, deleted: true as const }
}

export const testApiWebhook = async (deps: ApiWebhookDeps, caller: ApiCaller, id: string) =>
  deliveryOf(await sendTestEvent(deps, caller.companyId, id, caller.mode))
