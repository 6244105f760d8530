import * as v from 'valibot'
import { MATCH_GROUPS } from '~/lib/match-groups'
import { DELIVERY_STATUSES } from './schema'

/** live webhooks receive the hotel's events; test ones, registered with a test key, only the sandbox's (ADR 291). */
export type WebhookMode = 'live' | 'test'

/** The events a webhook receives: a new match of a coming guest, and the owner's test. */
const WEBHOOK_EVENTS = ['arrival.match', 'webhook.test'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

// An address a receiver can take; 500 characters hold any real endpoint with its query.
export const createWebhookBody = v.object({
  url: v.pipe(
    v.string('validation.invalidRequest'),
    v.trim(),
    v.minLength(1, 'webhooks.errors.urlRequired'),
    v.maxLength(500, 'validation.tooLong'),
  ),
})
export type CreateWebhookInput = v.InferOutput<typeof createWebhookBody>

const webhookView = v.object({
  id: v.string(),
  url: v.string(),
  /** The signing secret's first characters (the secret itself is shown once, at creation). */
  secretPrefix: v.string(),
  createdAt: v.string(),
})
export type WebhookView = v.InferOutput<typeof webhookView>

/** The answer to a registration: the only time the signing secret is shown. */
export const createdWebhook = v.object({ secret: v.string(), webhook: webhookView })
export const webhookList = v.object({ webhooks: v.array(webhookView) })

export const deliveryView = v.object({
  id: v.string(),
  event: v.picklist(WEBHOOK_EVENTS),
  status: v.picklist(DELIVERY_STATUSES),
  attempts: v.number(),
  lastStatus: v.nullable(v.number()),
  lastError: v.nullable(v.string()),
  responseExcerpt: v.nullable(v.string()),
  createdAt: v.string(),
  lastAttemptAt: v.nullable(v.string()),
  nextAttemptAt: v.nullable(v.string()),
  deliveredAt: v.nullable(v.string()),
})
export type DeliveryView = v.InferOutput<typeof deliveryView>
export const deliveryList = v.object({ deliveries: v.array(deliveryView) })

export const webhookParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })

/** What `arrival.match` carries: references, the group and a link; never a guest's name or identifiers. */
const arrivalMatchData = v.object({
  alert_id: v.string(),
  arrival_id: v.string(),
  /** The hotel's reservation reference, when the arrival came with one (the API's, a file's column). */
  reservation_ref: v.nullable(v.string()),
  group: v.picklist(MATCH_GROUPS),
  /** The alert in the hotel's dashboard (sign-in needed). */
  url: v.string(),
})
export type ArrivalMatchData = v.InferOutput<typeof arrivalMatchData>

/** The body of every delivery, signed in `KYG-Signature`. */
export const webhookPayload = v.object({
  id: v.string(),
  type: v.picklist(WEBHOOK_EVENTS),
  created: v.string(),
  /** false for the sandbox's events (test keys and test webhooks, ADR 291); true for the hotel's own. */
  livemode: v.boolean(),
  data: v.union([arrivalMatchData, v.object({ webhook_id: v.string() })]),
})
export type WebhookPayload = v.InferOutput<typeof webhookPayload>
