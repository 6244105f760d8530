// The webhooks module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export {
  type ArrivalMatchData,
  type DeliveryView,
  type WebhookPayload,
  type WebhookView,
  webhookPayload,
} from './model'
export { queueArrivalMatch } from './service'
export { SIGNATURE_HEADER, verifySignature } from './signing'
