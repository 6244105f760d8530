// The webhooks module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
// /api/v1/webhooks (the publicapi module) manages a hotel's webhooks with the screen's own rules and functions.
export { type DeliverDeps, sendTestEvent } from './deliver'
export {
  createWebhookBody,
  type DeliveryView,
  type WebhookView,
  webhookPayload,
} from './model'
export {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  queueArrivalMatch,
  WEBHOOK_WRITES,
  type WebhookDeps,
  withdrawMatchDeliveries,
} from './service'
export { SIGNATURE_HEADER, verifySignature } from './signing'
